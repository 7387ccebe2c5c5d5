import Foundation

/// Manages a presented view controller's transition and placement, mirroring `UIPresentationController`.
/// The built-in styles use subclasses of it (sheets as cards with a dimming view, full screen, over full
/// screen); `.custom` uses the one the transitioning delegate returns.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment {
    /// The view controller being presented.
    public let presentedViewController: UIViewController
    /// The view controller presenting it.
    public private(set) weak var presentingViewController: UIViewController!
    func _setPresenting(_ vc: UIViewController) { presentingViewController = vc }

    /// The view the transition happens in (set when the transition begins).
    open internal(set) var containerView: UIView?
    /// The delegate asked for adaptive styles.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    var _style: UIModalPresentationStyle = .custom
    var _traitOverrides: UITraitOverrides?

    /// Creates a presentation controller.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// The view animated into place (the presented view controller's view).
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// Where the presented view ends up, in the container's coordinates (default: the container's bounds).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presenting view controller's view is removed when the presentation ends (default true).
    open var shouldRemovePresentersView: Bool { false }
    /// Whether the presentation covers the whole screen (default true).
    open var shouldPresentInFullscreen: Bool { true }
    /// The style this controller presents with.
    open var presentationStyle: UIModalPresentationStyle { _style }
    /// The style to adapt to in compact environments (default: the presentation style).
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    /// The presentation is about to start: add chrome (dimming views) here.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; `completed` is false if it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out.
    open func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
    /// The container laid out.
    open func containerViewDidLayoutSubviews() {}
    /// The size of the presented content for a container of `parentSize`.
    open func size(forChildContentContainer container: AnyObject, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }

    /// The traits of the presentation: the presenting view controller's, with `traitOverrides` applied.
    open var traitCollection: UITraitCollection {
        let base = presentingViewController?.traitCollection ?? UITraitCollection()
        return _traitOverrides.map { base._applying($0) } ?? base
    }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// Adaptive presentation callbacks, mirroring `UIAdaptivePresentationControllerDelegate`. All optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}
extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The container every presentation happens in, on top of the window's content, mirroring UIKit's
/// transition view. Lays out through its presentation controller.
final class PresentationContainerView: UIView {
    weak var controller: UIPresentationController?
    override func layoutSubviews() {
        controller?.containerViewWillLayoutSubviews()
        controller?.containerViewDidLayoutSubviews()
    }
}

/// Full screen and over full screen: the presented view covers the container.
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { _style == .fullScreen || _style == .currentContext }
}
