import Foundation

/// The area a stroke covers, as a path (`copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`).
///
/// Cairo cannot turn a stroke into a path, so this builds the covered area itself from the flattened path:
/// one quadrilateral per segment, plus the joins (miter wedge, bevel triangle or round disc) and the caps
/// (square extension or round disc), every piece wound the same way (clockwise in y-up space). Filled with
/// the non-zero winding rule — the default for `fillPath()` and `contains(_:)` — the pieces union into
/// exactly the stroke's area; the outline is not merged into one contour (see Docs/Deviations.md).
extension CGPath {
    /// The area stroking this path (transformed by `transform`) with the given line attributes would cover.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let out = CGMutablePath()
        guard lineWidth.isFinite, lineWidth > 0 else { return out }
        let hw = lineWidth / 2
        let limit = miterLimit.isFinite ? max(miterLimit, 1) : 10

        /// Adds a polygon wound clockwise in y-up space (negative signed area).
        func polygon(_ pts: [CGPoint]) {
            guard pts.count >= 3 else { return }
            var area: CGFloat = 0
            for i in 0..<pts.count { let p = pts[i], q = pts[(i + 1) % pts.count]; area += p.x * q.y - q.x * p.y }
            guard abs(area) > 1e-12 else { return }
            let ordered = area > 0 ? Array(pts.reversed()) : pts
            out.addLines(between: ordered)
            out.closeSubpath()
        }
        func disc(_ c: CGPoint) {
            out.addEllipse(in: CGRect(x: c.x - hw, y: c.y - hw, width: 2 * hw, height: 2 * hw))
        }

        for poly in CGPath.strokePolylines(elements: flattened(transform)) {
            var pts = poly.points
            // Drop repeated points: they have no direction.
            pts = pts.enumerated().filter { i, p in i == 0 || hypot(p.x - pts[i - 1].x, p.y - pts[i - 1].y) > 1e-9 }.map(\.element)
            if poly.closed, pts.count > 1, let f = pts.first, let l = pts.last, hypot(f.x - l.x, f.y - l.y) <= 1e-9 { pts.removeLast() }
            if pts.count == 1 {
                // A zero-length subpath: only round and square caps draw anything.
                let p = pts[0]
                if lineCap == .round && !poly.closed { disc(p) }
                if lineCap == .square && !poly.closed {
                    polygon([CGPoint(x: p.x - hw, y: p.y - hw), CGPoint(x: p.x + hw, y: p.y - hw),
                             CGPoint(x: p.x + hw, y: p.y + hw), CGPoint(x: p.x - hw, y: p.y + hw)])
                }
                continue
            }
            guard pts.count >= 2 else { continue }
            let segCount = poly.closed ? pts.count : pts.count - 1
            func dir(_ i: Int) -> CGPoint {
                let a = pts[i % pts.count], b = pts[(i + 1) % pts.count]
                let l = hypot(b.x - a.x, b.y - a.y)
                return CGPoint(x: (b.x - a.x) / l, y: (b.y - a.y) / l)
            }
            for i in 0..<segCount {
                let a = pts[i], b = pts[(i + 1) % pts.count], d = dir(i)
                let n = CGPoint(x: -d.y * hw, y: d.x * hw)
                polygon([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                         CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
            }
            // Joins at every vertex between two segments.
            let joinVertices = poly.closed ? Array(0..<pts.count) : Array(1..<(pts.count - 1))
            for v in joinVertices {
                let d0 = dir((v - 1 + pts.count) % pts.count), d1 = dir(v), p = pts[v]
                let cross = d0.x * d1.y - d0.y * d1.x
                if abs(cross) < 1e-12 && d0.x * d1.x + d0.y * d1.y > 0 { continue } // straight on
                if lineJoin == .round { disc(p); continue }
                // The outer side is to the right of the turn for a left turn, and vice versa.
                let s: CGFloat = cross > 0 ? -1 : 1
                let o0 = CGPoint(x: p.x - d0.y * hw * s, y: p.y + d0.x * hw * s)
                let o1 = CGPoint(x: p.x - d1.y * hw * s, y: p.y + d1.x * hw * s)
                let cosTheta = max(-1, min(1, -(d0.x * d1.x + d0.y * d1.y))) // angle between the segments
                let theta = acos(cosTheta)
                if lineJoin == .miter, theta > 1e-9, 1 / sin(theta / 2) <= limit {
                    // The miter tip lies along the outer bisector at hw / sin(θ/2) from the vertex.
                    var bis = CGPoint(x: (o0.x - p.x) + (o1.x - p.x), y: (o0.y - p.y) + (o1.y - p.y))
                    let bl = hypot(bis.x, bis.y)
                    if bl > 1e-12 {
                        bis = CGPoint(x: bis.x / bl, y: bis.y / bl)
                        let len = hw / sin(theta / 2)
                        polygon([p, o0, CGPoint(x: p.x + bis.x * len, y: p.y + bis.y * len), o1])
                        continue
                    }
                }
                polygon([p, o0, o1])
            }
            // Caps at the ends of open polylines.
            if !poly.closed {
                for (p, d) in [(pts[0], CGPoint(x: -dir(0).x, y: -dir(0).y)), (pts[pts.count - 1], dir(pts.count - 2))] {
                    switch lineCap {
                    case .butt: break
                    case .round: disc(p)
                    case .square:
                        let n = CGPoint(x: -d.y * hw, y: d.x * hw), e = CGPoint(x: p.x + d.x * hw, y: p.y + d.y * hw)
                        polygon([CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: e.x + n.x, y: e.y + n.y),
                                 CGPoint(x: e.x - n.x, y: e.y - n.y), CGPoint(x: p.x - n.x, y: p.y - n.y)])
                    }
                }
            }
        }
        return CGPath(elements: out.elements)
    }

    /// Flattened elements as polylines with whether each is closed (single-point subpaths kept).
    static func strokePolylines(elements: [Element]) -> [(points: [CGPoint], closed: Bool)] {
        var out: [(points: [CGPoint], closed: Bool)] = []
        var cur: [CGPoint] = []
        for e in elements {
            switch e {
            case .move(let p):
                if !cur.isEmpty { out.append((cur, false)) }
                cur = [p]
            case .line(let p): cur.append(p)
            case .close:
                if !cur.isEmpty { out.append((cur, true)) }
                cur = []
            default: break
            }
        }
        if !cur.isEmpty { out.append((cur, false)) }
        return out
    }
}
