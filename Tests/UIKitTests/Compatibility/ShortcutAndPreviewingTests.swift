import Foundation
import Testing
import UIKit

/// Older and system APIs apps still compile against: Home Screen quick actions are stored on the
/// application (nothing shows them on Linux), and peek and pop behaves as on devices without 3D Touch
/// (force touch unavailable, registering returns a context, nothing is previewed).
@MainActor @Suite(.serialized, .freshWorld)
struct ShortcutAndPreviewingTests {
    @Test("shortcutItems keeps the app's quick actions, with their titles, icons and user info")
    func shortcutItems() {
        let app = UIApplication.shared
        let previous = app.shortcutItems
        defer { app.shortcutItems = previous }
        let item = UIApplicationShortcutItem(type: "com.example.start", localizedTitle: "Start timer",
                                             localizedSubtitle: "25 minutes", icon: UIApplicationShortcutIcon(type: .time),
                                             userInfo: ["minutes": NSNumber(value: 25)])
        let mutable = UIMutableApplicationShortcutItem(type: "com.example.stats", localizedTitle: "Stats")
        mutable.localizedTitle = "Statistics"
        mutable.icon = UIApplicationShortcutIcon(systemImageName: "chart.bar")
        app.shortcutItems = [item, mutable]
        #expect(app.shortcutItems?.map(\.localizedTitle) == ["Start timer", "Statistics"])
        #expect(app.shortcutItems?.first?.icon?.iconType == .time)
        #expect((app.shortcutItems?.first?.userInfo?["minutes"] as? NSNumber)?.intValue == 25)
        #expect(app.shortcutItems?.last?.icon?.systemImageName == "chart.bar")
        #expect((item.copy() as? UIApplicationShortcutItem) == item)
    }

    final class Peeker: NSObject, UIViewControllerPreviewingDelegate {
        var asked = 0
        func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {
            asked += 1; return UIViewController()
        }
        func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {}
    }
    final class ListVC: UIViewController {
        override var previewActionItems: [any UIPreviewActionItem] {
            [UIPreviewAction(title: "Delete", style: .destructive) { _, _ in }]
        }
    }

    @Test("Without force touch, registering for previews returns a context and a press never previews")
    func peekAndPop() {
        let (window, _) = shownController()
        let vc = ListVC()
        window.rootViewController = vc
        UIApplication.shared.runOneTurn()
        #expect(vc.traitCollection.forceTouchCapability == .unavailable)
        let peeker = Peeker()
        let context = vc.registerForPreviewing(with: peeker, sourceView: vc.view)
        #expect(context.sourceView === vc.view)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        runFor(1)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        UIApplication.shared.runOneTurn()
        #expect(peeker.asked == 0)
        #expect(vc.previewActionItems.map(\.title) == ["Delete"])
        vc.unregisterForPreviewing(withContext: context)
    }
}
