import Foundation
import CoreGraphics

/// The gradient properties in the frame being rendered: an animation's presented value, else the model's
/// (see CALayer+Presented.swift).
extension CAGradientLayer {
    var rColors: [Any]? {
        guard let v = presentedOther("colors") else { return colors }
        if case .array(let a) = v { return a.compactMap { $0.anyValue } }
        return nil
    }
    var rLocations: [NSNumber]? {
        guard let v = presentedOther("locations") else { return locations }
        if case .array(let a) = v { return a.compactMap { $0.doubleValue.map { NSNumber(value: $0) } } }
        return nil
    }
    var rStartPoint: CGPoint {
        if case .point(let p)? = presentedOther("startPoint") { return p }
        return startPoint
    }
    var rEndPoint: CGPoint {
        if case .point(let p)? = presentedOther("endPoint") { return p }
        return endPoint
    }
}
