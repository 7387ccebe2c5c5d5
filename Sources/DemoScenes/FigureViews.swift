import UIKit

/// A picture drawn with `draw(_:)`: a sky, a sun and hills scaled to the bounds, counting its draws. The
/// seed's figures use it as "the image".
public final class LandscapeView: UIView {
    /// How many times `draw(_:)` ran.
    public private(set) var drawCount = 0

    public override func draw(_ rect: CGRect) {
        drawCount += 1
        LandscapeView.paint(in: bounds)
    }

    /// Paints the landscape into the current context over `b`.
    public static func paint(in b: CGRect) {
        UIColor(red: 0.55, green: 0.78, blue: 0.95, alpha: 1).setFill()
        UIRectFill(b)
        UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1).setFill()
        let r = min(b.width, b.height) * 0.15
        UIBezierPath(ovalIn: CGRect(x: b.minX + b.width * 0.7 - r, y: b.minY + b.height * 0.25 - r, width: 2 * r, height: 2 * r)).fill()
        UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: b.minX - b.width * 0.2, y: b.minY + b.height * 0.6, width: b.width * 0.9, height: b.height * 0.8)).fill()
        UIColor(red: 0.1, green: 0.45, blue: 0.2, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: b.minX + b.width * 0.35, y: b.minY + b.height * 0.68, width: b.width * 0.9, height: b.height * 0.7)).fill()
    }

    /// The landscape as an image of `size` points at `scale`.
    public static func image(size: CGSize, scale: CGFloat) -> UIImage {
        let f = UIGraphicsImageRendererFormat()
        f.scale = scale
        return UIGraphicsImageRenderer(size: size, format: f).image { _ in paint(in: CGRect(origin: .zero, size: size)) }
    }
}

/// A view that strokes a rectangle and marks a point, for annotating figures (frame, bounds, center).
public final class OutlineView: UIView {
    /// The rectangle to stroke, in this view's coordinates.
    public var outline: CGRect = .zero { didSet { setNeedsDisplay() } }
    /// The point to mark, in this view's coordinates.
    public var mark: CGPoint? { didSet { setNeedsDisplay() } }
    /// The stroke colour.
    public var color: UIColor = .red

    /// Transparent around what it draws: not opaque (UIView's default is opaque, which would leave the
    /// undrawn pixels black).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }
    public required init?(coder: NSCoder) { super.init(coder: coder); isOpaque = false }

    public override func draw(_ rect: CGRect) {
        color.setStroke()
        let path = UIBezierPath(rect: outline.insetBy(dx: 1, dy: 1))
        path.lineWidth = 2
        path.stroke()
        if let m = mark {
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: m.x - 4, y: m.y - 4, width: 8, height: 8)).fill()
        }
    }
}

/// A bar drawn turned 45° inside its bounds (the seed's rotation figure: one rotation in `draw(_:)`).
public final class TiltedBarView: UIView {
    /// Transparent around what it draws: not opaque (UIView's default is opaque, which would leave the
    /// undrawn pixels black).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }
    public required init?(coder: NSCoder) { super.init(coder: coder); isOpaque = false }

    public override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.translateBy(x: bounds.midX, y: bounds.midY)
        ctx.rotate(by: .pi / 4)
        UIColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1).setFill()
        ctx.fill(CGRect(x: -bounds.width * 0.4, y: -8, width: bounds.width * 0.8, height: 16))
        UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1).setFill()
        ctx.fill(CGRect(x: bounds.width * 0.4 - 16, y: -8, width: 16, height: 16)) // marks one end
    }
}
