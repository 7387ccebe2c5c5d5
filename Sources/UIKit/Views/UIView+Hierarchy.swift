import Foundation

/// The view hierarchy, mirrored in the layer tree, with UIKit's callbacks.
///
/// `subviews` always has the layer tree's order, even when raw sublayers are mixed in or sublayers are
/// reordered directly: every edit keeps `_subviews` and the sublayers in step, in O(1) bookkeeping plus one
/// memory move (see Docs/Architecture-notes.md). Callback order (the view that moves, its
/// old and new superviews), as logged on iOS: `willMove(toSuperview:)`, `willMove(toWindow:)` (the view,
/// then its descendants), the move, `didMoveToWindow()` (the view, then its descendants),
/// `didMoveToSuperview()`, then the new superview's `didAddSubview(_:)`. Removal: the superview's
/// `willRemoveSubview(_:)`, then the same sequence with nil.
extension UIView {
    /// The subviews, back to front (the order of their layers among the layer's sublayers).
    ///
    /// `_subviews` is kept in layer order by every hierarchy edit; the array is built from it on the first
    /// read after an edit and kept until the next (the chunked list is not an array). Only when
    /// the layer's sublayers were edited directly through `CALayer` (the layer tells with
    /// `_sublayersReordered`) is the order read from the layers again.
    public var subviews: [UIView] {
        if !layer._sublayersReordered {
            // The cached array read here, in UIKit (see `_hasSubviews`); built by the list otherwise.
            if let a = _subviews._s?.cachedArray { return unsafeBitCast(a, to: [UIView].self) }
            return _subviews.array
        }
        return resyncSubviews()
    }

    /// The subviews in layer order as the chunked list itself (no array built): `_subviews`, after a
    /// resync when the sublayers were edited directly. What internal walks over the subviews read.
    var _orderedSubviews: ChildList<UIView> {
        if layer._sublayersReordered { _ = resyncSubviews() }
        return _subviews
    }

    /// The subviews in the order of the layer's sublayers, after the sublayers were edited directly.
    /// When every subview's layer is still a sublayer, `_subviews` takes the new order and the layer's
    /// flag is cleared; otherwise (a subview's layer was taken out through `CALayer`) the flag stays.
    private func resyncSubviews() -> [UIView] {
        var out: [UIView] = []
        out.reserveCapacity(_subviews.count)
        for l in layer.sublayers ?? [] {
            if let v = l.delegate as? UIView, v.superview === self, v.layer === l { out.append(v) }
        }
        if out.count == _subviews.count {
            _subviews = ChildList(out)
            layer._sublayersReordered = false
        }
        return out
    }

    /// The window the view is in (the view itself for a window), or nil.
    public var window: UIWindow? {
        if let w = self as? UIWindow { return w }
        return UIView._windowAbove(Unmanaged.passUnretained(self))
    }

    /// The nearest window above `start`: up through the unretained links, without retaining any view on
    /// the way, then one weak load of the window found. A weak load of each ancestor, and the retain and
    /// release of each, which take the runtime's slow path for a view with subviews (its subviews refer to
    /// it weakly, which gives it a side table), were most of a hierarchy edit. The two walks agree: a link
    /// is cleared when its view leaves the superview or when the superview's deinit runs, and the only
    /// view a link can lead to while it is being deinitialized is the top of the chain (it left its own
    /// superview to be released), whose weak reference is then nil, which the final load answers.
    /// Nonisolated, so that its closures carry no executor check.
    private nonisolated static func _windowAbove(_ start: Unmanaged<UIView>) -> UIWindow? {
        var below = start
        while let up = below._withUnsafeGuaranteedRef({ $0._superviewLink }) {
            if up._withUnsafeGuaranteedRef({ $0 is UIWindow }) {
                return below._withUnsafeGuaranteedRef { $0._superviewStorage } as? UIWindow
            }
            below = up
        }
        return nil
    }

    /// Adds `view` on top of the other subviews, taking it from its old superview.
    public func addSubview(_ view: UIView) { insertSubview(view, placement: .at(Int.max)) }

    /// Inserts `view` at `index` in `subviews` (clamped), taking it from its old superview. Adding a view
    /// to itself or to one of its own descendants is a precondition failure, as UIKit raises.
    public func insertSubview(_ view: UIView, at index: Int) { insertSubview(view, placement: .at(index)) }

    /// Inserts `view` just above `sibling` in the subview order, its layer directly above the sibling's
    /// layer (also when plain sublayers lie above the sibling). When `sibling` is not a subview, `view` is
    /// added on top, as UIKit does.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, placement: .above(sibling))
    }

    /// Inserts `view` just below `sibling` in the subview order, its layer directly below the sibling's
    /// layer. When `sibling` is not a subview, `view` is added on top, as UIKit does.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, placement: .below(sibling))
    }

    /// Moves `view` to the front of the subviews (no hierarchy callbacks; nothing if not a subview).
    public func bringSubviewToFront(_ view: UIView) {
        // Already in front: nothing moves, so nothing is invalidated (a cell that keeps its separator in
        // front from `layoutSubviews` must not request another layout pass each time).
        guard view.superview === self, _subviews.last !== view else { return }
        editingSublayers { place(view, .at(Int.max), alreadyHere: true) }
    }

    /// Moves `view` to the back of the subviews (no hierarchy callbacks; nothing if not a subview).
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self, _subviews.first !== view else { return }
        editingSublayers { place(view, .at(0), alreadyHere: true) }
    }

    /// Swaps the subviews at two indices of `subviews` (nothing when either is out of range).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        // No copy of the list is held across the edit (a held copy would make the swap copy the list).
        if layer._sublayersReordered { _ = resyncSubviews() }
        let v1: UIView, v2: UIView
        if layer._sublayersReordered {
            // A subview's layer was taken out through CALayer: the indices count `subviews` as the
            // layers order them (without that view).
            let subs = subviews
            guard index1 != index2, subs.indices.contains(index1), subs.indices.contains(index2) else { return }
            v1 = subs[index1]
            v2 = subs[index2]
        } else {
            let n = _subviews.count
            guard index1 != index2, index1 >= 0, index2 >= 0, index1 < n, index2 < n else { return }
            v1 = _subviews[index1]
            v2 = _subviews[index2]
        }
        guard let a = layer.indexOfSublayer(v1.layer), let b = layer.indexOfSublayer(v2.layer) else { return }
        let i1 = indexOfSubview(v1), i2 = indexOfSubview(v2)
        editingSublayers {
            layer.exchangeSublayers(at: a, b)
            if let i1, let i2 { _subviews.swapAt(i1, i2) }
        }
        if let i1, let i2 { _checkExchange(v1, v2, at: i1, i2) }
    }

    /// Detaches the view from its superview and window.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        let oldTint = _tintSnapshotIfTracked
        // A first responder leaving the window gives up first-responder status, as on iOS.
        if let fr = oldWindow?._firstResponder as? UIView, fr.isDescendant(of: self) {
            fr.resignFirstResponder()
        }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        let index = parent.indexOfSubview(self)
        let countBefore = parent._subviews.count
        // The parent's reference may be the last one: keep the view alive through its callbacks.
        withExtendedLifetime(self) {
            parent.editingSublayers {
                if layer.superlayer === parent.layer { layer.removeFromSuperlayer() }
            }
            if let index { parent._subviews.remove(at: index) }
            superview = nil
            if oldWindow != nil { notifyDidMoveToWindow() }
            didMoveToSuperview()
            if UIView._tintOverridesSeen { notifyTintChangeIfNeeded(from: oldTint) }
            parent._checkRemoval(of: self, countBefore: countBefore)
        }
    }

    // MARK: Bookkeeping

    /// Where a view goes among the subviews.
    enum SubviewPlacement {
        /// At an index of `subviews` counted without the view (clamped).
        case at(Int)
        /// Directly above / below a sibling (on top when it is not a subview).
        case above(UIView), below(UIView)
    }

    private func insertSubview(_ view: UIView, placement: SubviewPlacement) {
        let oldSuper = view.superview
        if oldSuper === self {
            // A reorder: a subview is never an ancestor of its superview, so no walk up the tree.
            editingSublayers { place(view, placement, alreadyHere: true) }
            return
        }
        // `view` must not be on the way up from this view (adding a view to itself or its own subtree):
        // checked through the unretained links, which retain nothing (see `window`).
        let target = Unmanaged.passUnretained(view).toOpaque()
        var link: Unmanaged<UIView>? = Unmanaged.passUnretained(self)
        while let l = link {
            precondition(l.toOpaque() != target, "UIView: cannot add a view to its own subtree")
            link = l.takeUnretainedValue()._superviewLink
        }
        let newWindow = window
        let windowChanges = view.window !== newWindow
        let oldTint = view._tintSnapshotIfTracked
        view.willMove(toSuperview: self)
        if windowChanges { view.notifyWillMove(toWindow: newWindow) }
        if let oldSuper {
            oldSuper.willRemoveSubview(view)
            let index = oldSuper.indexOfSubview(view)
            // The layer leaves the old superlayer in `place` (CALayer's insertion takes it out first).
            oldSuper.editingSublayers {
                editingSublayers { place(view, placement, alreadyHere: false) }
            }
            if let index { withExtendedLifetime(view) { _ = oldSuper._subviews.remove(at: index) } }
        } else {
            editingSublayers { place(view, placement, alreadyHere: false) }
        }
        view.superview = self
        if windowChanges { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        if UIView._tintOverridesSeen { view.notifyTintChangeIfNeeded(from: oldTint) }
        _checkLinks(of: view)
    }

    /// The index of `view` in `_subviews`, or nil. The subviews are the view-owned sublayers in the same
    /// order, so a subview's index is its layer's index (O(1) through the layer's hint) minus the number
    /// of plain sublayers below it: it lies in the `extra` places below the layer's index, where `extra`
    /// is how many more sublayers than subviews there are (none in the usual case: one identity check).
    /// When the sublayers were edited directly (`_sublayersReordered`), the list is scanned by identity.
    func indexOfSubview(_ view: UIView) -> Int? {
        let n = _subviews.count
        if !layer._sublayersReordered, let li = layer.indexOfSublayer(view.layer) {
            let extra = layer._sublayerCount - n
            if extra >= 0 { return _subviews.index(of: view, in: (li - extra)...li) }
        }
        return _subviews.index(of: view)
    }

    /// Runs a sublayer edit made by the view hierarchy: the layer's `_sublayersReordered` flag (which
    /// tells direct `CALayer` edits) is left as it was before, since `_subviews` follows the edit.
    @inline(__always)
    func editingSublayers(_ body: () -> Void) {
        _checkNotRendering("subviews")
        let wasReordered = layer._sublayersReordered
        if wasReordered { _ = resyncSubviews() }
        let stillReordered = layer._sublayersReordered
        body()
        layer._sublayersReordered = stillReordered
    }

    /// Puts `view` (becoming a subview of this view) at its place among the subviews and its layer at the
    /// matching place among the sublayers, keeping `_subviews` in layer order. `alreadyHere`: the view
    /// is a subview already and only moves in the order.
    private func place(_ view: UIView, _ placement: SubviewPlacement, alreadyHere: Bool) {
        #if UIKIT_INTERNAL_CHECKS
        defer { _checkPlacement(of: view) }
        #endif
        // The sibling's index is taken while the layer and view lists still agree (an O(1) look-up).
        var siblingIndex: Int?
        var above = true
        switch placement {
        case .at: break
        case .above(let sibling), .below(let sibling):
            if case .below = placement { above = false }
            if sibling === view {
                // Relative to itself: a subview stays where it is; a new one goes on top.
                if alreadyHere { return }
            } else if sibling.superview === self, sibling.layer.superlayer === layer {
                siblingIndex = indexOfSubview(sibling)
            }
        }
        // A reorder moves the view within `_subviews` in one memory move at the end (removing and
        // re-inserting moved the tail twice); until then the list is read as if the view were not in it.
        var removed: Int?
        if alreadyHere, let i = indexOfSubview(view) {
            removed = i
            if let s = siblingIndex, i < s { siblingIndex = s - 1 }
        }
        let countWithout = _subviews.count - (removed == nil ? 0 : 1)
        /// The subview at `j` of the list without `view`.
        func subview(at j: Int) -> UIView {
            if let r = removed, j >= r { return _subviews[j + 1] }
            return _subviews[j]
        }
        // The index `view` gets in the list, after its layer is placed.
        let target: Int
        switch placement {
        case .at(let index):
            // Appending needs no look-up: the layer goes on top of every sublayer (as `addSubview` adds
            // its layer with `addSublayer`).
            let i = max(index, 0)
            if i >= countWithout {
                layer.addSublayer(view.layer)
                target = countWithout
            } else {
                layer.insertSublayer(view.layer, below: subview(at: i).layer)
                target = i
            }
        case .above(let sibling), .below(let sibling):
            if let i = siblingIndex {
                if above {
                    layer.insertSublayer(view.layer, above: sibling.layer)
                    target = i + 1
                } else {
                    layer.insertSublayer(view.layer, below: sibling.layer)
                    target = i
                }
            } else {
                layer.addSublayer(view.layer)
                target = countWithout
            }
        }
        if let r = removed {
            _subviews.move(from: r, to: target)
        } else if target >= _subviews.count {
            _subviews.append(view)
        } else {
            _subviews.insert(view, at: target)
        }
    }

    #if UIKIT_INTERNAL_CHECKS
    /// After every placement (debug builds, `UIKIT_INTERNAL_CHECKS`): the view is listed and its layer is
    /// a sublayer between its neighbours' layers. O(1) with fresh index hints, so every test runs it.
    private func _checkPlacement(of view: UIView) {
        guard !layer._sublayersReordered else { return }
        precondition(view.layer.superlayer === layer, "placed view's layer is not a sublayer")
        guard let i = indexOfSubview(view), let li = layer.indexOfSublayer(view.layer) else {
            preconditionFailure("placed view is missing from subviews or sublayers")
        }
        if i > 0, let p = layer.indexOfSublayer(_subviews[i - 1].layer) {
            precondition(p < li, "subview order disagrees with layer order")
        }
        if i + 1 < _subviews.count, let n = layer.indexOfSublayer(_subviews[i + 1].layer) {
            precondition(n > li, "subview order disagrees with layer order")
        }
    }
    #endif

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v { if c === view { return true }; v = c.superview }
        return false
    }

    /// The view itself if its `tag` is `tag`, else the first matching descendant, depth first in
    /// subview order.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in _orderedSubviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    func notifyWillMove(toWindow w: UIWindow?) {
        if w != nil && AppearanceRegistry.shared.isActive { AppearanceRegistry.shared.apply(to: self) } // UIAppearance
        _viewController?._viewWillMove(toWindow: w) // appearance callbacks
        willMove(toWindow: w)
        let subs = _orderedSubviews // a copy: the callbacks may edit the tree
        subs._forEachUnretainedView { $0.notifyWillMove(toWindow: w) }
    }

    func notifyDidMoveToWindow() {
        if let w = window { adoptScreenScale(w.screen.scale) }
        didMoveToWindow()
        if let vc = _viewController {
            vc._deliverInitialTraitsIfNeeded()
            vc._viewDidMoveToWindow() // appearance callbacks
        }
        if _rare?.dynamicBackground != nil { _resolveDynamicColors() } // dark mode
        let subs = _orderedSubviews
        subs._forEachUnretainedView { $0.notifyDidMoveToWindow() }
    }
}
