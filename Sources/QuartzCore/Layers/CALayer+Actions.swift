import Foundation

/// The actions machinery, as `CALayer.action(forKey:)` documents its search: the delegate's
/// `action(for:forKey:)`, the `actions` dictionary, the `style` dictionary's `"actions"` entry, then the
/// class's `defaultAction(forKey:)`. An `NSNull` result at any step ends the search with no action.
extension CALayer {
    func lookUpAction(forKey event: String) -> (any CAAction)? {
        // The owning view answers through its unretained link (no weak load; CALayer+Links.swift); its
        // usual answer outside animation blocks is its shared NSNull, recognised without a cast.
        if let v = _ownerView, let calls = CALayer._ownerViewCalls {
            if let a = calls._ownerAction(v, for: self, forKey: event) {
                return type(of: a) == NSNull.self || a is NSNull ? nil : a
            }
        } else if let d = delegate, let a = d.action(for: self, forKey: event) {
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
    ///
    /// This runs for every property change, so the checks that decide there is nothing to look up
    /// come first and cost no dynamic cast, no weak load for a view's layer, no transaction-stack search
    /// and no boxing of the old value (`old` is evaluated only when the action is looked up).
    func runAction<Old>(forKey key: String, old: Old) {
        // A view's layer whose view and layer classes keep the default look-up answers
        // no action outside view animation blocks (the view returns NSNull, which ends the search), so the
        // look-up (two open calls, the old-value slot, the NSNull check) is skipped. Any class that could
        // override either method, any other delegate and any open animation block take the full path.
        if _ownerActionIsDefault && !CALayer._ownerAnimationBlocksOpen {
            #if UIKIT_INTERNAL_CHECKS
            precondition(_ownerView != nil && action(forKey: key) == nil, "the action fast path disagrees with the look-up")
            #endif
            return
        }
        guard _delegateIsView || actions != nil || style != nil || delegate != nil || type(of: self) != CALayer.self
                || CALayer.implicitlyAnimatedKeys.contains(key) else { return }
        guard !CATransaction._actionsDisabled else { return }
        // A plain layer of this module's classes outside a window has no action but the implicit
        // animation, which is not added there: skip the lookup (property sets stay cheap).
        if !_delegateIsView, delegate == nil, actions == nil, style == nil,
           CALayer.builtInClasses.contains(ObjectIdentifier(type(of: self))), !rootLayer._isHostedRoot { return }
        // The old value reaches the action (`pendingOldValue`) through a pointer that lives only for this
        // look-up, so it is boxed only if an action asks for it (no closure context, no allocation).
        _withOldValuePointer(to: old) { oldValue in
            let saved = CALayer._pendingOldSlot, savedChange = CALayer._pendingChange
            CALayer._pendingOldSlot = (UnsafeRawPointer(oldValue), Old.self)
            CALayer._pendingChange = (Unmanaged.passUnretained(self), key)
            defer { CALayer._pendingOldSlot = saved; CALayer._pendingChange = savedChange }
            guard let a = action(forKey: key) else { return }
            // Implicit animations of layers outside a window's tree are not added: such a layer is not on
            // screen (Core Animation likewise skips layers not yet committed to the render tree).
            if let anim = a as? CAAnimation, anim.isImplicitDefault, !rootLayer._isHostedRoot { return }
            a.run(forKey: key, object: self, arguments: nil)
        }
    }
}

extension CALayer {
    /// Set by UIKit while a view animation block is open (its context stack is not
    /// empty); while it is false, a layer with `_ownerActionIsDefault` has no action for any change.
    @exclusivity(unchecked) package nonisolated(unsafe) static var _ownerAnimationBlocksOpen = false
}

/// `withUnsafePointer(to:_:)` from a function of this module: a closure written in main-actor code and
/// passed to the standard library gets a run-time executor check at every entry (SE-0423).
@inline(__always)
func _withOldValuePointer<T, R>(to value: T, _ body: (UnsafePointer<T>) -> R) -> R {
    withUnsafePointer(to: value) { body($0) }
}
