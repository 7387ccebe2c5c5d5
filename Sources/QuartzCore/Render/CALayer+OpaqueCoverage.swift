import Foundation
import CoreGraphics

/// Whether a frame's composite paints every pixel of a damaged rect opaquely, so the renderer can skip
/// clearing it first: the old pixels are replaced anyway. A navigation transition's frame is two opaque
/// pages covering the window between them; clearing the window before them cost a third full-window pass.
///
/// Only what surely paints counts: opaque backgrounds of layers composited at alpha 1 (no mask, rounding
/// or projection, an axis-aligned transform), shrunk to whole device pixels, reached through at most a
/// few levels of short sublayer lists that neither clip nor transform their sublayers. Pixels inside such
/// a cover are filled with an opaque colour at full coverage during the frame, whatever was drawn below.
extension CALayer {
    /// How many levels below the root the search for covers goes.
    static let opaqueCoverageDepth = 3

    /// Whether compositing this layer as the renderer's root (its own geometry ignored; `rootToDevice`
    /// maps its space to device pixels) paints all of `rect` (whole device pixels) opaquely.
    func paintsOpaquelyAsRoot(_ rect: CGRect, rootToDevice m: CGAffineTransform) -> Bool {
        // A geometry flip is in `geometryTransform()` (the mirror keeps each background on its bounds).
        guard rMask == nil, rendersOwnContent else { return false }
        return uncoveredPart(of: rect, layerToDevice: m, depth: CALayer.opaqueCoverageDepth).isNull
    }

    /// What is left of `rect` (device pixels) once the sure opaque covers of this layer's content (its
    /// background and, `depth` levels down, its sublayers'; `m` maps its space to device pixels) are cut
    /// away, front to back; null when nothing is left. A rect: a cut that would leave another shape is
    /// not made (`CGRect.remainder(after:)`).
    private func uncoveredPart(of rect: CGRect, layerToDevice m: CGAffineTransform, depth: Int) -> CGRect {
        guard m.b == 0, m.c == 0 else { return rect }
        var left = rect
        let count = rSublayerCount
        if depth > 0, count > 0, count <= CALayer.occlusionSiblingLimit, !rMasksToBounds, !repeatsSublayers,
           rSublayerTransformIsIdentity {
            for s in sublayersInCompositingOrder.reversed()
            where !s.rIsHidden && s.rOpacity >= 1 && s.rMask == nil && s.rendersOwnContent && !s.needsProjection {
                left = s.uncoveredPart(of: left, layerToDevice: s.geometryTransform().concatenating(m), depth: depth - 1)
                if left.isNull { return left }
            }
        }
        if let own = opaqueDeviceCover(layerToDevice: m) { left = left.remainder(after: own) }
        return left
    }
}
