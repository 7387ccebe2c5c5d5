import Foundation

/// Callbacks for an animation's start and end, mirroring `CAAnimationDelegate`. Both methods are optional
/// (empty defaults). An animation retains its delegate, as in Core Animation.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its begin time was reached during a frame).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran its whole active duration, false when it was
    /// removed from its layer (or the layer's animation was replaced) before that.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
