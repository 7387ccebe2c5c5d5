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
    /// The view the transition happens in (set when the transition begins).
    open internal(set) var containerView: UIView?
    /// The delegate asked for adaptive styles.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    var _style: UIModalPresentationStyle = .custom

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

    /// The traits of the presentation: the presenting view controller's.
    open var traitCollection: UITraitCollection {
        presentingViewController?.traitCollection ?? UITraitCollection()
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

/// Page and form sheets: a card with rounded top corners over a dimming view. In a horizontally compact
/// environment both are a full-width card below a 10-point gap; in a regular one a form sheet is centered
/// at its `preferredContentSize` (540×620 when none) and a page sheet is 704 points wide, full height
/// minus the gap.
final class SheetPresentationController: UIPresentationController {
    let dimming = UIView()
    static let topGap: CGFloat = 10
    override var shouldPresentInFullscreen: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let c = containerView else { return .zero }
        let b = c.bounds
        let compact = c.traitCollection.horizontalSizeClass != .regular
        let top = Self.topGap + c._barSafeAreaSeam.top
        if compact || b.width <= 704 {
            return CGRect(x: 0, y: top, width: b.width, height: max(0, b.height - top))
        }
        if _style == .formSheet {
            var size = presentedViewController.preferredContentSize
            if size.width <= 0 || size.height <= 0 || !size.width.isFinite || !size.height.isFinite {
                size = CGSize(width: 540, height: 620)
            }
            size.width = min(size.width, b.width)
            size.height = min(size.height, b.height - 2 * top)
            return CGRect(x: (b.width - size.width) / 2, y: (b.height - size.height) / 2, width: size.width, height: size.height)
        }
        return CGRect(x: (b.width - 704) / 2, y: top, width: 704, height: max(0, b.height - top))
    }

    override func presentationTransitionWillBegin() {
        guard let c = containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = c.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.alpha = 0
        c.insertSubview(dimming, at: 0)
        presentedView?.layer.cornerRadius = 10
        presentedView?.layer.masksToBounds = true
    }

    override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        super.containerViewWillLayoutSubviews()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }
}
