import Foundation

/// A continuous recognizer for the pointer moving over a view without clicking, mirroring
/// `UIHoverGestureRecognizer` (iOS 13): it begins when the pointer enters the view, changes as it moves
/// and ends when it leaves (hosts deliver pointer motion with no button held as hover).
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer's distance above the screen (0 for a mouse; iOS 16.1).
    open internal(set) var zOffset: CGFloat = 0

    override func _handleHover(_ phase: UITouch.Phase, location: CGPoint, in window: UIWindow, event: UIEvent) {
        _window = window
        _lastLocation = location
        modifierFlags = event.modifierFlags
        switch phase {
        case .regionEntered:
            if state == .possible { state = .began }
        case .regionMoved:
            if state == .began || state == .changed { state = .changed } else if state == .possible { state = .began }
        case .regionExited:
            if state == .began || state == .changed { state = .ended }
        default: break
        }
    }
}
