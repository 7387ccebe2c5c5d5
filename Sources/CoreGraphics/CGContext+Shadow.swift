import Foundation
import CCairo

/// Shadows, mirroring `setShadow(offset:blur:)` and `setShadow(offset:blur:color:)`.
///
/// Cairo has no blur, so a shadowed operation is drawn a second time into an offscreen ARGB32 surface by
/// Cairo, its alpha is blurred here with three box passes per axis (a close approximation of a Gaussian,
/// standard deviation `blur / 2` in base-space units), tinted with the shadow colour and composited under
/// the shape at the offset. Offset and blur are in base space, which the CTM does not affect: device pixels
/// y-up for a raw bitmap context, points y-down for UIKit's contexts, as on iOS.
extension CGContext {
    /// Enables a shadow in Core Graphics' default colour (black at 1/3 alpha), as Apple documents.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// Enables a shadow with `color`; a nil or fully transparent colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, offset.width.isFinite, offset.height.isFinite, blur.isFinite else { gstate.shadow = nil; return }
        let c = CGContext.sanitized(color)
        if c.a <= 0 { gstate.shadow = nil; return }
        gstate.shadow = Shadow(dx: Double(offset.width), dy: Double(offset.height), blur: Double(max(blur, 0)), color: c)
    }

    /// Draws the shadow of `ink` under it.
    func drawShadow(_ shadow: Shadow, inkExtents: CGRect, op: cairo_operator_t,
                    _ ink: (OpaquePointer, cairo_operator_t) -> Void) {
        // Offset and blur from base space to Cairo's (y-down) device space.
        let b = baseCTM
        let vx = Double(b.a) * shadow.dx + Double(b.c) * shadow.dy
        let vy = -(Double(b.b) * shadow.dx + Double(b.d) * shadow.dy)
        let sigma = shadow.blur / 2 * abs(Double(b.a * b.d - b.b * b.c)).squareRoot()
        let pad = (3 * sigma).rounded(.up) + 1
        guard inkExtents.width.isFinite, inkExtents.height.isFinite, !inkExtents.isEmpty else { return }
        // Only the part whose shadow can land on the device matters.
        let reachable = CGRect(x: -vx - pad, y: -vy - pad, width: deviceWidth + 2 * pad, height: deviceHeight + 2 * pad)
        let box = inkExtents.insetBy(dx: -pad, dy: -pad).intersection(reachable).integral
        guard !box.isNull, box.width >= 1, box.height >= 1, box.width * box.height <= Double(1 << 24) else { return }
        let bx = Double(box.minX), by = Double(box.minY), bw = Int(box.width), bh = Int(box.height)

        guard let s2 = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bw), Int32(bh)) else { return }
        defer { cairo_surface_destroy(s2) }
        guard cairo_surface_status(s2) == CAIRO_STATUS_SUCCESS, let c2 = cairo_create(s2) else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        m.x0 -= bx; m.y0 -= by
        cairo_set_matrix(c2, &m)
        copyStrokeStyle(to: c2)
        ink(c2, CAIRO_OPERATOR_OVER)
        cairo_destroy(c2)
        cairo_surface_flush(s2)

        // Alpha plane → blur → premultiplied shadow colour.
        let stride = Int(cairo_image_surface_get_stride(s2))
        guard let px = cairo_image_surface_get_data(s2) else { return }
        var alpha = [Float](repeating: 0, count: bw * bh)
        for y in 0..<bh { for x in 0..<bw { alpha[y * bw + x] = Float(px[y * stride + x * 4 + 3]) } }
        if sigma >= 0.3 { CGContext.gaussianBlur(&alpha, width: bw, height: bh, sigma: sigma) }
        let c = shadow.color
        for y in 0..<bh {
            for x in 0..<bw {
                let a = Double(alpha[y * bw + x]) / 255 * c.a
                let p = px + y * stride + x * 4
                p[0] = UInt8(min(255, (c.b * a * 255).rounded()))
                p[1] = UInt8(min(255, (c.g * a * 255).rounded()))
                p[2] = UInt8(min(255, (c.r * a * 255).rounded()))
                p[3] = UInt8(min(255, (a * 255).rounded()))
            }
        }
        cairo_surface_mark_dirty(s2)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, s2, bx + vx, by + vy)
        paintSourceThroughMask(op: op)
        cairo_restore(cr)
    }

    /// Copies line width, cap, join, miter limit, dash, antialiasing and tolerance to another Cairo context.
    func copyStrokeStyle(to c2: OpaquePointer) {
        cairo_set_line_width(c2, cairo_get_line_width(cr))
        cairo_set_line_cap(c2, cairo_get_line_cap(cr))
        cairo_set_line_join(c2, cairo_get_line_join(cr))
        cairo_set_miter_limit(c2, cairo_get_miter_limit(cr))
        cairo_set_antialias(c2, cairo_get_antialias(cr))
        cairo_set_tolerance(c2, cairo_get_tolerance(cr))
        cairo_set_fill_rule(c2, cairo_get_fill_rule(cr))
        let n = Int(cairo_get_dash_count(cr))
        if n > 0 {
            var dashes = [Double](repeating: 0, count: n)
            var offset = 0.0
            cairo_get_dash(cr, &dashes, &offset)
            cairo_set_dash(c2, dashes, Int32(n), offset)
        }
    }

    /// Blurs a `width`×`height` plane in place with three box blurs per axis whose combined variance is
    /// `sigma²` (the usual box approximation of a Gaussian). O(1) per pixel whatever the radius; layer
    /// shadows use it for wide blurs.
    package static func gaussianBlur(_ plane: inout [Float], width: Int, height: Int, sigma: Double) {
        // Box widths for three passes (Kovesi's construction).
        let n = 3.0
        let wIdeal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(wIdeal.rounded(.down)); if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)
        let mCount = Int(mIdeal.rounded())
        var tmp = [Float](repeating: 0, count: plane.count)
        for i in 0..<3 {
            let r = ((i < mCount ? wl : wu) - 1) / 2
            guard r > 0 else { continue }
            boxBlur(&plane, &tmp, width: width, height: height, radius: r, horizontal: true)
            boxBlur(&tmp, &plane, width: width, height: height, radius: r, horizontal: false)
        }
    }

    /// One box pass of radius `r` along one axis from `src` into `dst`; outside the plane counts as zero.
    static func boxBlur(_ src: inout [Float], _ dst: inout [Float], width: Int, height: Int, radius r: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, len = horizontal ? width : height
        let step = horizontal ? 1 : width
        let scale = 1 / Float(2 * r + 1)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for line in 0..<lines {
                    let base = horizontal ? line * width : line
                    var acc: Float = 0
                    for k in 0...min(r, len - 1) { acc += s[base + k * step] }
                    for i in 0..<len {
                        d[base + i * step] = acc * scale
                        let add = i + r + 1, sub = i - r
                        if add < len { acc += s[base + add * step] }
                        if sub >= 0 { acc -= s[base + sub * step] }
                    }
                }
            }
        }
    }
}
