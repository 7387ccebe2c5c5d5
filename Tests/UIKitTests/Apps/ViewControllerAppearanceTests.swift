import Foundation
import Testing
import UIKit

/// Appearance callbacks and their order through windows, containment, navigation and presentation.
@MainActor @Suite(.serialized, .freshWorld)
struct ViewControllerAppearanceTests {
    @Test("A window's root view controller appears when the window is shown: viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear; hiding it disappears")
    func windowRoot() {
        let log = VCLog()
        let w = appWindow()
        let a = LoggedVC("A", log)
        w.rootViewController = a
        #expect(log.entries == ["A.viewDidLoad"])
        w.makeKeyAndVisible()
        #expect(log.entries == ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        log.clear()
        w.isHidden = true
        #expect(log.entries == ["A.viewWillDisappear", "A.viewDidDisappear"])
    }

    @Test("viewWillLayoutSubviews and viewDidLayoutSubviews bracket the root view's layout")
    func layoutCallbacks() {
        final class VC: UIViewController {
            var log: [String] = []
            override func viewWillLayoutSubviews() { log.append("will") }
            override func viewDidLayoutSubviews() { log.append("did") }
        }
        let w = appWindow()
        let vc = VC()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        vc.log = []
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        #expect(vc.log == ["will", "did"])
    }

    @Test("Containment: addChild calls willMove(toParent:); adding the child's view to a visible parent makes it appear; removal disappears; removeFromParent calls didMove(toParent: nil)")
    func containment() {
        let log = VCLog()
        let w = appWindow()
        let parent = LoggedVC("P", log)
        w.rootViewController = parent
        w.makeKeyAndVisible()
        log.clear()
        let child = LoggedVC("C", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries == ["C.willMove(parent)", "C.viewDidLoad", "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear", "C.didMove(parent)"])
        #expect(parent.children == [child] && child.parent === parent)
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries == ["C.willMove(nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test("A parent's appearance is forwarded to its children, parent first")
    func forwarding() {
        let log = VCLog()
        let w = appWindow()
        let parent = LoggedVC("P", log)
        let child = LoggedVC("C", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        w.rootViewController = parent
        log.clear()
        w.makeKeyAndVisible()
        #expect(log.entries == ["P.viewWillAppear", "C.viewWillAppear", "P.viewIsAppearing", "C.viewIsAppearing",
                                "P.viewDidAppear", "C.viewDidAppear"])
    }

    @Test("Push and pop without animation: Apple's order, isMovingToParent/isMovingFromParent, didMove last")
    func pushPop() {
        let log = VCLog()
        let w = appWindow()
        let a = LoggedVC("A", log)
        let nav = UINavigationController(rootViewController: a)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        log.clear()
        let b = LoggedVC("B", log)
        nav.pushViewController(b, animated: false)
        #expect(log.entries == ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)"])
        #expect(b.movingLog == ["willAppear.movingToParent", "didAppear.movingToParent"])
        #expect(nav.topViewController === b && nav.viewControllers == [a, b])
        #expect(b.navigationController === nav)
        #expect(a.viewIfLoaded?.superview == nil)
        log.clear()
        let popped = nav.popViewController(animated: false)
        #expect(popped === b)
        #expect(log.entries == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
        #expect(b.movingLog.contains("willDisappear.movingFromParent"))
        #expect(nav.viewControllers == [a])
        #expect(nav.popViewController(animated: false) == nil)
    }

    @Test("Animated push: will-callbacks at once, did-callbacks after 0.35 s; the new view slides in from the right on the ease-in-ease-out curve")
    func animatedPush() {
        let log = VCLog()
        let w = appWindow(CGSize(width: 400, height: 600))
        let a = LoggedVC("A", log)
        let nav = UINavigationController(rootViewController: a)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        log.clear()
        let b = LoggedVC("B", log)
        nav.pushViewController(b, animated: true)
        #expect(log.entries == ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing"])
        #expect(b.view.frame.minX == 400)
        CAMediaClock.advance(by: 0.175)
        UIApplication.shared.runOneTurn()
        // Half way in time is half way on a symmetric ease-in-ease-out curve.
        #expect(abs(b.view.frame.minX - 200) < 0.5)
        #expect(abs(a.view.frame.minX - (-400.0 / 3 / 2)) < 0.5)
        runFor(0.2)
        #expect(log.entries.suffix(3) == ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)"])
        #expect(b.view.frame.minX == 0)
    }

    @Test("popToRootViewController and setViewControllers return and keep the stack as documented")
    func stackOperations() {
        let log = VCLog()
        let w = appWindow()
        let a = LoggedVC("A", log), b = LoggedVC("B", log), c = LoggedVC("C", log)
        let nav = UINavigationController(rootViewController: a)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        let popped = nav.popToRootViewController(animated: false)
        #expect(popped == [b, c])
        #expect(nav.viewControllers == [a])
        #expect(b.parent == nil && c.parent == nil)
        log.clear()
        nav.setViewControllers([a, c], animated: false)
        #expect(nav.topViewController === c)
        #expect(log.entries.contains("C.viewDidAppear") && log.entries.contains("A.viewDidDisappear"))
        #expect(nav.popToViewController(b, animated: false) == nil)
    }

    @Test("Full-screen presentation: presenter disappears, presented appears with isBeingPresented; dismissal mirrors it; completion runs after")
    func presentFullScreen() {
        let log = VCLog()
        let w = appWindow()
        let a = LoggedVC("A", log)
        w.rootViewController = a
        w.makeKeyAndVisible()
        log.clear()
        let b = LoggedVC("B", log)
        b.modalPresentationStyle = .fullScreen
        var completed = 0
        a.present(b, animated: false) { completed += 1 }
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "A.viewDidDisappear"])
        #expect(completed == 1)
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(b.movingLog == ["willAppear.beingPresented"])
        #expect(b.view.frame == w.bounds)
        #expect(b.next === a)
        log.clear()
        b.dismiss(animated: false) { completed += 1 }
        #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(completed == 2)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(b.movingLog.contains("willDisappear.beingDismissed"))
        #expect(b.view.superview == nil)
    }

    @Test("A page sheet (the automatic style) leaves the presenter's view and callbacks alone and sits as a card below a 10-point gap")
    func sheet() {
        let log = VCLog()
        let w = appWindow()
        let a = LoggedVC("A", log)
        w.rootViewController = a
        w.makeKeyAndVisible()
        log.clear()
        let b = LoggedVC("B", log)
        #expect(b.modalPresentationStyle == .automatic)
        a.present(b, animated: false)
        #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        #expect(b.view.frame == CGRect(x: 0, y: 10, width: 390, height: 834))
        #expect(b.presentationController != nil)
    }

    @Test("Animated presentation covers vertically over 0.5 s; completion runs at the end")
    func animatedPresent() {
        let log = VCLog()
        let w = appWindow(CGSize(width: 300, height: 600))
        let a = LoggedVC("A", log)
        w.rootViewController = a
        w.makeKeyAndVisible()
        let b = LoggedVC("B", log)
        b.modalPresentationStyle = .overFullScreen
        var done = false
        a.present(b, animated: true) { done = true }
        #expect(b.view.frame.minY == 600)
        #expect(!done)
        runFor(0.55)
        #expect(done)
        #expect(b.view.frame.minY == 0)
    }

    @Test("Bad input: presenting on a presenter that is already presenting warns and does nothing; dismissing twice is harmless")
    func badPresentation() {
        let log = VCLog()
        let w = appWindow()
        let a = LoggedVC("A", log)
        w.rootViewController = a
        w.makeKeyAndVisible()
        let b = LoggedVC("B", log), c = LoggedVC("C", log)
        a.present(b, animated: false)
        let warnings = UIKitLog.warnings.count
        var ran = false
        a.present(c, animated: false) { ran = true }
        #expect(!ran)
        #expect(UIKitLog.warnings.count == warnings + 1)
        #expect(c.presentingViewController == nil)
        a.dismiss(animated: true)
        a.dismiss(animated: true)
        runFor(0.6)
        #expect(a.presentedViewController == nil)
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil)
        // A view controller whose view is not in a window cannot present.
        let loose = UIViewController()
        loose.present(UIViewController(), animated: false)
        #expect(loose.presentedViewController == nil)
    }

    @Test("Tab bar: selection swaps the visible child with appearance callbacks; the delegate hears only the user's taps")
    func tabs() {
        final class Delegate: NSObject, UITabBarControllerDelegate {
            var allow = true
            var selected: [UIViewController] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { allow }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { selected.append(viewController) }
        }
        let log = VCLog()
        let w = appWindow()
        let a = LoggedVC("A", log), b = LoggedVC("B", log)
        b.tabBarItem = UITabBarItem(title: "Bee", image: nil, tag: 2)
        let tabs = UITabBarController()
        let d = Delegate()
        tabs.delegate = d
        tabs.viewControllers = [a, b]
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "Bee"])
        log.clear()
        tabs.selectedIndex = 1
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(d.selected.isEmpty)
        #expect(tabs.tabBar.selectedItem === b.tabBarItem)
        tabs._tapTab(at: 0)
        #expect(tabs.selectedIndex == 0 && d.selected == [a])
        d.allow = false
        tabs._tapTab(at: 1)
        #expect(tabs.selectedIndex == 0)
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 0)
        b.tabBarItem.badgeValue = "3"
        #expect(tabs.tabBar._displayedBadges == [nil, "3"])
    }

    @Test("Alerts: presented over the presenter; tapping an action dismisses, then runs its handler; one cancel action only")
    func alert() {
        let w = appWindow()
        let a = UIViewController()
        w.rootViewController = a
        w.makeKeyAndVisible()
        var tapped: [String] = []
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in tapped.append("OK") }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(ok)
        #expect(alert.actions.map(\.title) == ["Cancel", "OK"])
        a.present(alert, animated: false)
        #expect(a.presentedViewController === alert)
        #expect(alert.view.frame.width == 270)
        #expect(abs(alert.view.frame.midX - 195) < 0.01)
        alert._tap(ok)
        #expect(tapped.isEmpty)
        runFor(0.6)
        #expect(tapped == ["OK"])
        #expect(a.presentedViewController == nil)
    }
}
