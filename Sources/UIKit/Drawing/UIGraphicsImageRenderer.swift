import Foundation

/// Settings for an image renderer, mirroring `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The colour range of the bitmap, mirroring `UIGraphicsImageRendererFormat.Range`. Every range renders
    /// 8-bit sRGB here (see Docs/Deviations.md).
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    /// Pixels per point (default: the main screen's scale).
    open var scale: CGFloat
    /// Whether the bitmap is opaque (no alpha channel; undrawn pixels are black).
    open var opaque = false
    /// The requested colour range.
    open var preferredRange: Range = .automatic
    /// A format with the main screen's scale.
    public override init() {
        scale = UIScreen.defaultScale
        super.init()
    }
    /// A format for a trait collection (`init(for:)`): its display scale (the main screen's when the
    /// collection leaves it unspecified).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
    /// The default format for this device.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format that suits the current device best (same as `default()` here).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment of an image renderer's block, mirroring `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The renderer's format.
    open override var format: UIGraphicsImageRendererFormat { baseFormat as! UIGraphicsImageRendererFormat }
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        super.init(cgContext: cgContext, format: format)
    }
    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        guard let cg = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: cg, scale: format.scale)
    }
}

/// A renderer that makes images from drawing blocks, mirroring `UIGraphicsImageRenderer`. Each block runs
/// with a fresh bitmap context that is the current context (`UIGraphicsGetCurrentContext()`), in points
/// with the origin at `bounds`' top-left and y down; its CTM reads `(s, 0, 0, -s, 0, heightInPixels)` as
/// on iOS.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The format.
    open var format: UIGraphicsImageRendererFormat { baseFormat as! UIGraphicsImageRendererFormat }

    /// A renderer for an area of `size` points with the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    /// A renderer for an area of `size` points.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer for `bounds` (the origin maps to the image's top-left corner).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        super.init(bounds: bounds, baseFormat: format)
    }

    /// Image renderers make images.
    open override var allowsImageOutput: Bool { true }

    /// A UIKit-oriented bitmap context: `pixelWidth`×`pixelHeight`, points at `scale`, `origin` at the
    /// top-left; nil when empty or above `CGContext.maximumBitmapPixelCount`.
    static func makeContext(pixelWidth w: Int, pixelHeight h: Int, scale s: CGFloat, opaque: Bool, origin: CGPoint) -> CGContext? {
        let alpha: CGImageAlphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
        guard w > 0, h > 0, w <= 1 << 20, h <= 1 << 20,
              let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                  bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        if opaque { ctx.setFillColor(gray: 0, alpha: 1); ctx.fill(CGRect(x: 0, y: 0, width: w, height: h)) }
        // UIKit orientation: points, origin top-left, y down (ctm reads (s, 0, 0, -s, 0, h) as on iOS).
        ctx.concatenate(CGAffineTransform(a: s, b: 0, c: 0, d: -s, tx: 0, ty: CGFloat(h)))
        ctx.translateBy(x: -origin.x, y: -origin.y)
        return ctx
    }

    /// Runs `actions` in a fresh context and returns the result; nil when the bitmap would be empty or
    /// larger than `CGContext.maximumBitmapPixelCount`.
    func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGImage? {
        let s = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.width * s < 1_048_576, bounds.height * s < 1_048_576,
              let ctx = UIGraphicsImageRenderer.makeContext(pixelWidth: Int((bounds.width * s).rounded(.up)),
                                                            pixelHeight: Int((bounds.height * s).rounded(.up)),
                                                            scale: s, opaque: format.opaque, origin: bounds.origin)
        else {
            FileHandle.standardError.write(Data("[UIKit] warning: UIGraphicsImageRenderer: no bitmap for bounds \(bounds) at scale \(s)\n".utf8))
            return nil
        }
        let rc = UIGraphicsImageRendererContext(cgContext: ctx, format: format)
        UIGraphicsPushContext(ctx)
        actions(rc)
        UIGraphicsPopContext()
        return ctx.makeImage()
    }

    /// Draws with `actions` and returns the image (an empty image if the bitmap cannot be made).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let cg = run(actions) else { return UIImage() }
        return UIImage(cgImage: cg, scale: format.scale)
    }

    /// Draws with `actions` and returns PNG data (empty if the bitmap cannot be made).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        run(actions)?.pngData() ?? Data()
    }

    /// Draws with `actions` and returns JPEG data at `compressionQuality` (0...1).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        run(actions)?.jpegData(quality: compressionQuality) ?? Data()
    }
}
