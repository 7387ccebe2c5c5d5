import Foundation
import CoreGraphics

/// The layer tree: `sublayers`, `superlayer`, insertion and removal, as `CALayer` documents them.
extension CALayer {
    /// The sublayers in back-to-front order; nil when there are none.
    public var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers.array }
        set {
            _checkModelChangeAllowed("sublayers")
            for l in _sublayers {
                noteRemovedDamage(l.renderedSubtreeRect)
                l.dropRenderNodes(leaving: self)
                l.superlayer = nil
            }
            _sublayers.removeAll()
            noteSublayersChanged()
            _sublayersReordered = true
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
        _checkModelChangeAllowed("sublayers")
        if let owner = layer._maskOwner, owner.mask === layer { owner.mask = nil }
        // A subtree that was already on screen has its display requests queued; only one coming from a
        // detached tree needs the walk that queues them again.
        let wasOnScreen = layer.rootLayer.isOnScreenRoot
        if layer.superlayer === self, let old = indexOfSublayer(layer) {
            // A move within the list: one contiguous move of the references in between, no reference
            // counting and no look-up of the other sublayers.
            moveSublayer(from: old, to: min(Int(index), _sublayers.count - 1))
        } else {
            layer.removeFromSuperlayer()
            layer.dropDeferredRenderNodes()
            _sublayers.insert(layer, at: min(Int(index), _sublayers.count))
        }
        noteSublayersChanged()
        _sublayersReordered = true
        layer.superlayer = self
        layer.attachPendingWork(wasOnScreen: wasOnScreen)
        // A layer whose own layout adds the sublayer is laying it out already (building subviews in
        // `layoutSubviews` must not ask for that layout again).
        if !_isLayingOut { setNeedsLayout() }
        changeCount &+= 1
        // The commit compares the lists and damages the inserted subtree where it lands (and where it was, if
        // it only moved in the order; CALayer+SublayerListDamage.swift).
        layer.changedPlace()
        _checkLink(to: layer)
    }

    /// The index of `sibling` among the sublayers, or nil when it is not one. O(1) plus a search of one
    /// chunk of the list: the sublayer's hint (`_indexInSuperlayer`) names its chunk exactly and its slot
    /// approximately (`ChildList`); no reference counting.
    package func indexOfSublayer(_ sibling: CALayer) -> Int? {
        guard sibling.superlayer === self else { return nil }
        return _sublayers.index(of: sibling)
    }

    /// The number of sublayers (no array copy).
    package var _sublayerCount: Int { _sublayers.count }

    /// Moves the sublayer at `from` to `to` (indices of the list), shifting the ones between by one place:
    /// `ChildList.move`, the same move `UIView` uses for its subviews.
    func moveSublayer(from: Int, to: Int) {
        _sublayers.move(from: from, to: to)
    }

    /// Swaps two sublayers by index (used by `UIView.exchangeSubview(at:withSubviewAt:)`).
    package func exchangeSublayers(at a: Int, _ b: Int) {
        guard a != b, a >= 0, b >= 0, a < _sublayers.count, b < _sublayers.count else { return }
        _checkModelChangeAllowed("sublayers")
        _sublayers.swapAt(a, b)
        let la = _sublayers[a], lb = _sublayers[b]
        noteSublayersChanged()
        _sublayersReordered = true
        setNeedsLayout()
        changeCount &+= 1
        la.changedPlace()
        lb.changedPlace()
        _checkLink(to: la)
        _checkLink(to: lb)
    }

    /// Records that this layer took a new place in a sublayer list: a new frame is due. None of its own
    /// values changed; its superlayer's list did, and that list's commit damages it where it lands.
    func changedPlace() {
        changeCount &+= 1
        if _isPresentationCopy { return }
        CATransaction.noteChange()
    }

    /// The index `sibling` would have among the sublayers once `layer` is taken out of them.
    private func index(of sibling: CALayer?, ignoring layer: CALayer) -> Int? {
        guard let sibling, sibling !== layer, let i = indexOfSublayer(sibling) else { return nil }
        if layer.superlayer === self, let j = indexOfSublayer(layer), j < i { return i - 1 }
        return i
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
        guard let i = indexOfSublayer(old) else { return }
        if old === new { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }

    /// Detaches the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        _checkModelChangeAllowed("superlayer")
        #if UIKIT_INTERNAL_CHECKS
        let countBefore = parent._sublayers.count
        defer { parent._checkNoLink(to: self, countBefore: countBefore) }
        #endif
        if let i = parent.indexOfSublayer(self) {
            withExtendedLifetime(self) { _ = parent._sublayers.remove(at: i) }
        }
        parent.noteSublayersChanged()
        parent._sublayersReordered = true
        parent.noteRemovedDamage(renderedSubtreeRect)
        dropRenderNodes(leaving: parent)
        superlayer = nil
        if !parent._isLayingOut { parent.setNeedsLayout() }
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
