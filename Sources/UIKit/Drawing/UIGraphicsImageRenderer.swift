import Foundation

/// Settings for an image renderer, mirroring `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point (default: the main screen's scale).
    open var scale: CGFloat
    /// Whether the bitmap is opaque (no alpha channel).
    open var opaque = false
    /// A format with the main screen's scale.
    public override init() {
        scale = UIScreen.defaultScale
        super.init()
    }
    /// The default format for this device.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format that suits the current device best (same as `default()` here).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment of an image renderer's block, mirroring `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context, in points, origin top-left, y down.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }
    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: format.scale)
    }
    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect`'s outline.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// A renderer that makes images from drawing blocks, mirroring `UIGraphicsImageRenderer`.
open class UIGraphicsImageRenderer: NSObject {
    /// The drawing area in points.
    public let bounds: CGRect
    /// The format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for an area of `size` points with the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    /// A renderer for an area of `size` points.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer for `bounds` (the origin maps to the image's top-left corner).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Runs `actions` in a fresh context and returns the result; nil when the bitmap would be empty or
    /// larger than `CGContext.maximumBitmapPixelCount`.
    func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGImage? {
        let s = format.scale
        let w = Int((bounds.width * s).rounded(.up)), h = Int((bounds.height * s).rounded(.up))
        let alpha: CGImageAlphaInfo = format.opaque ? .noneSkipFirst : .premultipliedFirst
        guard w > 0, h > 0,
              let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                  bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        if format.opaque { ctx.setFillColor(gray: 0, alpha: 1); ctx.fill(CGRect(x: 0, y: 0, width: w, height: h)) }
        // UIKit orientation: points, origin top-left, y down (ctm reads (s, 0, 0, -s, 0, h) as on iOS).
        ctx.concatenate(CGAffineTransform(a: s, b: 0, c: 0, d: -s, tx: 0, ty: CGFloat(h)))
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
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

    /// Draws with `actions` and returns PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        run(actions)?.pngData() ?? Data()
    }
}
