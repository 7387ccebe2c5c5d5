import Foundation
import CCairo

/// Filling, stroking and clearing, mirroring `CGContext`'s painting functions. Each operation has a fast
/// path straight into Cairo, and a slower one through `drawWithEffects` when a shadow, an image mask or a
/// converted pixel layout is in play.
extension CGContext {
    /// Whether drawing must go through `drawWithEffects`.
    @inline(__always) var needsEffects: Bool {
        gstate.shadow != nil || gstate.mask != nil || bridge != nil || gstate.fillPattern != nil || gstate.strokePattern != nil
    }

    /// Sets the Cairo source and operator for a fill or stroke in the current state.
    @inline(__always)
    func applySource(_ c: (r: Double, g: Double, b: Double, a: Double), on target: OpaquePointer, op: cairo_operator_t) {
        cairo_set_source_rgba(target, c.r, c.g, c.b, c.a * gstate.alpha)
        cairo_set_operator(target, op)
    }

    /// Cairo device-space bounding box of a user-space box.
    func deviceBox(x1: Double, y1: Double, x2: Double, y2: Double) -> CGRect {
        var xs = [x1, x2, x1, x2], ys = [y1, y1, y2, y2]
        for i in 0..<4 { cairo_user_to_device(cr, &xs[i], &ys[i]) }
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// The clip's bounding box in Cairo device space.
    var deviceClipBox: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return deviceBox(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// Consumes the current path and paints it (fill, stroke or both) through the effects pipeline.
    func paintPathWithEffects(fill: CGPathFillRule?, stroke: Bool) {
        guard let path = cairo_copy_path(cr) else { return }
        defer { cairo_path_destroy(path) }
        let rule = fill == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
        cairo_set_fill_rule(cr, rule)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        if stroke { cairo_stroke_extents(cr, &x1, &y1, &x2, &y2) } else { cairo_fill_extents(cr, &x1, &y1, &x2, &y2) }
        if stroke && fill != nil {
            var a = 0.0, b = 0.0, c = 0.0, d = 0.0
            cairo_fill_extents(cr, &a, &b, &c, &d)
            x1 = min(x1, a); y1 = min(y1, b); x2 = max(x2, c); y2 = max(y2, d)
        }
        let box = deviceBox(x1: x1, y1: y1, x2: x2, y2: y2)
        cairo_new_path(cr)
        let fillColor = gstate.fill, strokeColor = gstate.stroke
        let fillPattern = gstate.fillPattern.map(makePatternSource), strokePattern = gstate.strokePattern.map(makePatternSource)
        defer { fillPattern.map { cairo_pattern_destroy($0) }; strokePattern.map { cairo_pattern_destroy($0) } }
        let alpha = gstate.alpha
        drawWithEffects(deviceExtents: box) { target, op in
            cairo_new_path(target)
            cairo_append_path(target, path)
            if fill != nil {
                cairo_set_fill_rule(target, rule)
                if let fillPattern {
                    cairo_set_source(target, fillPattern)
                    cairo_set_operator(target, op)
                    if alpha < 1 {
                        cairo_save(target); cairo_clip_preserve(target); cairo_paint_with_alpha(target, alpha); cairo_restore(target)
                        if !stroke { cairo_new_path(target) }
                    } else if stroke { cairo_fill_preserve(target) } else { cairo_fill(target) }
                } else {
                    self.applySource(fillColor, on: target, op: op)
                    if stroke { cairo_fill_preserve(target) } else { cairo_fill(target) }
                }
            }
            if stroke {
                if let strokePattern {
                    cairo_set_source(target, strokePattern)
                    cairo_set_operator(target, op)
                    if alpha < 1 {
                        cairo_push_group(target); cairo_stroke(target); cairo_pop_group_to_source(target)
                        cairo_paint_with_alpha(target, alpha)
                    } else { cairo_stroke(target) }
                } else {
                    self.applySource(strokeColor, on: target, op: op)
                    cairo_stroke(target)
                }
            }
        }
    }

    /// Fills the current path, then clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        if needsEffects { paintPathWithEffects(fill: rule, stroke: false); return }
        applySource(gstate.fill, on: cr, op: CGContext.cairoOperator(gstate.blendMode))
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }

    /// Fills the current path with the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path, then clears it.
    public func strokePath() {
        if needsEffects { paintPathWithEffects(fill: nil, stroke: true); return }
        applySource(gstate.stroke, on: cr, op: CGContext.cairoOperator(gstate.blendMode))
        cairo_stroke(cr)
    }

    /// Fills, strokes or both, then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            let rule: CGPathFillRule = mode == .eoFillStroke ? .evenOdd : .winding
            if needsEffects { paintPathWithEffects(fill: rule, stroke: true); return }
            let op = CGContext.cairoOperator(gstate.blendMode)
            applySource(gstate.fill, on: cr, op: op)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill_preserve(cr)
            applySource(gstate.stroke, on: cr, op: op)
            cairo_stroke(cr)
        }
    }

    /// Runs `body` with the current path set aside and restored afterwards (image drawing and `clear(_:)`
    /// leave the path under construction alone).
    @inline(__always) func preservingPath(_ body: () -> Void) {
        if cairo_has_current_point(cr) == 0 {
            cairo_new_path(cr)
            body()
            // Left empty as it was: a point the body moved to (text drawing's origin) would otherwise stay,
            // and every later call would copy and append it back.
            cairo_new_path(cr)
            return
        }
        let saved = cairo_copy_path(cr)
        cairo_new_path(cr)
        body()
        cairo_new_path(cr)
        if let saved { cairo_append_path(cr, saved); cairo_path_destroy(saved) }
    }

    /// Fills `rect` with the fill colour. As Apple documents, the current path is cleared as a side effect.
    public func fill(_ rect: CGRect) {
        cairo_new_path(cr); addRect(rect); fillPath()
    }

    /// Fills each rectangle (as one path, winding rule); the current path is cleared.
    public func fill(_ rects: [CGRect]) {
        cairo_new_path(cr); rects.forEach(addRect); fillPath()
    }

    /// Strokes the outline of `rect` with the line width and stroke colour; the current path is cleared.
    public func stroke(_ rect: CGRect) {
        cairo_new_path(cr); addRect(rect); strokePath()
    }

    /// Strokes the outline of `rect` with `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }

    /// Makes `rect` transparent black, whatever the blend mode, alpha and shadow (`CGContextClearRect`).
    public func clear(_ rect: CGRect) {
        beginBridgedDrawing()
        preservingPath {
            cairo_save(cr)
            addRect(rect)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        endBridgedDrawing()
    }

    /// Fills the ellipse inscribed in `rect`; the current path is cleared.
    public func fillEllipse(in rect: CGRect) { cairo_new_path(cr); addEllipse(in: rect); fillPath() }
    /// Strokes the ellipse inscribed in `rect`; the current path is cleared.
    public func strokeEllipse(in rect: CGRect) { cairo_new_path(cr); addEllipse(in: rect); strokePath() }

    /// Strokes independent segments, one for each pair of points (`strokeLineSegments(between:)`); the
    /// current path is cleared.
    public func strokeLineSegments(between points: [CGPoint]) {
        cairo_new_path(cr)
        var i = 0
        while i + 1 < points.count { move(to: points[i]); addLine(to: points[i + 1]); i += 2 }
        strokePath()
    }

    /// Replaces the current path with the area its stroke would cover (`replacePathWithStrokedPath`), using
    /// the line width, cap, join, miter limit and dash of the graphics state; see
    /// `CGPath.copy(strokingWithWidth:...)` for how the area is built.
    public func replacePathWithStrokedPath() {
        guard var p = path else { return }
        let n = Int(cairo_get_dash_count(cr))
        if n > 0 {
            var dashes = [Double](repeating: 0, count: n)
            var offset = 0.0
            cairo_get_dash(cr, &dashes, &offset)
            p = p.copy(dashingWithPhase: CGFloat(offset), lengths: dashes.map { CGFloat($0) })
        }
        let cap: CGLineCap = cairo_get_line_cap(cr) == CAIRO_LINE_CAP_ROUND ? .round : cairo_get_line_cap(cr) == CAIRO_LINE_CAP_SQUARE ? .square : .butt
        let join: CGLineJoin = cairo_get_line_join(cr) == CAIRO_LINE_JOIN_ROUND ? .round : cairo_get_line_join(cr) == CAIRO_LINE_JOIN_BEVEL ? .bevel : .miter
        let stroked = p.copy(strokingWithWidth: CGFloat(cairo_get_line_width(cr)), lineCap: cap, lineJoin: join,
                             miterLimit: CGFloat(cairo_get_miter_limit(cr)))
        cairo_new_path(cr)
        addPath(stroked)
    }

    /// A Cairo source tiling a pattern colour's image, anchored in base space: pattern pixels map to base
    /// points at 1/scale, upright in UIKit's y-down base space, whatever the CTM. The caller destroys it.
    func makePatternSource(_ color: CGColor) -> OpaquePointer {
        let image = color.patternImage!
        let pattern = cairo_pattern_create_for_surface(image.cairoSurface)!
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CGContext.cairoFilter(gstate.interpolation, image.shouldInterpolate))
        // pattern pixels → base points → y-up device → Cairo's y-down device.
        let toDevice = CGAffineTransform(scaleX: 1 / color.patternScale, y: 1 / color.patternScale)
            .concatenating(baseCTM)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: deviceHeight))
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let userToDevice = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        let t = userToDevice.concatenating(toDevice.inverted())
        var pm = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_pattern_set_matrix(pattern, &pm)
        return pattern
    }

    // MARK: The effects pipeline

    /// Runs a drawing operation with the shadow, the image-mask clip and layout bridging applied.
    /// `ink(target, op)` draws the operation onto `target` (whose matrix matches user space) with the
    /// Cairo operator `op`; `deviceExtents` bounds what it covers, in Cairo device space.
    func drawWithEffects(deviceExtents: CGRect, _ ink: (OpaquePointer, cairo_operator_t) -> Void) {
        beginBridgedDrawing()
        let op = CGContext.cairoOperator(gstate.blendMode)
        if let shadow = gstate.shadow, shadow.color.a > 0 {
            drawShadow(shadow, inkExtents: deviceExtents, op: op, ink)
        }
        if let mask = gstate.mask {
            cairo_push_group(cr)
            ink(cr, CAIRO_OPERATOR_OVER)
            cairo_pop_group_to_source(cr)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_operator(cr, op)
            cairo_mask(cr, mask.pattern)
            cairo_restore(cr)
        } else {
            ink(cr, op)
        }
        endBridgedDrawing()
    }

    /// Paints the current Cairo source (already positioned in device space) through the mask, if any.
    func paintSourceThroughMask(op: cairo_operator_t) {
        cairo_set_operator(cr, op)
        if let mask = gstate.mask { cairo_mask(cr, mask.pattern) } else { cairo_paint(cr) }
    }
}
