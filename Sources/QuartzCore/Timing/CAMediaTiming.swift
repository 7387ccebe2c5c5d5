import Foundation

/// The timing of a layer or an animation, mirroring `CAMediaTiming`: a local time line derived from the
/// parent's by `beginTime`, `speed` and `timeOffset` (local = (parent − beginTime) × speed + timeOffset),
/// plus the duration and repetition an animation uses.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle, in local time.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's (1 by default).
    var speed: Float { get set }
    /// An offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles to play.
    var repeatCount: Float { get set }
    /// How long to repeat, in local time.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What is shown outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The local time of a timed object whose parent's time is `t`, by `CAMediaTiming`'s rule:
/// (t − beginTime) × speed + timeOffset. A layer's model timing, its committed timing and an animation's
/// timing all map time through this one rule.
@inline(__always)
func mediaLocalTime(fromParent t: CFTimeInterval, beginTime: CFTimeInterval, speed: Float,
                    timeOffset: CFTimeInterval) -> CFTimeInterval {
    (t - beginTime) * CFTimeInterval(speed) + timeOffset
}
