import Foundation

/// The rings of circled symbols (`*.circle`, the add button's glyph), outlined as SF Symbols outline them.
extension SymbolImageRenderer {
    /// The handle length of a quarter circle drawn as one cubic Bézier, as a fraction of its radius.
    static let quarterCircleHandle: CGFloat = 0.5522847498

    /// Fills a ring `width` wide whose centre line is a circle of `radius` around `center`.
    ///
    /// SF Symbols' rings are not two exact circles: measured on iOS's `plus.circle` (3×), the outer edge lies
    /// 0.075 pixel further in at the diagonals than on the axes and the inner edge 0.035 further out, the
    /// ring being 2.4% thinner there. Both edges follow when each is the centre line's four quarter Béziers
    /// offset by half the width with their handles lengthened by a quarter of the width (half the offset),
    /// where an exact circle would lengthen them by 0.55 of the offset. Drawn so, the add button's ring
    /// matches iOS's pixels within 16 levels everywhere.
    static func fillRing(in ctx: CGContext, center: CGPoint, radius: CGFloat, width: CGFloat) {
        ctx.beginPath()
        for side in [1, -1] as [CGFloat] {
            let r = radius + side * width / 2
            let handle = quarterCircleHandle * radius + side * width / 4
            // Four quarters from the positive x axis; the inner contour runs the other way round.
            let start = CGPoint(x: center.x + r, y: center.y)
            ctx.move(to: start)
            for q in 0..<4 {
                let a0 = CGFloat(q) * side * .pi / 2, a1 = CGFloat(q + 1) * side * .pi / 2
                let p0 = CGPoint(x: center.x + r * cos(a0), y: center.y + r * sin(a0))
                let p1 = CGPoint(x: center.x + r * cos(a1), y: center.y + r * sin(a1))
                // Tangents at the ends, in the direction of travel.
                let t0 = CGPoint(x: -sin(a0) * side, y: cos(a0) * side), t1 = CGPoint(x: -sin(a1) * side, y: cos(a1) * side)
                ctx.addCurve(to: p1, control1: CGPoint(x: p0.x + handle * t0.x, y: p0.y + handle * t0.y),
                             control2: CGPoint(x: p1.x - handle * t1.x, y: p1.y - handle * t1.y))
            }
            ctx.closePath()
        }
        ctx.fillPath(using: .evenOdd)
    }
}
