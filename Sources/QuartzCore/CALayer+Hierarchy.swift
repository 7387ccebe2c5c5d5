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
            let idx = min(Int(index), _sublayers.count)
            _sublayers.insert(layer, at: idx)
            layer._indexInSuperlayer = Int32(truncatingIfNeeded: idx)
        }
        _orderCache = nil
        _sublayersReordered = true
        layer.superlayer = self
        layer.attachPendingWork(wasOnScreen: wasOnScreen)
        setNeedsLayout()
        changeCount &+= 1
        // The inserted subtree is damaged where it lands (and where it was, if it only moved in the order).
        layer.changed(.subtree)
    }

    /// The index of `sibling` among the sublayers, or nil when it is not one. O(1) when the index the
    /// sublayer remembers (`_indexInSuperlayer`) is still right; otherwise the list is searched outwards
    /// from that index (edits near it shift it by a few places) without touching reference counts.
    package func indexOfSublayer(_ sibling: CALayer) -> Int? {
        guard sibling.superlayer === self else { return nil }
        let hint = Int(sibling._indexInSuperlayer)
        let target = UnsafeRawPointer(Unmanaged.passUnretained(sibling).toOpaque())
        // The references are compared as raw pointers: no retain or release per sublayer, and a loop the
        // compiler can keep tight.
        let found: Int? = _sublayers.withUnsafeBufferPointer { buf in
            let n = buf.count
            guard n > 0 else { return nil }
            return UnsafeRawPointer(buf.baseAddress!).withMemoryRebound(to: UnsafeRawPointer.self, capacity: n) { p in
                let h = min(max(hint, 0), n - 1)
                if p[h] == target { return h }
                // Each move that crossed the sibling shifted it by one place, so it is usually near its hint:
                // look up to 32 places either side (issue 8: the old window was 4, so a sibling a few
                // dozen edits away fell through to the scan below).
                let lo = max(h - 32, 0), hi = min(h + 32, n - 1)
                for i in lo...hi where p[i] == target { return i }
                // Otherwise scan from both ends (moves to the front or back are the common reorders).
                var i = 0, j = n - 1
                while i <= j {
                    if p[i] == target { return i }
                    if p[j] == target { return j }
                    i += 1; j -= 1
                }
                return nil
            }
        }
        if let found { sibling._indexInSuperlayer = Int32(truncatingIfNeeded: found) }
        return found
    }

    /// The number of sublayers (no array copy).
    package var _sublayerCount: Int { _sublayers.count }

    /// Moves the sublayer at `from` to `to` (indices of the list), shifting the ones between by one place
    /// in a single memory move.
    func moveSublayer(from: Int, to: Int) {
        guard from != to else { return }
        _sublayers.withUnsafeMutableBufferPointer { buf in
            let base = buf.baseAddress!
            let moving = (base + from).move()
            if from < to {
                (base + from).moveInitialize(from: base + from + 1, count: to - from)
            } else {
                (base + to + 1).moveInitialize(from: base + to, count: from - to)
            }
            (base + to).initialize(to: moving)
            moving._indexInSuperlayer = Int32(truncatingIfNeeded: to)
        }
    }

    /// Swaps two sublayers by index (used by `UIView.exchangeSubview(at:withSubviewAt:)`).
    package func exchangeSublayers(at a: Int, _ b: Int) {
        guard a != b, _sublayers.indices.contains(a), _sublayers.indices.contains(b) else { return }
        _sublayers.swapAt(a, b)
        let la = _sublayers[a], lb = _sublayers[b]
        la._indexInSuperlayer = Int32(truncatingIfNeeded: a)
        lb._indexInSuperlayer = Int32(truncatingIfNeeded: b)
        _orderCache = nil
        _sublayersReordered = true
        setNeedsLayout()
        changeCount &+= 1
        la.changed(.subtree)
        lb.changed(.subtree)
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
        if let i = parent.indexOfSublayer(self) {
            withExtendedLifetime(self) { _ = parent._sublayers.remove(at: i) }
        }
        parent._orderCache = nil
        parent._sublayersReordered = true
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
