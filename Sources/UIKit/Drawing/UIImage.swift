import Foundation

/// An object that manages image data, mirroring `UIImage`: a `CGImage` plus a scale, so that `size` is in
/// points.
open class UIImage: NSObject, @unchecked Sendable {
    /// The underlying bitmap.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat

    /// The size in points: pixel size divided by `scale`.
    open var size: CGSize {
        guard let cg = cgImage else { return .zero }
        return CGSize(width: CGFloat(cg.width) / scale, height: CGFloat(cg.height) / scale)
    }

    /// An empty image (no bitmap, size zero), as `UIImage()` is on iOS.
    public convenience override init() { self.init(cgImageOrNil: nil) }

    init(cgImageOrNil: CGImage?) {
        self.cgImage = cgImageOrNil
        self.scale = 1
        super.init()
    }

    /// An image wrapping `cgImage` at scale 1.
    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        self.scale = 1
        super.init()
    }

    /// An image wrapping `cgImage` at `scale`.
    public init(cgImage: CGImage, scale: CGFloat) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        super.init()
    }

    /// Decodes PNG data; nil for data that is not a valid image, as on iOS.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// Decodes PNG data with `scale` pixels per point; nil for invalid data.
    public init?(data: Data, scale: CGFloat) {
        guard let cg = CGImage.decodePNG(data) else { return nil }
        self.cgImage = cg
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        super.init()
    }

    /// Loads an image file; `@2x`/`@3x` in the file name sets the scale. Nil if unreadable.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image encoded as PNG.
    open func pngData() -> Data? { cgImage?.pngData() }

    /// Draws the image upright with its top-left corner at `point`, at its point size.
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image upright, scaled to fill `rect`, in the current context.
    open func draw(in rect: CGRect) {
        guard let cg = cgImage else { return }
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIImage.draw") }
        ctx.drawImageUpright(cg, in: rect)
    }
}
