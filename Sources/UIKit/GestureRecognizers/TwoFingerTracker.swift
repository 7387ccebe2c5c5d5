import Foundation

/// The two-finger tracking that `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` share: a
/// measure between the recognizer's first two touches (their distance or the angle of the line between
/// them), the gesture's start once that measure changed enough, the reported value (scale or rotation)
/// relative to the measure where it was last anchored, and its velocity.
///
/// The value is anchored when the gesture begins and again whenever the app sets it: Apple's pinch and
/// rotation recognizers report the change since the value was last set, so an action that applies the
/// value and resets it (`scale = 1`, `rotation = 0`) gets increments.
@MainActor
final class TwoFingerTracker {
    enum Measure {
        /// The fingers' distance; the value is a ratio (scale, identity 1), beginning at a 5% change.
        case distance
        /// The angle of the line between the fingers; the value is a difference in radians (rotation,
        /// identity 0), beginning at 0.05 rad.
        case angle
    }

    let measure: Measure
    /// The reported value (scale or rotation).
    private(set) var value: CGFloat
    /// The value's rate of change per second.
    private(set) var velocity: CGFloat = 0
    /// The measure the value is relative to, and the value there.
    private var anchor: (measure: CGFloat, value: CGFloat)?
    private var last: (time: TimeInterval, value: CGFloat)?

    init(_ measure: Measure) {
        self.measure = measure
        value = measure == .distance ? 1 : 0
    }

    private var identity: CGFloat { measure == .distance ? 1 : 0 }

    /// The measure between the recognizer's first two tracked touches; nil with fewer than two.
    private func current(_ r: UIGestureRecognizer) -> CGFloat? {
        guard r.numberOfTouches >= 2 else { return nil }
        let a = r._trackedTouches[0]._location, b = r._trackedTouches[1]._location
        switch measure {
        case .distance: return hypot(a.x - b.x, a.y - b.y)
        case .angle: return atan2(b.y - a.y, b.x - a.x)
        }
    }

    private static func normalized(_ x: CGFloat) -> CGFloat {
        var v = x
        while v > .pi { v -= 2 * .pi }
        while v < -.pi { v += 2 * .pi }
        return v
    }

    /// The value at measure `m`, relative to the anchor.
    private func value(at m: CGFloat, from anchor: (measure: CGFloat, value: CGFloat)) -> CGFloat {
        switch measure {
        case .distance: return anchor.value * m / anchor.measure
        case .angle: return anchor.value + TwoFingerTracker.normalized(m - anchor.measure)
        }
    }

    /// Whether the fingers moved far enough from the anchor for the gesture to begin.
    private func beginsAt(_ m: CGFloat, from anchor: CGFloat) -> Bool {
        switch measure {
        case .distance: return abs(m / anchor - 1) >= 0.05
        case .angle: return abs(TwoFingerTracker.normalized(m - anchor)) >= 0.05
        }
    }

    /// The app set the value (`scale`, `rotation`): during a gesture, later values are relative to it.
    func set(_ newValue: CGFloat, in r: UIGestureRecognizer) {
        value = newValue
        guard r.state == .began || r.state == .changed, let m = current(r) else { return }
        anchor = (m, newValue)
        if let l = last { last = (l.time, newValue) }
    }

    /// `touchesBegan`: the second finger anchors the measure; a third one fails a gesture not yet begun.
    func touchesBegan(_ r: UIGestureRecognizer) {
        if r.numberOfTouches == 2, r.state == .possible, let m = current(r) {
            anchor = (m, identity)
            value = identity
        }
        if r.numberOfTouches > 2, r.state == .possible { r.state = .failed }
    }

    /// `touchesMoved`: the gesture begins once the measure changed enough, then changes with it.
    func touchesMoved(_ r: UIGestureRecognizer, at time: TimeInterval) {
        guard let m = current(r), let a = anchor, measure == .angle || a.measure > 0 else { return }
        switch r.state {
        case .possible:
            guard beginsAt(m, from: a.measure) else { return }
            anchor = (m, identity)
            value = identity
            last = (time, identity)
            r.state = .began
        case .began, .changed:
            let v = value(at: m, from: a)
            if let last, time > last.time { velocity = (v - last.value) / CGFloat(time - last.time) }
            last = (time, v)
            value = v
            r.state = .changed
        default:
            break
        }
    }

    /// `touchesEnded`: fewer than two fingers end a recognized gesture; one that never began fails when
    /// all fingers lifted.
    func touchesEnded(_ r: UIGestureRecognizer, lifting count: Int) {
        let remaining = r.numberOfTouches - count
        guard remaining < 2, r.state != .possible || remaining <= 0 else { return }
        r._finishContinuousGesture()
    }

    /// `reset()`: back to the identity value, nothing anchored.
    func reset() {
        value = identity
        velocity = 0
        anchor = nil
        last = nil
    }
}
