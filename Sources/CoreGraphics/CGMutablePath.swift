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

    /// Appends the ellipse inscribed in `rect` as a closed subpath of four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: r.maxX, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ry * k),
                 control2: CGPoint(x: cx + rx * k, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - rx * k, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: cy + ry * k), transform: transform)
        addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ry * k),
                 control2: CGPoint(x: cx - rx * k, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + rx * k, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: cy - ry * k), transform: transform)
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
