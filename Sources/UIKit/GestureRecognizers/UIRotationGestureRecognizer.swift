import Foundation

/// A continuous recognizer for two fingers turning around each other, mirroring
/// `UIRotationGestureRecognizer`: it begins when the line between them turned by 0.05 rad and reports
/// `rotation` (radians, clockwise positive on screen, since the rotation was last set) and `velocity`
/// (radians per second).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private let tracker = TwoFingerTracker(.angle)

    /// The rotation since the start, in radians (default 0). Settable, as on iOS: setting it during the
    /// gesture makes later values relative to the fingers' angle at that moment, so an action may apply
    /// the rotation and reset it to 0.
    open var rotation: CGFloat {
        get { tracker.value }
        set { tracker.set(newValue, in: self) }
    }
    /// The rotation's rate of change per second.
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
