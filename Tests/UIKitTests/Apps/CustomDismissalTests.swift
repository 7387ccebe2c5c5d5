import Foundation
import Testing
import UIKit

/// A custom dismissal (`UIViewControllerAnimatedTransitioning`) whose animator puts the presenting view
/// controller's view into the container, as custom animators do, leaves that view back in the window
/// when the container goes away, whatever the presentation style.
@MainActor @Suite(.serialized, .freshWorld)
struct CustomDismissalTests {
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            let container = ctx.containerView
            let toVC = ctx.viewController(forKey: .to)!
            let fromVC = ctx.viewController(forKey: .from)!
            let toView = toVC.view!
            if presenting {
                container.addSubview(toView)
                toView.frame = ctx.finalFrame(for: toVC)
                toView.alpha = 0
            } else {
                container.insertSubview(toView, belowSubview: fromVC.view)
            }
            UIView.animate(withDuration: 0.3, animations: {
                if self.presenting { toView.alpha = 1 } else { fromVC.view.alpha = 0 }
            }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        }
    }
    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { FadeAnimator(presenting: true) }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            FadeAnimator(presenting: false)
        }
    }

    @Test("After a custom dismissal the presenter's view is back in the window, visible, at its frame", arguments: [
        UIModalPresentationStyle.custom, .fullScreen, .overFullScreen,
    ])
    func presenterViewComesBack(style: UIModalPresentationStyle) {
        let (window, home) = shownController()
        let delegate = Transitions()
        let settings = UIViewController()
        settings.modalPresentationStyle = style
        settings.transitioningDelegate = delegate
        home.present(settings, animated: true)
        runFor(0.5)
        #expect(settings.view.window === window)
        settings.dismiss(animated: true)
        runFor(0.5)
        #expect(home.presentedViewController == nil)
        #expect(home.view.superview === window)
        #expect(!home.view.isHidden)
        #expect(home.view.frame == window.bounds)
        #expect(settings.view.window == nil)
    }
}
