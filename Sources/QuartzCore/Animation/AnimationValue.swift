import Foundation
import CoreGraphics

/// An animatable value in a form the animation engine can interpolate: numbers, points, sizes, rects,
/// transforms (decomposed), colours (per RGBA component), arrays of those and paths with the same elements.
/// Values of other types animate discretely (they switch at the half-way point), as Core Animation does for
/// non-interpolable properties.
///
/// Rects combine component by component on their raw origin and size: a difference of two rects (an
/// additive animation's from-value) may have a negative size, which `minX`/`width` would standardize.
enum AnimValue {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(r: Double, g: Double, b: Double, a: Double)
    case array([AnimValue])
    case path(CGPath)
    case null
    case other(Any)

    /// Converts a user-supplied value (`NSNumber`, `CGFloat`, `CGPoint`, `CGColor`, `[Any]`, ...).
    init?(_ any: Any?) {
        guard let any else { return nil }
        switch any {
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Double: self = .scalar(v)
        case let v as Float: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as NSNumber: self = .scalar(v.doubleValue)
        case let v as NSValue:
            // Foundation's boxed geometry (`NSValue(point:)`, `(size:)`, `(rect:)`).
            let type = String(cString: v.objCType)
            if type.hasPrefix("{CGPoint") { self = .point(v.pointValue) }
            else if type.hasPrefix("{CGSize") { self = .size(v.sizeValue) }
            else if type.hasPrefix("{CGRect") { self = .rect(v.rectValue) }
            else { self = .other(v) }
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor:
            let c = v.components ?? [0, 0, 0, 1]
            if c.count >= 4 { self = .color(r: Double(c[0]), g: Double(c[1]), b: Double(c[2]), a: Double(c[3])) }
            else if c.count == 2 { self = .color(r: Double(c[0]), g: Double(c[0]), b: Double(c[0]), a: Double(c[1])) }
            else { self = .other(v) }
        case let v as CGPath: self = .path(v)
        case is NSNull: self = .null
        case let v as [Any]: self = .array(v.compactMap { AnimValue($0) })
        default: self = .other(any)
        }
    }

    /// Whether every number in the value is finite (NaN or infinite values make an animation ignored).
    var isFinite: Bool {
        switch self {
        case .scalar(let v): return v.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r): return r.isSane
        case .transform(let t): return t.isFinite
        case .color(let r, let g, let b, let a): return r.isFinite && g.isFinite && b.isFinite && a.isFinite
        case .array(let a): return a.allSatisfy(\.isFinite)
        default: return true
        }
    }

    /// The value as a plain `Double` (scalars only).
    var doubleValue: Double? { if case .scalar(let v) = self { return v } else { return nil } }

    /// The value as an object of the layer property's type.
    var anyValue: Any? {
        switch self {
        case .scalar(let v): return CGFloat(v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .color(let r, let g, let b, let a):
            return CGColor(srgbRed: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
        case .array(let a): return a.map { $0.anyValue as Any }
        case .path(let p): return p
        case .null: return nil
        case .other(let o): return o
        }
    }

    /// Linear interpolation from `a` to `b` at `t` (t outside 0...1 extrapolates, for overshooting curves).
    static func lerp(_ a: AnimValue, _ b: AnimValue, _ t: Double) -> AnimValue {
        func l(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        func lc(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(l(x, y))
        case let (.point(p), .point(q)): return .point(CGPoint(x: lc(p.x, q.x), y: lc(p.y, q.y)))
        case let (.size(p), .size(q)): return .size(CGSize(width: lc(p.width, q.width), height: lc(p.height, q.height)))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: lc(p.origin.x, q.origin.x), y: lc(p.origin.y, q.origin.y),
                                width: lc(p.size.width, q.size.width), height: lc(p.size.height, q.size.height)))
        case let (.transform(p), .transform(q)): return .transform(TransformParts.interpolate(p, q, t))
        case let (.color(r1, g1, b1, a1), .color(r2, g2, b2, a2)):
            return .color(r: l(r1, r2), g: l(g1, g2), b: l(b1, b2), a: l(a1, a2))
        case let (.array(x), .array(y)) where x.count == y.count:
            return .array(zip(x, y).map { lerp($0, $1, t) })
        case let (.path(p), .path(q)):
            if let m = PathInterpolation.interpolate(p, q, t) { return .path(m) }
            return t < 0.5 ? a : b
        default: return t < 0.5 ? a : b
        }
    }

    /// `a + b` (additive and by-value animations); non-numeric values give `b`.
    static func add(_ a: AnimValue, _ b: AnimValue) -> AnimValue {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(x + y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
                                width: p.size.width + q.size.width, height: p.size.height + q.size.height))
        case let (.transform(p), .transform(q)): return .transform(CATransform3DConcat(q, p))
        case let (.color(r1, g1, b1, a1), .color(r2, g2, b2, a2)):
            return .color(r: r1 + r2, g: g1 + g2, b: b1 + b2, a: a1 + a2)
        case let (.array(x), .array(y)) where x.count == y.count: return .array(zip(x, y).map { add($0, $1) })
        default: return b
        }
    }

    /// `a − b`; non-numeric values give `a`.
    static func subtract(_ a: AnimValue, _ b: AnimValue) -> AnimValue {
        switch (a, b) {
        case let (.transform(p), .transform(q)): return .transform(CATransform3DConcat(p, CATransform3DInvert(q)))
        default: return add(a, scaled(b, -1))
        }
    }

    /// `a × k`.
    static func scaled(_ a: AnimValue, _ k: Double) -> AnimValue {
        let c = CGFloat(k)
        switch a {
        case .scalar(let x): return .scalar(x * k)
        case .point(let p): return .point(CGPoint(x: p.x * c, y: p.y * c))
        case .size(let s): return .size(CGSize(width: s.width * c, height: s.height * c))
        case .rect(let r):
            return .rect(CGRect(x: r.origin.x * c, y: r.origin.y * c, width: r.size.width * c, height: r.size.height * c))
        case .color(let r, let g, let b, let al): return .color(r: r * k, g: g * k, b: b * k, a: al * k)
        case .array(let x): return .array(x.map { scaled($0, k) })
        case .transform(let t): return .transform(TransformParts.interpolate(CATransform3DIdentity, t, k))
        default: return a
        }
    }

    /// The distance between two values (paced keyframes).
    static func distance(_ a: AnimValue, _ b: AnimValue) -> Double {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return abs(y - x)
        case let (.point(p), .point(q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case let (.size(p), .size(q)): return Double(hypot(q.width - p.width, q.height - p.height))
        case let (.rect(p), .rect(q)):
            return Double(hypot(hypot(q.origin.x - p.origin.x, q.origin.y - p.origin.y),
                                hypot(q.size.width - p.size.width, q.size.height - p.size.height)))
        case let (.color(r1, g1, b1, a1), .color(r2, g2, b2, a2)):
            return ((r2 - r1) * (r2 - r1) + (g2 - g1) * (g2 - g1) + (b2 - b1) * (b2 - b1) + (a2 - a1) * (a2 - a1)).squareRoot()
        default: return 1
        }
    }

    /// The zero of the same kind (the neutral element of `add`).
    var zero: AnimValue {
        switch self {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color: return .color(r: 0, g: 0, b: 0, a: 0)
        case .array(let a): return .array(a.map(\.zero))
        default: return self
        }
    }
}

/// A 2D transform split into translation, scale, rotation and skew, interpolated component-wise as Core
/// Animation does, so that a rotation by π/2 animates as a turn rather than a shear. 3D (non-affine)
/// transforms interpolate element-wise.
struct TransformParts {
    var tx: CGFloat, ty: CGFloat, tz: CGFloat
    var sx: CGFloat, sy: CGFloat, sz: CGFloat
    var rotation: CGFloat
    var skew: CGFloat

    init(_ t: CATransform3D) {
        tx = t.m41; ty = t.m42; tz = t.m43
        let a = t.m11, b = t.m12, c = t.m21, d = t.m22
        var sx = hypot(a, b)
        let rotation = atan2(b, a)
        let skewTan = sx == 0 ? 0 : (a * c + b * d) / (sx * sx)
        var sy = sx == 0 ? hypot(c, d) : (a * d - b * c) / sx
        if sx == 0 && sy == 0 { sx = 0; sy = 0 }
        self.sx = sx; self.sy = sy; self.sz = t.m33
        self.rotation = rotation
        self.skew = skewTan
    }

    var transform: CATransform3D {
        let cosr = cos(rotation), sinr = sin(rotation)
        var t = CATransform3DIdentity
        t.m11 = sx * cosr; t.m12 = sx * sinr
        t.m21 = sx == 0 ? -sy * sinr : skew * sx * cosr - sy * sinr
        t.m22 = sx == 0 ? sy * cosr : skew * sx * sinr + sy * cosr
        t.m33 = sz
        t.m41 = tx; t.m42 = ty; t.m43 = tz
        return t
    }

    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        let k = CGFloat(t)
        func l(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * k }
        guard a.isAffineLike, b.isAffineLike else {
            var r = a
            withUnsafeMutableBytes(of: &r) { rp in
                withUnsafeBytes(of: a) { ap in
                    withUnsafeBytes(of: b) { bp in
                        let rr = rp.bindMemory(to: CGFloat.self), aa = ap.bindMemory(to: CGFloat.self), bb = bp.bindMemory(to: CGFloat.self)
                        for i in 0..<16 { rr[i] = l(aa[i], bb[i]) }
                    }
                }
            }
            return r
        }
        let p = TransformParts(a), q = TransformParts(b)
        var r = p
        r.tx = l(p.tx, q.tx); r.ty = l(p.ty, q.ty); r.tz = l(p.tz, q.tz)
        r.sx = l(p.sx, q.sx); r.sy = l(p.sy, q.sy); r.sz = l(p.sz, q.sz)
        var dr = q.rotation - p.rotation
        if dr > .pi { dr -= 2 * .pi } else if dr < -.pi { dr += 2 * .pi }
        r.rotation = p.rotation + dr * k
        r.skew = l(p.skew, q.skew)
        return r.transform
    }
}

extension CATransform3D {
    /// No perspective and no rotation out of the plane (m33 may scale z).
    var isAffineLike: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m44 == 1
    }
}

/// Interpolation of two paths with the same sequence of elements, point by point (`CAShapeLayer.path`).
enum PathInterpolation {
    static func interpolate(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath? {
        let ea = elements(a), eb = elements(b)
        guard ea.count == eb.count else { return nil }
        let k = CGFloat(t)
        func l(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k) }
        let out = CGMutablePath()
        for (x, y) in zip(ea, eb) {
            guard x.type == y.type, x.points.count == y.points.count else { return nil }
            let pts = zip(x.points, y.points).map { l($0, $1) }
            switch x.type {
            case .moveToPoint: out.move(to: pts[0])
            case .addLineToPoint: out.addLine(to: pts[0])
            case .addQuadCurveToPoint: out.addQuadCurve(to: pts[1], control: pts[0])
            case .addCurveToPoint: out.addCurve(to: pts[2], control1: pts[0], control2: pts[1])
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    static func elements(_ p: CGPath) -> [(type: CGPathElementType, points: [CGPoint])] {
        var out: [(type: CGPathElementType, points: [CGPoint])] = []
        p.applyWithBlock { e in
            let n: Int
            switch e.pointee.type {
            case .moveToPoint, .addLineToPoint: n = 1
            case .addQuadCurveToPoint: n = 2
            case .addCurveToPoint: n = 3
            default: n = 0
            }
            out.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
        }
        return out
    }
}
