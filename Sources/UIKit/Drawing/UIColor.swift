import Foundation

/// An object that stores colour data, mirroring `UIColor`.
///
/// RGB colours are extended sRGB (components outside 0...1 are kept, as on iOS 10 and later); grey colours
/// live in a grey space. Immutable and usable from any thread.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour made at creation (a dynamic colour's value for the traits current then).
    let _cgColor: CGColor
    /// The Core Graphics colour. A dynamic colour (`init(dynamicProvider:)`, the system colours) is
    /// resolved with `UITraitCollection.current` on each read, as UIKit does, so `UIColor.label.cgColor`
    /// is white while a dark view draws.
    public var cgColor: CGColor {
        guard _dynamicProvider != nil else { return _cgColor }
        return resolvedColor(with: UITraitCollection._current)._cgColor
    }
    /// For a dynamic colour, the provider that resolves it for a trait collection. Set once, right after
    /// initialisation, and read on every resolution, so it goes without run-time access tracking.
    @exclusivity(unchecked) public internal(set) var _dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?

    /// A colour from sRGB components (values outside 0...1 are kept: extended sRGB, as on iOS).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// A grey colour (`init(white:alpha:)`).
    public init(white: CGFloat, alpha: CGFloat) {
        _cgColor = CGColor(gray: white, alpha: alpha)
        super.init()
    }

    /// A colour from hue, saturation and brightness, each 0...1 (`init(hue:saturation:brightness:alpha:)`),
    /// converted to sRGB by the standard HSB formula.
    /// A colour literal, `#colorLiteral(red:green:blue:alpha:)` (`_ExpressibleByColorLiteral`): sRGB
    /// components, as `init(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = UIColor.hsbToRGB(hue, saturation, brightness)
        self.init(red: rgb.r, green: rgb.g, blue: rgb.b, alpha: alpha)
    }

    /// A Display P3 colour (`init(displayP3Red:green:blue:alpha:)`). Colour management is not done: the
    /// components are taken as sRGB (see Docs/Deviations.md).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour that paints by tiling `image` (`init(patternImage:)`): tiles at the image's point size,
    /// upright, anchored at the context's origin (a view's bounds origin) and unaffected by the CTM.
    public init(patternImage image: UIImage) {
        if let cg = image.displayCGImage {
            _cgColor = CGColor(patternImage: cg, scale: image.scale)
        } else {
            _cgColor = CGColor(gray: 0, alpha: 0)
        }
        super.init()
    }

    /// A colour set from the main bundle's asset catalogs (`init(named:)`); nil when there is none.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// A colour set from `bundle`'s asset catalogs (the main bundle when nil)
    /// (`init(named:in:compatibleWith:)`): with a trait collection, the variant for it (dark, high
    /// contrast); without one, a dynamic colour that resolves to the variant for the traits it is used
    /// with. Nil when no catalog has the colour set.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let variants = BundleAssets.colorVariants(named: name, in: bundle ?? .main), !variants.isEmpty else { return nil }
        if let traitCollection {
            self.init(cgColor: BundleAssets.bestColor(variants, traits: traitCollection).cgColor)
        } else if variants.count == 1 {
            self.init(cgColor: variants[0].color.cgColor)
        } else {
            let choices = variants.map { ($0.dark, $0.highContrast, $0.color) }
            self.init(dynamicProvider: { traits in
                BundleAssets.bestColor(choices.map { (dark: $0.0, highContrast: $0.1, color: $0.2) }, traits: traits)
            })
        }
    }

    /// A colour wrapping a Core Graphics colour.
    public init(cgColor: CGColor) {
        self._cgColor = cgColor
        super.init()
    }

    /// The colour with a different alpha (`withAlphaComponent(_:)`).
    /// A dynamic colour stays dynamic (each resolution gets the alpha), as on iOS.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if _dynamicProvider != nil {
            return UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        }
        return UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Sets this colour as the fill and stroke colour of the current context (`set()`).
    open func set() { setFill(); setStroke() }

    /// Sets this colour as the fill colour of the current context; no-op with a warning without one.
    /// A dynamic colour is resolved with `UITraitCollection.current` first.
    open func setFill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIColor.setFill") }
        ctx.setFillColor(_dynamicProvider == nil ? cgColor : resolvedColor(with: .current).cgColor)
    }

    /// Sets this colour as the stroke colour of the current context; no-op with a warning without one.
    /// A dynamic colour is resolved with `UITraitCollection.current` first.
    open func setStroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIColor.setStroke") }
        ctx.setStrokeColor(_dynamicProvider == nil ? cgColor : resolvedColor(with: .current).cgColor)
    }

    /// The red, green, blue and alpha components (`getRed(_:green:blue:alpha:)`): true for RGB and grey
    /// colours (grey converts as r = g = b = white), false for other spaces, as UIKit answers.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = cgColor.components else { return false }
        switch cgColor.colorSpace?.model {
        case .rgb?:
            red?.pointee = c[0]; green?.pointee = c[1]; blue?.pointee = c[2]; alpha?.pointee = c[3]
        case .monochrome?:
            red?.pointee = c[0]; green?.pointee = c[0]; blue?.pointee = c[0]; alpha?.pointee = c[1]
        default:
            return false
        }
        return true
    }

    /// The grey level and alpha (`getWhite(_:alpha:)`): true for grey colours, and for RGB colours whose
    /// three components are equal (converted exactly); false otherwise.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = cgColor.components else { return false }
        switch cgColor.colorSpace?.model {
        case .monochrome?:
            white?.pointee = c[0]; alpha?.pointee = c[1]
            return true
        case .rgb? where c[0] == c[1] && c[1] == c[2]:
            white?.pointee = c[0]; alpha?.pointee = c[3]
            return true
        default:
            return false
        }
    }

    /// Hue, saturation, brightness (each 0...1) and alpha (`getHue(_:saturation:brightness:alpha:)`);
    /// true for RGB and grey colours.
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: &a) else { return false }
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == r { h = (g - b) / delta } else if maxC == g { h = 2 + (b - r) / delta } else { h = 4 + (r - g) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = a
        return true
    }

    static func hsbToRGB(_ hue: CGFloat, _ s: CGFloat, _ v: CGFloat) -> (r: CGFloat, g: CGFloat, b: CGFloat) {
        guard hue.isFinite, s.isFinite, v.isFinite else { return (0, 0, 0) }
        let s = min(max(s, 0), 1), v = min(max(v, 0), 1)
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let h6 = h * 6
        let i = Int(h6.rounded(.down)) % 6
        let f = h6 - h6.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Colours are equal when their Core Graphics colours are: same colour space and components, so grey
    /// white and RGB white differ, as in UIKit.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor
    }

    open override var hash: Int { cgColor.hashValue }

    open override var description: String {
        let c = cgColor.components ?? []
        let space = cgColor.colorSpace?.model == .monochrome ? "UIExtendedGrayColorSpace" : "UIExtendedSRGBColorSpace"
        return "\(space) \(c.map { String(format: "%g", Double($0)) }.joined(separator: " "))"
    }

    // Apple documents these values on each class property.
    /// Grey 0.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Grey 1/3.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Grey 2/3.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Grey 1.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grey 0.5.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB (1, 0, 0).
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB (0, 1, 0).
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB (0, 0, 1).
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB (0, 1, 1).
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB (1, 1, 0).
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB (1, 0, 1).
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB (1, 0.5, 0).
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB (0.5, 0, 0.5).
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB (0.6, 0.4, 0.2).
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Grey 0, alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

extension UIColor: _ExpressibleByColorLiteral {}

/// The type a `#colorLiteral(...)` without context makes in code that imports UIKit.
public typealias _ColorLiteralType = UIColor
