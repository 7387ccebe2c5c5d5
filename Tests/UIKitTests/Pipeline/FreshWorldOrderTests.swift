import Foundation
import Testing
@testable import UIKit

/// Tests that own their world: a suite that leaves every process-wide state dirty, then a suite that runs
/// after it (the parent is serialized, so its suites run one after the other in declaration order) and
/// finds the state a freshly launched app has. The trait (`.freshWorld`) does the cleaning; nothing here
/// cleans up by hand.
@MainActor @Suite(.serialized, .freshWorld) struct FreshWorldOrderTests {
    /// What the dirty suite left (set at its end, when every item was visible).
    static var leftBehind: [String] = []
    /// A window nothing but this static holds: a leaked window.
    static var leakedWindow: UIWindow?
    static let defaultsKey = "FreshWorldOrderTests.written"

    @MainActor @Suite(.serialized, .freshWorld) struct A_LeavesEveryGlobalDirty {
        @Test("A test may leave a 2x screen, the system clock, a key window, a running animation, an appearance proxy, a large content size category and more")
        func leaveDirt() {
            let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 300), scale: 2)
            UIScreen.main = screen
            let window = UIWindow(frame: screen.bounds)
            window.makeKeyAndVisible()
            FreshWorldOrderTests.leakedWindow = window
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            window.addSubview(field)
            _ = field.becomeFirstResponder()
            let moving = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(moving)
            UIView.animate(withDuration: 10, delay: 0, options: [.repeat]) { moving.alpha = 0.2 }
            UILabel.appearance().textColor = .red
            UITraitCollection._setSystemTraits(category: .accessibilityExtraExtraExtraLarge)
            UIAccessibility._setSetting("reduceMotion", true)
            UIPasteboard.general.string = "left behind"
            UserDefaults.standard.set(42, forKey: FreshWorldOrderTests.defaultsKey)
            UIView.setAnimationsEnabled(false)
            CATransaction.begin()
            CAMediaClock.useSystemClock()

            let left = UIApplication.shared._worldDifferencesForTesting()
            FreshWorldOrderTests.leftBehind = left
            // Each kind of dirt is really there when the test ends.
            for expected in ["the main screen is", "windows are listed", "a key window is set", "a first responder is set",
                             "layers are animating", "appearance proxies exist", "accessibility settings are changed",
                             "the content size category", "the general pasteboard holds items", "animations are disabled",
                             "an explicit transaction is open", "the media clock follows the system clock"] {
                #expect(left.contains { $0.contains(expected) }, "not left dirty: \(expected)")
            }
            #expect(UserDefaults.standard.integer(forKey: FreshWorldOrderTests.defaultsKey) == 42)
        }
    }

    @MainActor @Suite(.serialized, .freshWorld) struct B_FindsTheDefaultsBack {
        @Test("The next test starts with the default main screen, a manual clock, no windows, no animations and default settings")
        func defaultsAreBack() {
            #expect(UIApplication.shared._worldDifferencesForTesting() == [])
            #expect(UIScreen.main.scale == 3 && UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
            #expect(CACurrentMediaTime() == PipelineOwner.testClockStart)
            #expect(UIApplication.shared.windows.isEmpty)
            #expect(UIApplication.shared.keyWindow == nil)
            #expect(!AnimationEngine.isAnimating)
            #expect(UIView.areAnimationsEnabled)
            #expect(UIApplication.shared.preferredContentSizeCategory == .large)
            #expect(!UIAccessibility.isReduceMotionEnabled)
            #expect(!UIPasteboard.general.hasStrings)
            #expect(UserDefaults.standard.object(forKey: FreshWorldOrderTests.defaultsKey) == nil)
            // No appearance proxy reaches a label entering a window.
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let label = UILabel()
            window.addSubview(label)
            #expect(label.textColor == UILabel().textColor)
            // The leaked window is alive but no longer the app's.
            if let leaked = FreshWorldOrderTests.leakedWindow {
                #expect(!UIApplication.shared.windows.contains { $0 === leaked })
                #expect(!leaked.isKeyWindow)
            }
        }
    }
}
