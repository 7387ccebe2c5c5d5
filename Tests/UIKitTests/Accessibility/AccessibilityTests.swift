import Foundation
import Testing
import UIKit

/// Collects what a notification observer saw (observers run synchronously on the posting thread).
final class NotificationRecorder<T>: @unchecked Sendable {
    var items: [T] = []
}

private final class SpokenView: UIView {
    override var accessibilityLabel: String? {
        get { "Chart of \(points) points" }
        set {}
    }
    var points = 3
}

/// The UIAccessibility informal protocol as UIKit documents it: plain views are not elements, standard
/// controls and labels are, with labels, values and traits derived from their state until set.
@MainActor @Suite(.serialized, .freshWorld) struct AccessibilityTests {
    @Test func plainViewsAreNotElementsAndHaveNoLabel() {
        let v = UIView()
        #expect(v.isAccessibilityElement == false)
        #expect(v.accessibilityLabel == nil)
        #expect(v.accessibilityTraits == .none)
        #expect(v.accessibilityIdentifier == nil)
        #expect(v.accessibilityElements == nil)
        #expect(v.accessibilityElementCount() == 0)
    }

    @Test func labelsAreStaticTextNamedByTheirText() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits.contains(.staticText))
        label.accessibilityLabel = "Mail inbox"
        #expect(label.accessibilityLabel == "Mail inbox")
        label.accessibilityLabel = nil
        label.text = "Sent"
        #expect(label.accessibilityLabel == "Sent")
    }

    @Test func buttonsAreButtonsNamedByTheirTitleAndReportState() {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits.contains(.button))
        #expect(!button.accessibilityTraits.contains(.notEnabled))
        button.isEnabled = false
        #expect(button.accessibilityTraits.contains(.notEnabled))
        button.isSelected = true
        #expect(button.accessibilityTraits.contains(.selected))
        button.accessibilityTraits = [.link]
        #expect(button.accessibilityTraits == .link)
    }

    @Test func controlsReportTheirValues() {
        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 50
        #expect(slider.accessibilityValue == "25%")
        #expect(slider.accessibilityTraits.contains(.adjustable))
        let field = UITextField()
        field.placeholder = "Name"
        #expect(field.accessibilityLabel == "Name")
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")
        slider.accessibilityValue = "half"
        #expect(slider.accessibilityValue == "half")
    }

    @Test func viewControllersKeepTheirOwnAttributes() {
        let a = UIViewController(), b = UIViewController()
        a.accessibilityLabel = "Settings"
        a.accessibilityViewIsModal = true
        #expect(a.accessibilityLabel == "Settings")
        #expect(a.accessibilityViewIsModal)
        #expect(b.accessibilityLabel == nil)
        #expect(!b.accessibilityViewIsModal)
    }

    @Test func subclassesOverrideTheProperties() {
        let chart = SpokenView()
        chart.points = 7
        #expect(chart.accessibilityLabel == "Chart of 7 points")
        #expect(chart.accessibilityAttributedLabel?.string == "Chart of 7 points")
        #expect(chart.accessibilityUserInputLabels == ["Chart of 7 points"])
    }

    @Test func identifiersAndTheIdentificationProtocol() {
        let v = UIView()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let ids: [UIAccessibilityIdentification] = [v, item]
        for (i, object) in ids.enumerated() { object.accessibilityIdentifier = "id-\(i)" }
        #expect(v.accessibilityIdentifier == "id-0")
        #expect(item.accessibilityIdentifier == "id-1")
        #expect(item.accessibilityLabel == "Edit")
        #expect(item.accessibilityTraits.contains(.button))
    }

    @Test func frameIsTheBoundsInScreenCoordinates() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        window.addSubview(container)
        container.addSubview(v)
        #expect(v.accessibilityFrame == CGRect(x: 15, y: 26, width: 30, height: 40))
        #expect(v.accessibilityActivationPoint == CGPoint(x: 30, y: 46))
        v.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(v.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func containersListElementsInOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let chart = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 50, width: 20, height: 50)
        bar.accessibilityLabel = "Monday"
        bar.accessibilityValue = "12"
        let other = UIAccessibilityElement(accessibilityContainer: chart)
        chart.accessibilityElements = [bar, other]
        #expect(bar.isAccessibilityElement)
        #expect(bar.accessibilityFrame == CGRect(x: 110, y: 150, width: 20, height: 50))
        #expect(chart.accessibilityElementCount() == 2)
        #expect(chart.accessibilityElement(at: 1) as AnyObject? === other)
        #expect(chart.accessibilityElement(at: 2) == nil)
        #expect(chart.index(ofAccessibilityElement: other) == 1)
        #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
    }

    @Test func postedNotificationsReachObserversAndCustomActionsRun() {
        let seen = NotificationRecorder<UIAccessibility.Notification>()
        let token = NotificationCenter.default.addObserver(forName: UIAccessibility.postedNotification, object: nil, queue: nil) { note in
            if let n = note.userInfo?[UIAccessibility.notificationKey] as? UIAccessibility.Notification { seen.items.append(n) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(seen.items == [.announcement, .layoutChanged])
        #expect(UIAccessibility.isVoiceOverRunning == false)

        var ran = 0
        let action = UIAccessibilityCustomAction(name: "Delete") { _ in ran += 1; return true }
        let v = UIView()
        v.accessibilityCustomActions = [action]
        #expect(v.accessibilityCustomActions?.first?.name == "Delete")
        #expect(action.perform())
        #expect(ran == 1)
    }
}
