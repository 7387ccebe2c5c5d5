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
        let n = space.numberOfComponents + 1
        self.colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: n))
    }

    init(space: CGColorSpace, comps: [CGFloat]) {
        self.colorSpace = space
        self.components = comps
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
        l === r || (l.colorSpace == r.colorSpace && l.components == r.components)
    }
    public func hash(into h: inout Hasher) { h.combine(components) }
}
