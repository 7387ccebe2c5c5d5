import Foundation

/// A colour: components in a colour space, mirroring Core Graphics' `CGColor`.
///
/// Immutable and shareable across threads, like Apple's.
public final class CGColor: @unchecked Sendable, Equatable, Hashable {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The components, alpha last (`[r, g, b, a]` or `[white, a]`).
    public let components: [CGFloat]?

    /// Creates a colour in `space` from `components` (alpha last); nil when the count does not match.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model != .pattern else { return nil }
        let n = space.numberOfComponents + 1
        self.colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: n))
        self.patternImage = nil
        self.patternScale = 1
    }

    /// For a pattern colour (`UIColor(patternImage:)`): the tile and its pixels per point.
    package let patternImage: CGImage?
    package let patternScale: CGFloat

    init(space: CGColorSpace, comps: [CGFloat]) {
        self.colorSpace = space
        self.components = comps
        self.patternImage = nil
        self.patternScale = 1
    }

    /// A pattern colour tiling `image` (package use by `UIColor(patternImage:)`): tiles `1/scale` points per
    /// pixel, anchored at the origin of the context's base space and unaffected by the CTM, as Core Graphics
    /// anchors patterns.
    package init(patternImage image: CGImage, scale: CGFloat) {
        self.colorSpace = CGColorSpace(name: nil, model: .pattern)
        self.components = [1]
        self.patternImage = image
        self.patternScale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// An sRGB colour (`CGColor(red:green:blue:alpha:)`, iOS 13).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.sRGB)!, comps: [red, green, blue, alpha])
    }

    /// An sRGB colour (`CGColor(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey colour (`CGColor(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!, comps: [gray, alpha])
    }

    /// A grey colour in the generic grey space (`CGColor(genericGrayGamma2_2Gray:alpha:)`).
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// A CMYK colour (`CGColor(genericCMYKCyan:magenta:yellow:black:alpha:)`); drawn through a naive
    /// CMYK-to-RGB conversion (see Docs/Deviations.md).
    public convenience init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.genericCMYK)!, comps: [cyan, magenta, yellow, black, alpha])
    }

    /// The colour converted to `space` (`converted(to:intent:options:)`): grey, RGB and CMYK convert among
    /// each other (RGB to grey by Rec. 709 luma); every RGB space counts as sRGB.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        let c = rgba
        switch space.model {
        case .rgb: return CGColor(space: space, comps: [CGFloat(c.r), CGFloat(c.g), CGFloat(c.b), CGFloat(c.a)])
        case .monochrome:
            let y = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
            return CGColor(space: space, comps: [CGFloat(y), CGFloat(c.a)])
        case .cmyk:
            let k = 1 - max(c.r, c.g, c.b)
            let d = k < 1 ? 1 - k : 1
            return CGColor(space: space, comps: [CGFloat((1 - c.r - k) / d), CGFloat((1 - c.g - k) / d),
                                                 CGFloat((1 - c.b - k) / d), CGFloat(k), CGFloat(c.a)])
        default: return nil
        }
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components including alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with a different alpha (`copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var comps = components, !comps.isEmpty else { return nil }
        comps[comps.count - 1] = alpha
        return CGColor(space: space, comps: comps)
    }

    /// The colour as red, green, blue and alpha in 0...1, the form Cairo is given (package use).
    package var rgba: (r: Double, g: Double, b: Double, a: Double) {
        guard let c = components, !c.isEmpty else { return (0, 0, 0, 1) }
        switch c.count {
        case 2: return (Double(c[0]), Double(c[0]), Double(c[0]), Double(c[1]))
        case 4: return (Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]))
        case 5: // CMYK: naive conversion
            let k = Double(c[3])
            return ((1 - Double(c[0])) * (1 - k), (1 - Double(c[1])) * (1 - k), (1 - Double(c[2])) * (1 - k), Double(c[4]))
        default: return (Double(c[0]), Double(c[0]), Double(c[0]), Double(c.last!))
        }
    }

    /// Colours are equal when their spaces and components are equal (`CGColorEqualToColor`).
    public static func == (l: CGColor, r: CGColor) -> Bool {
        l === r || (l.colorSpace == r.colorSpace && l.components == r.components && l.patternImage === r.patternImage)
    }
    public func hash(into h: inout Hasher) { h.combine(components) }
}
