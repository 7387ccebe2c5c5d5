import Foundation

/// The actions machinery, as `CALayer.action(forKey:)` documents its search: the delegate's
/// `action(for:forKey:)`, the `actions` dictionary, the `style` dictionary's `"actions"` entry, then the
/// class's `defaultAction(forKey:)`. An `NSNull` result at any step ends the search with no action.
extension CALayer {
    func lookUpAction(forKey event: String) -> (any CAAction)? {
        if let d = delegate, let a = d.action(for: self, forKey: event) {
            return a is NSNull ? nil : a
        }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        if let styleActions = style?["actions"] as? [String: any CAAction], let a = styleActions[event] {
            return a is NSNull ? nil : a
        }
        if let a = type(of: self).defaultAction(forKey: event) { return a is NSNull ? nil : a }
        return nil
    }

    /// Looks up and runs the action for a property change, unless the transaction disables actions.
    func runAction(forKey key: String) {
        guard actions != nil || style != nil || delegate != nil || type(of: self) != CALayer.self else { return }
        guard !CATransaction.disableActions() else { return }
        action(forKey: key)?.run(forKey: key, object: self, arguments: nil)
    }
}
