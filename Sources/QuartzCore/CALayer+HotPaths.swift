import Foundation

/// Cheap reads for the hot loops of the layers' clients (hit testing, autoresizing, layout): the flags the
/// transform setters keep, instead of building a 4×4 matrix and comparing its 16 entries (issue 8).
extension CALayer {
    /// Whether `transform` is the identity. Read from the box (nil exactly for the identity), which shares a
    /// cache line with `isHidden` and `opacity`, so a hit-tested layer costs one line fewer.
    @inlinable package var _hasIdentityTransform: Bool { @inline(__always) get { _transformBox == nil } }
    /// Whether `sublayerTransform` is the identity.
    @inlinable package var _hasIdentitySublayerTransform: Bool { @inline(__always) get { _sublayerTransformBox == nil } }
}

// Issue 8, session 4: Foundation's `==` on CGRect, CGSize and CGPoint is not inlinable here (a call per
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
