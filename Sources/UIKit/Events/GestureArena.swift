import Foundation

/// The engine behind touch delivery: binds touches to views, runs the gesture recognizers' state machine
/// (failure requirements, simultaneous recognition, prevention), cancels or delays the touches the view
/// sees, and resets recognizers after each event. One per app, like UIKit's gesture environment.
///
/// Delivery order for each touch phase, as in UIKit: first every recognizer the touch was given at
/// `.began` (those on the hit view and its ancestors, innermost first), then the hit view, unless a
/// recognizer cancelled the touch in the view (`cancelsTouchesInView`) or holds the phase back
/// (`delaysTouchesBegan`, `delaysTouchesEnded`).
@MainActor
final class GestureArena {
    /// The current pipeline owner's arena.
    static var shared: GestureArena { PipelineOwner.current.uikit.arena }

    /// Touches that are down, in the order they began.
    var activeTouches: [UITouch] = []
    /// Touches that ended while the view's delivery was still held back.
    private var heldTouches: [UITouch] = []
    /// Recognizers that received input since their last reset.
    private(set) var inPlay: [UIGestureRecognizer] = []
    private var pendingResets: [UIGestureRecognizer] = []
    private var depth = 0
    /// The touches event the app reuses, as UIKit does.
    let touchesEvent = UIEvent(type: .touches)
    private struct LastTap { weak var window: UIWindow?; var location: CGPoint; var time: TimeInterval; var count: Int }
    private var lastTap: LastTap?
    private var hovering: [UIGestureRecognizer] = []
    private weak var scrollTarget: UIGestureRecognizer?

    /// The longest pause between taps, and the farthest distance, for `tapCount` to grow.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 40

    static func convert(_ p: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return p }
        if view.window === window { return view.convert(p, from: window) }
        if let other = view.window { return view.convert(other.convert(p, from: window), from: other) }
        return p
    }

    private func withDispatch(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        if depth == 0 { endOfDispatch() }
    }

    // MARK: Touches

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

    /// The one-touch set handed to every callback of the current dispatch (made once per event).
    private var currentSet: Set<UITouch> = []

    private func touchSet(_ touch: UITouch) -> Set<UITouch> {
        if currentSet.count != 1 || currentSet.first !== touch { currentSet = [touch] }
        return currentSet
    }

    private func dispatch(_ touch: UITouch, event: UIEvent, in window: UIWindow) {
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
            if ended, let w = touch.window {
                lastTap = LastTap(window: w, location: touch._location, time: touch.timestamp, count: touch.tapCount)
            }
        default:
            break
        }
    }

    private func begin(_ touch: UITouch, event: UIEvent, in window: UIWindow) {
        touch.window = window
        let location = touch._location
        if let last = lastTap, last.window === window,
           touch.timestamp - last.time <= GestureArena.multiTapInterval,
           hypot(location.x - last.location.x, location.y - last.location.y) <= GestureArena.multiTapDistance {
            touch.tapCount = last.count + 1
        } else {
            touch.tapCount = 1
        }
        let hit = window.isHidden ? nil : window.hitTest(location, with: event)
        touch.view = hit
        guard let hit else { return }
        // Multiple-touch and exclusive-touch rules decide whether the view itself gets this touch.
        var delivers = true
        for other in activeTouches where other !== touch && other._viewDelivery == 1 && other.window === window {
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

    private func accepts(_ r: UIGestureRecognizer, _ touch: UITouch, event: UIEvent, overControl: Bool) -> Bool {
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

    private func markInPlay(_ r: UIGestureRecognizer) {
        if !r._inPlay { r._inPlay = true; inPlay.append(r) }
    }

    // MARK: The view's delivery

    private func isHeld(_ touch: UITouch, _ phase: UITouch.Phase) -> Bool {
        switch phase {
        case .began: return touch._recognizers.contains { $0.delaysTouchesBegan && $0._state == .possible }
        case .ended: return touch._recognizers.contains { $0.delaysTouchesEnded && $0._state == .possible }
        default: return false
        }
    }

    private func deliver(_ touch: UITouch, _ phase: UITouch.Phase, event: UIEvent) {
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

    private func send(_ touch: UITouch, _ phase: UITouch.Phase, event: UIEvent) {
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
    private func releaseHolds() {
        guard !heldTouches.isEmpty || activeTouches.contains(where: { !$0._heldPhases.isEmpty }) else { return }
        for t in activeTouches + heldTouches where !t._heldPhases.isEmpty {
            while let p = t._heldPhases.first, !isHeld(t, p) {
                t._heldPhases.removeFirst()
                if !t._cancelledInView { send(t, p, event: touchesEvent) }
            }
        }
        heldTouches.removeAll { $0._heldPhases.isEmpty }
    }

    /// A recognizer took the touch: the view gets `touchesCancelled` if it had seen the touch begin, and
    /// nothing more of it.
    private func cancelInView(_ touch: UITouch) {
        guard !touch._cancelledInView else { return }
        touch._cancelledInView = true
        touch._heldPhases.removeAll()
        guard touch._viewDelivery == 1, let view = touch.view else { return }
        touch._viewDelivery = 2
        let phase = touch.phase
        touch.phase = .cancelled
        view.touchesCancelled([touch], with: touchesEvent)
        touch.phase = phase
    }

    /// Views that left their touch's window get `touchesCancelled`; recognizers whose view left fail or
    /// cancel.
    private func cancelTouchesOfDetachedViews() {
        for t in activeTouches where t._viewDelivery == 1 {
            guard let v = t.view else { t._viewDelivery = 2; continue }
            if v.window !== t.window { cancelInView(t) }
        }
        for r in inPlay where r.view == nil || r.view?.window == nil { abort(r) }
    }

    // MARK: The state machine

    func transition(_ r: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        withDispatch { performTransition(r, to: new) }
    }

    private func performTransition(_ r: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
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

    private func begin(_ r: UIGestureRecognizer, as new: UIGestureRecognizer.State) {
        guard allowsBegin(r) else { fail(r); return }
        if mustWait(r) { r._pending = new; return }
        commit(r, new)
    }

    private func allowsBegin(_ r: UIGestureRecognizer) -> Bool {
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
    private func preventedByDiscrete(_ r: UIGestureRecognizer) -> Bool {
        for o in inPlay where o !== r && o._state == .ended && o._observedDiscrete == true
            && o._finishedTouches.contains(where: { t in r._sequenceTouches.contains { $0 === t } }) {
            if !simultaneous(o, r), o.canPrevent(r), r.canBePrevented(by: o) { return true }
        }
        return false
    }

    private func requiresFailure(_ r: UIGestureRecognizer, of o: UIGestureRecognizer) -> Bool {
        if r._failureRequirements.contains(where: { $0.value === o }) { return true }
        if r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r) { return true }
        if let d = r.delegate, d.gestureRecognizer(r, shouldRequireFailureOf: o) { return true }
        if let d = o.delegate, d.gestureRecognizer(o, shouldBeRequiredToFailBy: r) { return true }
        return false
    }

    private func mustWait(_ r: UIGestureRecognizer) -> Bool {
        for o in inPlay where o !== r && o._state == .possible && requiresFailure(r, of: o) { return true }
        return false
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if let d = a.delegate, d.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) { return true }
        if let d = b.delegate, d.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) { return true }
        return false
    }

    private func shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a._sequenceTouches.contains { t in b._sequenceTouches.contains { $0 === t } }
    }

    private func commit(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
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

    private func fail(_ r: UIGestureRecognizer) {
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
    private func finish(_ r: UIGestureRecognizer) {
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

    private func reset(_ r: UIGestureRecognizer) {
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

    private func endOfDispatch() {
        depth += 1
        // A recognizer still possible with no touches left and nothing to wait for has failed.
        for r in inPlay where r._state == .possible && r._pending == nil && r._trackedTouches.isEmpty
            && !r._waitsAfterTouchesEnd && r._usesTouches {
            fail(r)
        }
        releaseHolds()
        depth -= 1
        if activeTouches.contains(where: { !$0._isActive }) { activeTouches.removeAll { !$0._isActive } }
        if !heldTouches.isEmpty { heldTouches.removeAll { $0._heldPhases.isEmpty } }
        currentSet = []
    }

    /// Returns to `.possible` the recognizers that reached a final state in an earlier event or turn and
    /// whose touches have all lifted (a recognizer that failed while its finger stays down keeps `.failed`
    /// until the finger lifts). The run loop calls this at the start of each turn, and each input event
    /// calls it first: on iOS every event arrives in a turn of its own, after the previous turn's resets.
    func resetFinishedRecognizers() {
        guard depth == 0, !pendingResets.isEmpty else { return }
        depth += 1
        var waiting: [UIGestureRecognizer] = []
        while !pendingResets.isEmpty {
            let r = pendingResets.removeFirst()
            if r._finishedTouches.contains(where: { $0._isActive }) { waiting.append(r); continue }
            r._finishedTouches.removeAll()
            if r._state != .possible || r._inPlay { reset(r) }
        }
        pendingResets = waiting
        depth -= 1
    }

    // MARK: Scroll and hover

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

    /// Whether any touch is down or any recognizer is mid-gesture (for tests of bad input).
    var isIdle: Bool { activeTouches.isEmpty && inPlay.isEmpty && heldTouches.isEmpty }

    // MARK: Presses

    private var consumedPresses: [ObjectIdentifier] = []

    /// Delivers the presses of `event` to the first responder in `window` (or the window), after trying
    /// the responder chain's key commands.
    func dispatchPresses(_ event: UIPressesEvent, in window: UIWindow) {
        for press in event._presses {
            let first: UIResponder
            if let fr = UIResponder.currentFirstResponder, (fr as? UIView)?.window === window || fr === window {
                first = fr
            } else {
                first = window
            }
            press.window = window
            press.responder = first
            let id = ObjectIdentifier(press)
            if press.phase == .began, let key = press.key, performKeyCommand(key, from: first, event: event) {
                consumedPresses.append(id)
                continue
            }
            if consumedPresses.contains(id) {
                if press.phase == .ended || press.phase == .cancelled { consumedPresses.removeAll { $0 == id } }
                continue
            }
            switch press.phase {
            case .began: first.pressesBegan([press], with: event)
            case .changed, .stationary: first.pressesChanged([press], with: event)
            case .ended: first.pressesEnded([press], with: event)
            case .cancelled: first.pressesCancelled([press], with: event)
            }
        }
    }

    private func performKeyCommand(_ key: UIKey, from first: UIResponder, event: UIEvent) -> Bool {
        var responder: UIResponder? = first
        var steps = 0
        while let r = responder, steps < 10_000 {
            for command in r.keyCommands ?? [] where command.matches(key) && !command.attributes.contains(.disabled) {
                if let handler = command.handler { handler(command); return true }
                if let action = command.action {
                    _ = UIApplication.shared.sendAction(action, to: nil, from: command, for: event, startingAt: first)
                    return true
                }
            }
            responder = r.next
            steps += 1
        }
        return false
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
