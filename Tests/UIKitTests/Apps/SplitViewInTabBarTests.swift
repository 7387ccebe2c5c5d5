import Testing
import UIKit

/// A split view controller as a tab of a tab bar controller, the iPad layout of many apps: its columns'
/// controllers load their views (and set their titles, as pages do in `viewDidLoad`) while the split lays
/// out, and the tab bar keeps showing its own children's items.
@MainActor @Suite(.freshWorld) struct SplitViewInTabBarTests {
    final class TitledPage: UIViewController {
        let name: String
        init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { title = name }
    }

    @Test("a regular-width split inside a tab lays out both columns; the titles its pages set while it lays out leave the tab bar's items as they were")
    func splitAsATab() throws {
        PipelineOwner.installFresh()
        let window = makeWindow(CGSize(width: 1000, height: 700))
        defer { window.isHidden = true }
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(TitledPage("List"), for: .primary)
        split.setViewController(TitledPage("Page"), for: .secondary)
        split.tabBarItem = UITabBarItem(title: "Catalog", image: nil, tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [split, other]
        window.rootViewController = tabs
        UIApplication.shared.runOneTurn()

        #expect(!split.isCollapsed)
        let primary = try #require(split.viewController(for: .primary))
        let secondary = try #require(split.viewController(for: .secondary))
        #expect(primary.title == "List" && secondary.title == "Page")
        #expect(primary.navigationController?.view.frame.width == split.primaryColumnWidth)
        #expect(secondary.navigationController?.view.frame.minX == split.primaryColumnWidth)
        #expect(tabs.tabBar.items?.map(\.title) == ["Catalog", "Other"])
    }
}
