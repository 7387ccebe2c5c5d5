import Foundation

/// A path of straight and curved segments that renders in a UIKit drawing context, mirroring
/// `UIBezierPath`. Coordinates are UIKit's: origin top-left, y down, so `clockwise` means clockwise on
/// screen. Not main-actor bound: paths are built and drawn from any thread, as on iOS.
open class UIBezierPath: NSObject, NSCopying, @unchecked Sendable {
    /// The underlying Core Graphics path.
    public private(set) var mutablePath = CGMutablePath()

    /// The path as an immutable `CGPath`; setting it replaces the contents.
    open var cgPath: CGPath {
        get { mutablePath.copy()! }
        set { mutablePath = newValue.mutableCopy()! }
    }

    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1
    /// The line end style (default butt).
    open var lineCapStyle: CGLineCap = .butt
    /// The corner style (default miter).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10
    /// How accurately curves are rendered, in device pixels (default 0.6).
    open var flatness: CGFloat = 0.6
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule (default false: non-zero winding).
    open var usesEvenOddFillRule = false
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangular path, starting at the rectangle's origin and running clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        mutablePath.addRect(rect)
    }

    /// The ellipse inscribed in `rect`, clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        mutablePath.addEllipse(in: rect, transform: .identity, clockwiseInYDown: true)
    }

    /// A rounded rectangle with circular corners of `cornerRadius`, clamped to half the shorter side.
    /// (iOS draws "continuous" corners here; see Docs/Deviations.md.)
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with only `corners` rounded, by `cornerRadii.width` (clamped to half the shorter side),
    /// clockwise on screen from the top-left corner.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let radius = cornerRadii.width.isFinite ? min(max(cornerRadii.width, 0), min(r.width, r.height) / 2) : 0
        func rad(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? radius : 0 }
        let tl = rad(.topLeft), tr = rad(.topRight), br = rad(.bottomRight), bl = rad(.bottomLeft)
        let p = mutablePath
        p.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { addArc(withCenter: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: true) }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { addArc(withCenter: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: true) }
        p.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { addArc(withCenter: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: true) }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { addArc(withCenter: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true) }
        p.closeSubpath()
    }

    /// A path wrapping a copy of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        mutablePath = cgPath.mutableCopy()!
    }

    /// An arc of a circle; `clockwise` is as seen on screen in UIKit's y-down space.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A copy with the same elements and drawing attributes (`NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let p = UIBezierPath()
        p.copyAttributes(from: self)
        p.mutablePath = mutablePath.mutableCopy()!
        return p
    }

    func copyAttributes(from o: UIBezierPath) {
        lineWidth = o.lineWidth; lineCapStyle = o.lineCapStyle; lineJoinStyle = o.lineJoinStyle
        miterLimit = o.miterLimit; flatness = o.flatness; usesEvenOddFillRule = o.usesEvenOddFillRule
        dashPattern = o.dashPattern; dashPhase = o.dashPhase
    }

    // MARK: Construction

    /// Starts a new subpath.
    open func move(to point: CGPoint) { mutablePath.move(to: point) }
    /// Appends a straight line (UIKit requires a current point; without one the line starts a subpath there).
    open func addLine(to point: CGPoint) { mutablePath.addLine(to: point) }
    /// Appends a cubic Bézier curve.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        mutablePath.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// Appends a quadratic Bézier curve.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        mutablePath.addQuadCurve(to: end, control: controlPoint)
    }
    /// Appends an arc; `clockwise` as seen on screen (angles grow clockwise in y-down space). A line joins
    /// the current point to the arc's start.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's y-down clockwise is Core Graphics' y-up counterclockwise: the math is the same with the flag
        // inverted, since both sweep towards increasing angles.
        mutablePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { mutablePath.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { mutablePath = CGMutablePath() }
    /// Appends another path's elements.
    open func append(_ path: UIBezierPath) { mutablePath.addPath(path.mutablePath) }

    /// A new path with each subpath's direction reversed (`reversing()`): same shape, opposite winding.
    open func reversing() -> UIBezierPath {
        let out = UIBezierPath()
        out.copyAttributes(from: self)
        out.mutablePath = CGMutablePath(elements: UIBezierPath.reversed(mutablePath.elements))
        return out
    }

    /// Transforms every point of the path (`apply(_:)`).
    open func apply(_ transform: CGAffineTransform) {
        mutablePath = CGMutablePath(elements: mutablePath.elements.map { $0.applying(transform) })
    }

    static func reversed(_ elements: [CGPath.Element]) -> [CGPath.Element] {
        // Split into subpaths: a start point, segments (each ending at a point) and whether it is closed.
        struct Sub { var start: CGPoint; var segs: [CGPath.Element] = []; var closed = false }
        var subs: [Sub] = []
        for e in elements {
            switch e {
            case .move(let p): subs.append(Sub(start: p))
            case .close: if !subs.isEmpty { subs[subs.count - 1].closed = true }
            default:
                if subs.isEmpty || subs[subs.count - 1].closed {
                    subs.append(Sub(start: subs.last?.start ?? .zero))
                }
                subs[subs.count - 1].segs.append(e)
            }
        }
        var out: [CGPath.Element] = []
        for s in subs {
            // Points at the start of each segment.
            var starts: [CGPoint] = []
            var cur = s.start
            for seg in s.segs {
                starts.append(cur)
                switch seg {
                case .line(let p), .quad(_, let p), .curve(_, _, let p): cur = p
                default: break
                }
            }
            out.append(.move(cur))
            for (i, seg) in s.segs.enumerated().reversed() {
                let to = starts[i]
                switch seg {
                case .line: out.append(.line(to))
                case .quad(let c, _): out.append(.quad(c, to))
                case .curve(let c1, let c2, _): out.append(.curve(c2, c1, to))
                default: break
                }
            }
            if s.closed { out.append(.close) }
        }
        return out
    }

    // MARK: Queries

    /// Whether the path has no elements.
    open var isEmpty: Bool { mutablePath.isEmpty }
    /// The rectangle enclosing every point of the path, control points included (`.zero` when empty).
    open var bounds: CGRect { mutablePath.isEmpty ? .zero : mutablePath.boundingBox }
    /// The current point (`.zero` when empty).
    open var currentPoint: CGPoint { mutablePath.currentPoint }

    /// Whether `point` is inside the path's closed subpaths, by the path's fill rule (`contains(_:)`). As
    /// UIKit documents, the area of an open subpath never contains a point.
    open func contains(_ point: CGPoint) -> Bool {
        var closed: [CGPath.Element] = []
        var pending: [CGPath.Element] = []
        for e in mutablePath.elements {
            switch e {
            case .move: pending = [e]
            case .close: closed += pending + [.close]; pending = []
            default: pending.append(e)
            }
        }
        return CGPath(elements: closed).contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Line attributes

    /// Sets the dash pattern used by `stroke()`.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern (`getLineDash(_:count:phase:)`): fills `pattern` when given (it must hold
    /// `count` values), and sets `count` and `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing

    /// Fills the enclosed area with the current context's fill colour, in a saved graphics state; open
    /// subpaths are closed implicitly. No-op with a warning without a context.
    open func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIBezierPath.fill") }
        ctx.saveGState()
        ctx.beginPath()
        ctx.addPath(mutablePath)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    /// Fills with `blendMode` and `alpha` (`fill(with:alpha:)`).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIBezierPath.fill") }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        fill()
        ctx.restoreGState()
    }

    /// Strokes the path with its line attributes and the current context's stroke colour, in a saved state.
    open func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIBezierPath.stroke") }
        ctx.saveGState()
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.setFlatness(flatness)
        ctx.setLineDash(phase: dashPhase, lengths: dashPattern)
        ctx.beginPath()
        ctx.addPath(mutablePath)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Strokes with `blendMode` and `alpha` (`stroke(with:alpha:)`).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIBezierPath.stroke") }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        stroke()
        ctx.restoreGState()
    }

    /// Intersects the current context's clip with the path's interior (not undone: wrap in save/restore).
    open func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIBezierPath.addClip") }
        ctx.beginPath()
        ctx.addPath(mutablePath)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
