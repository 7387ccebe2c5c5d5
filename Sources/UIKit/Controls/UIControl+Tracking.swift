import Foundation

/// A target-action registration of a control.
struct ControlTargetAction {
    weak var target: AnyObject?
    /// Whether the pair was registered with a nil target (sent up the responder chain).
    let targetless: Bool
    let action: Selector
    var events: UIControl.Event
}

/// UIControl's touch tracking, as UIKit does it: a touch down inside sends `.touchDown` (and
/// `.touchDownRepeat` for a tap count above one) and highlights the control; moves send
/// `.touchDragInside`/`.touchDragOutside`, with `.touchDragEnter`/`.touchDragExit` when the touch crosses
/// the boundary; lifting sends `.touchUpInside` or `.touchUpOutside`; a cancel sends `.touchCancel`.
/// "Inside" is the bounds grown by 70 points on every side, UIKit's tolerance for fingers (so dragging a
/// little off a button and lifting still counts as a tap).
extension UIControl {
    /// How far outside the bounds a touch still counts as inside, in points.
    static let touchTolerance: CGFloat = 70

    func isInsideForTracking(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -UIControl.touchTolerance, dy: -UIControl.touchTolerance).contains(touch.location(in: self))
    }

    func trackingBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, _trackingTouch == nil, let touch = touches.first else { return }
        _trackingTouch = touch
        _isTouchInside = true
        isHighlighted = true
        _isTracking = beginTracking(touch, with: event)
        var events: UIControl.Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events)
    }

    func trackingMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _trackingTouch, touches.contains(touch) else { return }
        let wasInside = _isTouchInside
        let inside = isInsideForTracking(touch)
        _isTouchInside = inside
        isHighlighted = inside
        if _isTracking { _isTracking = continueTracking(touch, with: event) }
        var events: UIControl.Event = inside ? .touchDragInside : .touchDragOutside
        if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    func trackingEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _trackingTouch, touches.contains(touch) else { return }
        let inside = isInsideForTracking(touch)
        _isTouchInside = inside
        if _isTracking { endTracking(touch, with: event) }
        _isTracking = false
        _trackingTouch = nil
        isHighlighted = false
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        if inside, let button = self as? UIButton { button._primaryActionTriggered() }
        _isTouchInside = false
    }

    /// A user-made value change: `.valueChanged`, then `.primaryActionTriggered` (the event an action
    /// given as `init(frame:primaryAction:)` is registered for, so a switch's or slider's primary action
    /// runs on each change as on iOS).
    func _sendValueChangedByUser() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    func trackingCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _trackingTouch, touches.contains(touch) else { return }
        if _isTracking { cancelTracking(with: event) }
        _isTracking = false
        _trackingTouch = nil
        _isTouchInside = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    // MARK: Target-action

    func addTargetAction(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        if let i = targetActionEntries.firstIndex(where: { $0.targetless == (object == nil) && $0.target === object && $0.action == action }) {
            targetActionEntries[i].events.formUnion(controlEvents)
        } else {
            targetActionEntries.append(ControlTargetAction(target: object, targetless: object == nil, action: action, events: controlEvents))
        }
    }

    func removeTargetAction(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        for i in targetActionEntries.indices.reversed() {
            let e = targetActionEntries[i]
            guard object == nil || e.target === object, action == nil || e.action == action else { continue }
            let remaining = e.events.subtracting(controlEvents)
            if remaining.isEmpty { targetActionEntries.remove(at: i) } else { targetActionEntries[i].events = remaining }
        }
    }

    /// The targets registered for any event (a nil target appears as `NSNull`, as on iOS).
    public var allTargets: Set<AnyHashable> {
        var out: Set<AnyHashable> = []
        for e in targetActionEntries {
            if e.targetless { out.insert(AnyHashable(NSNull())) }
            else if let t = e.target as? NSObject { out.insert(AnyHashable(t)) }
            else if let t = e.target { out.insert(AnyHashable(ObjectIdentifier(t))) }
        }
        return out
    }

    /// The names of the actions registered for `target` and `controlEvent`, or nil when there are none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActionEntries.filter { e in
            (object == nil ? e.targetless : e.target === object) && !e.events.isDisjoint(with: controlEvent)
        }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Sends the target-action pairs registered for any of `controlEvents`, in registration order.
    func sendTargetActions(for controlEvents: UIControl.Event) {
        let event = GestureArena.shared.touches.event
        for e in targetActionEntries where !e.events.isDisjoint(with: controlEvents) {
            if e.targetless { sendAction(e.action, to: nil, for: event) }
            else if let t = e.target { sendAction(e.action, to: t, for: event) }
        }
    }
}
