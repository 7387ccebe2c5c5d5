import Foundation
import CCairo

/// A rect of whole Cairo device pixels (y down), half-open: x0..<x1, y0..<y1.
struct PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int
    /// No clip at all.
    static let unbounded = PixelBox(x0: Int.min / 2, y0: Int.min / 2, x1: Int.max / 2, y1: Int.max / 2)

    func intersection(_ o: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
}

/// Opaque fills of whole device pixels, handed straight to pixman's solid fill.
///
/// When Cairo fills a rect whose edges land on whole device pixels with an opaque colour under the normal
/// blend mode, inside a clip of whole pixels, it comes down to pixman's solid fill (`pixman_fill`) of one
/// premultiplied pixel value over the rect inside the clip. Calling pixman here skips Cairo's path,
/// tessellation and compositor set-up, about 5,000 instructions per fill: a compositor frame fills a few
/// hundred layer backgrounds. The pixel value is Cairo's own: each channel clamped to 0...1, scaled to 16
/// bits as `d * 65535 + 0.5`, then its high byte. The clip is known from `GState.pixelClip`, which the clip
/// functions keep (a clip of any other shape turns it off until the state is restored or reset). Any other
/// case fills through Cairo, as does an edge more than `alignedFillTolerance` off a whole pixel.
extension CGContext {
    /// How far from a whole device pixel an edge may be and still count as on it (Cairo's fixed point
    /// keeps 1/256 of a pixel, so such an edge lands on the whole pixel there too).
    static let alignedFillTolerance = 1e-6

    /// Fills `rect` (user space) with the fill colour, as `fill(_:)` does, through pixman's solid fill
    /// when that is what Cairo would do: an opaque colour at alpha 1 under normal blending, no
    /// shadow, mask, pattern or transparency layer, and the rect and the clip on whole device pixels of
    /// this bitmap. Package API for the compositor's backgrounds, which are snapped to device pixels.
    package func fillAligned(_ rect: CGRect) {
        if !fillWholePixels(rect) { fill(rect) }
    }

    /// The pixman fill of `fillAligned(_:)`; false, drawing nothing, when it does not apply.
    package func fillWholePixels(_ rect: CGRect) -> Bool {
        guard let clip = gstate.pixelClip, !needsEffects, gstate.blendMode == .normal else { return false }
        let fill = gstate.fill
        guard min(max(fill.a, 0), 1) * gstate.alpha >= 1 else { return false }
        guard let box = wholePixelBox(rect), let t = pixelTarget() else { return false }
        let (target, data, stride) = (t.target, t.data, t.stride)
        let b = box.intersection(clip).intersection(PixelBox(x0: 0, y0: 0, x1: t.width, y1: t.height))
        cairo_new_path(cr)
        guard b.x0 < b.x1, b.y0 < b.y1 else { return true }
        func channel(_ d: Double) -> UInt32 { UInt32(UInt16(min(max(d, 0), 1) * 65535 + 0.5) >> 8) }
        let pixel: UInt32 = 0xFF00_0000 | channel(fill.r) << 16 | channel(fill.g) << 8 | channel(fill.b)
        cairo_surface_flush(target)
        // pixman's solid fill, the call Cairo's own fill ends in for this case.
        let filled = pixman_fill(data.assumingMemoryBound(to: UInt32.self), Int32(stride / 4), 32,
                                 Int32(b.x0), Int32(b.y0), Int32(b.x1 - b.x0), Int32(b.y1 - b.y0), pixel) != 0
        cairo_surface_mark_dirty_rectangle(target, Int32(b.x0), Int32(b.y0), Int32(b.x1 - b.x0), Int32(b.y1 - b.y0))
        return filled
    }

    /// The surface Cairo draws into now, when its pixels can be written directly: an ARGB32 image surface
    /// without device offset or scale, and no transparency layer open (a layer draws into a group surface).
    func pixelTarget() -> (target: OpaquePointer, data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int)? {
        guard let target = cairo_get_target(cr), cairo_get_group_target(cr) == target,
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return nil }
        var ox = 0.0, oy = 0.0, sx = 1.0, sy = 1.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        cairo_surface_get_device_scale(target, &sx, &sy)
        guard ox == 0, oy == 0, sx == 1, sy == 1, let data = cairo_image_surface_get_data(target) else { return nil }
        return (target, UnsafeMutableRawPointer(data), Int(cairo_image_surface_get_width(target)), Int(cairo_image_surface_get_height(target)),
                Int(cairo_image_surface_get_stride(target)))
    }

    /// `rect` (user space) in Cairo device pixels when the transform keeps it axis-aligned and every edge
    /// is within `alignedFillTolerance` of a whole pixel; nil otherwise.
    func wholePixelBox(_ rect: CGRect) -> PixelBox? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, rect.width >= 0, rect.height >= 0 else { return nil }
        let ax = m.xx * Double(rect.minX) + m.x0, bx = m.xx * Double(rect.maxX) + m.x0
        let ay = m.yy * Double(rect.minY) + m.y0, by = m.yy * Double(rect.maxY) + m.y0
        func whole(_ v: Double) -> Int? {
            let r = v.rounded()
            guard v.isFinite, abs(v - r) <= CGContext.alignedFillTolerance, abs(r) < Double(1 << 30) else { return nil }
            return Int(r)
        }
        guard let x0 = whole(min(ax, bx)), let x1 = whole(max(ax, bx)), let y0 = whole(min(ay, by)), let y1 = whole(max(ay, by))
        else { return nil }
        return PixelBox(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}
