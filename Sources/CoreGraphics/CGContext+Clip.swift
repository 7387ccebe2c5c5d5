import Foundation
import CCairo

/// An image mask intersected into the clip, as a Cairo pattern over an A8 surface in device space.
final class MaskClip {
    let pattern: OpaquePointer
    init(pattern: OpaquePointer) { self.pattern = pattern }
    deinit { cairo_pattern_destroy(pattern) }
}

/// Clipping, mirroring `CGContext`'s clip functions. Path and rectangle clips are Cairo's own; an image
/// mask (`clip(to:mask:)`) is kept as an alpha plane that every later drawing operation is masked by.
extension CGContext {
    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        gstate.pixelClip = nil
    }

    /// Intersects the clip with the even-odd interior of the current path.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with `rect`; as Apple documents, the current path is then reset to empty.
    public func clip(to rect: CGRect) {
        if let c = gstate.pixelClip, let b = wholePixelBox(rect) { gstate.pixelClip = c.intersection(b) } else { gstate.pixelClip = nil }
        cairo_new_path(cr)
        addRect(rect)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// Intersects the clip with the union of `rects`; the current path is reset to empty.
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cr)
        rects.forEach(addRect)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        gstate.pixelClip = nil
    }

    /// Resets the clip to the whole destination (`resetClip()`), image masks included.
    public func resetClip() {
        cairo_reset_clip(cr)
        gstate.mask = nil
        gstate.pixelClip = .unbounded
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Intersects the clip with `mask` drawn into `rect` (`clip(to:mask:)`), placed as `draw(_:in:)`
    /// would place the image. An image with alpha masks by its alpha (what iOS code tinting an icon
    /// relies on); an opaque image masks by its luminance, white letting drawing through, as Apple documents
    /// for greyscale masks. Nothing outside `rect` is drawn afterwards.
    public func clip(to rect: CGRect, mask: CGImage) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite
        else { return }
        let w = Int32(max(1, deviceWidth.rounded(.up))), h = Int32(max(1, deviceHeight.rounded(.up)))
        guard let plane = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h) else { return }
        defer { cairo_surface_destroy(plane) }
        guard let c2 = cairo_create(plane) else { return }
        // Start from the existing mask, or everything.
        if let old = gstate.mask { cairo_set_source(c2, old.pattern) } else { cairo_set_source_rgba(c2, 0, 0, 0, 1) }
        cairo_paint(c2)
        // Intersect with the new mask, drawn as `draw(_:in:)` draws an image.
        let source = mask.alphaInfo == .noneSkipFirst ? mask.luminanceAlphaImage : mask
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_set_matrix(c2, &m)
        cairo_translate(c2, Double(r.minX), Double(r.maxY))
        cairo_scale(c2, Double(r.width) / Double(mask.width), -Double(r.height) / Double(mask.height))
        cairo_set_source_surface(c2, source.cairoSurface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(c2), CAIRO_FILTER_GOOD)
        // Edge samples clamp, so a scaled mask does not fade out towards the rect's border; outside the rect
        // the clip to `rect` below removes everything.
        cairo_pattern_set_extend(cairo_get_source(c2), CAIRO_EXTEND_PAD)
        cairo_set_operator(c2, CAIRO_OPERATOR_IN)
        cairo_paint(c2)
        // Nothing outside `rect`: clear the rest of the plane.
        cairo_rectangle(c2, 0, 0, Double(mask.width), Double(mask.height))
        cairo_identity_matrix(c2)
        cairo_rectangle(c2, 0, 0, Double(w), Double(h))
        cairo_set_fill_rule(c2, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_set_operator(c2, CAIRO_OPERATOR_CLEAR)
        cairo_fill(c2)
        cairo_destroy(c2)
        guard let pattern = cairo_pattern_create_for_surface(plane) else { return }
        gstate.mask = MaskClip(pattern: pattern)
    }
}
