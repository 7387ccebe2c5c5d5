import Foundation
import Testing
import UIKit

/// What the navigation bar shows: titles, the back button's title, bar button items, large titles.
@MainActor @Suite(.serialized, .freshWorld)
struct NavigationBarTests {
    @Test("The bar shows the top view controller's title and a back button titled after the previous one")
    func titles() {
        let w = appWindow()
        let a = UIViewController(); a.title = "Inbox"
        let b = UIViewController(); b.title = "Message"
        let nav = UINavigationController(rootViewController: a)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        nav.view.layoutIfNeeded()
        #expect(nav.navigationBar._displayedTitle == "Inbox")
        #expect(nav.navigationBar._displayedBackTitle == nil)
        nav.pushViewController(b, animated: false)
        nav.view.layoutIfNeeded()
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar._displayedTitle == "Message")
        #expect(nav.navigationBar._displayedBackTitle == "Inbox")
        #expect(nav.navigationBar.topItem === b.navigationItem && nav.navigationBar.backItem === a.navigationItem)
        a.navigationItem.backButtonTitle = "Mail"
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar._displayedBackTitle == "Mail")
        a.navigationItem.backButtonDisplayMode = .minimal
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar._displayedBackTitle == "")
        b.navigationItem.hidesBackButton = true
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar._displayedBackTitle == nil)
    }

    @Test("Untitled previous items give a back button titled \"Back\"; title changes reach the bar")
    func backFallback() {
        let w = appWindow()
        let a = UIViewController()
        let b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        nav.pushViewController(b, animated: false)
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar._displayedBackTitle == "Back")
        b.title = "Later"
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar._displayedTitle == "Later")
        b.navigationItem.title = "Own"
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar._displayedTitle == "Own")
    }

    @Test("Bar button items appear on their sides; tapping runs the primary action; system items have titles")
    func items() {
        let w = appWindow()
        let a = UIViewController()
        var taps = 0
        a.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", image: nil, primaryAction: UIAction { _ in taps += 1 })
        a.navigationItem.leftBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: a)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar._displayedItemTitles.left == ["Cancel"])
        #expect(nav.navigationBar._displayedItemTitles.right == ["Edit"])
        a.navigationItem.rightBarButtonItem?._performTap()
        #expect(taps == 1)
        a.navigationItem.rightBarButtonItem?.isEnabled = false
        a.navigationItem.rightBarButtonItem?._performTap()
        #expect(taps == 1)
    }

    @Test("Bar heights: 44 points, 96 with a large title; a hidden bar leaves the content the whole view")
    func heights() {
        let w = appWindow()
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        nav.view.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 44)
        nav.navigationBar.prefersLargeTitles = true
        nav.view.setNeedsLayout()
        nav.view.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 96)
        a.navigationItem.largeTitleDisplayMode = .never
        nav.view.setNeedsLayout()
        nav.view.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 44)
        nav.isNavigationBarHidden = true
        #expect(nav.navigationBar.isHidden)
        #expect(a.view.frame == nav.view.bounds)
    }
}

/// The navigation controller's toolbar.
@MainActor @Suite(.serialized, .freshWorld)
struct ToolbarTests {
    @Test("The toolbar shows the top view controller's toolbarItems at the bottom, 44 points high; flexible spaces share the rest")
    func toolbar() {
        let w = appWindow(CGSize(width: 390, height: 844))
        let a = UIViewController()
        let left = UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil)
        let right = UIBarButtonItem(title: "Right", style: .plain, target: nil, action: nil)
        a.toolbarItems = [left, .flexibleSpace(), right]
        let nav = UINavigationController(rootViewController: a)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        #expect(nav.isToolbarHidden)
        nav.setToolbarHidden(false, animated: false)
        nav.view.layoutIfNeeded()
        nav.toolbar.layoutIfNeeded()
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
        #expect(nav.toolbar.items?.count == 3)
        let frames = nav.toolbar._itemFrames
        #expect(frames[0]?.minX == 16)
        #expect(frames[1] == nil)
        #expect(abs((frames[2]?.maxX ?? 0) - (390 - 16)) < 1e-9)
        let b = UIViewController()
        nav.pushViewController(b, animated: false)
        #expect(nav.toolbar.items == nil)
    }
}
