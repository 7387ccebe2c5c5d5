import Foundation

/// An object that can respond to and handle events, mirroring `UIResponder`.
///
/// Views, windows, view controllers and the application are responders; `next` links them into the
/// responder chain. Event delivery arrives with the events issue; this is the chain's skeleton.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

    /// The next responder in the chain, nil by default.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder will give up first-responder status (true by default).
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    static weak var currentFirstResponder: UIResponder?

    /// Asks to become first responder; succeeds when `canBecomeFirstResponder` is true.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        // A view becomes first responder only inside a window (issue 10).
        if let view = self as? UIView, view.window == nil { return false }
        if let current = UIResponder.currentFirstResponder, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        UIResponder.currentFirstResponder = self
        return true
    }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.currentFirstResponder === self { UIResponder.currentFirstResponder = nil }
        return true
    }

    // MARK: - Events (issue 10)

    /// One or more fingers went down in the view or window. The default forwards to `next`, as UIKit's
    /// does; views that handle touches override all four touch methods without calling super.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The system cancelled the touches (a recognizer took them, the view left the window). The default
    /// forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    /// Estimated touch properties were updated (never called here: hosts report final values).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// A key or button went down. The default forwards to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if _deliverKeyInput(presses) { return }
        next?.pressesBegan(presses, with: event)
    }
    /// A press changed (its force). The default forwards to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// A key or button was released. The default forwards to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// A press was cancelled. The default forwards to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// A motion event began (shake). The default forwards to `next`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion event ended. The default forwards to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion event was cancelled. The default forwards to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    /// A remote-control event arrived. The default forwards to `next`.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    /// The keyboard shortcuts this responder handles (nil by default). Key presses are matched against
    /// the commands of the first responder and then each next responder before `pressesBegan` is sent.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether this responder handles `action` (true when it adopts `UITargetActionReceiver`; without an
    /// Objective-C runtime a method cannot be looked up by name). The default asks `next` otherwise.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        self is UITargetActionReceiver
    }

    /// The responder that handles `action`: this one if `canPerformAction(_:withSender:)` says so, else
    /// the next responder's answer.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: - Creation by type (issue 13)

    /// Archives are not supported on Linux; this initializer exists, `required` as on iOS (where
    /// `UIResponder` adopts `NSCoding`), so that `UIApplicationMain` and `@main` can create the app delegate
    /// and scene delegates from their class alone. It runs the plain initialization (see Docs/Deviations.md).
    public required init?(coder: NSCoder) { super.init() }

    // MARK: - Text input and the keyboard

    /// The view shown instead of the system keyboard while this responder is first responder
    /// (`inputView`; nil). Linux shows no keyboard; the property exists so that overrides compile.
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard (`inputAccessoryView`; nil).
    open var inputAccessoryView: UIView? { nil }
    /// Asks for the input views to be reloaded (`reloadInputViews()`; nothing to reload on Linux).
    open func reloadInputViews() {}
    /// An identifier for the text-input mode to restore (`textInputContextIdentifier`; nil).
    open var textInputContextIdentifier: String? { nil }
}
