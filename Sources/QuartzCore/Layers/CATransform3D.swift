import Foundation
import CoreGraphics

/// A 4×4 homogeneous transform, mirroring Core Animation's `CATransform3D`.
///
/// Points are row vectors multiplied on the left, as in Apple's headers: `CATransform3DConcat(a, b)` applies
/// `a` first, then `b`. `m34` holds the perspective term (typically `-1 / eyeDistance`).
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// Row 1: the image of the x axis (and the x perspective term m14).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2: the image of the y axis (and the y perspective term m24).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3: the image of the z axis and m34, the usual perspective term (−1 / eye distance).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation and m44.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform from all sixteen entries.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// All entries zero, as the imported C struct's `init()` is on Apple platforms.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Whether the transform only uses its affine entries (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// Whether points with z = 0 never reach x, y or w through this matrix (m31 = m32 = m34 = 0): a layer's
    /// depth (its `zPosition`, a z the transform gave it) cannot move or scale what it draws.
    package var keepsDepthOut: Bool { m31 == 0 && m32 == 0 && m34 == 0 }

    /// Whether this matrix maps the plane z = `depth` (row vectors `[x y depth 1]`) onto the plane z = 0
    /// of the next space exactly as its affine part does: w stays 1 (m14 = m24 = 0, m44 = 1) and, away
    /// from z = 0, the depth adds nothing to x, y or w.
    package func mapsPlaneAffinely(atDepth depth: CGFloat) -> Bool {
        m14 == 0 && m24 == 0 && m44 == 1 && (depth == 0 || keepsDepthOut)
    }

    /// `mapsPlaneAffinely(atDepth:)` for any depth: what a `sublayerTransform` must satisfy, since its
    /// sublayers' planes sit at their `zPosition`s.
    package var mapsDepthAffinely: Bool { m14 == 0 && m24 == 0 && m44 == 1 && keepsDepthOut }

    /// Whether all sixteen entries are finite (the compositor ignores other transforms with a warning).
    package var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The affine part as a `CGAffineTransform` (`CATransform3DGetAffineTransform`).
    public var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the vector `(x, y, z)`; the identity if the vector has zero length.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let len = (x * x + y * y + z * z).squareRoot()
    guard len > 0, len.isFinite else { return CATransform3DIdentity }
    let ux = x / len, uy = y / len, uz = z / len
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(
        m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
        m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
        m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`: the matrix product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    func row(_ r0: CGFloat, _ r1: CGFloat, _ r2: CGFloat, _ r3: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        (r0 * b.m11 + r1 * b.m21 + r2 * b.m31 + r3 * b.m41,
         r0 * b.m12 + r1 * b.m22 + r2 * b.m32 + r3 * b.m42,
         r0 * b.m13 + r1 * b.m23 + r2 * b.m33 + r3 * b.m43,
         r0 * b.m14 + r1 * b.m24 + r2 * b.m34 + r3 * b.m44)
    }
    let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
    let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
    return CATransform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                         m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
}

/// Translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Rotation applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse; a non-invertible transform is returned unchanged, as Apple documents.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m: [Double] = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                       t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
    var inv = [Double](repeating: 0, count: 16)
    inv[0] = m[5]*m[10]*m[15] - m[5]*m[11]*m[14] - m[9]*m[6]*m[15] + m[9]*m[7]*m[14] + m[13]*m[6]*m[11] - m[13]*m[7]*m[10]
    inv[4] = -m[4]*m[10]*m[15] + m[4]*m[11]*m[14] + m[8]*m[6]*m[15] - m[8]*m[7]*m[14] - m[12]*m[6]*m[11] + m[12]*m[7]*m[10]
    inv[8] = m[4]*m[9]*m[15] - m[4]*m[11]*m[13] - m[8]*m[5]*m[15] + m[8]*m[7]*m[13] + m[12]*m[5]*m[11] - m[12]*m[7]*m[9]
    inv[12] = -m[4]*m[9]*m[14] + m[4]*m[10]*m[13] + m[8]*m[5]*m[14] - m[8]*m[6]*m[13] - m[12]*m[5]*m[10] + m[12]*m[6]*m[9]
    inv[1] = -m[1]*m[10]*m[15] + m[1]*m[11]*m[14] + m[9]*m[2]*m[15] - m[9]*m[3]*m[14] - m[13]*m[2]*m[11] + m[13]*m[3]*m[10]
    inv[5] = m[0]*m[10]*m[15] - m[0]*m[11]*m[14] - m[8]*m[2]*m[15] + m[8]*m[3]*m[14] + m[12]*m[2]*m[11] - m[12]*m[3]*m[10]
    inv[9] = -m[0]*m[9]*m[15] + m[0]*m[11]*m[13] + m[8]*m[1]*m[15] - m[8]*m[3]*m[13] - m[12]*m[1]*m[11] + m[12]*m[3]*m[9]
    inv[13] = m[0]*m[9]*m[14] - m[0]*m[10]*m[13] - m[8]*m[1]*m[14] + m[8]*m[2]*m[13] + m[12]*m[1]*m[10] - m[12]*m[2]*m[9]
    inv[2] = m[1]*m[6]*m[15] - m[1]*m[7]*m[14] - m[5]*m[2]*m[15] + m[5]*m[3]*m[14] + m[13]*m[2]*m[7] - m[13]*m[3]*m[6]
    inv[6] = -m[0]*m[6]*m[15] + m[0]*m[7]*m[14] + m[4]*m[2]*m[15] - m[4]*m[3]*m[14] - m[12]*m[2]*m[7] + m[12]*m[3]*m[6]
    inv[10] = m[0]*m[5]*m[15] - m[0]*m[7]*m[13] - m[4]*m[1]*m[15] + m[4]*m[3]*m[13] + m[12]*m[1]*m[7] - m[12]*m[3]*m[5]
    inv[14] = -m[0]*m[5]*m[14] + m[0]*m[6]*m[13] + m[4]*m[1]*m[14] - m[4]*m[2]*m[13] - m[12]*m[1]*m[6] + m[12]*m[2]*m[5]
    inv[3] = -m[1]*m[6]*m[11] + m[1]*m[7]*m[10] + m[5]*m[2]*m[11] - m[5]*m[3]*m[10] - m[9]*m[2]*m[7] + m[9]*m[3]*m[6]
    inv[7] = m[0]*m[6]*m[11] - m[0]*m[7]*m[10] - m[4]*m[2]*m[11] + m[4]*m[3]*m[10] + m[8]*m[2]*m[7] - m[8]*m[3]*m[6]
    inv[11] = -m[0]*m[5]*m[11] + m[0]*m[7]*m[9] + m[4]*m[1]*m[11] - m[4]*m[3]*m[9] - m[8]*m[1]*m[7] + m[8]*m[3]*m[5]
    inv[15] = m[0]*m[5]*m[10] - m[0]*m[6]*m[9] - m[4]*m[1]*m[10] + m[4]*m[2]*m[9] + m[8]*m[1]*m[6] - m[8]*m[2]*m[5]
    let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
    guard det != 0, det.isFinite else { return t }
    let r = inv.map { CGFloat($0 / det) }
    return CATransform3D(m11: r[0], m12: r[1], m13: r[2], m14: r[3], m21: r[4], m22: r[5], m23: r[6], m24: r[7],
                         m31: r[8], m32: r[9], m33: r[10], m34: r[11], m41: r[12], m42: r[13], m43: r[14], m44: r[15])
}

/// The 3D transform equivalent to an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }

/// Whether `t` is affine.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }
