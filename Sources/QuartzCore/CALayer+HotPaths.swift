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
