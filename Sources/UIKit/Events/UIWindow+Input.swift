import Foundation

/// Input injection, used by the hosts for real input and by tests: each call delivers one input event
/// through `UIApplication.shared.sendEvent(_:)`, timestamped with the media clock, exactly as the host
/// does. None of them runs a turn.
extension UIWindow {
    /// Delivers one phase of finger `finger` at `location` (window coordinates), timestamped with the
    /// media clock, through `UIApplication.shared.sendEvent(_:)`, as the host does for real input. It does
    /// not run a turn.
    ///
    /// Bad input is tolerated as UIKit's event system would: a moved, ended or cancelled phase for a finger
    /// that is not down is dropped (the returned touch is not delivered), a non-finite location keeps the
    /// touch's previous location (a began at a non-finite location is dropped), and a began for a finger
    /// that is already down cancels its old touch first.
    @discardableResult
    public func sendTouch(_ phase: UITouch.Phase, at location: CGPoint, finger: Int = 0) -> UITouch {
        deliverTouch(phase, at: location, finger: finger, type: .direct, buttons: [])
    }

    /// Delivers one phase of a mouse or trackpad click (a touch of type `.indirectPointer`) holding
    /// `buttons` (default the primary button).
    @discardableResult
    public func sendPointer(_ phase: UITouch.Phase, at location: CGPoint, buttons: UIEvent.ButtonMask = .primary) -> UITouch {
        deliverTouch(phase, at: location, finger: -1, type: .indirectPointer, buttons: buttons)
    }

    /// One host touch phase: recorded in the arena's `TouchTable`, delivered once through
    /// `UIApplication.shared.sendEvent(_:)` (→ `UIWindow.sendEvent(_:)` → hit test and delivery), then
    /// retired from the table when it ended.
    func deliverTouch(_ phase: UITouch.Phase, at location: CGPoint, finger: Int, type: UITouch.TouchType,
                      buttons: UIEvent.ButtonMask) -> UITouch {
        switch phase {
        case .regionEntered, .regionMoved, .regionExited:
            let finite = location.x.isFinite && location.y.isFinite
            sendHover(phase == .regionExited ? nil : location)
            let hover = UITouch()
            hover.phase = phase
            hover.type = .indirectPointer
            hover.window = self
            hover._location = finite ? location : .zero
            return hover
        default:
            break
        }
        let table = GestureArena.shared.touches
        if phase == .began, let old = table.touch(finger: finger, in: self) {
            _ = deliverTouch(.cancelled, at: old._location, finger: finger, type: type, buttons: buttons)
        }
        let (touch, deliver) = table.record(phase, at: location, finger: finger, type: type, buttons: buttons,
                                            in: self, time: CACurrentMediaTime())
        guard deliver else { return touch }
        UIApplication.shared.sendEvent(table.event)
        table.retire(touch)
        return touch
    }

    /// Delivers a scroll of `delta` points (content moves with positive y down, as a pan's translation)
    /// at `location`, as a wheel (`.discrete`) or trackpad (`.continuous`) does; pan gesture recognizers
    /// whose `allowedScrollTypesMask` includes the type follow it. A discrete scroll ends after a short
    /// pause without wheel input (on the media clock).
    public func sendScroll(by delta: CGPoint, at location: CGPoint, type: UIScrollType = .discrete) {
        guard delta.x.isFinite, delta.y.isFinite, location.x.isFinite, location.y.isFinite else { return }
        let event = UIEvent(type: .scroll)
        event.timestamp = CACurrentMediaTime()
        event._scrollDelta = delta
        event._scrollType = type
        event._location = location
        event._window = self
        UIApplication.shared.sendEvent(event)
    }

    /// Ends a continuous (trackpad) scroll gesture at once, as lifting the fingers off the trackpad does.
    public func sendScrollEnded(at location: CGPoint) {
        let event = UIEvent(type: .scroll)
        event.timestamp = CACurrentMediaTime()
        event._scrollDelta = .zero
        event._scrollType = .continuous
        event._scrollPhase = .ended
        event._location = location
        event._window = self
        UIApplication.shared.sendEvent(event)
    }

    /// Moves the pointer to `location` without touching (nil: the pointer left the window); hover
    /// recognizers under it begin, change or end.
    public func sendHover(_ location: CGPoint?) {
        let event = UIEvent(type: .hover)
        event.timestamp = CACurrentMediaTime()
        if let location, location.x.isFinite, location.y.isFinite { event._location = location } else { event._exited = true }
        event._window = self
        UIApplication.shared.sendEvent(event)
    }

    /// Delivers one phase of a key press to the first responder (or the window), after matching the
    /// responder chain's key commands on `.began`. The same key's phases share one `UIPress`.
    @discardableResult
    public func sendKey(_ phase: UIPress.Phase, _ key: UIKey) -> UIPress {
        let id = key.keyCode
        let press: UIPress
        if let p = UIWindow.downPresses[id], phase != .began {
            press = p
        } else {
            press = UIPress()
            press.key = key
            press.type = UIWindow.pressType(for: key.keyCode)
        }
        press.phase = phase
        press.timestamp = CACurrentMediaTime()
        press.force = phase == .ended || phase == .cancelled ? 0 : 1
        if phase == .ended || phase == .cancelled { UIWindow.downPresses[id] = nil } else { UIWindow.downPresses[id] = press }
        let event = UIPressesEvent()
        event.timestamp = press.timestamp
        event.modifierFlags = key.modifierFlags
        event._presses = [press]
        event._window = self
        UIApplication.shared.sendEvent(event)
        return press
    }

    /// Presses down and releases `key`.
    public func typeKey(_ key: UIKey) {
        sendKey(.began, key)
        sendKey(.ended, key)
    }

    static var downPresses: [UIKeyboardHIDUsage: UIPress] = [:]

    static func pressType(for code: UIKeyboardHIDUsage) -> UIPress.PressType {
        switch code {
        case .keyboardUpArrow: return .upArrow
        case .keyboardDownArrow: return .downArrow
        case .keyboardLeftArrow: return .leftArrow
        case .keyboardRightArrow: return .rightArrow
        case .keyboardEscape: return .menu
        case .keyboardPageUp: return .pageUp
        case .keyboardPageDown: return .pageDown
        default: return .select
        }
    }
}
