import Foundation

/// Touch routing: a began touch is bound to the hit-test view and to the recognizers on it and its
/// ancestors; each phase goes to those recognizers first, then to the view, which the recognizers may
/// cancel (`cancelsTouchesInView`) or hold back (`delaysTouchesBegan`, `delaysTouchesEnded`).
extension GestureArena {

    /// Delivers the changed touches of `event` that belong to `window`.
    func dispatchTouches(_ event: UIEvent, in window: UIWindow) {
        let changed = event._changedTouches.count == 1 && event._changedTouches[0].window === window
            ? event._changedTouches
            : event._changedTouches.filter { $0.window === window }
        resetFinishedRecognizers()
        withDispatch {
            cancelTouchesOfDetachedViews()
            for touch in changed { dispatch(touch, event: event, in: window) }
        }
    }

    func touchSet(_ touch: UITouch) -> Set<UITouch> {
        if currentSet.count != 1 || currentSet.first !== touch { currentSet = [touch] }
        return currentSet
    }

    func dispatch(_ touch: UITouch, event: UIEvent, in window: UIWindow) {
        let set = touchSet(touch)
        switch touch.phase {
        case .began:
            begin(touch, event: event, in: window)
        case .moved, .stationary:
            for r in touch._recognizers where r._trackedTouches.contains(where: { $0 === touch }) {
                r._noteLocation()
                r.touchesMoved(set, with: event)
            }
            deliver(touch, .moved, event: event)
        case .ended, .cancelled:
            let ended = touch.phase == .ended
            for r in touch._recognizers where r._trackedTouches.contains(where: { $0 === touch }) {
                r._noteLocation()
                if ended { r.touchesEnded(set, with: event) } else { r.touchesCancelled(set, with: event) }
            }
            for r in touch._recognizers { r._trackedTouches.removeAll { $0 === touch } }
            deliver(touch, touch.phase, event: event)
        default:
            break
        }
    }

    func begin(_ touch: UITouch, event: UIEvent, in window: UIWindow) {
        touch.window = window
        let location = touch._location
        let hit = window.isHidden ? nil : window.hitTest(location, with: event)
        touch.view = hit
        guard let hit else { return }
        // Multiple-touch and exclusive-touch rules decide whether the view itself gets this touch.
        var delivers = true
        for other in touches.active where other !== touch && other._viewDelivery == 1 && other.window === window {
            guard let ov = other.view else { continue }
            if ov === hit, !hit.isMultipleTouchEnabled { delivers = false }
            if ov !== hit, hit.isExclusiveTouch || ov.isExclusiveTouch { delivers = false }
        }
        touch._deliversToView = delivers
        // The recognizers on the hit view and its ancestors, innermost first.
        // A control's own single-tap action, and a text view's tap that begins editing (UIKit's text
        // interaction), win over single-tap recognizers on ancestors ("tap outside to dismiss the keyboard").
        let hitIsControl = hit is UIControl || (hit as? UITextView).map { $0.isEditable || $0.isSelectable } == true
        var recognizers: [UIGestureRecognizer] = []
        var v: UIView? = hit
        while let c = v {
            if let list = c._rare?.gestureRecognizers, !list.isEmpty {
                for r in list where accepts(r, touch, event: event, overControl: hitIsControl && c !== hit) {
                    recognizers.append(r)
                }
            }
            v = c.superview
        }
        for r in recognizers {
            touch._recognizers.append(r)
            r._trackedTouches.append(touch)
            r._sequenceTouches.append(touch)
            r._window = window
            r.buttonMask = event.buttonMask
            r.modifierFlags = event.modifierFlags
            markInPlay(r)
        }
        for r in recognizers where r._trackedTouches.contains(where: { $0 === touch }) {
            r._noteLocation()
            r.touchesBegan(touchSet(touch), with: event)
        }
        deliver(touch, .began, event: event)
    }

    func accepts(_ r: UIGestureRecognizer, _ touch: UITouch, event: UIEvent, overControl: Bool) -> Bool {
        guard r.isEnabled, r._state == .possible || r._state == .began || r._state == .changed else { return false }
        guard r.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }) else { return false }
        if r.requiresExclusiveTouchType, r._trackedTouches.contains(where: { $0.type != touch.type }) { return false }
        // UIKit: a control's own single-tap action (and a text view's) wins over a single-tap recognizer
        // on an ancestor.
        if overControl, let tap = r as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        guard r.shouldReceive(event) else { return false }
        if let d = r.delegate {
            guard d.gestureRecognizer(r, shouldReceive: event), d.gestureRecognizer(r, shouldReceive: touch) else { return false }
        }
        return true
    }

    func markInPlay(_ r: UIGestureRecognizer) {
        if !r._inPlay { r._inPlay = true; inPlay.append(r) }
    }

    // MARK: The view's delivery

    func isHeld(_ touch: UITouch, _ phase: UITouch.Phase) -> Bool {
        switch phase {
        case .began: return touch._recognizers.contains { $0.delaysTouchesBegan && $0._state == .possible }
        case .ended: return touch._recognizers.contains { $0.delaysTouchesEnded && $0._state == .possible }
        default: return false
        }
    }

    func deliver(_ touch: UITouch, _ phase: UITouch.Phase, event: UIEvent) {
        guard touch._deliversToView, !touch._cancelledInView, touch.view != nil else { return }
        if phase == .cancelled {
            touch._heldPhases.removeAll()
            send(touch, .cancelled, event: event)
            return
        }
        if !touch._heldPhases.isEmpty || isHeld(touch, phase) {
            if phase == .moved, touch._heldPhases.last == .moved { return } // coalesce held moves
            touch._heldPhases.append(phase)
            if phase == .ended { heldTouches.append(touch) }
            return
        }
        send(touch, phase, event: event)
    }

    func send(_ touch: UITouch, _ phase: UITouch.Phase, event: UIEvent) {
        guard let view = touch.view else { return }
        let set = touchSet(touch)
        switch phase {
        case .began:
            guard touch._viewDelivery == 0 else { return }
            touch._viewDelivery = 1
            view.touchesBegan(set, with: event)
        case .moved, .stationary:
            guard touch._viewDelivery == 1 else { return }
            view.touchesMoved(set, with: event)
        case .ended:
            guard touch._viewDelivery == 1 else { return }
            touch._viewDelivery = 2
            view.touchesEnded(set, with: event)
        case .cancelled:
            guard touch._viewDelivery == 1 else { return }
            touch._viewDelivery = 2
            view.touchesCancelled(set, with: event)
        default:
            break
        }
    }

    /// Delivers held phases whose recognizers no longer hold them.
    func releaseHolds() {
        guard !heldTouches.isEmpty || touches.active.contains(where: { !$0._heldPhases.isEmpty }) else { return }
        for t in touches.active + heldTouches where !t._heldPhases.isEmpty {
            while let p = t._heldPhases.first, !isHeld(t, p) {
                t._heldPhases.removeFirst()
                if !t._cancelledInView { send(t, p, event: touches.event) }
            }
        }
        heldTouches.removeAll { $0._heldPhases.isEmpty }
    }

    /// A recognizer took the touch: the view gets `touchesCancelled` if it had seen the touch begin, and
    /// nothing more of it.
    func cancelInView(_ touch: UITouch) {
        guard !touch._cancelledInView else { return }
        touch._cancelledInView = true
        touch._heldPhases.removeAll()
        guard touch._viewDelivery == 1, let view = touch.view else { return }
        touch._viewDelivery = 2
        let phase = touch.phase
        touch.phase = .cancelled
        view.touchesCancelled([touch], with: touches.event)
        touch.phase = phase
    }

    /// Views that left their touch's window get `touchesCancelled`; recognizers whose view left fail or
    /// cancel.
    func cancelTouchesOfDetachedViews() {
        for t in touches.active where t._viewDelivery == 1 {
            guard let v = t.view else { t._viewDelivery = 2; continue }
            if v.window !== t.window { cancelInView(t) }
        }
        for r in inPlay where r.view == nil || r.view?.window == nil { abort(r) }
    }

}
