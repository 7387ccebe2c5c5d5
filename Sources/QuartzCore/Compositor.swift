import Foundation
import CoreGraphics

/// The compositor: draws a layer tree into a `CGContext` from cached contents and layer properties,
/// without running any drawing code. Order for each layer, as Core Animation composites: shadow,
/// background, contents, subclass content (shape, gradient), sublayers (by `zPosition`, then index),
/// border on top. `masksToBounds` clips contents and sublayers (rounded by `cornerRadius`); `mask` keeps
/// what lies under the mask's alpha; `opacity` below 1 on a layer with sublayers composites the subtree
/// once, offscreen, when `allowsGroupOpacity` is true.
extension CALayer {
    /// How many layers the current composite has drawn (package statistics for tests and benchmarks).
    nonisolated(unsafe) static var compositedLayerCount = 0

    /// `render(in:)`: the whole tree with the layer's bounds origin at the context's origin, with pending
    /// display done first, ignoring the layer's own position, transform, opacity and hidden state.
    func renderTree(in ctx: CGContext) {
        CATransaction.displayPending(in: self)
        ctx.saveGState()
        if bounds.minX != 0 || bounds.minY != 0 { ctx.translateBy(x: -bounds.minX, y: -bounds.minY) }
        compositeBody(in: ctx, alpha: 1, cull: nil, drawShadow: true, applyMask: true)
        ctx.restoreGState()
    }

    /// Composites this layer as a sublayer: its geometry transform is applied first. `cull` (surface
    /// pixels) skips subtrees whose last rendered rect lies outside it.
    package func composite(in ctx: CGContext, alpha: CGFloat, cull: CGRect?) {
        guard !isHidden, opacity > 0 else { return }
        if let cull, !renderedSubtreeRect.intersects(cull) { return }
        CALayer.compositedLayerCount &+= 1
        let layerAlpha = alpha * CGFloat(opacity)
        // Fast path: a translated leaf with plain rectangles needs no graphics-state push.
        if _transformIsIdentity, _sublayers.isEmpty, mask == nil, cornerRadius == 0, !masksToBounds,
           !hasSubclassContent, !hasShadow, superlayerHasIdentitySublayerTransform {
            let dx = position.x - anchorPoint.x * bounds.width - bounds.minX
            let dy = position.y - anchorPoint.y * bounds.height - bounds.minY
            drawPlainParts(in: ctx, alpha: layerAlpha, dx: dx, dy: dy)
            return
        }
        ctx.saveGState()
        ctx.concatenate(geometryTransform())
        if layerAlpha < 1, allowsGroupOpacity, !_sublayers.isEmpty || mask != nil {
            ctx.setAlpha(layerAlpha)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            compositeBody(in: ctx, alpha: 1, cull: cull, drawShadow: true, applyMask: true)
            ctx.endTransparencyLayer()
        } else {
            compositeBody(in: ctx, alpha: layerAlpha, cull: cull, drawShadow: true, applyMask: true)
        }
        ctx.restoreGState()
    }

    private var superlayerHasIdentitySublayerTransform: Bool {
        guard let s = superlayer else { return true }
        return s._sublayerTransformIsIdentity
    }

    /// Background, contents and border as offset rectangles (no transform, corner radius or clip).
    private func drawPlainParts(in ctx: CGContext, alpha: CGFloat, dx: CGFloat, dy: CGFloat) {
        let b = bounds.offsetBy(dx: dx, dy: dy)
        if let bg = backgroundColor, bg.alpha > 0 {
            ctx.setAlpha(alpha)
            ctx.setFillColor(bg)
            ctx.fill(b)
        }
        if let image = _contentsImage {
            ctx.setAlpha(alpha)
            drawContents(image, in: ctx, offset: CGPoint(x: dx, y: dy))
        }
        if borderWidth > 0, let bc = borderColor, bc.alpha > 0 {
            ctx.setAlpha(alpha)
            ctx.setFillColor(bc)
            ctx.beginPath()
            ctx.addRect(b)
            let inner = b.insetBy(dx: borderWidth, dy: borderWidth)
            if !inner.isNull, !inner.isEmpty { ctx.addRect(inner) }
            ctx.fillPath(using: .evenOdd)
        }
    }

    /// Draws shadow, background, contents, subclass content, sublayers and border, in this layer's space.
    package func compositeBody(in ctx: CGContext, alpha: CGFloat, cull: CGRect?, drawShadow: Bool, applyMask: Bool) {
        if applyMask, let m = mask {
            compositeMasked(by: m, in: ctx, alpha: alpha)
            return
        }
        if drawShadow, hasShadow { compositeShadow(in: ctx, alpha: alpha) }
        let rounded = cornerRadius > 0 && !maskedCorners.isEmpty
        if let bg = backgroundColor, bg.alpha > 0 {
            ctx.setAlpha(alpha)
            ctx.setFillColor(bg)
            if rounded { ctx.beginPath(); ctx.addPath(roundedPath(bounds, radius: cornerRadius)); ctx.fillPath() }
            else { ctx.fill(bounds) }
        }
        let clips = masksToBounds
        if clips {
            ctx.saveGState()
            if rounded { ctx.beginPath(); ctx.addPath(roundedPath(bounds, radius: cornerRadius)); ctx.clip() }
            else { ctx.clip(to: bounds) }
        }
        if let image = _contentsImage {
            ctx.setAlpha(alpha)
            drawContents(image, in: ctx, offset: .zero)
        }
        if hasSubclassContent { compositeSubclassContent(in: ctx, alpha: alpha) }
        if !_sublayers.isEmpty {
            compositeSublayers(in: ctx, alpha: alpha, cull: cull)
        }
        if clips { ctx.restoreGState() }
        if borderWidth > 0, let bc = borderColor, bc.alpha > 0 {
            ctx.setAlpha(alpha)
            ctx.setFillColor(bc)
            ctx.beginPath()
            let inner = bounds.insetBy(dx: borderWidth, dy: borderWidth)
            if rounded {
                ctx.addPath(roundedPath(bounds, radius: cornerRadius))
                if !inner.isNull, !inner.isEmpty { ctx.addPath(roundedPath(inner, radius: max(cornerRadius - borderWidth, 0))) }
            } else {
                ctx.addRect(bounds)
                if !inner.isNull, !inner.isEmpty { ctx.addRect(inner) }
            }
            ctx.fillPath(using: .evenOdd)
        }
    }

    /// Composites the sublayers in `zPosition` order.
    func compositeSublayersDefault(in ctx: CGContext, alpha: CGFloat, cull: CGRect?) {
        for s in sublayersInCompositingOrder { s.composite(in: ctx, alpha: alpha, cull: cull) }
    }

    /// Sublayers sorted by `zPosition`, keeping insertion order among equals (cached until the sublayers
    /// or a sublayer's `zPosition` change).
    var sublayersInCompositingOrder: [CALayer] {
        if let c = _orderCache { return c }
        let order: [CALayer]
        if _sublayers.allSatisfy({ $0.zPosition == 0 }) {
            order = _sublayers
        } else {
            order = _sublayers.enumerated().sorted { a, b in
                a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
            }.map(\.element)
        }
        _orderCache = order
        return order
    }

    /// `rect` with the corners in `maskedCorners` rounded by `radius` (clamped to half the shorter side).
    /// The corner names are y-up, so on iOS `layerMinXMinYCorner` is the top-left corner.
    func roundedPath(_ rect: CGRect, radius: CGFloat) -> CGPath {
        let p = CGMutablePath()
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        let b = rect
        let tl = maskedCorners.contains(.layerMinXMinYCorner) ? r : 0
        let tr = maskedCorners.contains(.layerMaxXMinYCorner) ? r : 0
        let bl = maskedCorners.contains(.layerMinXMaxYCorner) ? r : 0
        let br = maskedCorners.contains(.layerMaxXMaxYCorner) ? r : 0
        p.move(to: CGPoint(x: b.minX + tl, y: b.minY))
        p.addLine(to: CGPoint(x: b.maxX - tr, y: b.minY))
        if tr > 0 { p.addArc(center: CGPoint(x: b.maxX - tr, y: b.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: false) }
        p.addLine(to: CGPoint(x: b.maxX, y: b.maxY - br))
        if br > 0 { p.addArc(center: CGPoint(x: b.maxX - br, y: b.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: false) }
        p.addLine(to: CGPoint(x: b.minX + bl, y: b.maxY))
        if bl > 0 { p.addArc(center: CGPoint(x: b.minX + bl, y: b.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: false) }
        p.addLine(to: CGPoint(x: b.minX, y: b.minY + tl))
        if tl > 0 { p.addArc(center: CGPoint(x: b.minX + tl, y: b.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false) }
        p.closeSubpath()
        return p
    }

    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = p.applying(geometryTransform().inverted())
        if masksToBounds && !contains(local) { return nil }
        for s in sublayersInCompositingOrder.reversed() {
            if let hit = s.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
