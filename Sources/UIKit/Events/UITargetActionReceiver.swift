import Foundation

/// A target that can run an action named by a `Selector` — this project's stand-in for the Objective-C
/// runtime's message send in target-action (`UIControl.addTarget(_:action:for:)`,
/// `UIGestureRecognizer(target:action:)`, `UIKeyCommand(input:modifierFlags:action:)`,
/// `UIApplication.sendAction(_:to:from:for:)`).
///
/// Without a runtime a method cannot be called by its name, so a selector-based action reaches Swift code
/// only when the target adopts this protocol and switches on the selector's name:
///
///     final class Controller: UIViewController, UITargetActionReceiver {
///         func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) {
///             if action == "buttonTapped:" { buttonTapped(sender) }
///         }
///     }
///
/// Targets that do not adopt it are recorded (so `allTargets` and `actions(forTarget:forControlEvent:)`
/// answer as on iOS) but nothing is called. The closure forms (`UIAction`, `addTarget(handler:)`, ...) need
/// no protocol. See Docs/Deviations.md.
@preconcurrency @MainActor
public protocol UITargetActionReceiver: AnyObject {
    /// Runs the action named `action`, sent by `sender` while handling `event`.
    func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?)
}

extension UITargetActionReceiver {
    /// Whether the receiver handles `action`; the default says yes for every action.
    public func canReceiveAction(_ action: Selector) -> Bool { true }
}
