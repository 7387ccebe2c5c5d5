import Foundation
import CoreGraphics

/// A shape layer's drawn values, as the model holds them (`CAShapeLayer`) or as a commit handed them to
/// the render node (`ShapeRenderValues`). Animations read their base value, and presentation copies their
/// values, through it from either side, so the key-by-key spelling exists once.
@MainActor
protocol ShapeDrawnValues: AnyObject {
    var path: CGPath? { get }
    var fillColor: CGColor? { get }
    var fillRule: CAShapeLayerFillRule { get }
    var strokeColor: CGColor? { get }
    var lineWidth: CGFloat { get }
    var miterLimit: CGFloat { get }
    var lineCap: CAShapeLayerLineCap { get }
    var lineJoin: CAShapeLayerLineJoin { get }
    var lineDashPattern: [NSNumber]? { get }
    var lineDashPhase: CGFloat { get }
    var strokeStart: CGFloat { get }
    var strokeEnd: CGFloat { get }
}

extension ShapeDrawnValues {
    /// The animatable shape property named `key` as an animation reads it; nil for any other key.
    func shapeAnimValue(forKey key: String) -> AnimValue? {
        switch key {
        case "path": return path.map { .path($0) } ?? .null
        case "fillColor": return fillColor.flatMap { AnimValue($0) } ?? .null
        case "strokeColor": return strokeColor.flatMap { AnimValue($0) } ?? .null
        case "lineWidth": return .scalar(Double(lineWidth))
        case "miterLimit": return .scalar(Double(miterLimit))
        case "lineDashPhase": return .scalar(Double(lineDashPhase))
        case "strokeStart": return .scalar(Double(strokeStart))
        case "strokeEnd": return .scalar(Double(strokeEnd))
        default: return nil
        }
    }
}

extension CAShapeLayer: ShapeDrawnValues {
    /// Sets every drawn shape value from `o` (a presentation copy takes the model's or the committed ones).
    func setShapeValues(_ o: some ShapeDrawnValues) {
        path = o.path; fillColor = o.fillColor; fillRule = o.fillRule; strokeColor = o.strokeColor
        lineWidth = o.lineWidth; miterLimit = o.miterLimit; lineCap = o.lineCap; lineJoin = o.lineJoin
        lineDashPattern = o.lineDashPattern; lineDashPhase = o.lineDashPhase
        strokeStart = o.strokeStart; strokeEnd = o.strokeEnd
    }
}
