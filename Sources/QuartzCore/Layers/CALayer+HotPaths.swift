import Foundation

/// Cheap reads for the hot loops of the layers' clients (hit testing, autoresizing, layout): the flags the
/// transform setters keep, instead of building a 4×4 matrix and comparing its 16 entries.
extension CALayer {
    /// Whether `transform` is the identity. Read from the box (nil exactly for the identity), which shares a
    /// cache line with `isHidden` and `opacity`, so a hit-tested layer costs one line fewer.
    @inlinable package var _hasIdentityTransform: Bool { @inline(__always) get { _transformBox == nil } }
    /// Whether `sublayerTransform` is the identity.
    @inlinable package var _hasIdentitySublayerTransform: Bool { @inline(__always) get { _sublayerTransformBox == nil } }
}

// Foundation's `==` on CGRect, CGSize and CGPoint is not inlinable here (a call per
// comparison, several per frame change: 4 % of autoresizing). The same comparisons, inlined; NaN compares
// unequal as with `==`.
extension CGRect {
    @inlinable @inline(__always)
    package func _isSame(as r: CGRect) -> Bool {
        origin.x == r.origin.x && origin.y == r.origin.y && size.width == r.size.width && size.height == r.size.height
    }
}

extension CGSize {
    @inlinable @inline(__always)
    package func _isSame(as s: CGSize) -> Bool { width == s.width && height == s.height }
}

extension CGPoint {
    @inlinable @inline(__always)
    package func _isSame(as p: CGPoint) -> Bool { x == p.x && y == p.y }
}

extension CALayer {
    /// Hit testing of a plain view's layer: for a layer whose class is exactly
    /// `CALayer`, with the identity transform, in a superlayer without a sublayer transform, `p` (in the
    /// superlayer's space) in this layer's space if the layer is visible (not hidden, opacity at least
    /// 0.01) and `p` is inside its bounds (max edges exclusive), else nil: what UIView's default hit test
    /// reads through the getters, with the same arithmetic, read from storage without dynamic dispatch.
    /// Not inlinable: stored fields read from UIKit would get run-time exclusivity checks.
    package final func _plainHitPoint(_ p: CGPoint) -> CGPoint? {
        guard !_isHidden, _opacity >= 0.01 else { return nil }
        let b = _bounds, a = _anchorPoint, pos = _position
        let q = CGPoint(x: p.x - pos.x + a.x * b.width + b.minX, y: p.y - pos.y + a.y * b.height + b.minY)
        let x0 = b.size.width >= 0 ? b.origin.x : b.origin.x + b.size.width
        let y0 = b.size.height >= 0 ? b.origin.y : b.origin.y + b.size.height
        guard q.x >= x0 && q.x < x0 + abs(b.size.width) && q.y >= y0 && q.y < y0 + abs(b.size.height) else { return nil }
        return q
    }
}
