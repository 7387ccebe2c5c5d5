import Foundation
import CoreGraphics

/// The shape properties in the frame being rendered: an animation's presented value, else the committed
/// value (`ShapeRenderValues`), else, for a layer without a render node, the model's (see
/// CALayer+Presented.swift).
extension CAShapeLayer {
    /// The node's committed shape values (every node of a shape layer has them: `RenderValues.init`).
    @inline(__always) var committedShape: ShapeRenderValues? {
        guard let n = _node else { return nil }
        return unsafeDowncast(n.values.subclass.unsafelyUnwrapped, to: ShapeRenderValues.self)
    }

    var rPath: CGPath? {
        guard let v = presentedOther("path") else { return committedShape.map(\.path) ?? path }
        if case .path(let p) = v { return p }
        return nil
    }
    var rFillColor: CGColor? { presentedOther("fillColor").map { $0.cgColor } ?? committedShape.map(\.fillColor) ?? fillColor }
    var rStrokeColor: CGColor? {
        presentedOther("strokeColor").map { $0.cgColor } ?? committedShape.map(\.strokeColor) ?? strokeColor
    }
    var rLineWidth: CGFloat { presentedScalar("lineWidth").map { max($0, 0) } ?? committedShape?.lineWidth ?? lineWidth }
    var rMiterLimit: CGFloat { presentedScalar("miterLimit") ?? committedShape?.miterLimit ?? miterLimit }
    var rLineDashPhase: CGFloat { presentedScalar("lineDashPhase") ?? committedShape?.lineDashPhase ?? lineDashPhase }
    var rStrokeStart: CGFloat { presentedScalar("strokeStart") ?? committedShape?.strokeStart ?? strokeStart }
    var rStrokeEnd: CGFloat { presentedScalar("strokeEnd") ?? committedShape?.strokeEnd ?? strokeEnd }
    var rFillRule: CAShapeLayerFillRule { committedShape?.fillRule ?? fillRule }
    var rLineCap: CAShapeLayerLineCap { committedShape?.lineCap ?? lineCap }
    var rLineJoin: CAShapeLayerLineJoin { committedShape?.lineJoin ?? lineJoin }
    var rLineDashPattern: [NSNumber]? { committedShape.map(\.lineDashPattern) ?? lineDashPattern }
}

extension CALayer {
    /// The frame's presented number for a subclass property an animation wrote (nil when none did).
    func presentedScalar(_ key: String) -> CGFloat? {
        presentedOther(key)?.doubleValue.map { CGFloat($0) }
    }
}
