import Foundation

/// A mutable graphics path, mirroring Core Graphics' `CGMutablePath`.
///
/// Every `add` method takes an optional `transform` applied to the added points, as Apple's do.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    package override init(elements: [CGPath.Element]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        if case .move? = elements.last { elements.removeLast() }
        elements.append(.move(p))
        subpathStart = p
    }

    /// Appends a straight line to `point`; with no current point it starts a subpath there.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        ensureSubpath()
        elements.append(.line(point.applying(transform)))
    }

    /// Appends a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        ensureSubpath()
        elements.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Appends a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        ensureSubpath()
        elements.append(.curve(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard let last = elements.last else { return }
        if case .close = last { return }
        elements.append(.close)
    }

    /// Appends `rect` as a closed subpath: move to the origin, then lines through (maxX, minY), (maxX, maxY),
    /// (minX, maxY), close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Appends each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Appends line segments through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Appends the ellipse inscribed in `rect` as a closed subpath of four cubic curves, starting at the
    /// right-hand point and running clockwise in Core Graphics' y-up space, as Apple documents.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addEllipse(in: rect, transform: transform, clockwiseInYDown: false)
    }

    /// The ellipse, clockwise either in y-up space (Core Graphics) or in y-down space (package use by
    /// `UIBezierPath(ovalIn:)`, which UIKit documents as clockwise in its own coordinate system).
    package func addEllipse(in rect: CGRect, transform: CGAffineTransform, clockwiseInYDown: Bool) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let k: CGFloat = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        // s = +1 visits maxY after the start (clockwise in y-down), −1 visits minY first (clockwise in y-up).
        let s: CGFloat = clockwiseInYDown ? 1 : -1
        move(to: CGPoint(x: r.maxX, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + s * ry), control1: CGPoint(x: r.maxX, y: cy + s * ry * k),
                 control2: CGPoint(x: cx + rx * k, y: cy + s * ry), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + s * ry),
                 control2: CGPoint(x: r.minX, y: cy + s * ry * k), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - s * ry), control1: CGPoint(x: r.minX, y: cy - s * ry * k),
                 control2: CGPoint(x: cx - rx * k, y: cy - s * ry), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - s * ry),
                 control2: CGPoint(x: r.maxX, y: cy - s * ry * k), transform: transform)
        closeSubpath()
    }

    /// Appends an arc of a circle. `clockwise` is in Core Graphics' y-up sense: `false` sweeps with
    /// increasing angle. A line joins the current point to the arc's start, as Apple documents.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let twoPi = 2 * CGFloat.pi
        if !clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep > twoPi { sweep = twoPi }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep < -twoPi { sweep = -twoPi }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || isClosedAtEnd { move(to: start, transform: transform) }
        else { addLine(to: start, transform: transform) }
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p3 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = CGPoint(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1))
            elements.append(.curve(c1.applying(transform), c2.applying(transform), p3.applying(transform)))
            a0 = a1
        }
    }

    /// Appends an arc tangent to the line from the current point to `tangent1End` and to the line from
    /// `tangent1End` to `tangent2End` (`addArc(tangent1End:tangent2End:radius:transform:)`), preceded by a
    /// straight line from the current point to the arc's start. Degenerate input (no current point,
    /// coincident or collinear points, zero radius) adds a line to `tangent1End`, as Core Graphics does.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard p1.x.isFinite, p1.y.isFinite, p2.x.isFinite, p2.y.isFinite, radius.isFinite else { return }
        // Work in the path's coordinates before the transform: the current point is already transformed.
        let inv = transform.inverted()
        let p0 = elements.isEmpty ? p1 : currentPoint.applying(inv)
        let d1 = CGPoint(x: p1.x - p0.x, y: p1.y - p0.y), d2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (d1.x * d1.x + d1.y * d1.y).squareRoot(), l2 = (d2.x * d2.x + d2.y * d2.y).squareRoot()
        let cross = d1.x * d2.y - d1.y * d2.x
        if elements.isEmpty { move(to: p1, transform: transform) }
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: p1, transform: transform); return
        }
        // Unit vectors from p1 back towards p0 and on towards p2; the turn angle between the lines.
        let u1 = CGPoint(x: -d1.x / l1, y: -d1.y / l1), u2 = CGPoint(x: d2.x / l2, y: d2.y / l2)
        let cosTheta = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let theta = acos(cosTheta)           // angle at p1 between the two lines
        let dist = radius / tan(theta / 2)   // from p1 to each tangent point
        let t1 = CGPoint(x: p1.x + u1.x * dist, y: p1.y + u1.y * dist)
        let t2 = CGPoint(x: p1.x + u2.x * dist, y: p1.y + u2.y * dist)
        var bis = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bis.x * bis.x + bis.y * bis.y).squareRoot()
        bis = CGPoint(x: bis.x / bl, y: bis.y / bl)
        let cd = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bis.x * cd, y: p1.y + bis.y * cd)
        let a0 = atan2(t1.y - center.y, t1.x - center.x), a1 = atan2(t2.y - center.y, t2.x - center.x)
        // Turning left (counterclockwise in y-up space) sweeps counterclockwise.
        addArc(center: center, radius: radius, startAngle: a0, endAngle: a1, clockwise: cross < 0, transform: transform)
    }

    /// Appends an arc from `startAngle` sweeping `delta` radians (positive: increasing angle)
    /// (`addRelativeArc`).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard delta.isFinite, startAngle.isFinite else { return }
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta < 0, transform: transform)
    }

    /// Appends a rounded rectangle with elliptical corners `cornerWidth`×`cornerHeight` (clamped to half the
    /// rectangle's sides) as a closed subpath (`addRoundedRect(in:cornerWidth:cornerHeight:transform:)`).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite,
              cornerWidth.isFinite, cornerHeight.isFinite else { return }
        let cw = min(max(cornerWidth, 0), r.width / 2), ch = min(max(cornerHeight, 0), r.height / 2)
        if cw == 0 || ch == 0 { addRect(r, transform: transform); return }
        let k: CGFloat = 0.5522847498307936
        let kx = cw * k, ky = ch * k
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ch), control1: CGPoint(x: r.maxX - cw + kx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ch - ky), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - cw, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ch + ky),
                 control2: CGPoint(x: r.maxX - cw + kx, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ch), control1: CGPoint(x: r.minX + cw - kx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ch + ky), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        addCurve(to: CGPoint(x: r.minX + cw, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ch - ky),
                 control2: CGPoint(x: r.minX + cw - kx, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// Appends another path's elements, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for e in path.elements {
            if case .move(let p) = e { subpathStart = p.applying(transform) }
            elements.append(e.applying(transform))
        }
    }

    private var isClosedAtEnd: Bool { if case .close? = elements.last { return true } else { return false } }

    private func ensureSubpath() {
        if elements.isEmpty { elements.append(.move(.zero)); subpathStart = .zero }
        else if isClosedAtEnd { elements.append(.move(subpathStart)) }
    }
}
