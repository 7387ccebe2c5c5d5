import Foundation

/// A path of straight and curved segments that renders in a UIKit drawing context, mirroring
/// `UIBezierPath`. Coordinates are UIKit's: origin top-left, y down, so `clockwise` means clockwise on screen.
open class UIBezierPath: NSObject, @unchecked Sendable {
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
    /// Whether `fill()` and `addClip()` use the even-odd rule (default false: non-zero winding).
    open var usesEvenOddFillRule = false
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangular path.
    public convenience init(rect: CGRect) {
        self.init()
        mutablePath.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        mutablePath.addEllipse(in: rect)
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

    /// Starts a new subpath.
    open func move(to point: CGPoint) { mutablePath.move(to: point) }
    /// Appends a straight line.
    open func addLine(to point: CGPoint) { mutablePath.addLine(to: point) }
    /// Appends a cubic Bézier curve.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        mutablePath.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// Appends a quadratic Bézier curve.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        mutablePath.addQuadCurve(to: end, control: controlPoint)
    }
    /// Appends an arc; `clockwise` as seen on screen (angles grow clockwise in y-down space).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's y-down clockwise is Core Graphics' y-up counterclockwise: angles increase either way.
        mutablePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { mutablePath.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { mutablePath = CGMutablePath() }
    /// Appends another path's elements.
    open func append(_ path: UIBezierPath) { mutablePath.addPath(path.mutablePath) }

    /// Whether the path has no elements.
    open var isEmpty: Bool { mutablePath.isEmpty }
    /// The bounding box of the path, control points included.
    open var bounds: CGRect { mutablePath.isEmpty ? .zero : mutablePath.boundingBox }
    /// The current point.
    open var currentPoint: CGPoint { mutablePath.currentPoint }

    /// Sets the dash pattern used by `stroke()`.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    /// Fills the enclosed area with the current context's fill colour; no-op with a warning without a context.
    open func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIBezierPath.fill") }
        ctx.saveGState()
        ctx.beginPath()
        ctx.addPath(mutablePath)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    /// Strokes the path with its line attributes and the current context's stroke colour.
    open func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIBezierPath.stroke") }
        ctx.saveGState()
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineDash(phase: dashPhase, lengths: dashPattern)
        ctx.beginPath()
        ctx.addPath(mutablePath)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Intersects the current context's clip with the path's interior.
    open func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIBezierPath.addClip") }
        ctx.beginPath()
        ctx.addPath(mutablePath)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
