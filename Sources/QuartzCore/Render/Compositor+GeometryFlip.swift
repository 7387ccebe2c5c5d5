import Foundation
import CoreGraphics

/// The compositor's side of `isGeometryFlipped`: `geometryTransform()` mirrors a flipped layer's space,
/// and contents drawn under an odd number of such mirrors are mirrored back so that they stay upright.
extension CALayer {
    /// While compositing: whether the layers above (and including) the one being composited flip an odd
    /// number of times. Saved and restored around each flipped layer, so it always describes the current
    /// branch of the walk.
    nonisolated(unsafe) static var compositeFlipParity = false

    /// Runs `body` with the parity toggled when this layer flips its geometry.
    @inline(__always)
    func withGeometryFlip(_ body: () -> Void) {
        guard rIsGeometryFlipped else { body(); return }
        CALayer.compositeFlipParity.toggle()
        body()
        CALayer.compositeFlipParity.toggle()
    }

    /// Draws `body` (contents or subclass content, in the layer's space) upright: mirrored inside the
    /// bounds when the walk's flips are odd.
    @inline(__always)
    func drawingUpright(in ctx: CGContext, _ body: () -> Void) {
        guard CALayer.compositeFlipParity else { body(); return }
        ctx.saveGState()
        ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rBounds.minY + rBounds.maxY))
        body()
        ctx.restoreGState()
    }
}
