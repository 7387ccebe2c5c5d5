import Foundation
import CoreGraphics

/// A layer that draws a path, mirroring `CAShapeLayer`: the fill, then the stroke, between the layer's
/// contents and its sublayers. Defaults are Apple's: opaque black fill, no stroke, line width 1, miter
/// limit 10, butt caps, miter joins, the whole path stroked (`strokeStart` 0, `strokeEnd` 1).
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath? { didSet { shapeChanged("path") } }
    /// The fill colour (opaque black by default); nil for no fill.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { shapeChanged("fillColor") } }
    /// The rule deciding what the fill covers (non-zero by default).
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { shapeChanged(nil) } }
    /// The stroke colour (nil by default: no stroke).
    open var strokeColor: CGColor? { didSet { shapeChanged("strokeColor") } }
    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1 {
        didSet { if !lineWidth.isFinite || lineWidth < 0 { lineWidth = oldValue; return }; shapeChanged("lineWidth") }
    }
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10 {
        didSet { if !miterLimit.isFinite { miterLimit = oldValue; return }; shapeChanged("miterLimit") }
    }
    /// The line cap (default butt).
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { shapeChanged(nil) } }
    /// The line join (default miter).
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { shapeChanged(nil) } }
    /// The dash lengths, alternating painted and unpainted; nil for a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { shapeChanged(nil) } }
    /// How far into the dash pattern the line starts.
    open var lineDashPhase: CGFloat = 0 { didSet { shapeChanged("lineDashPhase") } }
    /// Where the stroke starts along the path, 0...1 (default 0).
    open var strokeStart: CGFloat = 0 {
        didSet { if strokeStart.isNaN { strokeStart = oldValue; return }; shapeChanged("strokeStart") }
    }
    /// Where the stroke ends along the path, 0...1 (default 1).
    open var strokeEnd: CGFloat = 1 {
        didSet { if strokeEnd.isNaN { strokeEnd = oldValue; return }; shapeChanged("strokeEnd") }
    }

    /// Creates a shape layer with Apple's defaults.
    public required init() { super.init() }

    /// Creates a copy of `layer`'s properties.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let l = layer as? CAShapeLayer else { return }
        path = l.path; fillColor = l.fillColor; fillRule = l.fillRule; strokeColor = l.strokeColor
        lineWidth = l.lineWidth; miterLimit = l.miterLimit; lineCap = l.lineCap; lineJoin = l.lineJoin
        lineDashPattern = l.lineDashPattern; lineDashPhase = l.lineDashPhase
        strokeStart = l.strokeStart; strokeEnd = l.strokeEnd
    }

    private func shapeChanged(_ key: String?) { changed(.content, key: key) }

    override var hasSubclassContent: Bool { path != nil }

    override var subclassContentExtent: CGRect {
        guard let path, !path.isEmpty else { return .null }
        var r = path.boundingBoxOfPath
        if strokeColor != nil {
            let grow = lineWidth / 2 * max(miterLimit, 1) + 1
            r = r.insetBy(dx: -grow, dy: -grow)
        }
        return r
    }

    override func compositeSubclassContent(in ctx: CGContext, alpha: CGFloat) {
        guard let path, !path.isEmpty else { return }
        ctx.saveGState()
        ctx.setAlpha(alpha)
        if let fill = fillColor, fill.alpha > 0 {
            ctx.setFillColor(fill)
            ctx.beginPath()
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        let start = min(max(strokeStart, 0), 1), end = min(max(strokeEnd, 0), 1)
        if let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0, end > start {
            ctx.setStrokeColor(stroke)
            ctx.setLineWidth(lineWidth)
            ctx.setMiterLimit(miterLimit)
            ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
            ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
            if let dashes = lineDashPattern, !dashes.isEmpty {
                ctx.setLineDash(phase: lineDashPhase, lengths: dashes.map { CGFloat($0.doubleValue) })
            }
            ctx.beginPath()
            ctx.addPath(start == 0 && end == 1 ? path : ShapeTrimmer.trim(path, from: start, to: end))
            ctx.strokePath()
        }
        ctx.restoreGState()
    }
}

/// Fill rules, mirroring `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// Line caps, mirroring `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// Line joins, mirroring `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

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
