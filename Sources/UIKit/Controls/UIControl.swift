import Foundation

/// The base class for controls, mirroring `UIControl`: views that turn user interaction into actions sent
/// for control events (`.touchUpInside`, `.valueChanged`, ...).
///
/// This file holds the control's state (`isEnabled`, `isSelected`, `isHighlighted`, `state`), its content
/// alignment and the closure-based actions (`UIAction` with `addAction(_:for:)`). Touch tracking and
/// target-action dispatch live in the events concern's extension files.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Registered actions with the events they are sent for, in registration order.
    var actionEntries: [(action: UIAction, events: UIControl.Event)] = []
    var _isEnabled = true
    var _isSelected = false
    var _isHighlighted = false

    /// A control with the given frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A control with the given frame whose `primaryAction` is registered for `.primaryActionTriggered`
    /// (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Archives are not supported on Linux (see Docs/Deviations.md).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: State

    /// Whether the control responds to the user (default true). A disabled control draws dimmed, its `state`
    /// includes `.disabled`, and it receives no touches.
    open var isEnabled: Bool {
        get { _isEnabled }
        set { guard newValue != _isEnabled else { return }; _isEnabled = newValue; controlStateDidChange() }
    }

    /// Whether the control is selected (default false); `state` includes `.selected`.
    open var isSelected: Bool {
        get { _isSelected }
        set { guard newValue != _isSelected else { return }; _isSelected = newValue; controlStateDidChange() }
    }

    /// Whether the control draws highlighted (default false). UIKit sets it while a touch is down inside.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { guard newValue != _isHighlighted else { return }; _isHighlighted = newValue; controlStateDidChange() }
    }

    /// The control's state, combined from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: UIControl.State {
        var s: UIControl.State = .normal
        if _isHighlighted { s.insert(.highlighted) }
        if !_isEnabled { s.insert(.disabled) }
        if _isSelected { s.insert(.selected) }
        return s
    }

    /// How content is placed horizontally inside the control (default `.center`).
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center {
        didSet { if oldValue != contentHorizontalAlignment { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// How content is placed vertically inside the control (default `.center`).
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center {
        didSet { if oldValue != contentVerticalAlignment { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// The horizontal alignment with `.leading`/`.trailing` resolved for the layout direction (left to right
    /// here until the view has a right-to-left layout direction).
    open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed; controls redraw their look.
    func controlStateDidChange() { setNeedsDisplay() }

    // MARK: Sending actions

    /// Sends `action` on the control's behalf (called by `sendActions(for:)` for each matching `UIAction`).
    /// Override to observe or suppress; call super exactly once to run the handler.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// Sends the actions registered for any of `controlEvents`, in registration order.
    open func sendActions(for controlEvents: UIControl.Event) { performSendActions(for: controlEvents) }

    // MARK: - Touch tracking and target-action

    /// Target-action pairs with their events, in registration order.
    var targetActionEntries: [ControlTargetAction] = []
    var _isTracking = false
    var _isTouchInside = false
    weak var _trackingTouch: UITouch?

    /// Whether the control is tracking a touch (between `beginTracking` returning true and the end).
    open var isTracking: Bool { _isTracking }
    /// Whether the tracked touch is inside the control's bounds, grown by UIKit's 70-point tolerance.
    open var isTouchInside: Bool { _isTouchInside }

    /// A touch went down in the control; return true to keep tracking it (default true).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return true to keep tracking (default true).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (`touch` may be nil, as on iOS). The default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled (a recognizer took the touch, the control left the window). The default
    /// does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackingBegan(touches, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackingMoved(touches, with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackingEnded(touches, with: event) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackingCancelled(touches, with: event) }

    /// Registers `action` to be sent to `target` for `controlEvents` (Apple's form). A nil target sends
    /// the action up the responder chain. Without an Objective-C runtime the action reaches a target that
    /// adopts `UITargetActionReceiver`; other targets are recorded but not called (Docs/Deviations.md).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        addTargetAction(target, action: action, for: controlEvents)
    }

    /// Removes target-action pairs for `controlEvents`: a nil target matches every target, a nil action
    /// every action.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        removeTargetAction(target, action: action, for: controlEvents)
    }

    /// Sends `action` to `target` (nil: up the responder chain) for `event`, as `sendActions(for:)` does
    /// for each registered pair. Override to observe or suppress.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }
}
