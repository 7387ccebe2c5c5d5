import Foundation
import Testing
@testable import UIKit

/// `UIPercentDrivenInteractiveTransition` driving custom transitions, as UIKit documents it: the
/// animator's animations are scrubbed by `percentComplete × duration`, `finish()` plays the rest and the
/// animator completes with `completeTransition(true)`, `cancel()` plays back and completes with false.
@MainActor @Suite(.serialized, .freshWorld)
struct PercentDrivenTransitionTests {
    /// An animator that slides the incoming view up from below the container (present) or in from the
    /// trailing edge (push), linearly, over `duration`.
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let duration: TimeInterval
        var log: (String) -> Void
        init(duration: TimeInterval, log: @escaping (String) -> Void) { self.duration = duration; self.log = log }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            log("animateTransition interactive=\(ctx.isInteractive)")
            let toVC = ctx.viewController(forKey: .to)!
            let toView = ctx.view(forKey: .to) ?? toVC.view!
            let final = ctx.finalFrame(for: toVC)
            let container = ctx.containerView
            if toView.superview == nil { container.addSubview(toView) }
            toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
                toView.frame = final
            }, completion: { _ in
                self.log("completeTransition(\(!ctx.transitionWasCancelled))")
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
        }
        func animationEnded(_ transitionCompleted: Bool) { log("animationEnded(\(transitionCompleted))") }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
        let animator: SlideAnimator
        let interaction = UIPercentDrivenInteractiveTransition()
        init(animator: SlideAnimator) { self.animator = animator }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
        var dismissAnimator: (any UIViewControllerAnimatedTransitioning)?
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismissAnimator }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    final class LogVC: UIViewController {
        let name: String
        let log: (String) -> Void
        init(_ name: String, log: @escaping (String) -> Void) { self.name = name; self.log = log; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("\(name).viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("\(name).viewDidDisappear") }
    }

    /// The presented view's on-screen y (its presentation layer's frame).
    func shownY(_ v: UIView) -> CGFloat { v.layer.presentation()!.frame.minY }

    @Test("A presentation at 0.5 shows the view halfway at that media time; finish plays the rest and completes in iOS order")
    func presentFinish() {
        let w = appWindow(CGSize(width: 400, height: 800))
        var log: [String] = []
        let root = LogVC("root") { log.append($0) }
        w.rootViewController = root
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        let delegate = Delegate(animator: SlideAnimator(duration: 0.4) { log.append($0) })
        let presented = LogVC("presented") { log.append($0) }
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        log = []
        var presentDone = false
        root.present(presented, animated: true) { presentDone = true; log.append("present completion") }
        #expect(log == ["presented.viewWillAppear", "animateTransition interactive=true"])
        #expect(delegate.interaction.duration == 0.4)
        // Paused at 0: the view is at its start, below the container, however long we wait.
        runFor(0.5)
        #expect(abs(shownY(presented.view) - 800) < 0.5)
        delegate.interaction.update(0.5)
        #expect(delegate.interaction.percentComplete == 0.5)
        // Linear from y 800 to y 0: halfway is 400.
        #expect(abs(shownY(presented.view) - 400) < 0.5)
        UIApplication.shared.runOneTurn()
        #expect(abs(shownY(presented.view) - 400) < 0.5)
        delegate.interaction.update(0.25)
        #expect(abs(shownY(presented.view) - 600) < 0.5)
        #expect(!presentDone)
        delegate.interaction.finish()
        // The rest (0.75 × 0.4 s at completionSpeed 1) takes 0.3 s.
        runFor(0.2)
        #expect(!presentDone)
        runFor(0.15)
        #expect(presentDone)
        #expect(log == ["presented.viewWillAppear", "animateTransition interactive=true", "completeTransition(true)",
                        "animationEnded(true)", "presented.viewDidAppear", "present completion"])
        #expect(root.presentedViewController === presented)
        #expect(presented.view.frame.minY == 0)
        #expect(abs(shownY(presented.view)) < 0.5)
        // The container keeps its own time again.
        #expect(presented.view.superview!.layer.speed == 1)
        root.dismiss(animated: false)
        w.isHidden = true
    }

    @Test("A cancelled presentation plays back and completes with completeTransition(false): nothing stays presented")
    func presentCancel() {
        let w = appWindow(CGSize(width: 400, height: 800))
        var log: [String] = []
        let root = LogVC("root") { log.append($0) }
        w.rootViewController = root
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        let delegate = Delegate(animator: SlideAnimator(duration: 0.4) { log.append($0) })
        delegate.interaction.completionSpeed = 2
        let presented = LogVC("presented") { log.append($0) }
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        var completion = false
        root.present(presented, animated: true) { completion = true }
        delegate.interaction.update(0.5)
        delegate.interaction.cancel()
        // Back from 0.5 at twice the speed: 0.5 × 0.4 / 2 = 0.1 s.
        runFor(0.05)
        #expect(shownY(presented.view) > 400 && shownY(presented.view) < 800)
        #expect(!log.contains("completeTransition(false)"))
        runFor(0.1)
        #expect(log.contains("completeTransition(false)"))
        #expect(log.last == "animationEnded(false)")
        #expect(!completion)
        #expect(root.presentedViewController == nil)
        #expect(presented.view.superview == nil)
        w.isHidden = true
    }

    @Test("A navigation push driven by the delegate's interaction controller: halfway at 0.5, finish pushes, cancel leaves the stack as it was")
    func navigationPush() {
        let w = appWindow(CGSize(width: 400, height: 800))
        var log: [String] = []
        let first = LogVC("first") { log.append($0) }
        let nav = UINavigationController(rootViewController: first)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        let delegate = Delegate(animator: SlideAnimator(duration: 0.5) { log.append($0) })
        nav.delegate = delegate
        let second = LogVC("second") { log.append($0) }
        log = []
        nav.pushViewController(second, animated: true)
        #expect(log == ["first.viewWillDisappear", "second.viewWillAppear", "animateTransition interactive=true"])
        let final = second.view.frame.minY // the model frame is the final one
        delegate.interaction.update(0.5)
        #expect(abs(shownY(second.view) - (final + (800 - final) / 2)) < 0.5)
        delegate.interaction.finish()
        runFor(0.3)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === second)
        #expect(log == ["first.viewWillDisappear", "second.viewWillAppear", "animateTransition interactive=true",
                        "completeTransition(true)", "animationEnded(true)", "first.viewDidDisappear", "second.viewDidAppear"])

        // A second push, cancelled: the stack and the views are as before.
        let third = LogVC("third") { log.append($0) }
        log = []
        nav.pushViewController(third, animated: true)
        delegate.interaction.update(0.3)
        delegate.interaction.cancel()
        runFor(0.3)
        #expect(log.contains("completeTransition(false)"))
        #expect(nav.viewControllers.count == 2 && nav.topViewController === second)
        #expect(third.parent == nil)
        #expect(third.view.superview == nil)
        #expect(second.view.superview === nav.view)
        #expect(Array(log.suffix(4)) == ["second.viewWillAppear", "third.viewWillDisappear", "second.viewDidAppear", "third.viewDidDisappear"])
        w.isHidden = true
    }

    @Test("Defaults and use without a transition: update, finish and cancel are harmless")
    func defaults() {
        let t = UIPercentDrivenInteractiveTransition()
        #expect(t.completionSpeed == 1)
        #expect(t.completionCurve == .easeInOut)
        #expect(t.wantsInteractiveStart)
        #expect(t.timingCurve == nil)
        #expect(t.duration == 0)
        t.update(0.5)
        #expect(t.percentComplete == 0.5)
        t.update(2)
        #expect(t.percentComplete == 1)
        t.finish()
        t.cancel()
        t.pause()
    }

    /// Slides the outgoing view down off the container, linearly.
    final class SlideOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            let fromView = ctx.view(forKey: .from)!
            let h = ctx.containerView.bounds.height
            UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
                fromView.frame.origin.y = h
            }, completion: { _ in
                if ctx.transitionWasCancelled { fromView.frame.origin.y = 0 }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
        }
    }

    @Test("An interactive dismissal: at 0.25 the view is a quarter of the way down; cancel keeps it presented, finish dismisses")
    func dismissal() {
        let w = appWindow(CGSize(width: 400, height: 800))
        let root = UIViewController()
        w.rootViewController = root
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        let delegate = Delegate(animator: SlideAnimator(duration: 0.4) { _ in })
        delegate.dismissAnimator = SlideOutAnimator()
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: false)
        UIApplication.shared.runOneTurn()
        presented.transitioningDelegate = delegate
        var dismissed = false
        root.dismiss(animated: true) { dismissed = true }
        delegate.interaction.update(0.25)
        #expect(abs(shownY(presented.view) - 200) < 0.5)
        delegate.interaction.cancel()
        runFor(0.2)
        #expect(!dismissed)
        #expect(root.presentedViewController === presented)
        #expect(abs(shownY(presented.view)) < 0.5)
        root.dismiss(animated: true) { dismissed = true }
        delegate.interaction.update(0.5)
        delegate.interaction.finish()
        runFor(0.3)
        #expect(dismissed)
        #expect(root.presentedViewController == nil)
        w.isHidden = true
    }

    @Test("A custom interactive pop that is cancelled keeps the popped controller on the stack and on screen")
    func cancelledPop() {
        let w = appWindow(CGSize(width: 400, height: 800))
        var log: [String] = []
        let first = LogVC("first") { log.append($0) }, second = LogVC("second") { log.append($0) }
        let nav = UINavigationController(rootViewController: first)
        nav.pushViewController(second, animated: false)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        let delegate = Delegate(animator: SlideAnimator(duration: 0.3) { log.append($0) })
        nav.delegate = delegate
        log = []
        nav.popViewController(animated: true)
        #expect(second.isMovingFromParent)
        delegate.interaction.update(0.4)
        delegate.interaction.cancel()
        runFor(0.3)
        #expect(log.contains("completeTransition(false)"))
        #expect(nav.viewControllers.count == 2 && nav.topViewController === second)
        #expect(second.parent === nav)
        #expect(second.view.superview === nav.view)
        #expect(first.view.superview == nil)
        #expect(!second.isMovingFromParent)
        #expect(Array(log.suffix(4)) == ["second.viewWillAppear", "first.viewWillDisappear", "second.viewDidAppear", "first.viewDidDisappear"])
        // The stack still works: a plain pop afterwards.
        nav.delegate = nil
        nav.popViewController(animated: false)
        #expect(nav.viewControllers.count == 1 && nav.topViewController === first)
        w.isHidden = true
    }
}
