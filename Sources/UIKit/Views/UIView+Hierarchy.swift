import Foundation

/// The view hierarchy, mirrored in the layer tree, with UIKit's callbacks.
///
/// `subviews` is read from the layer's sublayers, so it always has the layer tree's order, even when raw
/// sublayers are mixed in or sublayers are reordered directly. Callback order (the view that moves, its
/// old and new superviews), as logged on iOS: `willMove(toSuperview:)`, `willMove(toWindow:)` (the view,
/// then its descendants), the move, `didMoveToWindow()` (the view, then its descendants),
/// `didMoveToSuperview()`, then the new superview's `didAddSubview(_:)`. Removal: the superview's
/// `willRemoveSubview(_:)`, then the same sequence with nil.
extension UIView {
    /// The subviews, back to front (the order of their layers among the layer's sublayers).
    public var subviews: [UIView] {
        guard let subs = layer.sublayers else { return [] }
        // `_subviews` is kept in layer order; it is the answer unless raw sublayers are mixed in or the
        // layers were reordered directly.
        if subs.count == _subviews.count {
            var i = 0
            while i < subs.count, _subviews[i].layer === subs[i] { i += 1 }
            if i == subs.count { return _subviews }
        }
        var out: [UIView] = []
        out.reserveCapacity(_subviews.count)
        for l in subs {
            if let v = l.delegate as? UIView, v.superview === self, v.layer === l { out.append(v) }
        }
        return out
    }

    /// The window the view is in (the view itself for a window), or nil.
    public var window: UIWindow? {
        var v: UIView? = self
        while let c = v {
            if let w = c as? UIWindow { return w }
            v = c.superview
        }
        return nil
    }

    /// Adds `view` on top of the other subviews, taking it from its old superview.
    public func addSubview(_ view: UIView) { insertSubview(view, at: Int.max) }

    /// Inserts `view` at `index` in `subviews` (clamped), taking it from its old superview. Adding a view
    /// to itself or to one of its own descendants is a precondition failure, as UIKit raises.
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "UIView: cannot add a view to its own subtree")
        if view.superview === self {
            place(view, at: index)
            return
        }
        let oldSuper = view.superview
        let newWindow = window
        let windowChanges = view.window !== newWindow
        let oldTint = view.tintSnapshot
        view.willMove(toSuperview: self)
        if windowChanges { view.notifyWillMove(toWindow: newWindow) }
        if let oldSuper {
            oldSuper.willRemoveSubview(view)
            oldSuper._subviews.removeAll { $0 === view }
            view.superview = nil
        }
        view.superview = self
        place(view, at: index)
        if windowChanges { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.notifyTintChangeIfNeeded(from: oldTint)
    }

    /// Puts `view` (whose `superview` is already this view) at index `index` of `subviews` counted without
    /// it: its layer goes on top of every sublayer at the end (as `addSubview` adds its layer with
    /// `addSublayer`), else just below the layer of the subview that will follow it. Keeps `_subviews` in
    /// layer order.
    private func place(_ view: UIView, at index: Int) {
        // A reorder moves the layer in place: CALayer's insertion takes it out of this list first.
        if view.layer.superlayer === layer { _subviews.removeAll { $0 === view } }
        // Appending needs no look-up (addSubview stays O(1) amortized however many subviews there are).
        if index >= _subviews.count {
            layer.addSublayer(view.layer)
            _subviews.append(view)
            return
        }
        let ordered = subviews
        layer.insertSublayer(view.layer, below: ordered[max(index, 0)].layer)
        _subviews.append(view)
        _subviews = subviews
    }

    /// Inserts `view` just above `sibling` in the subview order (on top if `sibling` is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let others = subviews.filter { $0 !== view }
        guard let i = others.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: i + 1)
    }

    /// Inserts `view` just below `sibling` in the subview order (at the bottom if `sibling` is not a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let others = subviews.filter { $0 !== view }
        guard let i = others.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: i)
    }

    /// Moves `view` to the front of the subviews (no hierarchy callbacks; nothing if not a subview).
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, at: Int.max)
    }

    /// Moves `view` to the back of the subviews (no hierarchy callbacks; nothing if not a subview).
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, at: 0)
    }

    /// Swaps the subviews at two indices of `subviews` (nothing when either is out of range).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let subs = subviews
        guard index1 != index2, subs.indices.contains(index1), subs.indices.contains(index2),
              var all = layer.sublayers,
              let a = all.firstIndex(where: { $0 === subs[index1].layer }),
              let b = all.firstIndex(where: { $0 === subs[index2].layer }) else { return }
        all.swapAt(a, b)
        layer.sublayers = all
        _subviews = subviews
    }

    /// Detaches the view from its superview and window.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        let oldTint = tintSnapshot
        // A first responder leaving the window gives up first-responder status, as on iOS.
        if oldWindow != nil, let fr = UIResponder.currentFirstResponder as? UIView, fr.isDescendant(of: self) {
            fr.resignFirstResponder()
        }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        if layer.superlayer === parent.layer { layer.removeFromSuperlayer() }
        superview = nil
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        notifyTintChangeIfNeeded(from: oldTint)
        withExtendedLifetime(self) { parent._subviews.removeAll { $0 === self } }
    }

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
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    func notifyWillMove(toWindow w: UIWindow?) {
        _viewController?._viewWillMove(toWindow: w) // issue 13: appearance callbacks
        willMove(toWindow: w)
        for s in subviews { s.notifyWillMove(toWindow: w) }
    }

    func notifyDidMoveToWindow() {
        if let w = window { adoptScreenScale(w.screen.scale) }
        didMoveToWindow()
        _viewController?._viewDidMoveToWindow() // issue 13: appearance callbacks
        if _rare?.dynamicBackground != nil { _resolveDynamicColors() } // issue 13: dark mode
        for s in subviews { s.notifyDidMoveToWindow() }
    }
}
