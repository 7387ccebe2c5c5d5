import Foundation
import CoreGraphics

/// Placing `contents`: `contentsRect` picks the part of the image, `contentsGravity` places it in the
/// bounds, `contentsCenter` stretches it in nine parts, the filters pick the sampling.
extension CALayer {
    /// The part of the image `contentsRect` selects, in image pixels (y down from the image's first row,
    /// as iOS's unit contents coordinates run).
    func contentsSourceRect(for image: CGImage) -> CGRect {
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let cr = rContentsRect
        return CGRect(x: cr.minX * w, y: cr.minY * h, width: cr.width * w, height: cr.height * h).standardized
    }

    /// Where `contentsGravity` puts the selected part of the image (its point size is the pixel size over
    /// `contentsScale`) in the bounds.
    func contentsDestination(for image: CGImage) -> CGRect {
        let b = rBounds
        let src = contentsSourceRect(for: image)
        let scale = rContentsScale, gravity = rContentsGravity
        let w = src.width / scale, h = src.height / scale
        switch gravity {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return b }
            let sx = b.width / w, sy = b.height / h
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return CGRect(x: b.midX - w * s / 2, y: b.midY - h * s / 2, width: w * s, height: h * s)
        default:
            // Apple documents that the vertical gravity names follow the direction of the layer's vertical
            // axis (contentsAreFlipped): on iOS, "top" is the bounds' maxY edge, which is the bottom of the
            // screen, and "bottom" is the minY edge at the top.
            var x = b.midX - w / 2, y = b.midY - h / 2
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - w
            default: break
            }
            switch gravity {
            case .top, .topLeft, .topRight: y = b.maxY - h
            case .bottom, .bottomLeft, .bottomRight: y = b.minY
            default: break
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }

    /// Draws the contents image, translated by `offset`, with the layer's gravity, rect and centre.
    func drawContents(_ image: CGImage, in ctx: CGContext, offset: CGPoint) {
        let src = contentsSourceRect(for: image)
        guard src.width > 0, src.height > 0 else { return }
        var dst = contentsDestination(for: image)
        if offset != .zero { dst = dst.offsetBy(dx: offset.x, dy: offset.y) }
        guard dst.width > 0, dst.height > 0 else { return }
        let contentsScale = rContentsScale
        let enlarging = dst.width * contentsScale > src.width || dst.height * contentsScale > src.height
        let filter = enlarging ? rMagnificationFilter : rMinificationFilter
        ctx.interpolationQuality = filter == .nearest ? .none : .default
        let cc = rContentsCenter
        if cc == CGRect(x: 0, y: 0, width: 1, height: 1) || cc.isEmpty {
            drawImagePart(image, source: src, in: dst, ctx: ctx)
            return
        }
        // Nine parts: the corners keep their point size (shrunk together if the destination is too small),
        // the edges stretch along one axis, the centre along both.
        var l = cc.minX * src.width / contentsScale, r = (1 - cc.maxX) * src.width / contentsScale
        var t = cc.minY * src.height / contentsScale, btm = (1 - cc.maxY) * src.height / contentsScale
        if l + r > dst.width, l + r > 0 { let k = dst.width / (l + r); l *= k; r *= k }
        if t + btm > dst.height, t + btm > 0 { let k = dst.height / (t + btm); t *= k; btm *= k }
        let sx = [src.minX, src.minX + cc.minX * src.width, src.minX + cc.maxX * src.width, src.maxX]
        let sy = [src.minY, src.minY + cc.minY * src.height, src.minY + cc.maxY * src.height, src.maxY]
        let dx = [dst.minX, dst.minX + l, dst.maxX - r, dst.maxX]
        let dy = [dst.minY, dst.minY + t, dst.maxY - btm, dst.maxY]
        for j in 0..<3 {
            for i in 0..<3 {
                let s = CGRect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j])
                let d = CGRect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                guard s.width > 0, s.height > 0, d.width > 0, d.height > 0 else { continue }
                drawImagePart(image, source: s, in: d, ctx: ctx)
            }
        }
    }

    /// Draws the `source` pixels of `image` scaled onto `dst`.
    func drawImagePart(_ image: CGImage, source src: CGRect, in dst: CGRect, ctx: CGContext) {
        let w = CGFloat(image.width), h = CGFloat(image.height)
        if src.minX == 0, src.minY == 0, src.width == w, src.height == h {
            ctx.drawImageUpright(image, in: dst)
            return
        }
        let kx = dst.width / src.width, ky = dst.height / src.height
        ctx.saveGState()
        ctx.clip(to: dst)
        ctx.drawImageUpright(image, in: CGRect(x: dst.minX - src.minX * kx, y: dst.minY - src.minY * ky,
                                               width: w * kx, height: h * ky))
        ctx.restoreGState()
    }
}
