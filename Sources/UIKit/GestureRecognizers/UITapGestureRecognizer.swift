import Foundation

/// A discrete recognizer for one or more taps of one or more fingers, mirroring
/// `UITapGestureRecognizer`.
///
/// Each tap is `numberOfTouchesRequired` fingers down and up without moving more than 10 points; the
/// gesture is recognized when the last finger of tap `numberOfTapsRequired` lifts. It fails when a finger
/// moves too far, too many fingers go down, or the next tap does not begin within 0.35 s of the previous
/// one lifting (the timeout runs on `MediaClockScheduler.shared`, so a manual media clock steps it).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps (default 1).
    open var numberOfTapsRequired = 1
    /// The number of fingers per tap (default 1).
    open var numberOfTouchesRequired = 1
    /// The pointer buttons that must be held for a tap with a mouse (default `.primary`).
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// How far a finger may move during a tap, in points.
    static let allowableMovement: CGFloat = 10
    /// How long the next tap may take to begin, in seconds.
    static let maximumTapInterval: TimeInterval = 0.35

    private var tapsDone = 0
    private var touchesThisTap = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var timer: MediaClockScheduler.Token?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer()
        _waitsAfterTouchesEnd = false
        for t in touches {
            // A finger (or a pointer press reporting no buttons) counts as the primary button, so a
            // recognizer that requires another button never sees a finger's tap.
            let held = t.type == .indirectPointer && !event.buttonMask.isEmpty ? event.buttonMask : .primary
            if !held.contains(buttonMaskRequired) {
                state = .failed; return
            }
            starts[ObjectIdentifier(t)] = t.location(in: nil)
        }
        touchesThisTap = max(touchesThisTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches {
            guard let s = starts[ObjectIdentifier(t)] else { continue }
            let p = t.location(in: nil)
            if hypot(p.x - s.x, p.y - s.y) > UITapGestureRecognizer.allowableMovement { state = .failed; return }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The touches that end are still counted in numberOfTouches while this runs.
        guard numberOfTouches - touches.count <= 0 else { return }
        guard touchesThisTap == numberOfTouchesRequired else { state = .failed; return }
        tapsDone += 1
        touchesThisTap = 0
        starts.removeAll()
        if tapsDone >= numberOfTapsRequired {
            state = .recognized
        } else {
            _waitsAfterTouchesEnd = true
            timer = MediaClockScheduler.shared.schedule(after: UITapGestureRecognizer.maximumTapInterval) { [weak self] in
                guard let self else { return }
                self.timer = nil
                if self.state == .possible { self.state = .failed }
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        cancelTimer()
        tapsDone = 0
        touchesThisTap = 0
        starts.removeAll()
    }

    private func cancelTimer() {
        if let timer { MediaClockScheduler.shared.cancel(timer) }
        timer = nil
    }
}
