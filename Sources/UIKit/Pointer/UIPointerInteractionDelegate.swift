import Foundation

/// The delegate of a pointer interaction, mirroring `UIPointerInteractionDelegate`: it chooses the
/// region under the pointer and its style, and hears when the pointer enters and leaves a region. Every
/// method is optional.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region for the pointer at `request.location`; `defaultRegion` is the view's bounds. Return nil
    /// for no region (the pointer keeps what the views behind give it). Default: `defaultRegion`.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style in `region`; nil gives the system's default (an automatic effect on the view).
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is about to enter `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
    /// The pointer is about to leave `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
}

/// Animations that run alongside the pointer's entering or leaving a region, mirroring
/// `UIPointerInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Adds animations to run with the pointer's change.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion run when the animations end (`true` when they finished).
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// The animator a pointer interaction hands its delegate: what was added runs in one `UIView` animation
/// once the delegate returns.
@MainActor final class PointerRegionAnimator: UIPointerInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    /// Runs the added animations (over the pointer's short transition) and then the completions.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let blocks = animations, done = completions
        UIView.animate(withDuration: 0.15, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
                       animations: { blocks.forEach { $0() } }, completion: { finished in done.forEach { $0(finished) } })
    }
}
