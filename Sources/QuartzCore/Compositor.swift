import Foundation
import CoreGraphics

/// The compositor: draws a layer tree into a `CGContext` from cached contents and layer properties,
/// without running any drawing code. Order for each layer, as Core Animation composites: background,
/// contents, sublayers (by `zPosition`, then index), border on top.
extension CALayer {
    /// `render(in:)`: the visible part of the bounds (its origin at the context's origin), with pending
    /// display done first, ignoring the layer's own position, transform, opacity and hidden state.
    func renderTree(in ctx: CGContext) {
        CATransaction.displayPending(in: self)
        ctx.saveGState()
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        compositeContent(in: ctx, alpha: 1)
        ctx.restoreGState()
    }

    /// Composites this layer as a sublayer: its geometry transform is applied first.
    package func composite(in ctx: CGContext, alpha: CGFloat) {
        guard !isHidden, opacity > 0 else { return }
        let layerAlpha = alpha * CGFloat(opacity)
        ctx.saveGState()
        ctx.concatenate(geometryTransform())
        if opacity < 1, allowsGroupOpacity, !_sublayers.isEmpty {
            ctx.setAlpha(layerAlpha)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            compositeContent(in: ctx, alpha: 1)
            ctx.endTransparencyLayer()
        } else {
            compositeContent(in: ctx, alpha: layerAlpha)
        }
        ctx.restoreGState()
    }

    /// Draws background, contents, sublayers and border, in this layer's coordinate space.
    func compositeContent(in ctx: CGContext, alpha: CGFloat) {
        if let bg = backgroundColor, bg.alpha > 0 {
            ctx.setAlpha(alpha)
            ctx.setFillColor(bg)
            if cornerRadius > 0 { ctx.addPath(roundedBoundsPath()); ctx.fillPath() } else { ctx.fill(bounds) }
        }
        if let image = contents as? CGImage {
            ctx.setAlpha(alpha)
            ctx.interpolationQuality = magnificationFilter == .nearest ? .none : .default
            ctx.drawImageUpright(image, in: contentsDestination(for: image))
        }
        if !_sublayers.isEmpty {
            let clips = masksToBounds
            if clips {
                ctx.saveGState()
                if cornerRadius > 0 { ctx.addPath(roundedBoundsPath()); ctx.clip() } else { ctx.clip(to: bounds) }
            }
            for s in sublayersInCompositingOrder { s.composite(in: ctx, alpha: alpha) }
            if clips { ctx.restoreGState() }
        }
        if borderWidth > 0, let bc = borderColor, bc.alpha > 0 {
            ctx.setAlpha(alpha)
            ctx.setFillColor(bc)
            let outer = bounds, inner = bounds.insetBy(dx: borderWidth, dy: borderWidth)
            ctx.beginPath()
            ctx.addRect(outer)
            if !inner.isEmpty { ctx.addRect(inner) }
            ctx.fillPath(using: .evenOdd)
        }
    }

    /// Sublayers sorted by `zPosition`, keeping insertion order among equals.
    var sublayersInCompositingOrder: [CALayer] {
        if _sublayers.allSatisfy({ $0.zPosition == 0 }) { return _sublayers }
        return _sublayers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    func roundedBoundsPath() -> CGPath {
        let p = CGMutablePath()
        let r = min(cornerRadius, min(bounds.width, bounds.height) / 2)
        let b = bounds
        p.move(to: CGPoint(x: b.minX + r, y: b.minY))
        p.addLine(to: CGPoint(x: b.maxX - r, y: b.minY))
        p.addArc(center: CGPoint(x: b.maxX - r, y: b.minY + r), radius: r, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        p.addLine(to: CGPoint(x: b.maxX, y: b.maxY - r))
        p.addArc(center: CGPoint(x: b.maxX - r, y: b.maxY - r), radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        p.addLine(to: CGPoint(x: b.minX + r, y: b.maxY))
        p.addArc(center: CGPoint(x: b.minX + r, y: b.maxY - r), radius: r, startAngle: .pi / 2, endAngle: .pi, clockwise: false)
        p.addLine(to: CGPoint(x: b.minX, y: b.minY + r))
        p.addArc(center: CGPoint(x: b.minX + r, y: b.minY + r), radius: r, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false)
        p.closeSubpath()
        return p
    }

    /// Where `contentsGravity` puts an image of the contents' point size in the bounds.
    func contentsDestination(for image: CGImage) -> CGRect {
        let b = bounds
        let w = CGFloat(image.width) / contentsScale, h = CGFloat(image.height) / contentsScale
        switch contentsGravity {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return b }
            let sx = b.width / w, sy = b.height / h
            let s = contentsGravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return CGRect(x: b.midX - w * s / 2, y: b.midY - h * s / 2, width: w * s, height: h * s)
        default:
            // On iOS the layer's y axis points down but the gravity names keep macOS's y-up meaning, so
            // "top" places the contents at the bottom edge of the bounds and "bottom" at the top edge.
            var x = b.midX - w / 2, y = b.midY - h / 2
            let g = contentsGravity.rawValue
            if g.hasSuffix("Left") || g == "left" { x = b.minX }
            if g.hasSuffix("Right") || g == "right" { x = b.maxX - w }
            if g.hasPrefix("top") { y = b.maxY - h }
            if g.hasPrefix("bottom") { y = b.minY }
            return CGRect(x: x, y: y, width: w, height: h)
        }
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
