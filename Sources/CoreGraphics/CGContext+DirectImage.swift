import Foundation
import CCairo

/// Images drawn 1:1 at a fractional device offset, composited with pixman directly.
///
/// The compositor's commonest draw is a layer's cached image at its pixel size, moved by a fraction of a
/// pixel (a layer in motion), inside the damage's whole-pixel clip. Cairo does it through its image
/// compositor, which makes three objects every time: a pixman image over the image's pixels (the pattern's
/// matrix is not a whole-pixel translation, so it cannot reuse the surface's own), that image's transform,
/// and the a8 mask image of its in-place span renderer. Here the same pixman calls are made with objects
/// kept instead: the image's own pixman image (`CGImage+Pixman.swift`, its transform set in place), and
/// the context's destination image and coverage line (`PixmanTarget`).
///
/// What Cairo does for these calls, and so what this does, step by step:
/// - the rectangle's device corner is `CTM × (tx, ty)`, rounded to 24.8 fixed point (to nearest, ties to
///   even); the far corner adds the image size (Cairo's `rel_line_to`); the box is cut by the clip;
/// - the pattern's device-to-image matrix is `ctm⁻¹ × translate(−tx, −ty)`; when its offset rounds to whole
///   pixels in 24.8 fixed point (within 1/512 of them) Cairo samples the nearest pixel instead and
///   composites the whole-pixel box in one call (through a solid mask of the alpha below 1);
/// - otherwise `CAIRO_FILTER_GOOD` (and `BILINEAR`) at scale 1 become pixman's bilinear filter; the matrix's
///   translation is split as Cairo splits it for pixman's 16-bit offsets (`floor(−t / 2)` goes to the
///   composite offsets, the rest to the transform, rounded to 16.16);
/// - the box is scan-converted and composited as `ImageSpanRenderer` spells out, with the paint's alpha
///   as Cairo rounds it (`alpha × 65535 + 0.5`, high byte), nothing drawn at or below 255/65535 and an
///   opaque paint at or above 65280/65535.
/// Cases this does not cover go through Cairo: effects, shadows, blend modes other than normal, clips that
/// are not one rect of whole pixels, transparency layers, a CTM or its inverse with scale, rotation or
/// flip, nearest or high-quality sampling, antialiasing off, a box whose pixels make one pixel (Cairo
/// samples a single pixel there), a fill covering the whole surface (Cairo paints it instead) and
/// offsets beyond 2^20 pixels. The randomized tests in `DirectImageDrawingTests` compare every case
/// byte for byte with Cairo.
extension CGContext {
    /// Draws `image` upright at its pixel size in `rect` through pixman directly, as `drawImageUpright`
    /// does when it can; false, drawing nothing, when it cannot (package use by tests, which count the
    /// draws that took the direct path).
    package func drawImageUprightDirectly(_ image: CGImage, in rect: CGRect) -> Bool {
        let r = rect.standardized
        guard r.width == CGFloat(image.width), r.height == CGFloat(image.height), r.minX.isFinite, r.minY.isFinite
        else { return false }
        return drawImageDirectly(image, tx: Double(r.minX), ty: Double(r.minY))
    }

    /// Draws `image` with its pixel grid at user-space (tx, ty), as `paintImageTranslated` would, through
    /// pixman directly; false, drawing nothing, when that is not exactly what Cairo would do.
    func drawImageDirectly(_ image: CGImage, tx: Double, ty: Double) -> Bool {
        guard drawsImagesDirectly, let clip = gstate.pixelClip, !needsEffects, gstate.blendMode == .normal,
              image.shouldInterpolate else { return false }
        switch gstate.interpolation {
        case .default, .medium, .low: break
        default: return false
        }
        guard cairo_get_antialias(cr) != CAIRO_ANTIALIAS_NONE, let t = pixelTarget(), t.target == surface else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xx == 1, m.yx == 0, m.xy == 0, m.yy == 1 else { return false }
        // The inverse Cairo keeps (built step by step, so read, not recomputed).
        var ixx = 1.0, iyx = 0.0, ixy = 0.0, iyy = 1.0, ix0 = 0.0, iy0 = 0.0
        cairo_device_to_user_distance(cr, &ixx, &iyx)
        cairo_device_to_user_distance(cr, &ixy, &iyy)
        guard ixx == 1, iyx == 0, ixy == 0, iyy == 1 else { return false }
        cairo_device_to_user(cr, &ix0, &iy0)

        // The rectangle in device space, as Cairo's path holds it.
        let dx = (m.xx * tx + m.xy * ty) + m.x0, dy = (m.yx * tx + m.yy * ty) + m.y0
        let limit = Double(1 << 20)
        guard abs(dx) < limit, abs(dy) < limit, abs(tx) < limit, abs(ty) < limit, image.width < 1 << 20,
              image.height < 1 << 20 else { return false }
        let bx1 = CGContext.fixed(dx), by1 = CGContext.fixed(dy)
        let bx2 = bx1 + Int32(image.width) << 8, by2 = by1 + Int32(image.height) << 8

        // The pattern's device-to-image translation; on whole pixels in 24.8 fixed point Cairo samples the
        // nearest pixel, and then the box is on whole pixels too.
        let px = (ix0 * 1 + iy0 * 0) + -tx, py = (ix0 * 0 + iy0 * 1) + -ty
        guard abs(px) < 2 * limit, abs(py) < 2 * limit else { return false }
        let whole = CGContext.fixed(px) & 255 == 0 && CGContext.fixed(py) & 255 == 0
        if whole, bx1 & 255 != 0 || by1 & 255 != 0 { return false }

        let alpha = gstate.alpha
        let opacity: UInt8
        if alpha >= 1 {
            // Cairo fills a box that covers the whole surface as a paint of the clip.
            if bx1 <= 0, by1 <= 0, bx2 >= Int32(t.width) << 8, by2 >= Int32(t.height) << 8 { return false }
            opacity = 255
        } else if alpha <= 255.0 / 65535.0 {
            return true
        } else {
            opacity = alpha >= 65280.0 / 65535.0 ? 255 : UInt8(UInt16(alpha * 65535 + 0.5) >> 8)
        }

        // The box, cut by the clip and the surface.
        let c = clip.intersection(PixelBox(x0: 0, y0: 0, x1: t.width, y1: t.height))
        guard c.x0 < c.x1, c.y0 < c.y1 else { return true }
        let left = max(bx1, Int32(c.x0) << 8), right = min(bx2, Int32(c.x1) << 8)
        let top = max(by1, Int32(c.y0) << 8), bottom = min(by2, Int32(c.y1) << 8)
        guard left < right, top < bottom else { return true }
        let pxLeft = left >> 8, pxTop = top >> 8, pxRight = (right + 255) >> 8, pxBottom = (bottom + 255) >> 8
        // One pixel: Cairo samples the image at one point there instead of filtering.
        if pxRight - pxLeft == 1, pxBottom - pxTop == 1 { return false }

        let kept: PixmanTarget
        if let k = pixmanTarget { kept = k } else {
            guard let k = PixmanTarget(data: t.data, width: t.width, height: t.height, stride: t.stride) else { return false }
            pixmanTarget = k
            kept = k
        }
        guard kept.reserve(Int(pxRight - pxLeft) + 1), let source = image.takePixmanSource(plain: whole) else { return false }

        cairo_surface_flush(t.target)
        if whole {
            // Cairo composites the whole-pixel box at once from the image's own pixels, offset by the nearest
            // whole pixel, through a solid mask of the alpha when below 1.
            let nx = Int32(ceil(px - 0.5)), ny = Int32(ceil(py - 0.5))
            let x = pxLeft, y = pxTop, w = pxRight - pxLeft, h = pxBottom - pxTop
            if opacity != 255 { kept.line.update(repeating: opacity, count: Int(w)) }
            pixman_image_composite32(PIXMAN_OP_OVER, source, opacity == 255 ? nil : kept.mask, kept.destination,
                                     x &+ nx, y &+ ny, 0, 0, x, y, w, h)
            image.returnPixmanSource(source, plain: true)
            cairo_surface_mark_dirty_rectangle(t.target, x, y, w, h)
            return true
        }

        // Cairo's split of the translation between pixman's transform and the composite offsets.
        var offsetX: Int32 = 0, offsetY: Int32 = 0
        var rx = px, ry = py
        if px != 0 || py != 0 {
            let sx = floor((py * 0 - px * 2) * 0.25), sy = floor((px * 0 - py * 2) * 0.25)
            offsetX = Int32(-sx)
            offsetY = Int32(-sy)
            rx = (sx * 1 + sy * 0) + px
            ry = (sx * 0 + sy * 1) + py
        }
        var transform = pixman_transform_t()
        transform.matrix = ((65536, 0, CGContext.fixed16(rx)), (0, 65536, CGContext.fixed16(ry)), (0, 0, 65536))
        pixman_image_set_transform(source, &transform)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        ImageSpanRenderer(source: source, mask: kept.mask, destination: kept.destination, line: kept.line,
                          sourceX: offsetX, sourceY: offsetY, opacity: opacity)
            .render(left: left, top: top, right: right, bottom: bottom)
        image.returnPixmanSource(source, plain: false)
        cairo_surface_mark_dirty_rectangle(t.target, pxLeft, pxTop, pxRight - pxLeft, pxBottom - pxTop)
        return true
    }

    /// Cairo's `_cairo_fixed_from_double`: 24.8 fixed point, rounded to nearest (ties to even) by adding
    /// 1.5 × 2^44 and keeping the low 32 bits.
    @inline(__always)
    static func fixed(_ d: Double) -> Int32 {
        Int32(truncatingIfNeeded: (d + 26_388_279_066_624.0).bitPattern)
    }

    /// Cairo's `_cairo_fixed_16_16_from_double`: 16.16 fixed point the same way (1.5 × 2^36).
    @inline(__always)
    static func fixed16(_ d: Double) -> Int32 {
        Int32(truncatingIfNeeded: (d + 103_079_215_104.0).bitPattern)
    }
}
