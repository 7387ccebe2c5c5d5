import Foundation

/// Scroll and hover events: a scroll goes to the innermost pan recognizer under the pointer that follows
/// its type; a pointer move without touching drives the hover recognizers under it.
extension GestureArena {
    /// Routes a scroll to the innermost pan recognizer under `location` that follows the scroll's type.
    func dispatchScroll(_ event: UIEvent, in window: UIWindow) {
        resetFinishedRecognizers()
        withDispatch {
            if let r = scrollTarget, r._state == .began || r._state == .changed || r._pending != nil {
                _ = r._handleScroll(event._scrollDelta, type: event._scrollType, location: event._location, in: window, event: event)
                return
            }
            scrollTarget = nil
            guard let hit = window.hitTest(event._location, with: event) else { return }
            var v: UIView? = hit
            while let c = v {
                for r in c._rare?.gestureRecognizers ?? [] where r.isEnabled && r.shouldReceive(event)
                    && (r.delegate?.gestureRecognizer(r, shouldReceive: event) ?? true) {
                    r._window = window
                    if r._handleScroll(event._scrollDelta, type: event._scrollType, location: event._location, in: window, event: event) {
                        markInPlay(r)
                        scrollTarget = r
                        return
                    }
                }
                v = c.superview
            }
        }
    }

    /// Moves the pointer without touching: hover recognizers under it begin, change or end.
    func dispatchHover(_ event: UIEvent, in window: UIWindow, exited: Bool) {
        resetFinishedRecognizers()
        withDispatch {
            var now: [UIGestureRecognizer] = []
            if !exited, let hit = window.hitTest(event._location, with: event) {
                var v: UIView? = hit
                while let c = v {
                    for r in c._rare?.gestureRecognizers ?? [] where r is UIHoverGestureRecognizer && r.isEnabled { now.append(r) }
                    v = c.superview
                }
            }
            for r in hovering where !now.contains(where: { $0 === r }) {
                r._handleHover(.regionExited, location: event._location, in: window, event: event)
            }
            for r in now {
                let entered = !hovering.contains { $0 === r }
                r._window = window
                r._handleHover(entered ? .regionEntered : .regionMoved, location: event._location, in: window, event: event)
            }
            hovering = now.filter { $0._state == .began || $0._state == .changed || $0._pending != nil }
        }
    }
}
