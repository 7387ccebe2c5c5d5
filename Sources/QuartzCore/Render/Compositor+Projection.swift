import Foundation
import CoreGraphics

/// Perspective: a layer whose transform (or whose superlayer's `sublayerTransform`) is not affine — `m34`
/// perspective, rotations about x or y — is rendered offscreen in its own space, then warped onto the
/// superlayer's space through the projective map the 4×4 matrix induces on the layer's z = 0 plane, with
/// bilinear sampling. Cairo cannot draw through a projective matrix, so the warp runs over the pixels here.
extension CALayer {
    /// Whether compositing this layer needs the projective warp: the map of its plane (z = 0) into its
    /// superlayer's plane is not the affine `geometryTransform()`.
    ///
    /// A layer is flat, so a transform that is not affine only through terms the plane never meets (a z
    /// scale, a z translation, a flip about x or y by π) draws exactly as its 2D part: the compositor
    /// draws it directly, as Core Animation draws a flat layer, instead of resampling a warped image.
    var needsProjection: Bool {
        if !rTransformIsAffine {
            let t = rTransform
            if !t.mapsPlaneAffinely(atDepth: rAnchorPointZ) || (keepsSublayersIn3D && !t.keepsDepthOut) { return true }
        }
        // The superlayer borrowed through the unretained link: a weak load, or even a retain of a root
        // (which has a side table), costs more than the test.
        guard let link = _superlayerLink else { return false }
        return link._withRef { s in !s.rSublayerTransformIsAffine && !s.rSublayerTransform.mapsDepthAffinely }
    }

    /// The full 4×4 map from this layer's space to its superlayer's: the bounds origin and anchor point
    /// to the origin, the transform, then `position`/`zPosition`, then the superlayer's
    /// `sublayerTransform` about its anchor point.
    func fullTransformToSuperlayer() -> CATransform3D {
        let ax = rBounds.minX + rAnchorPoint.x * rBounds.width, ay = rBounds.minY + rAnchorPoint.y * rBounds.height
        var m = CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, -rAnchorPointZ), rTransform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(rPosition.x, rPosition.y, rZPosition))
        if let s = superlayer, !s.rSublayerTransformIsIdentity {
            let sx = s.rBounds.minX + s.rAnchorPoint.x * s.rBounds.width, sy = s.rBounds.minY + s.rAnchorPoint.y * s.rBounds.height
            m = CATransform3DConcat(m, CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-sx, -sy, 0),
                                                                                s.rSublayerTransform),
                                                           CATransform3DMakeTranslation(sx, sy, 0)))
        }
        return m
    }

    /// Where `p` (layer space, z = 0) lands in the superlayer's plane under `m`; nil behind the viewer.
    static func project(_ p: CGPoint, _ m: CATransform3D) -> CGPoint? {
        let w = p.x * m.m14 + p.y * m.m24 + m.m44
        guard w > 1e-6 else { return nil }
        return CGPoint(x: (p.x * m.m11 + p.y * m.m21 + m.m41) / w, y: (p.x * m.m12 + p.y * m.m22 + m.m42) / w)
    }

    /// What this layer and its subtree can cover, in its own space.
    func localSubtreeExtent() -> CGRect {
        var r = ownVisualExtent()
        for c in rSublayers where !c.rIsHidden && c.rOpacity > 0 {
            r = r.union(c.localSubtreeExtent().applying(c.geometryTransform()))
        }
        return r
    }

    /// The part of this layer's space the warped subtree image is made from: the subtree's extent grown
    /// to whole points. The warp samples that image bilinearly, so drawing that ends inside a texel bleeds
    /// to the texel's far side; the warped layer covers the projected box of this rect, not of the
    /// extent, and its remembered rect must be that box.
    func warpedSourceExtent() -> CGRect {
        localSubtreeExtent().integral
    }

    /// The bounding box of `rect` (layer space) projected into the superlayer's space; nil if any corner is
    /// behind the viewer.
    func projectedBox(of rect: CGRect) -> CGRect? {
        guard !rect.isNull else { return nil }
        let m = fullTransformToSuperlayer()
        var box = CGRect.null
        for p in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)] {
            guard let q = CALayer.project(p, m), q.x.isFinite, q.y.isFinite else { return nil }
            box = box.union(CGRect(origin: q, size: .zero))
        }
        return box
    }

    /// The point of this layer's z = 0 plane that projects onto `p` (superlayer space); nil if none does
    /// in front of the viewer.
    package func unprojected(_ p: CGPoint) -> CGPoint? {
        let m = fullTransformToSuperlayer()
        // Solve [x y 1] · H = w · [p.x p.y 1] for x, y with H the 3×3 map of the z = 0 plane.
        let a11 = m.m11 - p.x * m.m14, a12 = m.m21 - p.x * m.m24, b1 = p.x * m.m44 - m.m41
        let a21 = m.m12 - p.y * m.m14, a22 = m.m22 - p.y * m.m24, b2 = p.y * m.m44 - m.m42
        let det = a11 * a22 - a12 * a21
        guard det != 0, det.isFinite else { return nil }
        let q = CGPoint(x: (b1 * a22 - a12 * b2) / det, y: (a11 * b2 - b1 * a21) / det)
        guard q.x * m.m14 + q.y * m.m24 + m.m44 > 1e-6 else { return nil }
        return q
    }

    func compositeProjected(in ctx: CGContext, alpha: CGFloat) {
        let local = warpedSourceExtent()
        guard var box = projectedBox(of: local) else { return }
        box = box.intersection(ctx.boundingBoxOfClipPath).integral
        guard !box.isNull, !box.isEmpty else { return }
        let scale = CALayer.deviceScale(of: ctx)
        let ss = CALayer.fittingScale(local, scale), ds = CALayer.fittingScale(box, scale)
        guard let src = CALayer.makeOffscreen(local, scale: ss), let dst = CALayer.makeOffscreen(box, scale: ds),
              let sd = src.data, let dd = dst.data else { return }
        compositeBody(in: src, alpha: 1, cull: nil, drawShadow: true, applyMask: true)
        // Inverse of the 3×3 map [x y 1] · H = [X Y W] on the z = 0 plane.
        let m = fullTransformToSuperlayer()
        let h = [Double(m.m11), Double(m.m12), Double(m.m14), Double(m.m21), Double(m.m22), Double(m.m24),
                 Double(m.m41), Double(m.m42), Double(m.m44)]
        let det = h[0] * (h[4] * h[8] - h[5] * h[7]) - h[1] * (h[3] * h[8] - h[5] * h[6]) + h[2] * (h[3] * h[7] - h[4] * h[6])
        guard det != 0, det.isFinite else { return }
        let inv = [(h[4] * h[8] - h[5] * h[7]) / det, (h[2] * h[7] - h[1] * h[8]) / det, (h[1] * h[5] - h[2] * h[4]) / det,
                   (h[5] * h[6] - h[3] * h[8]) / det, (h[0] * h[8] - h[2] * h[6]) / det, (h[2] * h[3] - h[0] * h[5]) / det,
                   (h[3] * h[7] - h[4] * h[6]) / det, (h[1] * h[6] - h[0] * h[7]) / det, (h[0] * h[4] - h[1] * h[3]) / det]
        let sw = src.width, sh = src.height, sstride = src.bytesPerRow
        let s = Double(ss), d = Double(ds), lx = Double(local.minX), ly = Double(local.minY)
        func texel(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < sw, y < sh else { return 0 }
            return sd.load(fromByteOffset: y * sstride + x * 4, as: UInt32.self)
        }
        for j in 0..<dst.height {
            let row = dd.advanced(by: j * dst.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let v = Double(box.minY) + (Double(j) + 0.5) / d
            for i in 0..<dst.width {
                let u = Double(box.minX) + (Double(i) + 0.5) / d
                let xw = u * inv[0] + v * inv[3] + inv[6], yw = u * inv[1] + v * inv[4] + inv[7], ww = u * inv[2] + v * inv[5] + inv[8]
                guard ww != 0 else { continue }
                let fx = (xw / ww - lx) * s - 0.5, fy = (yw / ww - ly) * s - 0.5
                guard fx > -1, fy > -1, fx < Double(sw), fy < Double(sh) else { continue }
                let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                let tx = fx - Double(x0), ty = fy - Double(y0)
                let p00 = texel(x0, y0), p10 = texel(x0 + 1, y0), p01 = texel(x0, y0 + 1), p11 = texel(x0 + 1, y0 + 1)
                var out: UInt32 = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let c00 = Double((p00 >> UInt32(shift)) & 0xFF), c10 = Double((p10 >> UInt32(shift)) & 0xFF)
                    let c01 = Double((p01 >> UInt32(shift)) & 0xFF), c11 = Double((p11 >> UInt32(shift)) & 0xFF)
                    let c = (c00 * (1 - tx) + c10 * tx) * (1 - ty) + (c01 * (1 - tx) + c11 * tx) * ty
                    out |= UInt32(min(max(c.rounded(), 0), 255)) << UInt32(shift)
                }
                row[i] = out
            }
        }
        guard let image = dst.makeImage() else { return }
        ctx.setAlpha(alpha)
        ctx.interpolationQuality = .default
        ctx.drawImageUpright(image, in: CALayer.offscreenCoverage(box, dst, scale: ds))
    }
}
