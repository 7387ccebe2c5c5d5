import Foundation

/// Internal consistency checks of the layer tree, in the manner of swift-collections' `_checkInvariants`:
/// compiled in when `UIKIT_INTERNAL_CHECKS` is defined (debug builds of this package, so its own tests run
/// with them), an empty inlinable function otherwise.
extension CALayer {
    /// Debug builds: traps when a model layer changes while a frame composites (`PipelineOwner.phase` is
    /// `.render`): the compositor reads the model and the render nodes, and a change then would be drawn
    /// half-way and miss its damage. Release builds: nothing.
    @inline(__always) func _checkModelChangeAllowed(_ what: @autoclosure () -> String) {
        #if UIKIT_INTERNAL_CHECKS
        precondition(PipelineOwner.current.phase != .render, "CALayer: \(what()) changed while a frame composites")
        #endif
    }

    #if UIKIT_INTERNAL_CHECKS
    /// Checks this layer's subtree: every sublayer points back to its superlayer and appears once, the
    /// pending-layout marks lead from every layer that needs layout up to its root, and in a tree that is
    /// drawn (a window's) every layer that needs display waits in the transaction's display queue, and a
    /// root with pending layout is registered for the next commit. Traps on the first violation.
    package func _checkInvariants() {
        let root = rootLayer
        var queued: Set<ObjectIdentifier>?
        if root.isOnScreenRoot { queued = Set(PipelineOwner.current.displayQueue.map { ObjectIdentifier($0) }) }
        if superlayer == nil, isOnScreenRoot, subtreeNeedsLayout {
            precondition(PipelineOwner.current.layoutRoots.contains { $0.rootLayer === self },
                         "layer tree needs layout but its root is not registered for the commit")
        }
        _checkSubtree(queued: queued)
    }

    private func _checkSubtree(queued: Set<ObjectIdentifier>?) {
        if let queued, needsDisplayFlag {
            precondition(queued.contains(ObjectIdentifier(self)), "\(self) needs display but is not queued")
        }
        _sublayers._checkInvariants()
        // The action fast path needs the owner view's link.
        precondition(!_ownerActionIsDefault || _ownerView != nil, "\(self) skips action look-ups without an owner view")
        var seen = Set<ObjectIdentifier>()
        for (i, s) in _sublayers.enumerated() {
            precondition(_sublayers.index(of: s) == i, "sublayer \(i) of \(self) is not found at its index")
            precondition(s.superlayer === self, "sublayer \(i) of \(self) points to another superlayer")
            precondition(seen.insert(ObjectIdentifier(s)).inserted, "sublayer \(s) appears twice in \(self)")
            if s.subtreeNeedsLayout {
                precondition(descendantNeedsLayout, "\(s) needs layout but \(self) is not marked")
            }
            s._checkSubtree(queued: queued)
        }
    }

    /// The local invariants after an edit that made `child` a sublayer, checked at the end of every such
    /// edit in debug builds at a cost independent of the tree's size: the child points back here, is found
    /// at its index in one search of its chunk, and its pending layout is marked on the way to the root.
    func _checkLink(to child: CALayer) {
        precondition(child.superlayer === self, "\(child) does not point back to its superlayer")
        guard let i = _sublayers.index(of: child) else { preconditionFailure("\(child) is missing from its superlayer's list") }
        precondition(_sublayers[i] === child, "sublayer \(i) is not the layer found there")
        // Outside layout walks (a walk clears an ancestor's mark before it visits the children, which
        // may add sublayers meanwhile), pending layout is marked on the way to the root.
        guard child.subtreeNeedsLayout, PipelineOwner.current.phase != .layout else { return }
        var path: [CALayer] = []
        var l: CALayer = child
        while let p = l.superlayer {
            if p._isLayingOut { return }
            path.append(p)
            l = p
        }
        for p in path { precondition(p.descendantNeedsLayout, "\(child) needs layout but \(p) is not marked") }
    }

    /// The local invariants after `child` left this layer: it has no superlayer and the list lost one
    /// element.
    func _checkNoLink(to child: CALayer, countBefore: Int) {
        precondition(child.superlayer == nil, "a removed layer still has a superlayer")
        precondition(_sublayers.count == countBefore - 1, "removing a sublayer did not shorten the list by one")
    }
    #else
    @inlinable @inline(__always)
    package func _checkInvariants() {}
    @inline(__always) func _checkLink(to child: CALayer) {}
    #endif
}
