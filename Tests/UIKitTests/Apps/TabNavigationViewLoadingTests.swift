import Testing
import UIKit

/// Which views a tab bar controller of navigation controllers loads, as iOS's `_printHierarchy` shows it
/// (swift-snapshot-testing's iOS-recorded `testViewControllerHierarchy`): every tab's navigation controller
/// has its view, outside the window for unselected tabs, while their root view controllers' views stay
/// unloaded; the selected tab's stack is loaded and appears.
@MainActor @Suite(.freshWorld) struct TabNavigationViewLoadingTests {
    @Test("unselected tabs' navigation controllers are loaded, their roots are not")
    func unselectedNavigationControllersLoadTheirOwnViewOnly() {
        let w = appWindow()
        let roots = (0..<3).map { _ in UIViewController() }
        let navs = roots.map { UINavigationController(rootViewController: $0) }
        let tabs = UITabBarController()
        tabs.viewControllers = navs
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        #expect(navs.map(\.isViewLoaded) == [true, true, true])
        #expect(roots.map(\.isViewLoaded) == [true, false, false])
        #expect(navs[1].view.window == nil)
        #expect(roots[0].view.window === w)
        // Selecting a tab loads its root and shows it.
        tabs.selectedIndex = 2
        UIApplication.shared.runOneTurn()
        #expect(roots[2].isViewLoaded)
        #expect(roots[2].view.window === w)
        #expect(!roots[1].isViewLoaded)
    }

    @Test("loading a navigation controller's view does not load its root's; showing it does")
    func navigationControllerLoadsItsRootWhenShown() {
        let w = appWindow()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.loadViewIfNeeded()
        #expect(!root.isViewLoaded)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        #expect(root.view.superview === nav.view)
        #expect(root.view.window === w)
    }

    @Test("a plain view controller in an unselected tab stays unloaded")
    func plainTabsLoadOnSelection() {
        let w = appWindow()
        let first = UIViewController(), second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        #expect(first.isViewLoaded)
        #expect(!second.isViewLoaded)
    }
}
