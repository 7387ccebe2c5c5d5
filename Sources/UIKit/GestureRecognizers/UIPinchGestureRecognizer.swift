import Foundation

/// A continuous recognizer for two fingers moving apart or together, mirroring
/// `UIPinchGestureRecognizer`: it begins when the distance between them changed by 5% and reports
/// `scale` (current distance over the distance where the scale was last set, times that scale) and
/// `velocity` (scale per second).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private let tracker = TwoFingerTracker(.distance)

    /// The scale relative to the fingers' distance at the start (default 1). Settable, as on iOS: setting
    /// it during the gesture makes later values relative to the fingers' distance at that moment, so an
    /// action may apply the scale and reset it to 1.
    open var scale: CGFloat {
        get { tracker.value }
        set { tracker.set(newValue, in: self) }
    }
    /// The scale's rate of change per second.
    open var velocity: CGFloat { tracker.velocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { tracker.touchesBegan(self) }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        tracker.touchesMoved(self, at: event.timestamp)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        tracker.touchesEnded(self, lifting: touches.count)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { _cancelContinuousGesture() }

    open override func reset() {
        super.reset()
        tracker.reset()
    }
}
