import Foundation

/// The kind of one path element, mirroring `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path as `applyWithBlock` hands it out, mirroring `CGPathElement`: `points` holds 1 point
/// for move and line, 2 for a quadratic curve (control, end), 3 for a cubic curve, none for close.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type; self.points = points
    }
}

/// The callback `CGPath.apply(info:function:)` calls for each element (`CGPathApplierFunction`).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// An immutable graphics path, mirroring Core Graphics' `CGPath`. Arcs and ellipses are stored as cubic
/// Bézier curves, as Core Graphics stores them.
open class CGPath: @unchecked Sendable, Equatable, Hashable {
    /// A stored element, in the path's own coordinates (package use by `CGContext` and UIKit).
    package enum Element: Equatable, Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case close
    }

    package var elements: [Element]
    /// Start of the current subpath, used by `close` to update the current point.
    package var subpathStart: CGPoint = .zero

    package init(elements: [Element] = []) {
        self.elements = elements
        if let start = elements.last(where: { if case .move = $0 { return true } else { return false } }),
           case .move(let p) = start { subpathStart = p }
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }
    /// A copy transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A path holding `rect`, clockwise in Core Graphics' y-up space.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// A path holding the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The current point: the end of the last element, `.zero` for an empty path.
    public var currentPoint: CGPoint {
        switch elements.last {
        case .move(let p)?, .line(let p)?, .quad(_, let p)?, .curve(_, _, let p)?: return p
        case .close?: return subpathStart
        case nil: return .zero
        }
    }

    /// The smallest rectangle containing every point of the path, control points included
    /// (`CGPathGetBoundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        var pts: [CGPoint] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): pts.append(p)
            case .quad(let c, let p): pts += [c, p]
            case .curve(let c1, let c2, let p): pts += [c1, c2, p]
            case .close: break
            }
        }
        return Self.bounds(of: pts)
    }

    /// The smallest rectangle containing the path's curves, control points excluded
    /// (`CGPathGetPathBoundingBox`); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var pts: [CGPoint] = []
        var cur = CGPoint.zero, start = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p): pts.append(p); cur = p; start = p
            case .line(let p): pts.append(p); cur = p
            case .quad(let c, let p):
                pts.append(p)
                for t in Self.quadExtrema(cur.x, c.x, p.x) + Self.quadExtrema(cur.y, c.y, p.y) {
                    pts.append(Self.quadPoint(cur, c, p, t))
                }
                cur = p
            case .curve(let c1, let c2, let p):
                pts.append(p)
                for t in Self.cubicExtrema(cur.x, c1.x, c2.x, p.x) + Self.cubicExtrema(cur.y, c1.y, c2.y, p.y) {
                    pts.append(Self.cubicPoint(cur, c1, c2, p, t))
                }
                cur = p
            case .close: cur = start
            }
        }
        return Self.bounds(of: pts)
    }

    /// Calls `block` with each element in order (`CGPath.applyWithBlock`).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buf = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buf.deallocate() }
        for e in elements {
            var el: CGPathElement
            switch e {
            case .move(let p): buf[0] = p; el = CGPathElement(type: .moveToPoint, points: buf)
            case .line(let p): buf[0] = p; el = CGPathElement(type: .addLineToPoint, points: buf)
            case .quad(let c, let p): buf[0] = c; buf[1] = p; el = CGPathElement(type: .addQuadCurveToPoint, points: buf)
            case .curve(let c1, let c2, let p):
                buf[0] = c1; buf[1] = c2; buf[2] = p; el = CGPathElement(type: .addCurveToPoint, points: buf)
            case .close: el = CGPathElement(type: .closeSubpath, points: buf)
            }
            withUnsafePointer(to: &el) { block($0) }
        }
    }

    /// Calls `function` with `info` and each element in order (`CGPath.apply(info:function:)`, the
    /// C-callback form of `applyWithBlock`).
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    public static func == (l: CGPath, r: CGPath) -> Bool { l === r || l.elements == r.elements }
    public func hash(into h: inout Hasher) { h.combine(elements) }

    // MARK: helpers

    static func bounds(of pts: [CGPoint]) -> CGRect {
        let finite = pts.filter { $0.x.isFinite && $0.y.isFinite }
        guard let f = finite.first else { return .null }
        var minX = f.x, minY = f.y, maxX = f.x, maxY = f.y
        for p in finite {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }
    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }
    static func quadExtrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let den = a - 2 * b + c
        guard den != 0 else { return [] }
        let t = (a - b) / den
        return t > 0 && t < 1 ? [t] : []
    }
    static func cubicExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // Derivative: 3[(p1-p0)(1-t)^2 + 2(p2-p1)t(1-t) + (p3-p2)t^2] = at^2 + bt + c
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots = [(-b + s) / (2 * a), (-b - s) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

extension CGPath.Element {
    package func applying(_ t: CGAffineTransform) -> CGPath.Element {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .curve(let c1, let c2, let p): return .curve(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }
}
