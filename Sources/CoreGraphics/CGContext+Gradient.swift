import Foundation
import CCairo

/// Gradient drawing, mirroring `drawLinearGradient` and `drawRadialGradient`. The gradient fills the clip.
/// Cairo extends a gradient the same way at both ends, so each end Core Graphics does not extend gets a
/// transparent stop at the very end location: padding then paints nothing there.
extension CGContext {
    /// Paints a linear gradient from `start` to `end` over the clip.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let make = {
            cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        }
        paintGradient(gradient, options: options, make: make)
    }

    /// Paints a radial gradient between the circle (`startCenter`, `startRadius`) and the circle
    /// (`endCenter`, `endRadius`) over the clip.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startCenter.x.isFinite, startCenter.y.isFinite, endCenter.x.isFinite, endCenter.y.isFinite,
              startRadius.isFinite, endRadius.isFinite, startRadius >= 0, endRadius >= 0 else { return }
        let make = {
            cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                        Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
        }
        paintGradient(gradient, options: options, make: make)
    }

    func paintGradient(_ gradient: CGGradient, options: CGGradientDrawingOptions, make: @escaping () -> OpaquePointer) {
        let alpha = gstate.alpha
        let ink: (OpaquePointer, cairo_operator_t) -> Void = { target, op in
            let pattern = make()
            defer { cairo_pattern_destroy(pattern) }
            let stops = gradient.stops
            if !options.contains(.drawsBeforeStartLocation) {
                cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, 0)
            }
            if let first = stops.first, first.location > 0 {
                cairo_pattern_add_color_stop_rgba(pattern, 0, first.r, first.g, first.b, first.a)
            }
            for s in stops { cairo_pattern_add_color_stop_rgba(pattern, s.location, s.r, s.g, s.b, s.a) }
            if let last = stops.last, last.location < 1 {
                cairo_pattern_add_color_stop_rgba(pattern, 1, last.r, last.g, last.b, last.a)
            }
            if !options.contains(.drawsAfterEndLocation) {
                cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 0, 0, 0)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(target, pattern)
            cairo_set_operator(target, op)
            cairo_paint_with_alpha(target, alpha)
        }
        if needsEffects { drawWithEffects(deviceExtents: deviceClipBox, ink) }
        else { ink(cr, CGContext.cairoOperator(gstate.blendMode)) }
    }
}
