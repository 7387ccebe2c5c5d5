import Foundation
import CoreGraphics

/// A `CAShapeLayer`'s drawn values as committed (see `SubclassRenderValues`).
@MainActor
final class ShapeRenderValues: SubclassRenderValues, ShapeDrawnValues {
    let path: CGPath?
    let fillColor: CGColor?
    let fillRule: CAShapeLayerFillRule
    let strokeColor: CGColor?
    let lineWidth: CGFloat
    let miterLimit: CGFloat
    let lineCap: CAShapeLayerLineCap
    let lineJoin: CAShapeLayerLineJoin
    let lineDashPattern: [NSNumber]?
    let lineDashPhase: CGFloat
    let strokeStart: CGFloat
    let strokeEnd: CGFloat

    init(_ l: CAShapeLayer) {
        path = l.path; fillColor = l.fillColor; fillRule = l.fillRule; strokeColor = l.strokeColor
        lineWidth = l.lineWidth; miterLimit = l.miterLimit; lineCap = l.lineCap; lineJoin = l.lineJoin
        lineDashPattern = l.lineDashPattern; lineDashPhase = l.lineDashPhase
        strokeStart = l.strokeStart; strokeEnd = l.strokeEnd
    }

    /// `old` when it holds `l`'s values already, else a new cell.
    static func of(_ l: CAShapeLayer, reusing old: SubclassRenderValues?) -> ShapeRenderValues {
        if let o = old as? ShapeRenderValues, o.differences(fromModel: l, stopAtFirst: true).isEmpty { return o }
        return ShapeRenderValues(l)
    }

    override func animValue(forKey key: String) -> AnimValue? { shapeAnimValue(forKey: key) }
    override func apply(to layer: CALayer) { (layer as? CAShapeLayer)?.setShapeValues(self) }

    override func differences(from other: SubclassRenderValues?) -> [String] {
        guard let o = other as? ShapeRenderValues else { return ["shape values"] }
        return differences(of: o, stopAtFirst: false)
    }

    private func differences(fromModel l: CAShapeLayer, stopAtFirst: Bool) -> [String] {
        differences(of: (l.path, l.fillColor, l.fillRule, l.strokeColor, l.lineWidth, l.miterLimit, l.lineCap,
                         l.lineJoin, l.lineDashPattern, l.lineDashPhase, l.strokeStart, l.strokeEnd), stopAtFirst: stopAtFirst)
    }

    private func differences(of o: ShapeRenderValues, stopAtFirst: Bool) -> [String] {
        differences(of: (o.path, o.fillColor, o.fillRule, o.strokeColor, o.lineWidth, o.miterLimit, o.lineCap,
                         o.lineJoin, o.lineDashPattern, o.lineDashPhase, o.strokeStart, o.strokeEnd), stopAtFirst: stopAtFirst)
    }

    private func differences(
        of v: (path: CGPath?, fill: CGColor?, rule: CAShapeLayerFillRule, stroke: CGColor?, width: CGFloat,
               miter: CGFloat, cap: CAShapeLayerLineCap, join: CAShapeLayerLineJoin, dashes: [NSNumber]?,
               phase: CGFloat, start: CGFloat, end: CGFloat),
        stopAtFirst: Bool
    ) -> [String] {
        var out: [String] = []
        func check(_ same: Bool, _ name: String) -> Bool {
            if !same { out.append(name) }
            return stopAtFirst && !out.isEmpty
        }
        if check(path === v.path || path == v.path, "path") { return out }
        if check(CGColor.sameOrEqual(fillColor, v.fill), "fillColor") { return out }
        if check(fillRule == v.rule, "fillRule") { return out }
        if check(CGColor.sameOrEqual(strokeColor, v.stroke), "strokeColor") { return out }
        if check(lineWidth == v.width, "lineWidth") { return out }
        if check(miterLimit == v.miter, "miterLimit") { return out }
        if check(lineCap == v.cap, "lineCap") { return out }
        if check(lineJoin == v.join, "lineJoin") { return out }
        if check(lineDashPattern == v.dashes, "lineDashPattern") { return out }
        if check(lineDashPhase == v.phase, "lineDashPhase") { return out }
        if check(strokeStart == v.start, "strokeStart") { return out }
        _ = check(strokeEnd == v.end, "strokeEnd")
        return out
    }
}
