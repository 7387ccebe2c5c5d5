import Foundation
import CCairo

/// Path queries Cairo answers exactly: hit testing and dashing.
extension CGPath {
    /// A path holding a rounded rectangle (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// Appends the elements to a Cairo context's path (package use: `CGContext` and the queries here).
    func append(to c: OpaquePointer) {
        for e in elements {
            switch e {
            case .move(let p): if p.x.isFinite && p.y.isFinite { cairo_move_to(c, p.x, p.y) }
            case .line(let p):
                guard p.x.isFinite && p.y.isFinite else { continue }
                if cairo_has_current_point(c) == 0 { cairo_move_to(c, p.x, p.y) } else { cairo_line_to(c, p.x, p.y) }
            case .quad(let q, let p):
                guard p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else { continue }
                var x0 = 0.0, y0 = 0.0
                if cairo_has_current_point(c) == 0 { cairo_move_to(c, q.x, q.y) }
                cairo_get_current_point(c, &x0, &y0)
                cairo_curve_to(c, x0 + 2 / 3 * (q.x - x0), y0 + 2 / 3 * (q.y - y0),
                               p.x + 2 / 3 * (q.x - p.x), p.y + 2 / 3 * (q.y - p.y), p.x, p.y)
            case .curve(let c1, let c2, let p):
                guard p.x.isFinite, p.y.isFinite, c1.x.isFinite, c1.y.isFinite, c2.x.isFinite, c2.y.isFinite else { continue }
                if cairo_has_current_point(c) == 0 { cairo_move_to(c, c1.x, c1.y) }
                cairo_curve_to(c, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(c)
            }
        }
    }

    /// Runs `body` with a scratch Cairo context (on a 1×1 surface) holding this path transformed by `t`.
    func withScratchContext<R>(_ t: CGAffineTransform, _ body: (OpaquePointer) -> R) -> R {
        let s = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        let c = cairo_create(s)!
        defer { cairo_destroy(c); cairo_surface_destroy(s) }
        if !t.isIdentity, t.a * t.d - t.b * t.c != 0, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_set_matrix(c, &m)
        }
        append(to: c)
        cairo_identity_matrix(c)
        return body(c)
    }

    /// Whether `point` is inside the path transformed by `transform`, by the winding or even-odd rule
    /// (`contains(_:using:transform:)`). Open subpaths count as closed, as for filling.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite, !elements.isEmpty else { return false }
        return withScratchContext(transform) { c in
            cairo_set_fill_rule(c, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            return cairo_in_fill(c, point.x, point.y) != 0
        }
    }

    /// The path broken into dashes (`copy(dashingWithPhase:lengths:transform:)`): curves are flattened to
    /// line segments first (within 0.1 units), then cut by the on/off `lengths` starting `phase` into the
    /// pattern. Empty or all-zero `lengths` return a copy.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        let pattern = lengths.map { Double($0) }
        let flat = flattened(transform)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), pattern.reduce(0, +) > 0,
              phase.isFinite else { return CGPath(elements: flat) }
        let total = pattern.reduce(0, +)
        var out: [Element] = []
        for sub in CGPath.polylines(flat) {
            // Position in the pattern at the start of each subpath.
            var idx = 0
            var left = pattern[0]
            var skip = Double(phase).truncatingRemainder(dividingBy: total)
            if skip < 0 { skip += total }
            while skip > 0 {
                if skip >= left { skip -= left; idx = (idx + 1) % pattern.count; left = pattern[idx] }
                else { left -= skip; skip = 0 }
            }
            var on = idx % 2 == 0
            var penDown = false
            for i in 1..<max(sub.count, 1) {
                var a = sub[i - 1]
                let b = sub[i]
                var segLen = Double(hypot(b.x - a.x, b.y - a.y))
                while segLen > 0 {
                    let step = min(left, segLen)
                    let f = CGFloat(step / segLen)
                    let p = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                    if on {
                        if !penDown { out.append(.move(a)); penDown = true }
                        out.append(.line(p))
                    }
                    a = p; segLen -= step; left -= step
                    if left <= 1e-12 {
                        idx = (idx + 1) % pattern.count; left = pattern[idx]
                        on.toggle(); penDown = false
                    }
                }
            }
        }
        return CGPath(elements: out)
    }

    /// The path with curves flattened to lines (Cairo's flattening), transformed.
    func flattened(_ t: CGAffineTransform) -> [Element] {
        withScratchContext(t) { c in
            cairo_set_tolerance(c, 0.1)
            guard let p = cairo_copy_path_flat(c) else { return [] }
            defer { cairo_path_destroy(p) }
            return CGPath.elements(fromCairo: p)
        }
    }

    /// Splits flattened elements into point lists, closed subpaths ending back at their start.
    static func polylines(_ elements: [Element]) -> [[CGPoint]] {
        var out: [[CGPoint]] = [], cur: [CGPoint] = []
        for e in elements {
            switch e {
            case .move(let p): if cur.count > 1 { out.append(cur) }; cur = [p]
            case .line(let p): cur.append(p)
            case .close: if let f = cur.first { cur.append(f) }; if cur.count > 1 { out.append(cur) }; cur = cur.first.map { [$0] } ?? []
            default: break
            }
        }
        if cur.count > 1 { out.append(cur) }
        return out
    }
}
