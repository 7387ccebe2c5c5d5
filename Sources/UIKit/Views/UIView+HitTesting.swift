import Foundation

/// Hit testing, with UIKit's rules: hidden views, views with alpha below 0.01 and views with user
/// interaction disabled are skipped with their subtrees; subviews are tried front to back; a point outside
/// a view's bounds never reaches its subviews, clipped or not (the seed: "touch events are always based on
/// the target view's superview's bounds rectangle").
extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let l = layer
        guard !l.isHidden, isUserInteractionEnabled, l.opacity >= 0.01, self.point(inside: point, with: event) else { return nil }
        return _hitTestSubviews(point, with: event)
    }

    /// The subviews' part of the default `hitTest`: front to back, the first non-nil answer, else `self`.
    @inline(__always)
    func _hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // `subs` holds the subviews (one retain of the array), so the loop reads them unretained: no
        // reference counting per subview (views are weakly referenced, so theirs takes the slow path).
        // A leaf needs no look at the layer's reorder flag (`_subviews` lists every subview).
        if !_hasSubviews { return self }
        let subs = _orderedSubviews
        guard (subs._s?.elementCount ?? 0) != 0 else { return self }
        let plain = layer._hasIdentitySublayerTransform
        let plainClass = ObjectIdentifier(UIView.self)
        // The elements are read unretained (`subs` keeps them alive) through a nonisolated helper, so no
        // retain/release pair and no main-executor check per visited subview.
        return subs._lastNonNilUnretained { s in
            if plain, ObjectIdentifier(type(of: s)) == plainClass {
                return s._plainHitTest(point, with: event)
            }
            return s.hitTest(s.pointFromSuperview(point, plainSuperview: plain), with: event)
        } ?? self
    }

    /// `hitTest(_:with:)` of a view whose class is exactly `UIView` (so its layer is exactly a `CALayer`),
    /// under a superview without a sublayer transform, given `superPoint` in the superview's coordinates.
    /// Such a view overrides nothing, so this is the default hit test with the same
    /// reads and arithmetic (all of them pure reads, so their order does not matter), but without the
    /// dynamic dispatch of `hitTest`, `point(inside:with:)`, `isUserInteractionEnabled`, the view's
    /// `bounds` and the layer's getters (`CALayer._plainHitPoint` reads the layer's storage), and with
    /// the layer's geometry read once for both the conversion and the inside test. (Hit testing is memory-bound: fewer instructions per
    /// visited view let the processor overlap more siblings' cache misses.)
    func _plainHitTest(_ superPoint: CGPoint, with event: UIEvent?) -> UIView? {
        let l = layer
        guard l._hasIdentityTransform else { return hitTest(pointFromSuperview(superPoint, plainSuperview: true), with: event) }
        guard _isUserInteractionEnabled, let point = l._plainHitPoint(superPoint) else { return nil }
        return _hitTestSubviews(point, with: event)
    }

    /// `point` (in the superview's coordinates) in this view's coordinates; without transforms it is a
    /// translation, so no matrix is inverted.
    func pointFromSuperview(_ point: CGPoint, plainSuperview: Bool) -> CGPoint {
        let l = layer
        guard plainSuperview, l._hasIdentityTransform else {
            return point.applying(l.modelGeometryTransform().inverted())
        }
        let b = l.bounds, a = l.anchorPoint, p = l.position
        return CGPoint(x: point.x - p.x + a.x * b.width + b.minX, y: point.y - p.y + a.y * b.height + b.minY)
    }
}

extension CGRect {
    /// `contains(_:)` (max edges exclusive; false for null and empty rects and NaN points), inlined: the
    /// Foundation call was a few percent of hit testing, made once per visited view.
    @inline(__always)
    func _containsInline(_ p: CGPoint) -> Bool {
        let x0 = size.width >= 0 ? origin.x : origin.x + size.width
        let y0 = size.height >= 0 ? origin.y : origin.y + size.height
        return p.x >= x0 && p.x < x0 + abs(size.width) && p.y >= y0 && p.y < y0 + abs(size.height)
    }
}
