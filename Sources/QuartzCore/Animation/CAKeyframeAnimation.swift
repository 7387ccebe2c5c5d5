import Foundation
import CoreGraphics

/// How keyframe values are interpolated (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The underlying value.
    public let rawValue: String
    /// A mode from its underlying value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight-line interpolation between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed over the whole animation; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth (Catmull-Rom) spline through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A spline with even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a path turns with it (`CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The underlying value.
    public let rawValue: String
    /// A mode from its underlying value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Rotates to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Rotates to the tangent plus a half turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a sequence of values or along a path, mirroring `CAKeyframeAnimation`.
///
/// `keyTimes` (0...1, ascending, one per value; one more than the values for `.discrete`) place the
/// values in time, evenly when nil; `timingFunctions` pace each segment. A `path` (for point properties)
/// overrides `values`: its curves are flattened and each vertex is a keyframe; with `rotationMode` the
/// layer's transform turns to the path's tangent.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for point properties; overrides `values`.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment (one fewer than the keyframes).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed (default `.linear`).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// The tension of the cubic spline at each keyframe.
    open var tensionValues: [NSNumber]?
    /// The continuity of the cubic spline at each keyframe.
    open var continuityValues: [NSNumber]?
    /// The bias of the cubic spline at each keyframe.
    open var biasValues: [NSNumber]?
    /// Whether the layer turns along the path (nil: it does not).
    open var rotationMode: CAAnimationRotationMode?

    /// Creates an animation with Core Animation's defaults.
    public override init() { super.init() }
    /// Archives are not read on Linux: an animation with Core Animation's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyAttributes(from o: CAAnimation) {
        super.copyAttributes(from: o)
        guard let o = o as? CAKeyframeAnimation else { return }
        values = o.values; path = o.path; keyTimes = o.keyTimes; timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode; tensionValues = o.tensionValues; continuityValues = o.continuityValues
        biasValues = o.biasValues; rotationMode = o.rotationMode
    }

    override var hasFiniteValues: Bool {
        super.hasFiniteValues && (values ?? []).allSatisfy { AnimValue($0)?.isFinite ?? true }
            && (keyTimes ?? []).allSatisfy { $0.doubleValue.isFinite }
    }

    /// The keyframes as animation values.
    var frames: [AnimValue] {
        if let path { return PathInterpolation.vertices(of: path).map { .point($0) } }
        return (values ?? []).compactMap { AnimValue($0) }
    }

    override func value(atProgress p: Double, fraction: Double, base: AnimValue, elapsed: CFTimeInterval) -> AnimValue? {
        keyframeValue(at: p).map(\.value)
    }

    /// The value and the segment's direction at progress `p`.
    func keyframeValue(at p: Double) -> (value: AnimValue, from: AnimValue, to: AnimValue)? {
        let f = frames
        guard let first = f.first else { return nil }
        guard f.count > 1 else { return (first, first, first) }
        let mode = path != nil && calculationMode == .linear && keyTimes == nil ? .paced : calculationMode
        let paced = mode == .paced || mode == .cubicPaced
        var times: [Double]
        if paced {
            var acc = [0.0]
            for i in 1..<f.count { acc.append(acc[i - 1] + AnimValue.distance(f[i - 1], f[i])) }
            let total = acc.last!
            times = total > 0 ? acc.map { $0 / total } : (0..<f.count).map { Double($0) / Double(f.count - 1) }
        } else if let kt = keyTimes?.map(\.doubleValue), kt.count >= f.count {
            times = kt
        } else if mode == .discrete {
            times = (0...f.count).map { Double($0) / Double(f.count) }
        } else {
            times = (0..<f.count).map { Double($0) / Double(f.count - 1) }
        }
        if mode == .discrete {
            var i = 0
            while i + 1 < f.count && i + 1 < times.count && times[i + 1] <= p { i += 1 }
            return (f[i], f[i], f[min(i + 1, f.count - 1)])
        }
        var seg = 0
        while seg + 2 < f.count && p >= times[seg + 1] { seg += 1 }
        let t0 = times[seg], t1 = times[seg + 1]
        var local = t1 > t0 ? (p - t0) / (t1 - t0) : 1
        local = min(max(local, 0), 1)
        if !paced, let tf = timingFunctions, !tf.isEmpty {
            local = tf[min(seg, tf.count - 1)].progress(at: local)
        }
        let a = f[seg], b = f[seg + 1]
        if mode == .cubic || mode == .cubicPaced {
            let p0 = seg > 0 ? f[seg - 1] : a, p3 = seg + 2 < f.count ? f[seg + 2] : b
            return (CatmullRom.value(p0, a, b, p3, local), a, b)
        }
        return (AnimValue.lerp(a, b, local), a, b)
    }

    override func apply(to values: inout PresentedValues, at time: CFTimeInterval) {
        super.apply(to: &values, at: time)
        guard let rotationMode, path != nil, let state = renderTiming.timingState(at: time) else { return }
        let fraction = state.fraction
        let p = renderTiming.timingFunction?.progress(at: fraction) ?? fraction
        guard let kv = keyframeValue(at: p), case .point(let a) = kv.from, case .point(let b) = kv.to else { return }
        var angle = atan2(b.y - a.y, b.x - a.x)
        if rotationMode == .rotateAutoReverse { angle += .pi }
        values.setAnimValue(.scalar(Double(angle)), forKeyPath: KeyPathParts("transform.rotation.z"))
    }
}

/// Catmull-Rom interpolation of scalars and points (other values interpolate linearly).
enum CatmullRom {
    static func value(_ p0: AnimValue, _ p1: AnimValue, _ p2: AnimValue, _ p3: AnimValue, _ t: Double) -> AnimValue {
        func cr(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let t2 = t * t, t3 = t2 * t
            return 0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
        }
        switch (p0, p1, p2, p3) {
        case let (.scalar(a), .scalar(b), .scalar(c), .scalar(d)): return .scalar(cr(a, b, c, d))
        case let (.point(a), .point(b), .point(c), .point(d)):
            return .point(CGPoint(x: cr(Double(a.x), Double(b.x), Double(c.x), Double(d.x)),
                                  y: cr(Double(a.y), Double(b.y), Double(c.y), Double(d.y))))
        default: return AnimValue.lerp(p1, p2, t)
        }
    }
}

extension PathInterpolation {
    /// The path's vertices with curves flattened (16 steps per curve), for keyframe paths.
    static func vertices(of path: CGPath) -> [CGPoint] {
        var out: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for e in elements(path) {
            switch e.type {
            case .moveToPoint:
                current = e.points[0]; start = current; out.append(current)
            case .addLineToPoint:
                current = e.points[0]; out.append(current)
            case .addQuadCurveToPoint:
                let c = e.points[0], end = e.points[1], s = current
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    out.append(CGPoint(x: u * u * s.x + 2 * u * t * c.x + t * t * end.x,
                                       y: u * u * s.y + 2 * u * t * c.y + t * t * end.y))
                }
                current = end
            case .addCurveToPoint:
                let c1 = e.points[0], c2 = e.points[1], end = e.points[2], s = current
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    out.append(CGPoint(x: a * s.x + b * c1.x + c * c2.x + d * end.x,
                                       y: a * s.y + b * c1.y + c * c2.y + d * end.y))
                }
                current = end
            case .closeSubpath:
                current = start; out.append(start)
            }
        }
        return out
    }
}
