import Foundation
import Testing
@testable import UIKit

/// `UIAlertView` as older apps use it: `show()` presents an alert with its buttons (cancel first), and a
/// tapped button reaches the delegate with its index, then the alert is gone.
@MainActor @Suite(.serialized, .freshWorld)
struct AlertViewTests {
    final class Delegate: NSObject, UIAlertViewDelegate {
        var log: [String] = []
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) { log.append("clicked \(buttonIndex)") }
        func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) { log.append("didDismiss \(buttonIndex)") }
    }

    @Test("show() presents the buttons in order; a tap tells the delegate the button's index")
    func showAndTap() throws {
        let (window, vc) = shownController()
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        let alert = UIAlertView(title: "Game over", message: "Play again?", delegate: delegate,
                                cancelButtonTitle: "No", otherButtonTitles: "Yes", "Later")
        #expect(alert.numberOfButtons == 3 && alert.cancelButtonIndex == 0 && alert.firstOtherButtonIndex == 1)
        #expect(alert.buttonTitle(at: 2) == "Later")
        alert.show()
        runFor(0.6)
        let shown = try #require(vc.presentedViewController as? UIAlertController)
        #expect(shown.title == "Game over" && shown.message == "Play again?")
        #expect(shown.actions.map(\.title) == ["No", "Yes", "Later"])
        #expect(shown.actions.first?.style == .cancel)
        #expect(alert.isVisible)
        shown._tap(shown.actions[1])
        runFor(0.6)
        #expect(delegate.log == ["clicked 1", "didDismiss 1"])
        #expect(vc.presentedViewController == nil)
        #expect(!alert.isVisible)
    }

    @Test("An alert view without a delegate or other buttons shows and closes")
    func plainAlert() throws {
        let (window, vc) = shownController()
        defer { withExtendedLifetime(window) {} }
        UIAlertView(title: "Saved", message: nil, delegate: nil, cancelButtonTitle: "OK").show()
        runFor(0.6)
        let shown = try #require(vc.presentedViewController as? UIAlertController)
        #expect(shown.actions.map(\.title) == ["OK"])
        shown._tap(shown.actions[0])
        runFor(0.6)
        #expect(vc.presentedViewController == nil)
    }
}
