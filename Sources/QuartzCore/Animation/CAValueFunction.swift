import Foundation
import CoreGraphics

/// Names of the value functions (`CAValueFunctionName`).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The underlying value.
    public let rawValue: String
    /// A name from its underlying value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about the x axis by the value (radians).
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about the y axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about the z axis.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by three values (x, y, z).
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale of x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale of y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale of z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by three values.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation in x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation in y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation in z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns the scalar or array values of a property animation into a transform, mirroring `CAValueFunction`
/// (for example, rotating by more than a half turn, which transform interpolation cannot express).
@preconcurrency @MainActor
open class CAValueFunction: NSObject {
    /// The function's name.
    public let name: CAValueFunctionName

    /// The function named `name`, or nil for an unknown name.
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else { return nil }
        self.name = name
        super.init()
    }

    /// The transform for an animated value.
    func transform(from v: AnimValue) -> AnimValue {
        var nums: [CGFloat] = []
        switch v {
        case .scalar(let x): nums = [CGFloat(x)]
        case .array(let a): nums = a.compactMap { $0.doubleValue.map { CGFloat($0) } }
        default: break
        }
        let x = nums.first ?? 0
        func n(_ i: Int, _ d: CGFloat) -> CGFloat { i < nums.count ? nums[i] : d }
        let t: CATransform3D
        switch name {
        case .rotateX: t = CATransform3DMakeRotation(x, 1, 0, 0)
        case .rotateY: t = CATransform3DMakeRotation(x, 0, 1, 0)
        case .rotateZ: t = CATransform3DMakeRotation(x, 0, 0, 1)
        case .scale: t = CATransform3DMakeScale(n(0, 1), n(1, n(0, 1)), n(2, n(0, 1)))
        case .scaleX: t = CATransform3DMakeScale(x, 1, 1)
        case .scaleY: t = CATransform3DMakeScale(1, x, 1)
        case .scaleZ: t = CATransform3DMakeScale(1, 1, x)
        case .translate: t = CATransform3DMakeTranslation(n(0, 0), n(1, 0), n(2, 0))
        case .translateX: t = CATransform3DMakeTranslation(x, 0, 0)
        case .translateY: t = CATransform3DMakeTranslation(0, x, 0)
        default: t = CATransform3DMakeTranslation(0, 0, x)
        }
        return .transform(t)
    }
}
