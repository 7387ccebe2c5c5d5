import Foundation

/// A continuous recognizer for two fingers turning around each other, mirroring
/// `UIRotationGestureRecognizer`: it begins when the line between them turned by 0.05 rad and reports
/// `rotation` (radians, clockwise positive on screen) and `velocity` (radians per second).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation since the start, in radians (default 0). Settable, as on iOS.
    open var rotation: CGFloat = 0
    /// The rotation's rate of change per second.
    open private(set) var velocity: CGFloat = 0

    private var startAngle: CGFloat?
    private var last: (time: TimeInterval, rotation: CGFloat)?

    private var angle: CGFloat? {
        guard numberOfTouches >= 2 else { return nil }
        let a = _trackedTouches[0]._location, b = _trackedTouches[1]._location
        return atan2(b.y - a.y, b.x - a.x)
    }

    private func normalized(_ x: CGFloat) -> CGFloat {
        var v = x
        while v > .pi { v -= 2 * .pi }
        while v < -.pi { v += 2 * .pi }
        return v
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 2, state == .possible { startAngle = angle; rotation = 0 }
        if numberOfTouches > 2, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let a = angle, let s = startAngle else { return }
        let delta = normalized(a - s)
        switch state {
        case .possible:
            if abs(delta) >= 0.05 {
                startAngle = a
                rotation = 0
                last = (event.timestamp, 0)
                state = .began
            }
        case .began, .changed:
            if let last, event.timestamp > last.time { velocity = (delta - last.rotation) / CGFloat(event.timestamp - last.time) }
            last = (event.timestamp, delta)
            rotation = delta
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = numberOfTouches - touches.count
        // Fewer than two fingers end a recognized gesture; one that never began fails when all lift.
        guard remaining < 2, state != .possible || remaining <= 0 else { return }
        _finishContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { _cancelContinuousGesture() }

    open override func reset() {
        super.reset()
        rotation = 0
        velocity = 0
        startAngle = nil
        last = nil
    }
}
