import Foundation
import CCairo

/// Image drawing, mirroring `CGContext.draw(_:in:)` and `draw(_:in:byTiling:)`.
extension CGContext {
    /// Draws `image` scaled into `rect`. As in Core Graphics the image's first row goes at `rect.maxY`
    /// in user space, so in a UIKit (flipped) context it appears upside down, exactly as on iOS;
    /// `UIImage.draw(in:)` is the upright way. The current path is left alone.
    public func draw(_ image: CGImage, in rect: CGRect) {
        drawImage(image, in: rect, upright: false)
    }

    /// Draws `image` upright in a y-down user space: its first row at `rect.minY` (package use by the
    /// compositor and `UIImage`, which present images the way iOS shows them).
    package func drawImageUpright(_ image: CGImage, in rect: CGRect) {
        drawImage(image, in: rect, upright: true)
    }

    @inline(__always)
    func drawImage(_ image: CGImage, in rect: CGRect, upright: Bool) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite,
              r.width.isFinite, r.height.isFinite else { return }
        let sx = Double(r.width) / Double(image.width)
        let sy = (upright ? 1 : -1) * Double(r.height) / Double(image.height)
        let tx = Double(r.minX), ty = Double(upright ? r.minY : r.maxY)
        if needsEffects {
            let box = deviceBox(x1: Double(r.minX), y1: Double(r.minY), x2: Double(r.maxX), y2: Double(r.maxY))
            let saved = cairo_has_current_point(cr) != 0 ? cairo_copy_path(cr) : nil
            cairo_new_path(cr)
            drawWithEffects(deviceExtents: box) { target, op in
                cairo_save(target)
                cairo_translate(target, tx, ty)
                cairo_scale(target, sx, sy)
                self.paintImage(image, on: target, op: op)
                cairo_restore(target)
            }
            cairo_new_path(cr)
            if let saved { cairo_append_path(cr, saved); cairo_path_destroy(saved) }
            return
        }
        if sx == 1, sy == 1, CGContext.imagePatternDrawing, drawImageDirectly(image, tx: tx, ty: ty) { return }
        let savedPath = cairo_has_current_point(cr) != 0 ? cairo_copy_path(cr) : nil
        if sx == 1, sy == 1, CGContext.imagePatternDrawing {
            paintImageTranslated(image, tx: tx, ty: ty, op: CGContext.cairoOperator(gstate.blendMode))
        } else {
            cairo_save(cr)
            cairo_translate(cr, tx, ty)
            if sx != 1 || sy != 1 { cairo_scale(cr, sx, sy) }
            paintImage(image, on: cr, op: CGContext.cairoOperator(gstate.blendMode))
            cairo_restore(cr)
        }
        if let savedPath { cairo_new_path(cr); cairo_append_path(cr, savedPath); cairo_path_destroy(savedPath) }
    }

    /// Paints `image` with its pixel grid at user-space (0,0)-(w,h), rows going down in Cairo terms.
    /// Consumes the target's path.
    func paintImage(_ image: CGImage, on target: OpaquePointer, op: cairo_operator_t) {
        cairo_set_source_surface(target, image.cairoSurface, 0, 0)
        let pattern = cairo_get_source(target)
        cairo_pattern_set_filter(pattern, CGContext.cairoFilter(gstate.interpolation, image.shouldInterpolate))
        // Scaled images keep hard edges (sampling clamps at the border), as Core Graphics draws them.
        var m = cairo_matrix_t()
        cairo_get_matrix(target, &m)
        if abs(m.xx) != 1 && m.xx != 0 || abs(m.yy) != 1 && m.yy != 0 || m.xy != 0 || m.yx != 0 {
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_set_operator(target, op)
        cairo_new_path(target)
        cairo_rectangle(target, 0, 0, Double(image.width), Double(image.height))
        if gstate.alpha >= 1 {
            cairo_fill(target)
        } else {
            cairo_clip(target)
            cairo_paint_with_alpha(target, gstate.alpha)
        }
    }

    /// Tiles `image` over the whole clip, each tile the size of `rect` and one tile placed at `rect`
    /// (`draw(_:in:byTiling:)`), tiles oriented as `draw(_:in:)` orients the image.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { draw(image, in: rect); return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite,
              r.width.isFinite, r.height.isFinite else { return }
        let alpha = gstate.alpha
        let filter = CGContext.cairoFilter(gstate.interpolation, image.shouldInterpolate)
        // Pattern space = image pixels; user → pattern maps rect.minX → 0 and rect.maxY → 0 (first row).
        var pm = cairo_matrix_t()
        cairo_matrix_init(&pm, Double(image.width) / Double(r.width), 0, 0, -Double(image.height) / Double(r.height),
                          -Double(r.minX) * Double(image.width) / Double(r.width),
                          Double(r.maxY) * Double(image.height) / Double(r.height))
        let ink: (OpaquePointer, cairo_operator_t) -> Void = { target, op in
            guard let pattern = cairo_pattern_create_for_surface(image.cairoSurface) else { return }
            var m = pm
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
            cairo_pattern_set_filter(pattern, filter)
            cairo_set_source(target, pattern)
            cairo_set_operator(target, op)
            cairo_paint_with_alpha(target, alpha)
            cairo_pattern_destroy(pattern)
        }
        if needsEffects { drawWithEffects(deviceExtents: deviceClipBox, ink) }
        else { ink(cr, CGContext.cairoOperator(gstate.blendMode)) }
    }
}

extension CGContext {
    /// Tiles `image` upright in a y-down user space over `area`: one tile at `tile`, the others repeating
    /// from it (package use by `UIImage`'s tiled resizable images and `drawAsPattern(in:)`).
    package func drawImageUprightTiled(_ image: CGImage, tile: CGRect, in area: CGRect) {
        let t = tile.standardized, a = area.standardized
        guard t.width > 0, t.height > 0, a.width > 0, a.height > 0,
              [t.minX, t.minY, t.width, t.height, a.minX, a.minY, a.width, a.height].allSatisfy(\.isFinite) else { return }
        let alpha = gstate.alpha
        let filter = CGContext.cairoFilter(gstate.interpolation, image.shouldInterpolate)
        var pm = cairo_matrix_t()
        cairo_matrix_init(&pm, Double(image.width) / Double(t.width), 0, 0, Double(image.height) / Double(t.height),
                          -Double(t.minX) * Double(image.width) / Double(t.width),
                          -Double(t.minY) * Double(image.height) / Double(t.height))
        let ink: (OpaquePointer, cairo_operator_t) -> Void = { target, op in
            guard let pattern = cairo_pattern_create_for_surface(image.cairoSurface) else { return }
            var m = pm
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
            cairo_pattern_set_filter(pattern, filter)
            cairo_save(target)
            cairo_new_path(target)
            cairo_rectangle(target, Double(a.minX), Double(a.minY), Double(a.width), Double(a.height))
            cairo_clip(target)
            cairo_set_source(target, pattern)
            cairo_set_operator(target, op)
            cairo_paint_with_alpha(target, alpha)
            cairo_restore(target)
            cairo_pattern_destroy(pattern)
        }
        let saved = cairo_has_current_point(cr) != 0 ? cairo_copy_path(cr) : nil
        if needsEffects {
            drawWithEffects(deviceExtents: deviceBox(x1: Double(a.minX), y1: Double(a.minY), x2: Double(a.maxX), y2: Double(a.maxY)), ink)
        } else {
            ink(cr, CGContext.cairoOperator(gstate.blendMode))
        }
        if let saved { cairo_new_path(cr); cairo_append_path(cr, saved); cairo_path_destroy(saved) }
    }
}
