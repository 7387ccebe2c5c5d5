import Foundation
import CCairo

/// The current path: construction and queries, mirroring `CGContext`'s path functions. Non-finite
/// coordinates are dropped before they reach Cairo, so they can neither crash nor poison later drawing.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { cairo_new_path(cr) }

    /// Starts a new subpath.
    public func move(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { return }
        cairo_move_to(cr, Double(p.x), Double(p.y))
    }

    /// Appends a line; with no current point it starts a subpath there (Cairo's `line_to` does exactly that).
    public func addLine(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { return }
        cairo_line_to(cr, Double(p.x), Double(p.y))
    }

    /// Appends a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        guard end.x.isFinite, end.y.isFinite, c1.x.isFinite, c1.y.isFinite, c2.x.isFinite, c2.y.isFinite else { return }
        // With no current point Cairo starts the curve at the first control point, as Core Graphics does.
        cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
    }

    /// Appends a quadratic Bézier curve (as the equivalent cubic).
    public func addQuadCurve(to end: CGPoint, control c: CGPoint) {
        guard end.x.isFinite, end.y.isFinite, c.x.isFinite, c.y.isFinite else { return }
        var x0 = 0.0, y0 = 0.0
        if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, Double(c.x), Double(c.y)) }
        cairo_get_current_point(cr, &x0, &y0)
        let cx = Double(c.x), cy = Double(c.y), ex = Double(end.x), ey = Double(end.y)
        cairo_curve_to(cr, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0),
                       ex + 2 / 3 * (cx - ex), ey + 2 / 3 * (cy - ey), ex, ey)
    }

    /// Closes the current subpath.
    public func closePath() { cairo_close_path(cr) }

    /// Appends a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// Appends several rectangles.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// Appends line segments through `points`.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach(addLine)
    }

    /// Appends the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect)
        addPath(p)
    }

    /// The current point in user space, if there is one.
    var cairoCurrentPoint: CGPoint? {
        guard cairo_has_current_point(cr) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Appends an arc; `clockwise` in Core Graphics' y-up sense, like `CGMutablePath.addArc`. A line joins
    /// the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let p = CGMutablePath()
        if let cur = cairoCurrentPoint { p.move(to: cur) }
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        if cairoCurrentPoint != nil, case .move? = p.elements.first { p.elements.removeFirst() }
        addPath(p)
    }

    /// Appends an arc tangent to the lines from the current point to `tangent1End` and from there to
    /// `tangent2End` (`CGContextAddArcToPoint`), joined to the current point by a line.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let p = CGMutablePath()
        p.move(to: cairoCurrentPoint ?? tangent1End)
        p.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        p.elements.removeFirst()
        if cairoCurrentPoint == nil { move(to: tangent1End) }
        addPath(p)
    }

    /// Appends `path` in the current user space.
    public func addPath(_ path: CGPath) {
        for e in path.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quad(let c, let p): addQuadCurve(to: p, control: c)
            case .curve(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
            case .close: closePath()
            }
        }
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool {
        let path = cairo_copy_path(cr)
        defer { cairo_path_destroy(path) }
        return (path?.pointee.num_data ?? 0) == 0
    }

    /// The current point of the path in user space (`currentPointOfPath`); `.zero` with no path.
    public var currentPointOfPath: CGPoint { cairoCurrentPoint ?? .zero }

    /// The bounding box of the current path in user space, control points included; `.null` when empty.
    public var boundingBoxOfPath: CGRect { path?.boundingBox ?? .null }

    /// A copy of the current path in user space (`path`), nil when empty.
    public var path: CGPath? {
        guard let p = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(p) }
        let elements = CGPath.elements(fromCairo: p)
        return elements.isEmpty ? nil : CGPath(elements: elements)
    }

    /// Whether `point` (user space) is inside the current path for `mode` (`pathContains(_:mode:)`):
    /// the fill modes test the interior, the stroke modes the stroked outline as well.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        cairo_set_fill_rule(cr, mode == .eoFill || mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        let x = Double(point.x), y = Double(point.y)
        switch mode {
        case .fill, .eoFill: return cairo_in_fill(cr, x, y) != 0
        case .stroke: return cairo_in_stroke(cr, x, y) != 0
        case .fillStroke, .eoFillStroke: return cairo_in_fill(cr, x, y) != 0 || cairo_in_stroke(cr, x, y) != 0
        }
    }
}

extension CGPath {
    /// Converts a Cairo path (cubic curves only) into path elements.
    static func elements(fromCairo p: UnsafeMutablePointer<cairo_path_t>) -> [Element] {
        var out: [Element] = []
        let n = Int(p.pointee.num_data)
        guard n > 0, let data = p.pointee.data else { return [] }
        var i = 0
        while i < n {
            let header = data[i].header
            let len = Int(header.length)
            func pt(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: out.append(.move(pt(1)))
            case CAIRO_PATH_LINE_TO: out.append(.line(pt(1)))
            case CAIRO_PATH_CURVE_TO: out.append(.curve(pt(1), pt(2), pt(3)))
            case CAIRO_PATH_CLOSE_PATH: out.append(.close)
            default: break
            }
            i += max(len, 1)
        }
        return out
    }
}
