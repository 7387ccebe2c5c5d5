import Foundation
import CCairo

/// Transparency layers, mirroring `beginTransparencyLayer` / `endTransparencyLayer`: drawing in between
/// goes into an offscreen group that is composited as one object, with the alpha, blend mode, shadow and
/// image mask in effect when the layer began.
extension CGContext {
    /// Starts a transparency layer. Inside it alpha is 1, the blend mode normal and shadows off, as Apple
    /// documents; the clip still applies.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        layerStack.append((gstate, gstack.count))
        cairo_push_group(cr)
        gstate.alpha = 1
        gstate.blendMode = .normal
        gstate.shadow = nil
        gstate.mask = nil
    }

    /// Starts a transparency layer bounded by `rect` (the bound is a hint; the clip still applies).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    }

    /// Composites the group started by the matching `beginTransparencyLayer`; unbalanced calls are ignored.
    public func endTransparencyLayer() {
        guard let (outer, depth) = layerStack.popLast() else { return }
        // Saves left open inside the layer are closed with it.
        while gstack.count > depth { gstack.removeLast(); cairo_restore(cr) }
        guard let pattern = cairo_pop_group(cr) else { gstate = outer; return }
        defer { cairo_pattern_destroy(pattern) }
        gstate = outer
        let alpha = gstate.alpha
        let ink: (OpaquePointer, cairo_operator_t) -> Void = { target, op in
            cairo_set_source(target, pattern)
            cairo_set_operator(target, op)
            cairo_paint_with_alpha(target, alpha)
        }
        if needsEffects { drawWithEffects(deviceExtents: deviceClipBox, ink) }
        else { ink(cr, CGContext.cairoOperator(gstate.blendMode)) }
    }
}
