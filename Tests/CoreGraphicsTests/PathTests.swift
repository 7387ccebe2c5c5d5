import Testing
import Foundation
import CoreGraphics
import UIKit

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

    @Test("Directions: CGPath ellipses run clockwise in y-up space, UIBezierPath ovals clockwise on screen (y-down)")
    func ellipseDirections() {
        // The signed area (shoelace over the on-curve points) is negative for clockwise in y-up terms.
        func signedArea(_ p: CGPath) -> CGFloat {
            var pts: [CGPoint] = []
            for e in p.elements {
                switch e {
                case .move(let q), .line(let q), .curve(_, _, let q): pts.append(q)
                default: break
                }
            }
            var a: CGFloat = 0
            for i in 0..<pts.count { let p0 = pts[i], p1 = pts[(i + 1) % pts.count]; a += p0.x * p1.y - p1.x * p0.y }
            return a / 2
        }
        let cg = CGMutablePath()
        cg.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(signedArea(cg) < 0)  // clockwise with y up
        let ui = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        #expect(signedArea(ui) > 0)  // counterclockwise with y up = clockwise with y down
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        #expect(signedArea(rect) > 0) // CGPathAddRect's counterclockwise (y-up) order is clockwise on screen
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
