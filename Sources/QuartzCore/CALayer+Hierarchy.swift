import Foundation
import CoreGraphics

/// The layer tree: `sublayers`, `superlayer`, insertion and removal, as `CALayer` documents them.
extension CALayer {
    /// The sublayers in back-to-front order; nil when there are none.
    public var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for l in _sublayers {
                noteRemovedDamage(l.renderedSubtreeRect)
                l.superlayer = nil
            }
            _sublayers = []
            _orderCache = nil
            for l in newValue ?? [] { insertSublayer(l, at: UInt32(_sublayers.count)) }
            structureChanged()
        }
    }
}

extension CALayer {
    /// Appends `layer` on top of the other sublayers, taking it from its old superlayer.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(_sublayers.count))
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to their count), first taking it from its
    /// current superlayer (this one included, so a move within the list lands at `index` of the list
    /// without it). Inserting a layer into its own subtree is a precondition failure, as Core Animation
    /// raises.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        precondition(layer !== self && !isInSubtree(of: layer), "CALayer: cannot add a layer to its own subtree")
        if let owner = layer._maskOwner, owner.mask === layer { owner.mask = nil }
        // A subtree that was already on screen has its display requests queued; only one coming from a
        // detached tree needs the walk that queues them again.
        let wasOnScreen = layer.rootLayer.isOnScreenRoot
        if layer.superlayer === self, let old = _sublayers.firstIndex(where: { $0 === layer }) {
            _sublayers.remove(at: old)
        } else {
            layer.removeFromSuperlayer()
        }
        let idx = min(Int(index), _sublayers.count)
        _sublayers.insert(layer, at: idx)
        _orderCache = nil
        layer.superlayer = self
        layer.attachPendingWork(wasOnScreen: wasOnScreen)
        setNeedsLayout()
        changeCount &+= 1
        // The inserted subtree is damaged where it lands (and where it was, if it only moved in the order).
        layer.changed(.subtree)
    }

    /// The index `sibling` has among the sublayers other than `layer`.
    private func index(of sibling: CALayer?, ignoring layer: CALayer) -> Int? {
        guard let sibling, sibling !== layer else { return nil }
        var i = 0
        for s in _sublayers where s !== layer {
            if s === sibling { return i }
            i += 1
        }
        return nil
    }

    /// Inserts `layer` just below `sibling` (at the bottom if `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(index(of: sibling, ignoring: layer) ?? 0))
    }

    /// Inserts `layer` just above `sibling` (on top if `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        if let i = index(of: sibling, ignoring: layer) { insertSublayer(layer, at: UInt32(i + 1)) }
        else { addSublayer(layer) }
    }

    /// Replaces the sublayer `old` by `new` at the same index; nothing happens if `old` is not a sublayer.
    public func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard old.superlayer === self, let i = _sublayers.firstIndex(where: { $0 === old }) else { return }
        if old === new { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }

    /// Detaches the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent._sublayers.removeAll { $0 === self }
        parent._orderCache = nil
        parent.noteRemovedDamage(renderedSubtreeRect)
        renderedSubtreeRect = .null
        renderedRect = .null
        superlayer = nil
        parent.setNeedsLayout()
        parent.structureChanged()
    }

    /// A sublayer list change: a new frame is due; the damage is recorded per sublayer.
    func structureChanged() {
        changeCount &+= 1
        CATransaction.noteChange()
    }

    /// Whether `self` is `ancestor` or lies below it.
    package func isInSubtree(of ancestor: CALayer) -> Bool {
        var l: CALayer? = self
        while let c = l { if c === ancestor { return true }; l = c.superlayer }
        return false
    }

    /// The topmost ancestor (the layer itself at the root).
    package var rootLayer: CALayer {
        var l = self
        while let s = l.superlayer { l = s }
        return l
    }

    /// Re-registers layout that was requested while the layer was detached, so a moved subtree is laid out.
    func attachPendingWork(wasOnScreen: Bool) {
        if needsLayoutFlag || descendantNeedsLayout { markAncestorsNeedLayout() }
        // Display requests made while detached were dropped from the queue; queue them again once the
        // subtree reaches the screen. Moves within on-screen trees and between detached ones need no walk.
        if !wasOnScreen && rootLayer.isOnScreenRoot { CATransaction.registerPendingDisplay(inSubtreeOf: self) }
    }
}
