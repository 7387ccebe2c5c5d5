import Foundation

/// The timing an animation runs with where it is evaluated: its `CAMediaTiming` values and its timing
/// function, as plain stored values (`CAAnimation.renderTiming`). For an animation that is not in the render
/// tree they follow the animation's properties as they are set; for an attached one that UIKit's animators
/// change (`CAAnimation.modifyAttached(on:_:)`), the render tree keeps running the committed values until the
/// commit hands the new ones over, as it does for a layer's own timing (`RareRenderValues`) and as an
/// app's `removeAnimation(forKey:)` followed by `add(_:forKey:)` would.
struct AnimationTimingValues {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed
    var timingFunction: CAMediaTimingFunction?

    /// Core Animation's duration for an animation whose `duration` is 0.
    static let defaultDuration: CFTimeInterval = 0.25
    /// The duration used: `defaultDuration` when `duration` is 0.
    @inline(__always) var effectiveDuration: CFTimeInterval { duration == 0 ? Self.defaultDuration : duration }

    /// `t`, given in the parent's time line, in the animation's local time (`CAMediaTiming`:
    /// local = (parent − beginTime) × speed + timeOffset).
    @inline(__always) func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        mediaLocalTime(fromParent: t, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
    }

    /// The whole length of the active period in local time: cycles × repetitions, or `repeatDuration`.
    func activeDuration(simple d: CFTimeInterval) -> CFTimeInterval {
        let cycle = autoreverses ? 2 * d : d
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount == .infinity ? .infinity : cycle * CFTimeInterval(repeatCount) }
        return cycle
    }

    /// The timing state at `parentTime` (in the parent's time line) for simple duration `d`; nil when the
    /// object has no effect then (outside its active time without a fill mode).
    func timingState(at parentTime: CFTimeInterval, simple d: CFTimeInterval) -> AnimationTiming? {
        let local = localTime(fromParent: parentTime)
        let active = activeDuration(simple: d)
        let cycle = autoreverses ? 2 * d : d
        var t = local
        var phase = AnimationTiming.Phase.active
        if local < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            phase = .before; t = 0
        } else if local >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            phase = .after; t = active
        }
        guard d > 0, cycle > 0 else { return AnimationTiming(phase: phase, cycleTime: 0, duration: d, iteration: 0) }
        var iteration = Int(min(t / cycle, Double(Int32.max)).rounded(.down))
        var tc = t - Double(iteration) * cycle
        if phase == .after && tc == 0 && t > 0 { iteration -= 1; tc = cycle }
        if autoreverses && tc > d { tc = 2 * d - tc }
        return AnimationTiming(phase: phase, cycleTime: min(max(tc, 0), d), duration: d, iteration: max(iteration, 0))
    }

    /// The timing state at `parentTime` for the effective simple duration.
    @inline(__always) func timingState(at parentTime: CFTimeInterval) -> AnimationTiming? {
        timingState(at: parentTime, simple: effectiveDuration)
    }

    /// The end of the active period in the parent's time line (infinite while stopped, speed 0).
    func activeEnd(simple d: CFTimeInterval) -> CFTimeInterval {
        let active = activeDuration(simple: d)
        if speed == 0 { return .infinity }
        return beginTime + (active - timeOffset) / CFTimeInterval(speed)
    }

    /// Whether `o` holds the same values (the timing function by identity).
    func isSame(as o: AnimationTimingValues) -> Bool {
        beginTime == o.beginTime && duration == o.duration && speed == o.speed && timeOffset == o.timeOffset
            && repeatCount == o.repeatCount && repeatDuration == o.repeatDuration && autoreverses == o.autoreverses
            && fillMode == o.fillMode && timingFunction === o.timingFunction
    }
}
