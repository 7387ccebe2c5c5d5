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

    /// The local invariants after an edit that inserted `view` here or moved it among the subviews,
    /// checked at the end of every such edit in debug builds at a cost independent of the number of
    /// siblings (a walk up to the root): wherever the view is now (its callbacks may have moved it again),
    /// its layer's delegate is the view, its superview lists it and has its layer as a sublayer (unless
    /// that superview's sublayers were edited directly through CALayer), and a view in a window has the
    /// window's layer as its layer tree's root.
    func _checkLinks(of view: UIView) {
        precondition(view.layer.delegate === view, "\(view)'s layer has another delegate")
        guard let s = view.superview else { return }
        if let w = view.window { precondition(view.layer.rootLayer === w.layer, "\(view) is in a window but its layer is not") }
        guard !s.layer._sublayersReordered else { return }
        precondition(view.layer.superlayer === s.layer, "\(view)'s layer is not a sublayer of its superview's")
        precondition(s.indexOfSubview(view) != nil, "\(view) is missing from its superview's subviews")
    }

    /// The local invariants after `view` left this view: unless its callbacks put it somewhere again, it
    /// has no superview, window or superlayer, and the subviews lost one element.
    func _checkRemoval(of view: UIView, countBefore: Int) {
        guard view.superview == nil else { return _checkLinks(of: view) }
        precondition(view.window == nil, "a removed view is still in a window")
        precondition(view.layer.superlayer !== layer, "a removed view's layer is still a sublayer")
        precondition(layer._sublayersReordered || _subviews.count == countBefore - 1,
                     "removing a subview did not shorten the subviews by one")
    }

    /// The local invariants after two subviews swapped places: each is where the other was, in the
    /// subviews and among the layers.
    func _checkExchange(_ a: UIView, _ b: UIView, at ia: Int, _ ib: Int) {
        _checkLinks(of: a)
        _checkLinks(of: b)
        guard !layer._sublayersReordered, a.superview === self, b.superview === self else { return }
        precondition(indexOfSubview(a) == ib && indexOfSubview(b) == ia, "exchanged subviews are not at each other's index")
        precondition((layer.indexOfSublayer(a.layer) ?? 0 > layer.indexOfSublayer(b.layer) ?? 0) == (ib > ia),
                     "exchanged subviews' layers are not in the subviews' order")
    }
    #else
    @inlinable @inline(__always)
    package func _checkInvariants() {}
    @inline(__always) func _checkLinks(of view: UIView) {}
    @inline(__always) func _checkRemoval(of view: UIView, countBefore: Int) {}
    @inline(__always) func _checkExchange(_ a: UIView, _ b: UIView, at ia: Int, _ ib: Int) {}
    #endif
}
