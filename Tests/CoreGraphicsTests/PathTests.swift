import Testing
import Foundation
import CoreGraphics
import PixelTestSupport

/// CGPath and CGMutablePath construction and queries, against geometry worked out by hand.
@Suite struct PathTests {
    @Test("boundingBox includes control points; boundingBoxOfPath only the curve")
    func boundingBoxes() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        // The quadratic's peak at t = 0.5 is 2·0.5·0.5·10 = 5.
        #expect(abs(p.boundingBoxOfPath.height - 5) < 1e-9)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test("contains(_:using:) differs between winding and even-odd for nested same-direction rects")
    func containsRules() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        p.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(p.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!p.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(p.contains(CGPoint(x: 1, y: 5), using: .evenOdd))
        #expect(!p.contains(CGPoint(x: 11, y: 5)))
        #expect(p.contains(CGPoint(x: 12, y: 5), transform: CGAffineTransform(translationX: 5, y: 0)))
        #expect(!p.contains(CGPoint(x: CGFloat.nan, y: 0)))
    }

    @Test("A tangent arc of radius r in a right-angle corner touches both lines r from the corner")
    func tangentArc() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        // The line runs to (6, 0); the arc ends at (10, 4); the centre is (6, 4).
        guard case .line(let l)? = p.elements.dropFirst().first else { Issue.record("no line"); return }
        #expect(abs(l.x - 6) < 1e-9 && abs(l.y) < 1e-9)
        #expect(abs(p.currentPoint.x - 10) < 1e-9 && abs(p.currentPoint.y - 4) < 1e-9)
        let b = p.boundingBoxOfPath
        #expect(abs(b.maxX - 10) < 1e-9 && abs(b.maxY - 4) < 1e-9)
        // Collinear points: just a line to tangent1End.
        let q = CGMutablePath()
        q.move(to: .zero)
        q.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        #expect(q.currentPoint == CGPoint(x: 5, y: 0))
    }

    @Test("addRelativeArc sweeps delta; addRoundedRect clamps its corners")
    func relativeArcAndRoundedRect() {
        let p = CGMutablePath()
        p.addRelativeArc(center: .zero, radius: 2, startAngle: 0, delta: .pi)
        #expect(abs(p.currentPoint.x + 2) < 1e-9 && abs(p.currentPoint.y) < 1e-9)
        #expect(abs(p.boundingBoxOfPath.maxY - 2) < 1e-9 && abs(p.boundingBoxOfPath.minY) < 1e-9)
        let r = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 4), cornerWidth: 9, cornerHeight: 9, transform: nil)
        #expect(r.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test("copy(dashingWithPhase:lengths:) cuts a 10-long line into on/off pieces")
    func dashing() {
        let p = CGMutablePath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0))
        let d = p.copy(dashingWithPhase: 1, lengths: [3, 2])
        // Phase 1: on 0–2, off 2–4, on 4–7, off 7–9, on 9–10.
        var moves: [CGFloat] = [], lines: [CGFloat] = []
        for e in d.elements {
            if case .move(let q) = e { moves.append(q.x) }
            if case .line(let q) = e { lines.append(q.x) }
        }
        #expect(moves.map { ($0 * 1e6).rounded() / 1e6 } == [0, 4, 9])
        #expect(lines.map { ($0 * 1e6).rounded() / 1e6 } == [2, 7, 10])
    }

    @Test("Directions: CGPath ellipses run clockwise in y-up space; CGPathAddRect runs counterclockwise")
    func ellipseDirections() {
        let cg = CGMutablePath()
        cg.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(signedArea(of: cg) < 0)  // clockwise with y up
        let rect = CGMutablePath()
        rect.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(signedArea(of: rect) > 0) // CGPathAddRect's order: counterclockwise with y up
    }

    @Test("applyWithBlock reports each element with its points")
    func applyWithBlock() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 1, y: 2)); p.addLine(to: CGPoint(x: 3, y: 4)); p.closeSubpath()
        var types: [CGPathElementType] = [], first: [CGPoint] = []
        p.applyWithBlock { e in
            types.append(e.pointee.type)
            if e.pointee.type != .closeSubpath { first.append(e.pointee.points[0]) }
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .closeSubpath])
        #expect(first == [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)])
    }
}

/// The callback form of element iteration.
@Suite struct PathApplierTests {
    @Test("apply(info:function:) passes info through and visits every element")
    func applier() {
        let p = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { ptr in
            p.apply(info: ptr) { info, _ in info!.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        // move, three lines, close.
        #expect(count == 5)
    }
}

/// `copy(strokingWithWidth:...)`: the area a stroke covers, as a path.
@Suite struct StrokedPathTests {
    let line: CGPath = { let p = CGMutablePath(); p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0)); return p }()
    let corner: CGPath = {
        let p = CGMutablePath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0)); p.addLine(to: CGPoint(x: 10, y: 10))
        return p
    }()

    @Test("Width and caps: butt stops at the ends, square extends by half the width, round adds a half disc")
    func caps() {
        let butt = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.contains(CGPoint(x: 5, y: 1.9)) && !butt.contains(CGPoint(x: 5, y: 2.1)) && !butt.contains(CGPoint(x: -0.5, y: 0)))
        let square = line.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -1.9, y: 1.9)) && !square.contains(CGPoint(x: -2.1, y: 0)))
        let round = line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        // (−1.9, 0) is 1.9 from the end point; (−1.5, 1.5) is 2.12 away: outside the radius-2 cap.
        #expect(round.contains(CGPoint(x: -1.9, y: 0)) && !round.contains(CGPoint(x: -1.5, y: 1.5)))
    }

    @Test("Joins: the miter reaches the corner square, the bevel cuts it, the round join is a disc")
    func joins() {
        let miter = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(miter.contains(CGPoint(x: 10.9, y: -0.9)))
        // The bevel edge runs from (10, −1) to (11, 0): x − y = 11; (10.9, −0.9) has x − y = 11.8.
        let bevel = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!bevel.contains(CGPoint(x: 10.9, y: -0.9)) && bevel.contains(CGPoint(x: 10.4, y: -0.4)))
        let round = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 10.6, y: -0.6)) && !round.contains(CGPoint(x: 10.9, y: -0.9)))
        // A right angle needs a miter limit of 1/sin(45°) ≈ 1.414; below that the join is bevelled.
        let limited = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        #expect(!limited.contains(CGPoint(x: 10.9, y: -0.9)))
    }

    @Test("Filling the stroked path paints what stroking the path paints")
    func fillMatchesStroke() {
        let p = CGMutablePath()
        p.addEllipse(in: CGRect(x: 6, y: 6, width: 20, height: 14))
        p.move(to: CGPoint(x: 2, y: 28)); p.addLine(to: CGPoint(x: 16, y: 24)); p.addLine(to: CGPoint(x: 30, y: 29))
        let stroked = render(32, 32) { ctx in
            ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.setLineWidth(3); ctx.setLineJoin(.round); ctx.setLineCap(.round)
            ctx.addPath(p); ctx.strokePath()
        }
        let filled = render(32, 32) { ctx in
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.addPath(p.copy(strokingWithWidth: 3, lineCap: .round, lineJoin: .round, miterLimit: 10)); ctx.fillPath()
        }
        var worst = 0
        for y in 0..<32 { for x in 0..<32 { worst = max(worst, abs(stroked.px(x, y).a - filled.px(x, y).a)) } }
        #expect(worst <= 16, "largest alpha difference \(worst)") // edge antialiasing of flattened curves only
        #expect(filled.px(16, 24) == .blue && filled.px(16, 13) == .clear)
    }
}

extension StrokedPathTests {
    @Test("replacePathWithStrokedPath uses the context's width and dash; filling it paints the dashes")
    func replaceWithStroked() {
        let img = render(20, 4) { ctx in
            ctx.setLineWidth(2)
            ctx.setLineDash(phase: 0, lengths: [5, 5])
            ctx.move(to: CGPoint(x: 0, y: 2)); ctx.addLine(to: CGPoint(x: 20, y: 2))
            ctx.replacePathWithStrokedPath()
            #expect(ctx.pathContains(CGPoint(x: 2, y: 2.9), mode: .fill) && !ctx.pathContains(CGPoint(x: 2, y: 3.1), mode: .fill))
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fillPath()
        }
        #expect(img.px(2, 1) == .red && img.px(2, 2) == .red && img.px(2, 0) == .clear)
        #expect(img.px(7, 1) == .clear && img.px(12, 1) == .red)
    }
}
