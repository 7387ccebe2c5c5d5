import Foundation
import CoreGraphics

/// Cuts a path to the part between two fractions of its length (`strokeStart`/`strokeEnd`); curves are
/// flattened to short segments first, so the length is measured along the drawn curve.
enum ShapeTrimmer {
    static func trim(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        // Flatten into subpaths of points.
        var subpaths: [[CGPoint]] = []
        var current: [CGPoint] = []
        var startPoint = CGPoint.zero
        func last() -> CGPoint { current.last ?? startPoint }
        path.applyWithBlock { el in
            let e = el.pointee
            switch e.type {
            case .moveToPoint:
                if current.count > 1 { subpaths.append(current) }
                startPoint = e.points[0]
                current = [startPoint]
            case .addLineToPoint:
                if current.isEmpty { current = [startPoint] }
                current.append(e.points[0])
            case .addQuadCurveToPoint:
                if current.isEmpty { current = [startPoint] }
                let p0 = last(), c = e.points[0], p1 = e.points[1]
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                                           y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
                }
            case .addCurveToPoint:
                if current.isEmpty { current = [startPoint] }
                let p0 = last(), c1 = e.points[0], c2 = e.points[1], p1 = e.points[2]
                for i in 1...24 {
                    let t = CGFloat(i) / 24, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                                           y: a * p0.y + b * c1.y + c * c2.y + d * p1.y))
                }
            case .closeSubpath:
                if !current.isEmpty { current.append(current[0]); subpaths.append(current) }
                current = []
            }
        }
        if current.count > 1 { subpaths.append(current) }
        var total: CGFloat = 0
        for s in subpaths { for i in 1..<s.count { total += hypot(s[i].x - s[i - 1].x, s[i].y - s[i - 1].y) } }
        let out = CGMutablePath()
        guard total > 0 else { return out }
        let a = start * total, b = end * total
        var walked: CGFloat = 0
        for s in subpaths {
            var open = false
            for i in 1..<s.count {
                let p = s[i - 1], q = s[i]
                let len = hypot(q.x - p.x, q.y - p.y)
                let s0 = walked, s1 = walked + len
                walked = s1
                guard len > 0, s1 > a, s0 < b else { continue }
                let t0 = max(0, (a - s0) / len), t1 = min(1, (b - s0) / len)
                let from = CGPoint(x: p.x + (q.x - p.x) * t0, y: p.y + (q.y - p.y) * t0)
                let to = CGPoint(x: p.x + (q.x - p.x) * t1, y: p.y + (q.y - p.y) * t1)
                if !open { out.move(to: from); open = true }
                out.addLine(to: to)
            }
        }
        return out
    }
}
