import Foundation

/// The view hierarchy, mirrored in the layer tree, with UIKit's callbacks.
extension UIView {
    /// The subviews, back to front.
    public var subviews: [UIView] { _subviews }

    /// The window the view is in, or nil.
    public var window: UIWindow? {
        var v: UIView? = self
        while let c = v {
            if let w = c as? UIWindow { return w }
            v = c.superview
        }
        return nil
    }

    /// Adds `view` on top of the other subviews, taking it from its old superview.
    public func addSubview(_ view: UIView) { insertSubview(view, at: _subviews.count) }

    /// Inserts `view` at `index` in `subviews` (clamped). Adding a view to itself or to one of its own
    /// descendants is a precondition failure, as UIKit raises.
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "UIView: cannot add a view to its own subtree")
        let oldSuper = view.superview
        let newWindow = window
        let windowChanges = view.window !== newWindow
        if oldSuper !== self {
            view.willMove(toSuperview: self)
            if windowChanges { view.notifyWillMove(toWindow: newWindow) }
        }
        var idx = index
        if oldSuper === self, let old = _subviews.firstIndex(where: { $0 === view }) {
            _subviews.remove(at: old)
            if old < idx { idx -= 1 }
        } else if let oldSuper {
            oldSuper.willRemoveSubview(view)
            oldSuper._subviews.removeAll { $0 === view }
            view.superview = nil
        }
        idx = min(max(idx, 0), _subviews.count)
        // Mirror in the layer tree: just below the layer of the subview that will follow.
        if idx < _subviews.count {
            layer.insertSublayer(view.layer, below: _subviews[idx].layer)
        } else if let last = _subviews.last {
            layer.insertSublayer(view.layer, above: last.layer)
        } else {
            layer.addSublayer(view.layer)
        }
        _subviews.insert(view, at: idx)
        view.superview = self
        if oldSuper !== self {
            if windowChanges { view.notifyDidMoveToWindow() }
            view.didMoveToSuperview()
            didAddSubview(view)
        }
    }

    /// Inserts `view` just above `sibling` in the subview order.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = _subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let cur = _subviews.firstIndex(where: { $0 === view })
        insertSubview(view, at: cur.map { $0 < i ? i : i + 1 } ?? i + 1)
    }

    /// Inserts `view` just below `sibling` in the subview order.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = _subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let cur = _subviews.firstIndex(where: { $0 === view })
        insertSubview(view, at: cur.map { $0 < i ? i - 1 : i } ?? i)
    }

    /// Moves `view` to the front.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: _subviews.count)
    }

    /// Moves `view` to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard index1 != index2, _subviews.indices.contains(index1), _subviews.indices.contains(index2) else { return }
        let a = _subviews[index1], b = _subviews[index2]
        let lo = min(index1, index2), hi = max(index1, index2)
        let (first, second) = index1 < index2 ? (a, b) : (b, a)
        insertSubview(second, at: lo)
        insertSubview(first, at: hi)
    }

    /// Detaches the view from its superview and window.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent._subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v { if c === view { return true }; v = c.superview }
        return false
    }

    /// The view itself or the first descendant (depth first) whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in _subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    func notifyWillMove(toWindow w: UIWindow?) {
        willMove(toWindow: w)
        for s in _subviews { s.notifyWillMove(toWindow: w) }
    }

    func notifyDidMoveToWindow() {
        if let w = window, w.screen.scale != layer.contentsScale {
            layer.contentsScale = w.screen.scale
            setNeedsDisplay()
        }
        didMoveToWindow()
        for s in _subviews { s.notifyDidMoveToWindow() }
    }
}
