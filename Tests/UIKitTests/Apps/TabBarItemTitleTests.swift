import Testing
@testable import UIKit

/// Apple's `UIViewController.title`: "If the view controller has a valid navigation item or tab-bar item,
/// assigning a new value to this property updates the title text of those objects." The tab bar shows the
/// change by updating the item's button, not by rebuilding its buttons.
@MainActor @Suite(.freshWorld) struct TabBarItemTitleTests {
    /// A page that names itself while its tab bar controller lays out.
    final class RenamingPage: UIViewController {
        var renameTo: String?
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            if let name = renameTo { title = name; renameTo = nil }
        }
    }

    private func shownTitles(_ bar: UITabBar) -> [String] {
        bar.subviews.compactMap { ($0 as? BarButtonControl)?.label.text }
    }

    @Test func aTabsTitleChangeUpdatesItsButtonInPlace() {
        let w = appWindow()
        let a = RenamingPage(), b = RenamingPage()
        a.title = "A"
        b.title = "B"
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        #expect(shownTitles(tabs.tabBar) == ["A", "B"])
        let buttons = tabs.tabBar.subviews.map(ObjectIdentifier.init)

        a.title = "Alpha"
        #expect(a.tabBarItem.title == "Alpha")
        UIApplication.shared.runOneTurn()
        #expect(shownTitles(tabs.tabBar) == ["Alpha", "B"])
        #expect(tabs.tabBar.subviews.map(ObjectIdentifier.init) == buttons)

        // Set during the controller's layout: the bar's subviews are untouched mid-pass.
        a.renameTo = "First"
        a.view.setNeedsLayout()
        UIApplication.shared.runOneTurn()
        UIApplication.shared.runOneTurn()
        #expect(a.tabBarItem.title == "First")
        #expect(shownTitles(tabs.tabBar) == ["First", "B"])
        #expect(tabs.tabBar.subviews.map(ObjectIdentifier.init) == buttons)
    }

    @Test func anItemTheAppGaveATitleTakesTheControllersNewTitle() {
        let w = appWindow()
        let a = UIViewController()
        a.tabBarItem = UITabBarItem(title: "Mine", image: nil, tag: 0)
        a.navigationItem.title = "Bar"
        let tabs = UITabBarController()
        tabs.viewControllers = [a]
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        #expect(shownTitles(tabs.tabBar) == ["Mine"])
        a.title = "Other"
        #expect(a.tabBarItem.title == "Other")
        #expect(a.navigationItem.title == "Other")
        UIApplication.shared.runOneTurn()
        #expect(shownTitles(tabs.tabBar) == ["Other"])
        // Setting an item's title leaves the controller's alone.
        a.navigationItem.title = "Bar again"
        #expect(a.title == "Other")
    }
}
