import Foundation
import CoreGraphics

/// The shape properties in the frame being rendered: an animation's presented value, else the model's
/// (see CALayer+Presented.swift).
extension CAShapeLayer {
    var rPath: CGPath? {
        guard let v = presentedOther("path") else { return path }
        if case .path(let p) = v { return p }
        return nil
    }
    var rFillColor: CGColor? { presentedOther("fillColor").map { $0.cgColor } ?? fillColor }
    var rStrokeColor: CGColor? { presentedOther("strokeColor").map { $0.cgColor } ?? strokeColor }
    var rLineWidth: CGFloat { presentedScalar("lineWidth").map { max($0, 0) } ?? lineWidth }
    var rMiterLimit: CGFloat { presentedScalar("miterLimit") ?? miterLimit }
    var rLineDashPhase: CGFloat { presentedScalar("lineDashPhase") ?? lineDashPhase }
    var rStrokeStart: CGFloat { presentedScalar("strokeStart") ?? strokeStart }
    var rStrokeEnd: CGFloat { presentedScalar("strokeEnd") ?? strokeEnd }
}

extension CALayer {
    /// The frame's presented number for a subclass property an animation wrote (nil when none did).
    func presentedScalar(_ key: String) -> CGFloat? {
        presentedOther(key)?.doubleValue.map { CGFloat($0) }
    }
}
