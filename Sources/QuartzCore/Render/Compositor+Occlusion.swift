import Foundation
import CoreGraphics

/// Occlusion among a few sibling layers: a sublayer drawn later whose own background paints a rectangle
/// opaquely (opacity 1, an opaque colour, no rounding, no mask, a transform that keeps rects
/// axis-aligned) hides whatever earlier siblings draw there, so they are composited only in what is left
/// of the clip (or not at all when nothing is). Pixels come out the same: an opaque fill covering whole
/// device pixels replaces what lay below it. A navigation transition, two full-window pages, then costs
/// one window of background fills instead of two.
extension CALayer {
    /// Sibling lists this short are checked pairwise; longer ones are left alone (the check is quadratic).
    static let occlusionSiblingLimit = 8

    /// The rect of the superlayer's space (the current user space of `ctx`) that this layer's background
    /// surely covers with opaque pixels, shrunk to whole device pixels; nil when it covers nothing for sure.
    func opaqueCover(in ctx: CGContext) -> CGRect? {
        let ctm = ctx.ctm
        guard ctm.b == 0, ctm.c == 0, let d = opaqueDeviceCover(layerToDevice: geometryTransform().concatenating(ctm))
        else { return nil }
        return d.applying(ctm.inverted())
    }

    /// The whole device pixels this layer's background surely paints opaquely, given the transform from
    /// its own space to device pixels; nil when it paints none for sure (see `opaqueCover(in:)`).
    func opaqueDeviceCover(layerToDevice m: CGAffineTransform) -> CGRect? {
        guard let bg = rBackgroundColor, bg.alpha >= 1, !rIsHidden, rOpacity >= 1, rendersOwnContent, rMask == nil,
              !(rCornerRadius > 0 && !rMaskedCorners.isEmpty), !needsProjection, m.b == 0, m.c == 0 else { return nil }
        let d = rBounds.applying(m)
        let x0 = d.minX.rounded(.up), x1 = d.maxX.rounded(.down), y0 = d.minY.rounded(.up), y1 = d.maxY.rounded(.down)
        guard x1 > x0, y1 > y0 else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Composites `order` (this layer's sublayers, few of them) each inside the part of the clip that no
    /// later sibling covers opaquely. Returns false, drawing nothing, when no sibling covers anything.
    func compositeSublayersOccluded(_ order: [CALayer], in ctx: CGContext, alpha: CGFloat, cull: CGRect?,
                                    parentSublayerIdentity plain: Bool) -> Bool {
        guard alpha >= 1 else { return false }
        // The covers, front to back; most sibling lists have none and stop here.
        var covers: (CGRect?, CGRect?) = (nil, nil)
        var coverIndex = (-1, -1)
        for i in stride(from: order.count - 1, through: 1, by: -1) {
            guard let c = order[i].opaqueCover(in: ctx) else { continue }
            if coverIndex.0 < 0 { covers.0 = c; coverIndex.0 = i } else { covers.1 = c; coverIndex.1 = i; break }
        }
        guard coverIndex.0 > 0 else { return false }
        let box = ctx.boundingBoxOfClipPath
        for (i, s) in order.enumerated() {
            var visible = box
            if i < coverIndex.0, let c = covers.0 { visible = visible.remainder(after: c) }
            if i < coverIndex.1, let c = covers.1 { visible = visible.remainder(after: c) }
            if visible.isNull || visible.isEmpty { continue }
            if visible == box {
                s.composite(in: ctx, alpha: alpha, cull: cull, parentSublayerIdentity: plain)
            } else {
                ctx.saveGState()
                ctx.clip(to: visible)
                s.composite(in: ctx, alpha: alpha, cull: narrowedCull(cull, to: visible, in: ctx), parentSublayerIdentity: plain)
                ctx.restoreGState()
            }
        }
        return true
    }
}

extension CALayer {
    /// `cull` (surface pixels, in this layer's sublayers' remembered frame) narrowed to `visible` (this
    /// layer's space, the current user space of `ctx`): a sublayer composited inside that clip needs none
    /// of its sublayers outside it, so the lower page of a transition visits only the strip left showing.
    /// The rect is grown to whole pixels, and moved by the scroll shifts the remembered rects lack.
    private func narrowedCull(_ cull: CGRect?, to visible: CGRect, in ctx: CGContext) -> CGRect? {
        guard let cull else { return nil }
        // The context's device space is y-up; the surface's pixels count from the top.
        let d = visible.applying(ctx.ctm)
        let surface = CGRect(x: d.minX, y: CGFloat(ctx.height) - d.maxY, width: d.width, height: d.height).integral
        let a = ancestorRectShift(), s = sublayerRectShift
        return surface.offsetBy(dx: -(a.x + s.x), dy: -(a.y + s.y)).intersection(cull)
    }

    /// Fills `rect` (the background, snapped to device pixels) except where a few sublayers cover it
    /// opaquely: nothing when they cover all of it within the clip (two pages of a navigation transition
    /// over their container's background).
    func fillBackgroundUnoccluded(_ rect: CGRect, in ctx: CGContext, alpha: CGFloat) {
        let count = rSublayerCount
        guard count > 0, count <= CALayer.occlusionSiblingLimit, alpha >= 1, rSublayerTransformIsIdentity else {
            ctx.fillAligned(rect)
            return
        }
        // What is left within the clip decides whether to fill at all; what is filled is cut from `rect`
        // only by the covers' whole-pixel edges (a fill edge on a fractional clip edge would be
        // antialiased twice).
        var inClip = ctx.boundingBoxOfClipPath.intersection(rect)
        var visible = rect
        // Front to back: the frontmost cover usually leaves a rect that the next one can cut again.
        for s in sublayersInCompositingOrder.reversed() {
            guard let c = s.opaqueCover(in: ctx) else { continue }
            inClip = inClip.remainder(after: c)
            if inClip.isNull || inClip.isEmpty { return }
            visible = visible.remainder(after: c)
        }
        if !visible.isNull, !visible.isEmpty { ctx.fillAligned(visible) }
    }
}

extension CGRect {
    /// What is left of this rect once `cover` is taken away, when that is a rect (`cover` spans it fully
    /// in one direction); the rect itself otherwise. Null when `cover` contains it.
    func remainder(after cover: CGRect) -> CGRect {
        if isNull || cover.contains(self) { return .null }
        guard intersects(cover) else { return self }
        if cover.minY <= minY, cover.maxY >= maxY {
            if cover.minX <= minX { return CGRect(x: cover.maxX, y: minY, width: maxX - cover.maxX, height: height) }
            if cover.maxX >= maxX { return CGRect(x: minX, y: minY, width: cover.minX - minX, height: height) }
        }
        if cover.minX <= minX, cover.maxX >= maxX {
            if cover.minY <= minY { return CGRect(x: minX, y: cover.maxY, width: width, height: maxY - cover.maxY) }
            if cover.maxY >= maxY { return CGRect(x: minX, y: minY, width: width, height: cover.minY - minY) }
        }
        return self
    }
}
