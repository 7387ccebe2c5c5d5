import Foundation

/// An object that manages image data, mirroring `UIImage`: a `CGImage` plus a scale (so that `size` is in
/// points), an orientation, a rendering mode, an optional tint and, for resizable images, cap insets.
/// Immutable and usable from any thread; the `with...` methods return new images.
open class UIImage: NSObject, @unchecked Sendable {
    /// How an image's pixels are to be turned for display, mirroring `UIImage.Orientation`.
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// How an image is rendered by views that tint, mirroring `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0, alwaysOriginal, alwaysTemplate
    }

    /// How a resizable image fills its middle parts, mirroring `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        case tile = 0, stretch
    }

    /// The underlying bitmap, in its stored orientation.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// How the stored pixels are turned for display.
    public let imageOrientation: Orientation
    /// The rendering mode (`withRenderingMode(_:)`).
    public let renderingMode: RenderingMode
    /// The cap insets of a resizable image, in points (zero for a normal image).
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills its middle parts.
    public let resizingMode: ResizingMode
    /// The tint colour set by `withTintColor(_:)`, if any.
    public let tintColor: UIColor?
    /// Whether `resizableImage(withCapInsets:resizingMode:)` made this image.
    let isResizable: Bool
    /// The turned and tinted pixels, made on first draw (see `displayCGImage`).
    var displayCache: CGImage?
    /// The nine parts of a resizable image, cropped on first draw (row-major; nil where a part is empty).
    var partsCache: [CGImage?]?
    let displayLock = NSLock()

    /// Designated initializer carrying every attribute.
    init(cgImage: CGImage?, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode,
         capInsets: UIEdgeInsets, resizingMode: ResizingMode, tintColor: UIColor?, resizable: Bool) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.imageOrientation = orientation
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.tintColor = tintColor
        self.isResizable = resizable
        super.init()
    }

    /// An empty image (no bitmap, size zero), as `UIImage()` is on iOS.
    public convenience override init() { self.init(cgImageOrNil: nil) }

    convenience init(cgImageOrNil: CGImage?) {
        self.init(cgImage: cgImageOrNil, scale: 1, orientation: .up, renderingMode: .automatic,
                  capInsets: .zero, resizingMode: .tile, tintColor: nil, resizable: false)
    }

    /// An image wrapping `cgImage` at scale 1.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// An image wrapping `cgImage` at `scale`.
    public convenience init(cgImage: CGImage, scale: CGFloat) { self.init(cgImage: cgImage, scale: scale, orientation: .up) }

    /// An image wrapping `cgImage` at `scale`, displayed turned by `orientation`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic,
                  capInsets: .zero, resizingMode: .tile, tintColor: nil, resizable: false)
    }

    /// Decodes PNG or JPEG data at scale 1; nil for data that is not a valid image, as on iOS.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// Decodes PNG or JPEG data with `scale` pixels per point; nil for invalid, truncated or corrupt data.
    /// A JPEG's EXIF orientation becomes `imageOrientation`, as on iOS.
    public convenience init?(data: Data, scale: CGFloat) {
        if let cg = CGImage.decodePNG(data) {
            self.init(cgImage: cg, scale: scale, orientation: .up)
        } else if let cg = CGImage.decodeJPEG(data) {
            self.init(cgImage: cg, scale: scale, orientation: UIImage.exifOrientation(ofJPEG: data) ?? .up)
        } else {
            return nil
        }
    }

    /// Loads an image file; `@2x`/`@3x` in the file name sets the scale. Nil if unreadable or invalid.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: UIImage.scale(forFileName: path))
    }

    /// An image literal, `#imageLiteral(resourceName:)` (`_ExpressibleByImageLiteral`): the image `init(named:)`
    /// loads from the main bundle's resources. A name with no image is a precondition failure, as the
    /// literal's unwrap traps on iOS.
    public required convenience init(imageLiteralResourceName name: String) {
        guard let path = UIImage.path(forNamed: name), let data = FileManager.default.contents(atPath: path),
              UIImage(data: data) != nil else {
            preconditionFailure("UIImage: no image named \(name) for an image literal")
        }
        self.init(data: data, scale: UIImage.scale(forFileName: path))!
    }
    /// Loads a named image from the main bundle's resources (or the current directory)
    /// (`init(named:)`), as `init(named:in:compatibleWith:)` does for the main screen's traits. Nil when
    /// nothing is found.
    public convenience init?(named name: String) {
        if let variant = BundleAssets.bestImage(BundleAssets.imageVariants(named: name, in: .main), traits: nil),
           let cg = UIImage.decoded(variant) {
            self.init(cgImage: cg.image, scale: variant.scale, orientation: cg.orientation, renderingMode: variant.renderingMode,
                      capInsets: .zero, resizingMode: .tile, tintColor: nil, resizable: false)
            return
        }
        guard let path = UIImage.path(forNamed: name) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// Loads a named image from `bundle`'s resources (the main bundle when nil)
    /// (`init(named:in:compatibleWith:)`): an image set of an asset catalog copied with the resources
    /// (its variant for the traits' display scale and appearance), else a loose PNG or JPEG file with
    /// `@2x`/`@3x` variants (the one for the display scale, else the nearest larger, else the largest).
    /// Without traits, the main screen's scale and the light appearance. Nil when nothing is found.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let variant = BundleAssets.bestImage(BundleAssets.imageVariants(named: name, in: bundle ?? .main), traits: traitCollection),
              let cg = UIImage.decoded(variant) else { return nil }
        self.init(cgImage: cg.image, scale: variant.scale, orientation: cg.orientation, renderingMode: variant.renderingMode,
                  capInsets: .zero, resizingMode: .tile, tintColor: nil, resizable: false)
    }

    /// The decoded pixels and orientation of an asset variant's file (nil when it is not a readable image).
    static func decoded(_ variant: BundleAssets.ImageVariant) -> (image: CGImage, orientation: Orientation)? {
        guard let data = FileManager.default.contents(atPath: variant.path), let image = UIImage(data: data),
              let cg = image.cgImage else { return nil }
        return (cg, image.imageOrientation)
    }

    /// The symbol name and configuration of an image made by `init(systemName:)` (UIImage+Symbols.swift).
    var symbol: SymbolInfo?

    /// 3 for `name@3x.ext`, 2 for `name@2x.ext`, otherwise 1.
    static func scale(forFileName path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
    }

    static func path(forNamed name: String) -> String? {
        var dirs: [String] = []
        if let r = Bundle.main.resourcePath { dirs.append(r) }
        dirs.append(Bundle.main.bundlePath)
        dirs.append(FileManager.default.currentDirectoryPath)
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let exts = ext.isEmpty ? ["png", "jpg", "jpeg"] : [ext]
        for dir in dirs {
            for suffix in ["@3x", "@2x", ""] {
                for e in exts {
                    let p = (dir as NSString).appendingPathComponent("\(stem)\(suffix).\(e)")
                    if FileManager.default.fileExists(atPath: p) { return p }
                }
            }
        }
        return nil
    }

    /// The size in points: pixel size divided by `scale`, width and height swapped for the quarter-turn
    /// orientations.
    open var size: CGSize {
        guard let cg = cgImage else { return .zero }
        let w = CGFloat(cg.width) / scale, h = CGFloat(cg.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// A copy with `renderingMode` (`withRenderingMode(_:)`).
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                capInsets: capInsets, resizingMode: resizingMode, tintColor: tintColor, resizable: isResizable).keepingSymbol(symbol)
    }

    /// A copy drawn in `color` wherever this image has alpha (`withTintColor(_:)`): an always-template image.
    open func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysTemplate) }

    /// A copy drawn in `color` with `renderingMode` (`withTintColor(_:renderingMode:)`).
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                capInsets: capInsets, resizingMode: resizingMode, tintColor: color, resizable: isResizable).keepingSymbol(symbol)
    }

    /// Whether this is a symbol image (`isSymbolImage`): one made by `init(systemName:)`.
    open var isSymbolImage: Bool { symbol != nil }
}

extension UIImage: _ExpressibleByImageLiteral {}

/// The type an `#imageLiteral(resourceName:)` without context makes in code that imports UIKit.
public typealias _ImageLiteralType = UIImage
