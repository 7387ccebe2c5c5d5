import Foundation

extension UIGestureRecognizer {
    /// The fingers of a continuous gesture (pan, long press, pinch, rotation) lifted: a recognized
    /// gesture ends, one that never began fails.
    func _finishContinuousGesture() {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// The system cancelled a continuous gesture's touches: a recognized gesture is cancelled, one that
    /// never began fails.
    func _cancelContinuousGesture() {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }
}
