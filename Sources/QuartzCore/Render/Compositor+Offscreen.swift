import Foundation
import CoreGraphics

/// Offscreen passes of the compositor: shadows (a real Gaussian blur of the shape given by `shadowPath` or
/// by the alpha of the layer's content) and `mask` layers (the content multiplied by the mask's alpha).
/// Cairo has no blur, so the blur runs over the offscreen bitmap's pixels here.
extension CALayer {
    /// Whether the compositor draws a shadow: a visible colour and opacity, and no `masksToBounds` (which
    /// clips the shadow away on iOS).
    var hasShadow: Bool {
        guard rShadowOpacity > 0, !rMasksToBounds, let c = rShadowColor, c.alpha > 0 else { return false }
        return true
    }

    /// The standard deviation of the shadow's Gaussian blur, in points. Core Animation spreads a shadow
    /// wider than Core Graphics reads a blur radius (σ = blur / 2): iOS's shadows fall off like a Gaussian
    /// of σ ≈ 0.92 · `shadowRadius`, so a radius of 10 shows about 19 points of shadow.
    var shadowBlurSigma: CGFloat { rShadowRadius * 0.92 }

    /// How far the blur spreads beyond the shape, in points: three standard deviations.
    var shadowBlurExtent: CGFloat { (shadowBlurSigma * 3).rounded(.up) + 1 }

    /// The scale from user space to device pixels of `ctx` (at least 1).
    static func deviceScale(of ctx: CGContext) -> CGFloat {
        let m = ctx.ctm
        let s = abs(m.a * m.d - m.b * m.c).squareRoot()
        return s.isFinite && s > 1 ? min(s, 16) : 1
    }

    /// The most pixels one offscreen pass allocates (64 MiB of ARGB); larger passes render at a lower scale.
    static let maximumOffscreenPixels = 1 << 24

    /// `scale`, lowered if needed so that `rect` fits in `maximumOffscreenPixels`.
    static func fittingScale(_ rect: CGRect, _ scale: CGFloat) -> CGFloat {
        let area = rect.width * rect.height * scale * scale
        guard area.isFinite, area > CGFloat(maximumOffscreenPixels) else { return scale }
        return scale * (CGFloat(maximumOffscreenPixels) / area).squareRoot() * 0.99
    }

    /// A transparent bitmap covering `rect` (layer coordinates) at `scale`, user space y-down with `rect`'s
    /// origin at the top-left pixel; nil when empty or above the backing-store cap.
    static func makeOffscreen(_ rect: CGRect, scale: CGFloat) -> CGContext? {
        guard rect.isSane, !rect.isNull else { return nil }
        let w = Int((rect.width * scale).rounded(.up)), h = Int((rect.height * scale).rounded(.up))
        guard w > 0, h > 0, w * h <= CALayer.maximumBackingStorePixels else {
            if w * h > CALayer.maximumBackingStorePixels { warn("offscreen pass of \(rect.size) is above the cap; skipped") }
            return nil
        }
        guard let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        ctx.concatenate(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(h)))
        ctx.translateBy(x: -rect.minX, y: -rect.minY)
        return ctx
    }

    /// The rect an offscreen bitmap made by `makeOffscreen(rect, scale:)` covers, in layer coordinates.
    static func offscreenCoverage(_ rect: CGRect, _ ctx: CGContext, scale: CGFloat) -> CGRect {
        CGRect(x: rect.minX, y: rect.minY, width: CGFloat(ctx.width) / scale, height: CGFloat(ctx.height) / scale)
    }

    /// What a content-shaped shadow follows: bounds, placed contents, subclass drawing and sublayer frames.
    /// What a content-shaped shadow follows: bounds, placed contents, subclass drawing and everything the
    /// sublayers can draw.
    var shadowShapeExtent: CGRect {
        var r = rBounds
        if let image = rContentsImage { r = r.union(contentsDestination(for: image)) }
        if hasSubclassContent { r = r.union(subclassContentExtent) }
        for s in rSublayers where !s.rIsHidden && s.rOpacity > 0 {
            r = r.union(s.localSubtreeExtent().applying(s.geometryTransform()))
        }
        return r
    }

    /// Whether the shadow follows the sublayers' content (no `shadowPath`), so that any change below
    /// changes it.
    var shadowFollowsSublayers: Bool { hasShadow && rShadowPath == nil && rHasSublayers }

    func compositeShadow(in ctx: CGContext, alpha: CGFloat) {
        let scale = CALayer.deviceScale(of: ctx)
        let followsSublayers = rShadowPath == nil && rHasSublayers
        let key = ShadowKey(generation: _appearanceGeneration, scale: scale,
                            subtree: followsSublayers ? sublayersDigest() : 0)
        var entry = _extras?.shadowCache.flatMap { $0.key == key ? $0 : nil }
        if entry == nil {
            let extent = shadowBlurExtent
            let shape = rShadowPath?.boundingBoxOfPath ?? shadowShapeExtent
            let rect = shape.insetBy(dx: -extent, dy: -extent).integral
            // A wide blur is computed at a lower resolution (σ at most 16 pixels), which keeps its cost
            // bounded whatever the radius; the result is smooth enough to scale up.
            var pixelScale = shadowBlurSigma > 0 ? min(scale, 16 / shadowBlurSigma) : scale
            pixelScale = CALayer.fittingScale(rect, pixelScale)
            let scale = pixelScale
            guard let off = CALayer.makeOffscreen(rect, scale: scale), let color = rShadowColor else { return }
            if let path = rShadowPath {
                off.setFillColor(CGColor(gray: 0, alpha: 1))
                off.beginPath()
                off.addPath(path)
                off.fillPath()
            } else {
                compositeBody(in: off, alpha: 1, cull: nil, drawShadow: false, applyMask: false)
            }
            CALayer.blurAndTint(off, sigma: Double(shadowBlurSigma * scale), color: color, opacity: Double(rShadowOpacity))
            guard let image = off.makeImage() else { return }
            let made = CachedShadow(key: key, image: image, rect: CALayer.offscreenCoverage(rect, off, scale: scale))
            extras.shadowCache = made
            entry = made
        }
        guard let e = entry else { return }
        ctx.setAlpha(alpha)
        ctx.interpolationQuality = .default
        ctx.drawImageUpright(e.image, in: e.rect.offsetBy(dx: rShadowOffset.width, dy: rShadowOffset.height))
    }

    /// A digest of the sublayers' state: every change bumps a layer's `changeCount`, so the sum over the
    /// subtree, the layer count and the layers' identities change whenever anything below changes. The
    /// sublayers' masks and their subtrees count as part of the subtree: a mask shapes what its layer
    /// draws, so the shadow follows it, and a mask's own edits bump only the mask's `changeCount`.
    func sublayersDigest() -> Int {
        var sum = 0, count = 0, ids = 0
        func add(_ c: CALayer) {
            sum &+= c.changeCount
            count += 1
            ids ^= ObjectIdentifier(c).hashValue &* (count | 1)
            for s in c._sublayers { add(s) }
            if let m = c.mask { add(m) }
        }
        for c in _sublayers { add(c) }
        return sum &* 31 &+ count &* 1_000_003 &+ ids
    }

    /// The widest kernel (in pixels) blurred exactly; small shadows keep the exact Gaussian's edge.
    static let exactBlurRadius = 24

    /// Replaces the bitmap by its alpha, blurred with a Gaussian of standard deviation `sigma` pixels,
    /// tinted with `color` and multiplied by `opacity` (premultiplied).
    static func blurAndTint(_ ctx: CGContext, sigma: Double, color: CGColor, opacity: Double) {
        guard let data = ctx.data else { return }
        let w = ctx.width, h = ctx.height, stride = ctx.bytesPerRow
        var a = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = data.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { a[y * w + x] = Float(row[x] >> 24) / 255 }
        }
        if sigma > 0.01 { gaussianBlur(&a, width: w, height: h, sigma: sigma) }
        let comps = color.components ?? [0, 0, 0, 1]
        let rgb: (Double, Double, Double) = comps.count >= 4 ? (Double(comps[0]), Double(comps[1]), Double(comps[2]))
            : (Double(comps.first ?? 0), Double(comps.first ?? 0), Double(comps.first ?? 0))
        let k = Float(opacity * Double(color.alpha))
        let cr = Float(rgb.0), cg = Float(rgb.1), cb = Float(rgb.2)
        for y in 0..<h {
            let row = data.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let al = min(max(a[y * w + x] * k, 0), 1)
                let A = UInt32((al * 255).rounded()), R = UInt32((al * cr * 255).rounded())
                let G = UInt32((al * cg * 255).rounded()), B = UInt32((al * cb * 255).rounded())
                row[x] = A << 24 | R << 16 | G << 8 | B
            }
        }
    }

    /// A Gaussian blur of a single-channel plane, edges treated as zero: separable with kernel radius ⌈3σ⌉
    /// up to `exactBlurRadius`, beyond it three box passes per axis of the same variance (Core Graphics'
    /// shadow blur). A 3× snapshot of a card with `shadowRadius` 10 has σ ≈ 28 pixels: the exact kernel's
    /// 167 taps per pixel and axis were most of the snapshot's time, the box passes cost the same at any σ.
    static func gaussianBlur(_ plane: inout [Float], width w: Int, height h: Int, sigma: Double) {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        if radius > exactBlurRadius {
            CGContext.gaussianBlur(&plane, width: w, height: h, sigma: sigma)
            return
        }
        var kernel = [Float](repeating: 0, count: 2 * radius + 1)
        var sum: Float = 0
        for i in -radius...radius {
            let v = Float(exp(-Double(i * i) / (2 * sigma * sigma)))
            kernel[i + radius] = v
            sum += v
        }
        for i in kernel.indices { kernel[i] /= sum }
        var tmp = [Float](repeating: 0, count: w * h)
        plane.withUnsafeMutableBufferPointer { p in
            tmp.withUnsafeMutableBufferPointer { t in
                kernel.withUnsafeBufferPointer { k in
                    for y in 0..<h {
                        let base = y * w
                        for x in 0..<w {
                            var acc: Float = 0
                            let lo = max(-radius, -x), hi = min(radius, w - 1 - x)
                            var i = lo
                            while i <= hi { acc += p[base + x + i] * k[i + radius]; i += 1 }
                            t[base + x] = acc
                        }
                    }
                    for y in 0..<h {
                        let lo = max(-radius, -y), hi = min(radius, h - 1 - y)
                        for x in 0..<w {
                            var acc: Float = 0
                            var i = lo
                            while i <= hi { acc += t[(y + i) * w + x] * k[i + radius]; i += 1 }
                            p[y * w + x] = acc
                        }
                    }
                }
            }
        }
    }

    /// Composites the layer's content through `m`'s alpha: both are rendered offscreen over the mask's
    /// frame, the content multiplied by the mask's alpha, and the result drawn with `alpha`.
    func compositeMasked(by m: CALayer, in ctx: CGContext, alpha: CGFloat) {
        let rect = m.rFrame.integral
        let scale = CALayer.fittingScale(rect, CALayer.deviceScale(of: ctx))
        guard let content = CALayer.makeOffscreen(rect, scale: scale),
              let maskCtx = CALayer.makeOffscreen(rect, scale: scale) else { return }
        compositeBody(in: content, alpha: 1, cull: nil, drawShadow: true, applyMask: false)
        m.composite(in: maskCtx, alpha: 1, cull: nil)
        guard let cd = content.data, let md = maskCtx.data else { return }
        for y in 0..<content.height {
            let crow = cd.advanced(by: y * content.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let mrow = md.advanced(by: y * maskCtx.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<content.width {
                let ma = mrow[x] >> 24
                if ma == 255 { continue }
                let c = crow[x]
                if ma == 0 { crow[x] = 0; continue }
                func mul(_ v: UInt32) -> UInt32 { (v * ma + 127) / 255 }
                crow[x] = mul(c >> 24) << 24 | mul((c >> 16) & 0xFF) << 16 | mul((c >> 8) & 0xFF) << 8 | mul(c & 0xFF)
            }
        }
        guard let image = content.makeImage() else { return }
        ctx.setAlpha(alpha)
        ctx.interpolationQuality = .default
        ctx.drawImageUpright(image, in: CALayer.offscreenCoverage(rect, content, scale: scale))
    }
}
