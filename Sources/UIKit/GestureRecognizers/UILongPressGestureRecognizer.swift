import Foundation

/// A continuous recognizer for a press held in place, mirroring `UILongPressGestureRecognizer`.
///
/// It begins once `numberOfTouchesRequired` fingers have been down for `minimumPressDuration` (0.5 s)
/// without moving more than `allowableMovement` (10 points); it then changes as they move and ends when
/// they lift. The duration runs on `MediaClockScheduler.shared`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Taps before the press (default 0; only 0 is supported here: see Docs/Deviations.md).
    open var numberOfTapsRequired = 0
    /// Fingers that must be held (default 1).
    open var numberOfTouchesRequired = 1
    /// How long the fingers must be held, in seconds (default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins, in points (default 10).
    open var allowableMovement: CGFloat = 10

    private var start: CGPoint = .zero
    private var timer: MediaClockScheduler.Token?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
            if numberOfTouches == numberOfTouchesRequired {
                start = location(in: nil)
                cancelTimer()
                timer = MediaClockScheduler.shared.schedule(after: minimumPressDuration) { [weak self] in
                    guard let self else { return }
                    self.timer = nil
                    if self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired { self.state = .began }
                }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let p = location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement, timer != nil { state = .failed }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { _finishContinuousGesture() }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { _cancelContinuousGesture() }

    open override func reset() {
        super.reset()
        cancelTimer()
    }

    private func cancelTimer() {
        if let timer { MediaClockScheduler.shared.cancel(timer) }
        timer = nil
    }
}
