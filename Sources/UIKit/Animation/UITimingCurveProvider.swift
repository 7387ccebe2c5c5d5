import Foundation

/// The timing information an animator uses (`UITimingCurveProvider`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (`UICubicTimingParameters`).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point: the one given at initialization, `.zero` for a curve made from a
    /// `UIView.AnimationCurve` (as UIKit's reference says).
    public let controlPoint1: CGPoint
    /// The second control point: the one given at initialization, `.zero` for a curve made from a
    /// `UIView.AnimationCurve` ("this property is set to CGPointZero").
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool
    /// The Bézier points the timing actually follows (a named curve's own points).
    private let curvePoints: (CGPoint, CGPoint)

    /// The default curve: ease in and out.
    public override init() {
        animationCurve = .easeInOut
        (controlPoint1, controlPoint2) = UICubicTimingParameters.points(.easeInOut)
        curvePoints = (controlPoint1, controlPoint2)
        isBuiltin = true
        super.init()
    }
    /// A built-in curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = (.zero, .zero)
        curvePoints = UICubicTimingParameters.points(curve)
        isBuiltin = true
        super.init()
    }
    /// A custom curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        curvePoints = (point1, point2)
        isBuiltin = false
        super.init()
    }

    static func points(_ c: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        switch c {
        case .easeInOut: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: return (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: return (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }

    /// `.builtin` for a named curve, `.cubic` for control points.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The Core Animation timing function.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(curvePoints.0.x), Float(curvePoints.0.y),
                              Float(curvePoints.1.x), Float(curvePoints.1.y))
    }
}

/// A spring timing curve (`UISpringTimingParameters`): either a damping ratio (the spring settles in the
/// animator's duration), or mass, stiffness and damping (the spring's own settling time), or (iOS 17) a
/// perceptual duration and bounce.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, as a vector relative to the total distance (only `dx` is used for scalars).
    public let initialVelocity: CGVector
    let dampingRatio: CGFloat?
    let mass: CGFloat, stiffness: CGFloat, damping: CGFloat
    /// Whether the spring's own settling time replaces the animator's duration.
    let ownsDuration: Bool

    /// A critically damped spring (damping ratio 1).
    public override init() {
        initialVelocity = .zero; dampingRatio = 1; mass = 1; stiffness = 100; damping = 20; ownsDuration = false
        super.init()
    }
    /// A spring with a damping ratio (1 is critical; below 1 oscillates), settling in the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }
    /// A spring with a damping ratio and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        let r = ratio.isFinite ? min(max(ratio, 0.01), 100) : 1
        initialVelocity = velocity; dampingRatio = r; mass = 1; stiffness = 100; damping = 2 * r * 10
        ownsDuration = false
        super.init()
    }
    /// A spring from physical parameters; its settling time is the animation's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
        initialVelocity = velocity; dampingRatio = nil; ownsDuration = true
        super.init()
    }
    /// A spring with a perceptual duration and bounce (iOS 17), as `CASpringAnimation(perceptualDuration:bounce:)`.
    public convenience init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity: CGVector = .zero) {
        let s = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        self.init(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: initialVelocity)
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// A spring animation for `duration` seconds: with a damping ratio, the stiffness is chosen so that
    /// the spring settles (within 0.1 %) in `duration`.
    func makeSpring(duration: CFTimeInterval) -> CASpringAnimation {
        let a = CASpringAnimation()
        a.initialVelocity = initialVelocity.dx
        if let r = dampingRatio {
            let unit = SpringSolution(mass: 1, stiffness: 1, damping: 2 * Double(r), initialVelocity: Double(initialVelocity.dx))
            let settle = max(unit.settlingTime(epsilon: 0.001), 1e-3)
            let omega = duration > 0 ? settle / duration : 1
            a.mass = 1
            a.stiffness = CGFloat(omega * omega)
            a.damping = 2 * r * CGFloat(omega)
            a.initialVelocity = initialVelocity.dx
            a.duration = duration
        } else {
            a.mass = mass; a.stiffness = stiffness; a.damping = damping
            a.duration = a.settlingDuration
        }
        return a
    }
}
