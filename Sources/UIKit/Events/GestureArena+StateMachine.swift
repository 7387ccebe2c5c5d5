import Foundation

/// The recognizers' state machine, as Apple's "About the Gesture Recognizer State Machine" describes it:
/// transitions a recognizer asks for are checked against failure requirements, simultaneous recognition
/// and prevention, then committed (actions sent, touches cancelled in the view) or held back.
extension GestureArena {
    func transition(_ r: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        withDispatch { performTransition(r, to: new) }
    }

    func performTransition(_ r: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        if r._pending != nil {
            switch new {
            case .ended: r._pending = .ended
            case .failed, .cancelled: fail(r)
            default: break
            }
            return
        }
        switch (r._state, new) {
        case (.possible, .began), (.possible, .ended):
            r._observedDiscrete = new == .ended
            markInPlay(r)
            begin(r, as: new)
        case (.possible, .failed), (.possible, .cancelled):
            fail(r)
        case (.began, .changed), (.changed, .changed):
            r._state = .changed
            r._sendActions()
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            r._state = new
            r._sendActions()
            finish(r)
        case (_, .possible) where r._state == .possible:
            break
        default:
            break // a transition Apple's machine does not allow: ignored
        }
    }

    func begin(_ r: UIGestureRecognizer, as new: UIGestureRecognizer.State) {
        guard allowsBegin(r) else { fail(r); return }
        if mustWait(r) { r._pending = new; return }
        commit(r, new)
    }

    func allowsBegin(_ r: UIGestureRecognizer) -> Bool {
        guard r.isEnabled else { return false }
        if let d = r.delegate, !d.gestureRecognizerShouldBegin(r) { return false }
        if let v = r.view, !v.gestureRecognizerShouldBegin(r) { return false }
        var asked: [UIView] = []
        for t in r._trackedTouches {
            guard let hv = t.view, hv !== r.view, !asked.contains(where: { $0 === hv }) else { continue }
            asked.append(hv)
            if !hv.gestureRecognizerShouldBegin(r) { return false }
        }
        for o in inPlay where o !== r && (o._state == .began || o._state == .changed) && shareTouches(o, r) {
            if !simultaneous(o, r), o.canPrevent(r), r.canBePrevented(by: o) { return false }
        }
        if r._observedDiscrete == false, preventedByDiscrete(r) { return false }
        return true
    }

    /// Whether a discrete recognition of touches `r` shares, made earlier in this sequence, prevents `r`
    /// from beginning: the same outcome a recognizer already known to be continuous gets when the
    /// discrete one recognizes (it fails then).
    func preventedByDiscrete(_ r: UIGestureRecognizer) -> Bool {
        for o in inPlay where o !== r && o._state == .ended && o._observedDiscrete == true
            && o._finishedTouches.contains(where: { t in r._sequenceTouches.contains { $0 === t } }) {
            if !simultaneous(o, r), o.canPrevent(r), r.canBePrevented(by: o) { return true }
        }
        return false
    }

    func requiresFailure(_ r: UIGestureRecognizer, of o: UIGestureRecognizer) -> Bool {
        if r._failureRequirements.contains(where: { $0.value === o }) { return true }
        if r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r) { return true }
        if let d = r.delegate, d.gestureRecognizer(r, shouldRequireFailureOf: o) { return true }
        if let d = o.delegate, d.gestureRecognizer(o, shouldBeRequiredToFailBy: r) { return true }
        return false
    }

    func mustWait(_ r: UIGestureRecognizer) -> Bool {
        for o in inPlay where o !== r && o._state == .possible && requiresFailure(r, of: o) { return true }
        return false
    }

    func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if let d = a.delegate, d.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) { return true }
        if let d = b.delegate, d.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) { return true }
        return false
    }

    func shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a._sequenceTouches.contains { t in b._sequenceTouches.contains { $0 === t } }
    }

    func commit(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        r._pending = nil
        r._state = new
        // Recognizers waiting for this one to fail fail now.
        for o in inPlay where o !== r && o._pending != nil && requiresFailure(o, of: r) { fail(o) }
        // This one prevents the others that share its touches, unless they recognize simultaneously. A
        // discrete recognition leaves other discrete recognizers in .possible (a double tap can still
        // follow a recognized single tap).
        let discrete = new == .ended
        for o in inPlay where o !== r && shareTouches(o, r) && !simultaneous(r, o) {
            guard r.canPrevent(o), o.canBePrevented(by: r) else { continue }
            switch o._state {
            case .possible:
                if discrete && o._isDiscrete { continue }
                fail(o)
            case .began, .changed:
                o._state = .cancelled
                o._sendActions()
                finish(o)
            default: break
            }
        }
        if r.cancelsTouchesInView {
            for t in r._sequenceTouches where t._recognizers.contains(where: { $0 === r }) { cancelInView(t) }
        }
        r._sendActions()
        if new == .ended { finish(r) }
        releaseHolds()
    }

    func fail(_ r: UIGestureRecognizer) {
        guard r._state == .possible else { return }
        r._pending = nil
        r._state = .failed
        finish(r)
        // Recognizers that waited for this one may now recognize.
        for o in inPlay where o._pending != nil && o._state == .possible && !mustWait(o) {
            guard let p = o._pending else { continue }
            o._pending = nil
            if allowsBegin(o) { commit(o, p) } else { fail(o) }
        }
        releaseHolds()
    }

    /// Stops the recognizer's participation in the current sequence and queues its reset, which happens
    /// at the next turn of the run loop (UIKit: a recognized gesture "resets its state to possible" at
    /// "the next cycle of the run loop"), so `state` and `location(in:)` read after the event still show
    /// the outcome.
    func finish(_ r: UIGestureRecognizer) {
        r._noteLocation()
        r._finishedTouches = r._sequenceTouches
        for t in r._sequenceTouches { t._recognizers.removeAll { $0 === r } }
        r._trackedTouches.removeAll()
        r._sequenceTouches.removeAll()
        if !pendingResets.contains(where: { $0 === r }) { pendingResets.append(r) }
    }

    /// Cancels a recognizer that was disabled or removed in the middle of a gesture (fails it if it had
    /// not begun).
    func abort(_ r: UIGestureRecognizer) {
        withDispatch {
            switch r._state {
            case .began, .changed:
                r._state = .cancelled
                r._sendActions()
                finish(r)
            case .possible:
                if r._inPlay || r._pending != nil { fail(r) }
            default: break
            }
            if hovering.contains(where: { $0 === r }) { hovering.removeAll { $0 === r } }
        }
    }

    /// Stops delivering `touch` to `r` (`ignore(_:for:)`).
    func detach(_ r: UIGestureRecognizer, from touch: UITouch) {
        withDispatch {
            touch._recognizers.removeAll { $0 === r }
            r._trackedTouches.removeAll { $0 === touch }
            releaseHolds()
        }
    }

    func reset(_ r: UIGestureRecognizer) {
        for t in r._sequenceTouches { t._recognizers.removeAll { $0 === r } }
        r._trackedTouches.removeAll()
        r._sequenceTouches.removeAll()
        r._state = .possible
        r._pending = nil
        r._inPlay = false
        r._waitsAfterTouchesEnd = false
        inPlay.removeAll { $0 === r }
        r.reset()
    }

}

extension UIGestureRecognizer {
    /// Whether the recognizer is treated as discrete (recognizes once, at the end) while it is still
    /// `.possible`: what its transitions have shown so far. One that has not recognized yet has shown no
    /// continuous behaviour and counts as discrete; should it then try to begin while a discrete
    /// recognition of the same touches stands, the arena prevents it then (see `preventedByDiscrete`).
    var _isDiscrete: Bool { _observedDiscrete ?? true }
    /// Whether the recognizer works on touches (scroll- or hover-only recognizers do not fail when no
    /// touch is down).
    var _usesTouches: Bool { !(self is UIHoverGestureRecognizer) && !(self is UIPanGestureRecognizer && (self as! UIPanGestureRecognizer)._scrolling) }
}
