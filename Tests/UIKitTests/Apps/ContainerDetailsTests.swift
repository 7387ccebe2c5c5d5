import Foundation
import Testing
import UIKit

/// Navigation delegate, custom presentation animators, bars hiding, insets under bars.
@MainActor @Suite(.serialized, .freshWorld)
struct ContainerDetailsTests {
    final class NavDelegate: NSObject, UINavigationControllerDelegate {
        var log: [String] = []
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            log.append("willShow \(viewController.title ?? "")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.append("didShow \(viewController.title ?? "")")
        }
    }

    @Test("The navigation delegate hears willShow before the transition and didShow after it")
    func navigationDelegate() {
        let w = appWindow()
        let a = UIViewController(); a.title = "A"
        let b = UIViewController(); b.title = "B"
        let nav = UINavigationController(rootViewController: a)
        let d = NavDelegate()
        nav.delegate = d
        w.rootViewController = nav
        w.makeKeyAndVisible()
        nav.pushViewController(b, animated: true)
        #expect(d.log == ["willShow B"])
        runFor(0.4)
        #expect(d.log == ["willShow B", "didShow B"])
        nav.popViewController(animated: false)
        #expect(d.log.suffix(2) == ["willShow A", "didShow A"])
    }

    final class Animator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        var context: (any UIViewControllerContextTransitioning)?
        var ended: [Bool] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.25 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) { context = transitionContext }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    }

    @Test("A custom animator gets the context (container, views, final frame) and the presentation ends when it calls completeTransition")
    func customAnimator() {
        let log = VCLog()
        let w = appWindow()
        let a = LoggedVC("A", log)
        w.rootViewController = a
        w.makeKeyAndVisible()
        let b = LoggedVC("B", log)
        let animator = Animator()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = animator
        var done = false
        a.present(b, animated: true) { done = true }
        let ctx = animator.context
        #expect(ctx?.viewController(forKey: .to) === b && ctx?.viewController(forKey: .from) === a)
        #expect(ctx?.view(forKey: .to) === b.view)
        #expect(ctx?.finalFrame(for: b) == w.bounds)
        #expect(ctx?.containerView.superview === w)
        #expect(!done && !log.entries.contains("B.viewDidAppear"))
        ctx?.completeTransition(true)
        #expect(done && log.entries.contains("B.viewDidAppear"))
        #expect(animator.ended == [true])
        animator.context = nil
        b.dismiss(animated: true)
        animator.context?.completeTransition(true)
        #expect(a.presentedViewController == nil)
        #expect(animator.ended == [true, true])
    }

    @Test("hidesBottomBarWhenPushed hides the tab bar while that controller is in the stack")
    func hidesBottomBar() {
        let w = appWindow()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        tabs.view.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: false)
        #expect(tabs.tabBar.isHidden)
        nav.popViewController(animated: false)
        #expect(!tabs.tabBar.isHidden)
    }

    @Test("A scroll view filling a view controller under a translucent navigation bar gets the bar's height as adjusted top inset, and rests below it")
    func insetUnderBar() {
        final class VC: UIViewController {
            let scroll = UIScrollView()
            override func loadView() { view = scroll }
        }
        let w = appWindow()
        let vc = VC()
        vc.scroll.contentSize = CGSize(width: 390, height: 3000)
        let nav = UINavigationController(rootViewController: vc)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        nav.view.layoutIfNeeded()
        vc.scroll.setNeedsLayout()
        vc.scroll.layoutIfNeeded()
        #expect(vc.scroll.adjustedContentInset.top == 44)
        #expect(vc.scroll.contentOffset.y == -44)
        vc.scroll.contentInsetAdjustmentBehavior = .never
        #expect(vc.scroll.adjustedContentInset.top == 0)
    }
}

/// The interactive pop's callback order, finished and cancelled.
@MainActor @Suite(.serialized, .freshWorld)
struct InteractivePopTests {
    func setUp() -> (VCLog, UINavigationController, LoggedVC, LoggedVC, UIWindow) {
        let log = VCLog()
        let w = appWindow()
        let a = LoggedVC("A", log), b = LoggedVC("B", log)
        let nav = UINavigationController(rootViewController: a)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        nav.pushViewController(b, animated: false)
        log.clear()
        return (log, nav, a, b, w)
    }

    @Test("Finishing an interactive pop: willMove(nil) and the will-callbacks at the start, the did-callbacks and didMove(nil) at the end")
    func finish() {
        let (log, nav, a, b, w) = setUp()
        defer { withExtendedLifetime(w) {} }
        #expect(nav._beginInteractivePop())
        #expect(log.entries == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing"])
        nav._updateInteractivePop(0.5)
        #expect(b.view.frame.minX == 195)
        nav._endInteractivePop(cancelled: false)
        runFor(0.3)
        #expect(log.entries.suffix(3) == ["B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
        #expect(nav.viewControllers == [a])
    }

    @Test("Cancelling an interactive pop: the top controller appears again and stays; the one below disappears")
    func cancel() {
        let (log, nav, a, b, w) = setUp()
        defer { withExtendedLifetime(w) {} }
        nav._beginInteractivePop()
        nav._updateInteractivePop(0.3)
        nav._endInteractivePop(cancelled: true)
        runFor(0.3)
        #expect(log.entries == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                "B.viewWillAppear", "A.viewWillDisappear", "B.viewIsAppearing", "B.viewDidAppear", "A.viewDidDisappear", "B.didMove(parent)"])
        #expect(nav.viewControllers == [a, b])
        #expect(b.view.frame.minX == 0)
        #expect(a.viewIfLoaded?.superview == nil)
    }
}
