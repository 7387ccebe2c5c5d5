import Foundation

/// An object that responds to a layer event (usually a property change), mirroring `CAAction`.
///
/// `CALayer.action(forKey:)` finds the action for a changed property; the layer then calls
/// `run(forKey:object:arguments:)`. `CAAnimation` conforms to it (an animation action adds itself to the
/// layer for the key); so can any user type.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Performs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action, stop searching", as in Core Animation.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
