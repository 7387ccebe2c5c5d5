import Foundation

/// Keys for the view controllers of a transition, mirroring `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the views of a transition, mirroring `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is given to run a transition, mirroring `UIViewControllerContextTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Must be called by the animator when its animations are done.
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition, mirroring `UIViewControllerAnimatedTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}
extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively, mirroring `UIViewControllerInteractiveTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition (UIKit calls it instead of the animator's `animateTransition`).
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed of the rest of the transition once the interaction ends (optional; default 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition once the interaction ends (optional; default `.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (optional; default true).
    var wantsInteractiveStart: Bool { get }
}
extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// Supplies custom presentation objects, mirroring `UIViewControllerTransitioningDelegate`. All optional.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}
extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// The container protocol of view controllers, mirroring `UIContentContainer`.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

/// What a size-change transition offers, mirroring `UIViewControllerTransitionCoordinator` (the parts
/// without animation contexts: alongside blocks run at once, completions at the end).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {
    var isAnimated: Bool { get }
    var transitionDuration: TimeInterval { get }
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with UIKit's default `nil` completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The context handed to coordinator blocks, mirroring `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var containerView: UIView { get }
}

/// The transition context the built-in presentation, navigation and tab transitions hand to animators.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning,
                               UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive = false
    var transitionWasCancelled = false
    var isCancelled: Bool { transitionWasCancelled }
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    var transitionDuration: TimeInterval = 0
    var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    var views: [UITransitionContextViewKey: UIView] = [:]
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    var onComplete: ((Bool) -> Void)?
    /// The animator running the transition (an interaction controller runs it).
    var animator: (any UIViewControllerAnimatedTransitioning)?
    /// Run when the transition completes, before `onComplete` (the interaction controller's clean-up).
    var interactionDidEnd: (() -> Void)?
    var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completed = false

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        super.init()
    }

    /// Runs a custom transition, as UIKit does once an animator was vended: `onComplete` after the
    /// animator's `animationEnded(_:)`, driven by `interaction` when there is one, else by the animator.
    func run(_ animator: any UIViewControllerAnimatedTransitioning,
             interaction: (any UIViewControllerInteractiveTransitioning)?, onComplete: @escaping @MainActor (Bool) -> Void) {
        self.onComplete = { done in animator.animationEnded(done); onComplete(done) }
        self.animator = animator
        if let interaction {
            isInteractive = true
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { transitionWasCancelled = false }
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        guard !completed else { return }
        completed = true
        transitionWasCancelled = !didComplete
        interactionDidEnd?()
        interactionDidEnd = nil
        onComplete?(didComplete)
        animator = nil
        for c in completions { c(self) }
        completions.removeAll()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        if let completion {
            if completed { completion(self) } else { completions.append(completion) }
        }
        return true
    }
}
