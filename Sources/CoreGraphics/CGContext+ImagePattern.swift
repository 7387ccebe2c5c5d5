import Foundation
import CCairo

/// Drawing an image at its pixel size without a graphics-state push: the draw `draw(_:in:)` and the
/// compositor make most (every layer of cached contents drawn 1:1).
///
/// The general way translates the CTM inside `cairo_save`/`cairo_restore` and makes a new source pattern
/// for the image each time. Here the image's pattern is kept (one per context, for the image drawn last)
/// and carries the translation in its own matrix, and the rectangle is given at its place. Cairo computes
/// the same numbers both ways: its translate appends the inverse translation to the CTM's inverse, which is
/// exactly the product it forms from the pattern's matrix and the CTM's inverse, and a rectangle at (tx, ty)
/// reaches device space through the same sums as one at the origin under a translated CTM. So the pixels
/// are byte for byte those of the general way (the compositor's randomized tests compare both). An alpha
/// below 1 needs a clip to the image's rectangle, which still takes a state push, but no new pattern.
extension CGContext {
    /// Whether unscaled image draws take the pattern-reusing way (tests turn it off to compare with the
    /// general way; package use only).
    nonisolated(unsafe) package static var imagePatternDrawing = true

    /// The image's source pattern in this context, made when another image was drawn last.
    @inline(__always)
    func sourcePattern(for image: CGImage) -> OpaquePointer {
        if let kept = imagePattern, kept.image === image { return kept.pattern }
        return makeSourcePattern(for: image)
    }

    @inline(never)
    private func makeSourcePattern(for image: CGImage) -> OpaquePointer {
        if let kept = imagePattern { cairo_pattern_destroy(kept.pattern) }
        let pattern = cairo_pattern_create_for_surface(image.cairoSurface)!
        imagePattern = (image, pattern)
        return pattern
    }

    /// Paints `image` with its pixel grid at user-space (tx, ty)-(tx + w, ty + h), rows going down in Cairo
    /// terms, as `paintImage` does under a CTM translated by (tx, ty). Consumes the path.
    func paintImageTranslated(_ image: CGImage, tx: Double, ty: Double, op: cairo_operator_t) {
        let pattern = sourcePattern(for: image)
        // User space to pattern space: the inverse of the translation.
        var pm = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -tx, y0: -ty)
        cairo_pattern_set_matrix(pattern, &pm)
        cairo_pattern_set_filter(pattern, CGContext.cairoFilter(gstate.interpolation, image.shouldInterpolate))
        // Scaled images keep hard edges (sampling clamps at the border), as `paintImage` decides it from the
        // whole transform; a translation leaves the CTM's own scale and shear.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scaled = abs(m.xx) != 1 && m.xx != 0 || abs(m.yy) != 1 && m.yy != 0 || m.xy != 0 || m.yx != 0
        cairo_pattern_set_extend(pattern, scaled ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_new_path(cr)
        cairo_rectangle(cr, tx, ty, Double(image.width), Double(image.height))
        if gstate.alpha >= 1 {
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, op)
            cairo_fill(cr)
        } else {
            cairo_save(cr)
            cairo_clip(cr)
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, op)
            cairo_paint_with_alpha(cr, gstate.alpha)
            cairo_restore(cr)
        }
    }
}
