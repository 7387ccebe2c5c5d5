import Foundation
import CoreGraphics

/// A layer that draws a path, mirroring `CAShapeLayer`: the fill, then the stroke, between the layer's
/// contents and its sublayers. Defaults are Apple's: opaque black fill, no stroke, line width 1, miter
/// limit 10, butt caps, miter joins, the whole path stroked (`strokeStart` 0, `strokeEnd` 1).
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath? { didSet { shapeChanged("path", oldValue) } }
    /// The fill colour (opaque black by default); nil for no fill.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { shapeChanged("fillColor", oldValue) } }
    /// The rule deciding what the fill covers (non-zero by default).
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { shapeChanged(nil) } }
    /// The stroke colour (nil by default: no stroke).
    open var strokeColor: CGColor? { didSet { shapeChanged("strokeColor", oldValue) } }
    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1 {
        didSet { if !lineWidth.isFinite || lineWidth < 0 { lineWidth = oldValue; return }; shapeChanged("lineWidth", oldValue) }
    }
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10 {
        didSet { if !miterLimit.isFinite { miterLimit = oldValue; return }; shapeChanged("miterLimit", oldValue) }
    }
    /// The line cap (default butt).
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { shapeChanged(nil) } }
    /// The line join (default miter).
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { shapeChanged(nil) } }
    /// The dash lengths, alternating painted and unpainted; nil for a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { shapeChanged(nil) } }
    /// How far into the dash pattern the line starts.
    open var lineDashPhase: CGFloat = 0 { didSet { shapeChanged("lineDashPhase", oldValue) } }
    /// Where the stroke starts along the path, 0...1 (default 0).
    open var strokeStart: CGFloat = 0 {
        didSet { if strokeStart.isNaN { strokeStart = oldValue; return }; shapeChanged("strokeStart", oldValue) }
    }
    /// Where the stroke ends along the path, 0...1 (default 1).
    open var strokeEnd: CGFloat = 1 {
        didSet { if strokeEnd.isNaN { strokeEnd = oldValue; return }; shapeChanged("strokeEnd", oldValue) }
    }

    /// Creates a shape layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer`'s properties.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let l = layer as? CAShapeLayer else { return }
        path = l.path; fillColor = l.fillColor; fillRule = l.fillRule; strokeColor = l.strokeColor
        lineWidth = l.lineWidth; miterLimit = l.miterLimit; lineCap = l.lineCap; lineJoin = l.lineJoin
        lineDashPattern = l.lineDashPattern; lineDashPhase = l.lineDashPhase
        strokeStart = l.strokeStart; strokeEnd = l.strokeEnd
    }

    /// Archives are not supported on Linux: a layer with default values (see `CALayer.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func shapeChanged(_ key: String?, _ old: Any? = nil) { changed(key: key, old: old) }

    override var hasSubclassContent: Bool { rPath != nil }

    override func makeSubclassRenderValues(reusing old: SubclassRenderValues?) -> SubclassRenderValues? {
        ShapeRenderValues.of(self, reusing: old)
    }

    override var subclassContentExtent: CGRect {
        guard let rPath, !rPath.isEmpty else { return .null }
        var r = rPath.boundingBoxOfPath
        if rStrokeColor != nil {
            let grow = rLineWidth / 2 * max(rMiterLimit, 1) + 1
            r = r.insetBy(dx: -grow, dy: -grow)
        }
        return r
    }

    override func compositeSubclassContent(in ctx: CGContext, alpha: CGFloat) {
        guard let rPath, !rPath.isEmpty else { return }
        ctx.saveGState()
        ctx.setAlpha(alpha)
        if let fill = rFillColor, fill.alpha > 0 {
            ctx.setFillColor(fill)
            ctx.beginPath()
            ctx.addPath(rPath)
            ctx.fillPath(using: rFillRule == .evenOdd ? .evenOdd : .winding)
        }
        let start = min(max(rStrokeStart, 0), 1), end = min(max(rStrokeEnd, 0), 1)
        if let stroke = rStrokeColor, stroke.alpha > 0, rLineWidth > 0, end > start {
            ctx.setStrokeColor(stroke)
            ctx.setLineWidth(rLineWidth)
            ctx.setMiterLimit(rMiterLimit)
            ctx.setLineCap(rLineCap == .round ? .round : rLineCap == .square ? .square : .butt)
            ctx.setLineJoin(rLineJoin == .round ? .round : rLineJoin == .bevel ? .bevel : .miter)
            if let dashes = rLineDashPattern, !dashes.isEmpty {
                ctx.setLineDash(phase: rLineDashPhase, lengths: dashes.map { CGFloat($0.doubleValue) })
            }
            ctx.beginPath()
            ctx.addPath(start == 0 && end == 1 ? rPath : ShapeTrimmer.trim(rPath, from: start, to: end))
            ctx.strokePath()
        }
        ctx.restoreGState()
    }
}
