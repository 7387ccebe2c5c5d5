import Foundation

/// Internal consistency checks of the view tree (see `CALayer._checkInvariants()`), compiled in when
/// `UIKIT_INTERNAL_CHECKS` is defined (debug builds of this package).
extension UIView {
    #if UIKIT_INTERNAL_CHECKS
    /// Checks this view's subtree and its layer tree: each subview points back to this view and appears
    /// once; the subviews' layers are sublayers of this view's layer in the same order (and `subviews`
    /// is that order); every view's layer has the view as its delegate; every view in a window has the
    /// window's layer as its layer tree's root; the layer tree's own invariants hold. Traps on the first
    /// violation.
    package func _checkInvariants() {
        layer._checkInvariants()
        _checkSubtree(window: window)
    }

    private func _checkSubtree(window w: UIWindow?) {
        precondition(layer.delegate === self, "\(self)'s layer has another delegate")
        // The action fast path's flag is what the two classes give, while the owner link holds.
        if layer._ownerView == Unmanaged.passUnretained(self).toOpaque() {
            precondition(layer._ownerActionIsDefault == UIView._keepsDefaultActionLookUp(type(of: self), type(of: layer)),
                         "\(self)'s layer has a stale action fast-path flag")
        } else {
            precondition(!layer._ownerActionIsDefault, "\(self)'s layer skips action look-ups without its owner link")
        }
        if let w { precondition(layer.rootLayer === w.layer, "\(self) is in a window but its layer is not") }
        _subviews._checkInvariants()
        let subs = subviews
        var seen = Set<ObjectIdentifier>()
        var layerIndex = -1
        for v in subs {
            precondition(v.superview === self, "subview \(v) of \(self) points to another superview")
            precondition(seen.insert(ObjectIdentifier(v)).inserted, "subview \(v) appears twice in \(self)")
            if let i = layer.indexOfSublayer(v.layer) {
                precondition(i > layerIndex, "subviews of \(self) are not in their layers' order")
                layerIndex = i
            }
        }
        if !layer._sublayersReordered {
            precondition(subs.count == _subviews.count, "subviews and stored subviews disagree in \(self)")
            // The chunked list finds each subview at its index (through its layer's hint).
            for (i, v) in subs.enumerated() {
                precondition(indexOfSubview(v) == i, "subview \(i) of \(self) is not found at its index")
            }
            // Every sublayer that belongs to a subview is in `subviews`.
            var owned = 0
            for l in layer.sublayers ?? [] {
                if let v = l.delegate as? UIView, v.superview === self { owned += 1 }
            }
            precondition(owned == subs.count, "\(self) has subview layers that are not in subviews")
        }
        for v in subs { v._checkSubtree(window: w) }
    }
    #else
    @inlinable @inline(__always)
    package func _checkInvariants() {}
    #endif
}
