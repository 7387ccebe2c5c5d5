import Foundation

/// A continuous recognizer for two fingers moving apart or together, mirroring
/// `UIPinchGestureRecognizer`: it begins when the distance between them changed by 5% and reports
/// `scale` (current distance over the distance at the start) and `velocity` (scale per second).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale relative to the fingers' distance at the start (default 1). Settable, as on iOS.
    open var scale: CGFloat = 1
    /// The scale's rate of change per second.
    open private(set) var velocity: CGFloat = 0

    private var startDistance: CGFloat = 0
    private var scaleBase: CGFloat = 1
    private var last: (time: TimeInterval, scale: CGFloat)?

    private var distance: CGFloat {
        guard numberOfTouches >= 2 else { return 0 }
        let a = _trackedTouches[0]._location, b = _trackedTouches[1]._location
        return hypot(a.x - b.x, a.y - b.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 2, state == .possible { startDistance = distance; scale = 1 }
        if numberOfTouches > 2, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches >= 2, startDistance > 0 else { return }
        let ratio = distance / startDistance
        switch state {
        case .possible:
            if abs(ratio - 1) >= 0.05 {
                startDistance = distance
                scaleBase = 1
                scale = 1
                last = (event.timestamp, 1)
                state = .began
            }
        case .began, .changed:
            let newScale = scaleBase * ratio
            if let last, event.timestamp > last.time { velocity = (newScale - last.scale) / CGFloat(event.timestamp - last.time) }
            last = (event.timestamp, newScale)
            scale = newScale
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
        scale = 1
        velocity = 0
        startDistance = 0
        scaleBase = 1
        last = nil
    }
}
