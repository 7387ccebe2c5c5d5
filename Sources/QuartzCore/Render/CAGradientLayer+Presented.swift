import Foundation
import CoreGraphics

/// The gradient properties in the frame being rendered: an animation's presented value, else the
/// committed value (`GradientRenderValues`), else, for a layer without a render node, the model's (see
/// CALayer+Presented.swift).
extension CAGradientLayer {
    /// The node's committed gradient values (every node of a gradient layer has them: `RenderValues.init`).
    @inline(__always) var committedGradient: GradientRenderValues? {
        guard let n = _node else { return nil }
        return unsafeDowncast(n.values.subclass.unsafelyUnwrapped, to: GradientRenderValues.self)
    }

    var rColors: [Any]? {
        guard let v = presentedOther("colors") else { return committedGradient.map(\.colors) ?? colors }
        if case .array(let a) = v { return a.compactMap { $0.anyValue } }
        return nil
    }
    var rLocations: [NSNumber]? {
        guard let v = presentedOther("locations") else { return committedGradient.map(\.locations) ?? locations }
        if case .array(let a) = v { return a.compactMap { $0.doubleValue.map { NSNumber(value: $0) } } }
        return nil
    }
    var rStartPoint: CGPoint {
        if case .point(let p)? = presentedOther("startPoint") { return p }
        return committedGradient?.startPoint ?? startPoint
    }
    var rEndPoint: CGPoint {
        if case .point(let p)? = presentedOther("endPoint") { return p }
        return committedGradient?.endPoint ?? endPoint
    }
    var rType: CAGradientLayerType { committedGradient?.type ?? type }
}
