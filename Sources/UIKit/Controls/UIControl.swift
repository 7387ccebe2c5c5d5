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
}
