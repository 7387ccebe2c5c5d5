import Foundation
import CoreGraphics

/// Flipped geometry (`isGeometryFlipped`): what the flag means for a layer's contents.
extension CALayer {
    /// Whether any layer has ever set `isGeometryFlipped`: until one does, the compositor skips the
    /// flip bookkeeping entirely.
    nonisolated(unsafe) static var anyGeometryFlipped = false

    /// Whether the layer's contents are implicitly flipped when rendered (`contentsAreFlipped()`): true when
    /// an odd number of layers from this one up to the root have `isGeometryFlipped` set. The compositor
    /// flips such contents back, so they appear upright on screen.
    public func contentsAreFlipped() -> Bool {
        guard CALayer.anyGeometryFlipped else { return false }
        var odd = false
        var l: CALayer? = self
        while let c = l { if c.isGeometryFlipped { odd.toggle() }; l = c.superlayer }
        return odd
    }
}
