import Foundation
import CCairo

/// Text drawing plumbing (package use by the text engine in `Text/TextLayout.swift`): runs a Pango drawing
/// operation on this context's Cairo state with the graphics state applied (global alpha, blend mode,
/// shadow, image mask, converted pixel layouts), so text composites like any other Core Graphics drawing.
extension CGContext {
    /// Calls `ink` with a Cairo context whose matrix is the current user space, whose source is `color` and
    /// whose current path is empty. `userBounds` bounds the ink in user space (for shadows); it is computed
    /// only when effects need it. The current path is left as it was. `showsOnly`: `ink` only moves to
    /// points and shows Pango layouts or lines (no line width, clip or matrix of its own), so on the plain
    /// path (no effects, full alpha) the Cairo state needs no save and restore: what the drawing leaves
    /// behind is the source, the operator and the font, and every Core Graphics operation sets the source
    /// and operator it paints with (the save and restore made Cairo look its scaled font up again for every
    /// text drawn).
    package func drawTextInk(userBounds: @autoclosure () -> CGRect, color: (r: Double, g: Double, b: Double, a: Double),
                             showsOnly: Bool = false, _ ink: (OpaquePointer) -> Void) {
        let alpha = gstate.alpha
        // A local function, not a closure value: it captures `ink` without escaping it, so drawing makes no
        // closure context (a closure stored in a `let` and the `withoutActuallyEscaping` it needed cost two
        // allocations per text drawn).
        func draw(_ target: OpaquePointer, _ op: cairo_operator_t) {
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
            if showsOnly, alpha >= 1, !needsEffects {
                cairo_set_operator(cr, CGContext.cairoOperator(gstate.blendMode))
                cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
                ink(cr)
            } else if needsEffects {
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
