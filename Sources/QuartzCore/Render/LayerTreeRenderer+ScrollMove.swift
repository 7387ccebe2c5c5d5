import Foundation
import CoreGraphics

/// A scroll step that moves already composited pixels: the area a clipping layer shows moves by whole
/// device pixels inside the surface, and only what the move exposes, plus whatever is composited above
/// that area, is composited again. The result is the same, byte for byte, as compositing the area anew,
/// because within the area everything that moves is the layer's sublayers and everything below them is
/// either one opaque background covering the area or nothing (cleared pixels).
struct ScrollPixelMove {
    /// The area whose pixels moved (surface pixels, whole numbers).
    var area: CGRect
    /// The move, in whole surface pixels.
    var dx: Int
    var dy: Int
    /// What layers drawn above the scrolled layer cover inside `area`, before the step (surface pixels).
    var covered: CGRect

    /// The rects to composite after the move: the exposed strips, and the covered part where it was and
    /// where the move took its pixels.
    var redraw: [CGRect] {
        var out: [CGRect] = []
        let moved = area.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy)).intersection(area)
        // The exposed part of `area`: a strip above or below, and one left or right of the moved rows.
        if moved.minY > area.minY { out.append(CGRect(x: area.minX, y: area.minY, width: area.width, height: moved.minY - area.minY)) }
        if moved.maxY < area.maxY { out.append(CGRect(x: area.minX, y: moved.maxY, width: area.width, height: area.maxY - moved.maxY)) }
        if moved.minX > area.minX { out.append(CGRect(x: area.minX, y: moved.minY, width: moved.minX - area.minX, height: moved.height)) }
        if moved.maxX < area.maxX { out.append(CGRect(x: moved.maxX, y: moved.minY, width: area.maxX - moved.maxX, height: moved.height)) }
        if !covered.isNull {
            let over = covered.union(covered.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy))).integral.intersection(area)
            if !over.isNull, !over.isEmpty { out.append(over) }
        }
        return out
    }
}

extension LayerTreeRenderer {
    /// The pixel move for `layer`'s recorded scroll step, or nil when the step must be composited
    /// normally: the layer must clip to a rectangle of whole device pixels, move by whole device pixels
    /// under an axis-aligned transform, have no other change recorded on it or above it, and nothing that
    /// stays in place may be drawn below its sublayers inside the area (other than one opaque background
    /// covering it). Layers composited above the area are composited again where they were and where
    /// the move put their pixels. Reads the remembered rects, so call it before processing the frame's
    /// records.
    func scrollPixelMove(for layer: CALayer, root: CALayer, base: CGAffineTransform) -> ScrollPixelMove? {
        guard layer !== root, layer._node?.damageFlags == LayerDamage.scrolled.rawValue,
              layer.boundsOriginMovesSublayersOnly, layer.escalationAncestor() == nil else { return nil }
        // The chain from the layer up to the root, and each member's space → surface map.
        var chain: [CALayer] = [layer]
        var p = layer.superlayer
        while let c = p { chain.append(c); p = c.superlayer }
        guard chain.last === root else { return nil }
        var toSurface = [CGAffineTransform](repeating: base, count: chain.count)
        var shiftBelow = [CGPoint](repeating: .zero, count: chain.count)   // what members' sublayers' rects lack
        var shift = CGPoint.zero
        for i in stride(from: chain.count - 1, through: 0, by: -1) {
            let c = chain[i]
            if i < chain.count - 1 { toSurface[i] = c.geometryTransform().concatenating(toSurface[i + 1]) }
            let s = c.sublayerRectShift
            shift.x += s.x; shift.y += s.y
            shiftBelow[i] = shift
        }
        let m = toSurface[0]
        guard m.b == 0, m.c == 0, m.a != 0, m.d != 0 else { return nil }
        // The area: the layer's bounds, clipped by the clipping ancestors and the surface.
        guard layer.rMasksToBounds else { return nil }
        var area = layer.rBounds.applying(m)
        for (i, c) in chain.enumerated() {
            // A change recorded above the layer may move what lies below or above the area.
            guard (c._node?.damageFlags ?? 0) == 0 || c === layer, c.rMask == nil, !(c._node.map { !$0.overlays.isEmpty } ?? false)
            else { return nil }
            if c !== root {
                guard !c.rIsHidden, c.rOpacity == 1, !c.needsProjection else { return nil }
                let g = toSurface[i]
                guard g.b == 0, g.c == 0 else { return nil }
            }
            // A border is drawn over the sublayers, in place.
            if c.rBorderWidth > 0, let bc = c.rBorderColor, bc.alpha > 0 { return nil }
            if c.rMasksToBounds {
                if c.rCornerRadius > 0, !c.rMaskedCorners.isEmpty { return nil }
                area = area.intersection(c.rBounds.applying(toSurface[i]))
            }
        }
        // Whole device pixels only (within rounding error: at 3× a third of a point is not exact).
        area = area.intersection(surfaceRect)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        let snapped = CGRect(x: area.minX.rounded(), y: area.minY.rounded(), width: area.width.rounded(), height: area.height.rounded())
        guard abs(snapped.minX - area.minX) < 1e-6, abs(snapped.minY - area.minY) < 1e-6,
              abs(snapped.maxX - area.maxX) < 1e-6, abs(snapped.maxY - area.maxY) < 1e-6 else { return nil }
        area = snapped
        let v = layer.pendingScrollTranslation(toParent: toSurface[1])
        let dx = v.x.rounded(), dy = v.y.rounded()
        guard abs(v.x - dx) < 1e-6, abs(v.y - dy) < 1e-6, dx != 0 || dy != 0,
              abs(dx) < area.width, abs(dy) < area.height else { return nil }

        // Below the moving sublayers: the layer's own drawing, then each ancestor's earlier sublayers and
        // own drawing, until one opaque background covers the area.
        var coveredBelow = false
        var above = CGRect.null
        for (i, c) in chain.enumerated() {
            if i > 0 {
                // Siblings of the chain member below this one, in compositing order.
                let child = chain[i - 1]
                let order = c.sublayersInCompositingOrder
                guard let at = order.firstIndex(where: { $0 === child }) else { return nil }
                let s = shiftBelow[i]
                for (j, sib) in order.enumerated() where j != at {
                    let r = sib.renderedSubtreeRect
                    guard !r.isNull else { continue }
                    let t = r.offsetBy(dx: s.x, dy: s.y)
                    guard rectsMeet(t, area) else { continue }
                    if j > at { above = above.union(t.intersection(area)) } else if !coveredBelow { return nil }
                }
            }
            if coveredBelow || !c.rendersOwnContent { continue }
            if c.rContentsImage != nil || c.hasSubclassContent || c.hasShadow { return nil }
            if let bg = c.rBackgroundColor, bg.alpha > 0 {
                let rounded = c.rCornerRadius > 0 && !c.rMaskedCorners.isEmpty
                guard bg.alpha >= 1, !rounded, c.rBounds.applying(toSurface[i]).contains(area) else { return nil }
                coveredBelow = true
            }
        }
        return ScrollPixelMove(area: area, dx: Int(dx), dy: Int(dy), covered: above)
    }
}
