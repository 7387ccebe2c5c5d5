import Foundation

/// Evaluating a timing function: the cubic Bézier from (0,0) through the two control points to (1,1) is
/// solved for the parameter whose x is the input time fraction (Newton's method, then bisection), and
/// its y is the progress, exactly as Core Animation's curve is defined.
extension CAMediaTimingFunction {
    /// The progress (y) at time fraction `x` (clamped to 0...1).
    package func progress(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        let x1 = Double(c1.0), y1 = Double(c1.1), x2 = Double(c2.0), y2 = Double(c2.1)
        if x1 == y1 && x2 == y2 { return x }
        // Polynomial coefficients of B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        func sx(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        func sy(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
        func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
        var t = x
        for _ in 0..<8 {
            let err = sx(t) - x
            if abs(err) < 1e-12 { return sy(t) }
            let d = dx(t)
            if abs(d) < 1e-9 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<60 {
            let v = sx(t)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return sy(t)
    }

    /// Whether the curve stays within 0...1 in progress (no overshoot).
    var staysInUnitRange: Bool { (0...1).contains(c1.1) && (0...1).contains(c2.1) }
}
