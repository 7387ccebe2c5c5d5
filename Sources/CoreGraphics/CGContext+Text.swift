import Foundation
import CCairo

/// Text drawing plumbing (package use by the text engine in `Text/TextLayout.swift`): runs a Pango drawing
/// operation on this context's Cairo state with the graphics state applied (global alpha, blend mode,
/// shadow, image mask, converted pixel layouts), so text composites like any other Core Graphics drawing.
extension CGContext {
    /// Calls `ink` with a Cairo context whose matrix is the current user space, whose source is `color` and
    /// whose current path is empty. `userBounds` bounds the ink in user space (for shadows); it is computed
    /// only when effects need it. The current path is left as it was.
    package func drawTextInk(userBounds: @autoclosure () -> CGRect, color: (r: Double, g: Double, b: Double, a: Double),
                             _ ink: (OpaquePointer) -> Void) {
        let alpha = gstate.alpha
        withoutActuallyEscaping(ink) { ink in
        let draw: (OpaquePointer, cairo_operator_t) -> Void = { target, op in
            cairo_save(target)
            cairo_new_path(target)
            if alpha < 1 {
                cairo_push_group(target)
                cairo_set_operator(target, CAIRO_OPERATOR_OVER)
            } else {
                cairo_set_operator(target, op)
            }
            cairo_set_source_rgba(target, color.r, color.g, color.b, color.a)
            ink(target)
            if alpha < 1 {
                cairo_pop_group_to_source(target)
                cairo_set_operator(target, op)
                cairo_paint_with_alpha(target, alpha)
            }
            cairo_restore(target)
        }
        preservingPath {
            if needsEffects {
                let u = userBounds()
                let b = u.isNull || !u.width.isFinite ? CGRect.zero : u
                let box = deviceBox(x1: b.minX, y1: b.minY, x2: b.maxX, y2: b.maxY)
                drawWithEffects(deviceExtents: box, draw)
            } else {
                draw(cr, CGContext.cairoOperator(gstate.blendMode))
            }
        }
        }
    }
}
