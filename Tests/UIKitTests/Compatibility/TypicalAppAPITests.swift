import Testing
import UIKit

/// API a typical iOS app uses that was missing when such an app was built against the package: alert text
/// fields, the pasteboard, keyboard notification names, `endEditing(_:)`. Expected values from Apple's
/// documentation.
@MainActor @Suite(.freshWorld) struct TypicalAppAPITests {
    @Test func alertTextFieldsStackInOrderAddedAndAreNilWithoutAny() {
        let alert = UIAlertController(title: "New", message: "Name it", preferredStyle: .alert)
        #expect(alert.textFields == nil)
        var configured: [UITextField] = []
        alert.addTextField { field in field.placeholder = "Title"; configured.append(field) }
        alert.addTextField()
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?.first === configured.first)
        #expect(alert.textFields?.first?.placeholder == "Title")
        // Laid out in the alert, stacked: the second field is below the first.
        let view: UIView = alert.view
        view.frame = CGRect(x: 0, y: 0, width: 270, height: 300)
        view.layoutIfNeeded()
        let fields = alert.textFields!
        #expect(fields.allSatisfy { $0.superview === view })
        #expect(fields[1].frame.minY > fields[0].frame.maxY)
    }

    @Test func pasteboardHoldsTypedItemsAndCountsChanges() {
        let board = UIPasteboard.withUniqueName()
        let start = board.changeCount
        final class Counter: @unchecked Sendable { var count = 0 }
        let notified = Counter()
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board,
                                                           queue: nil) { _ in notified.count += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(board.string == nil && !board.hasStrings && board.numberOfItems == 0)
        board.string = "hello"
        #expect(board.string == "hello" && board.hasStrings && board.numberOfItems == 1)
        board.urls = [URL(string: "https://example.com")!, URL(string: "https://swift.org")!]
        #expect(board.numberOfItems == 2 && board.string == nil && board.url?.host == "example.com")
        #expect(board.changeCount == start + 2 && notified.count == 2)
        #expect(UIPasteboard(name: board.name, create: false) != nil)
        UIPasteboard.remove(withName: board.name)
        #expect(UIPasteboard(name: board.name, create: false) == nil)
        #expect(UIPasteboard.general === UIPasteboard.general)
    }

    @Test func keyboardNotificationNamesAndKeysAreApples() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
    }

    @Test func endEditingResignsTheFirstResponderInTheSubtree() {
        final class Editor: UIView {
            var allowResign = true
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { allowResign }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.isHidden = false
        let container = UIView(), other = UIView(), editor = Editor()
        window.addSubview(container); window.addSubview(other); container.addSubview(editor)
        #expect(editor.becomeFirstResponder())
        #expect(other.endEditing(false))       // not in that subtree: untouched
        #expect(editor.isFirstResponder)
        editor.allowResign = false
        #expect(!container.endEditing(false))  // asked, refused
        #expect(editor.isFirstResponder)
        #expect(container.endEditing(true))    // forced
        #expect(!editor.isFirstResponder)
        window.isHidden = true
    }

    /// Bringing the frontmost subview to the front (or the backmost to the back) moves nothing, so it
    /// requests no layout: a cell that keeps its separator in front from `layoutSubviews` settles in one
    /// pass (a typical app's inset-grouped table looped until the pass limit before).
    @Test func reorderingToTheSamePlaceRequestsNoLayout() {
        final class Cell: UIView {
            let separator = UIView(), content = UIView()
            var layouts = 0
            override init(frame: CGRect) { super.init(frame: frame); addSubview(content); addSubview(separator) }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() { layouts += 1; bringSubviewToFront(separator); sendSubviewToBack(content) }
        }
        let cell = Cell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.layoutIfNeeded()
        #expect(cell.layouts == 1)
        #expect(!cell.layer.needsLayout())
        #expect(cell.subviews.last === cell.separator)
        cell.bringSubviewToFront(cell.content)   // a real move still reorders
        #expect(cell.subviews.last === cell.content)
        #expect(cell.layer.sublayers?.last === cell.content.layer)
    }

    /// `UIDevice.current` answers as a device without sensors does: unknown orientation, battery level -1,
    /// unknown battery state; orientation and battery enums carry Apple's raw values.
    @Test func deviceReportsNoSensors() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.orientation == .unknown && !device.orientation.isValidInterfaceOrientation)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        #expect(!device.systemVersion.isEmpty && !device.name.isEmpty)
        #expect(device.identifierForVendor == device.identifierForVendor)
        #expect(UIDeviceOrientation.landscapeRight.rawValue == 4 && UIDeviceOrientation.landscapeLeft.isLandscape)
        #expect(UIDevice.BatteryState.full.rawValue == 3)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    }

    /// `UIBarButtonItem(title:image:primaryAction:menu:)` and `(systemItem:primaryAction:menu:)` keep the menu.
    @Test func barButtonItemsTakeAMenu() {
        let menu = UIMenu(title: "", children: [UIAction(title: "Rename") { _ in }])
        let item = UIBarButtonItem(title: nil, image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: menu)
        #expect(item.menu === menu)
        let add = UIBarButtonItem(systemItem: .add, menu: menu)
        #expect(add.menu === menu)
    }
}
