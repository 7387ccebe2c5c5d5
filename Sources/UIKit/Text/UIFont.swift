import Foundation

/// A font, mirroring `UIFont`: a typeface at a point size with its metrics.
///
/// Fonts come from fontconfig through Pango. The system font is Inter (San Francisco's closest freely
/// licensed match), monospaced and serif designs are DejaVu Sans Mono and DejaVu Serif, colour emoji come
/// from Noto Color Emoji, and fontconfig supplies fonts for scripts these lack (see Docs/Deviations.md).
/// System fonts report Apple's names (`.AppleSystemUIFont`, `.SFUI-Regular`). Immutable and usable from any
/// thread, as on iOS.
open class UIFont: NSObject, @unchecked Sendable, TextFontProviding {
    /// The resolved font for the text engine.
    package let textFontSpec: TextFontSpec
    /// The point size (`pointSize`).
    public let pointSize: CGFloat
    /// The family name (`familyName`).
    public let familyName: String
    /// The font's full name (`fontName`), PostScript-style.
    public let fontName: String
    /// The design this font was made with (system fonts), for `fontDescriptor`.
    let design: UIFontDescriptor.SystemDesign?
    let weight: Weight
    let textStyle: TextStyle?

    package init(spec: TextFontSpec, familyName: String, fontName: String, design: UIFontDescriptor.SystemDesign?,
                 weight: Weight, textStyle: TextStyle? = nil) {
        self.textFontSpec = spec
        self.pointSize = CGFloat(spec.size)
        self.familyName = familyName
        self.fontName = fontName
        self.design = design
        self.weight = weight
        self.textStyle = textStyle
        super.init()
    }

    /// A size as fonts take it: zero, negative or NaN sizes mean the default 12 pt (as Core Text does);
    /// enormous sizes are clamped to 4096 pt.
    static func sanitizedSize(_ size: CGFloat) -> Double {
        guard size.isFinite else { return size.isNaN ? 12 : 4096 }
        return size <= 0 ? 12 : min(Double(size), 4096)
    }

    /// A font named by its family, "Family Face" or PostScript-style name (`init?(name:size:)`); nil when no
    /// installed font matches. Apple's well-known families (Helvetica, Times, Courier, Menlo...) map to the
    /// installed stand-ins.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let size = UIFont.sanitizedSize(fontSize)
        if fontName.hasPrefix(".SF") || fontName.hasPrefix(".AppleSystemUIFont") {
            let f = UIFont.systemFont(ofSize: CGFloat(size))
            self.init(spec: f.textFontSpec, familyName: f.familyName, fontName: f.fontName, design: .default, weight: .regular)
            return
        }
        guard let r = SystemFontFamilies.resolve(name: fontName, size: size) else { return nil }
        let ps = r.family.replacingOccurrences(of: " ", with: "") + "-" + r.face.replacingOccurrences(of: " ", with: "")
        let name = fontName.contains("-") || r.face == "Regular" || r.face == "Book" ? (fontName.contains("-") ? fontName : r.family) : ps
        self.init(spec: r.spec, familyName: r.family, fontName: name, design: nil, weight: .from(css: r.spec.weight))
    }

    /// The font a descriptor describes, at `pointSize` (0 keeps the descriptor's size), as
    /// `init(descriptor:size:)` does.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let f = descriptor.resolvedFont(size: pointSize)
        self.init(spec: f.textFontSpec, familyName: f.familyName, fontName: f.fontName, design: f.design,
                  weight: f.weight, textStyle: f.textStyle)
    }

    // MARK: System fonts

    /// The system font at `fontSize` (`systemFont(ofSize:)`).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` and `weight`, the nearest installed face standing in.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        makeSystem(size: fontSize, weight: weight, italic: false, design: .default)
    }

    /// The system font at `fontSize`, `weight` and `width` (iOS 16); only the standard width exists here.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        makeSystem(size: fontSize, weight: weight, italic: false, design: .default)
    }

    /// The bold system font (`boldSystemFont(ofSize:)`).
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        makeSystem(size: fontSize, weight: .bold, italic: false, design: .default)
    }

    /// The italic system font (`italicSystemFont(ofSize:)`).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        makeSystem(size: fontSize, weight: .regular, italic: true, design: .default)
    }

    /// The monospaced system font (`monospacedSystemFont(ofSize:weight:)`, SF Mono on iOS).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        makeSystem(size: fontSize, weight: weight, italic: false, design: .monospaced)
    }

    /// The system font with fixed-width digits (`monospacedDigitSystemFont(ofSize:weight:)`): tabular
    /// figures through the OpenType `tnum` feature.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        makeSystem(size: fontSize, weight: weight, italic: false, design: .default, features: "tnum 1")
    }

    /// The standard font size (`systemFontSize`, 14).
    open class var systemFontSize: CGFloat { 14 }
    /// The small font size (`smallSystemFontSize`, 12).
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The label font size (`labelFontSize`, 17).
    open class var labelFontSize: CGFloat { 17 }
    /// The button font size (`buttonFontSize`, 18).
    open class var buttonFontSize: CGFloat { 18 }

    static func makeSystem(size: CGFloat, weight: Weight, italic: Bool, design: UIFontDescriptor.SystemDesign,
                           features: String = "", textStyle: TextStyle? = nil) -> UIFont {
        let s = sanitizedSize(size)
        let families: String, family: String, prefix: String
        switch design {
        case .monospaced: families = SystemFontFamilies.monospaced; family = ".AppleSystemUIFontMonospaced"; prefix = ".SFMono-"
        case .serif: families = SystemFontFamilies.serif; family = ".AppleSystemUIFontSerif"; prefix = ".NewYork-"
        case .rounded: families = SystemFontFamilies.sans; family = ".AppleSystemUIFontRounded"; prefix = ".SFUI-Rounded"
        default: families = SystemFontFamilies.sans; family = ".AppleSystemUIFont"; prefix = ".SFUI-"
        }
        let n = weight.nearest
        let spec = TextFontSpec(families: families, size: s, weight: n.1, italic: italic, features: features)
        return UIFont(spec: spec, familyName: family, fontName: prefix + n.2 + (italic ? "Italic" : ""), design: design,
                      weight: weight, textStyle: textStyle)
    }

    // MARK: Dynamic Type

    /// The font for a text style at the current content size category (`.large` unless changed), with
    /// Apple's documented point size and weight (`preferredFont(forTextStyle:)`).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, category: UIFontMetrics.currentCategory)
    }

    /// The font for a text style at the content size category of `traitCollection`
    /// (`preferredFont(forTextStyle:compatibleWith:)`), sized from Apple's Dynamic Type tables; an
    /// unspecified category (or nil traits) means the current one.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return preferredFont(forTextStyle: style, category: category == .unspecified ? UIFontMetrics.currentCategory : category)
    }

    static func preferredFont(forTextStyle style: UIFont.TextStyle, category: UIContentSizeCategory) -> UIFont {
        makeSystem(size: style.pointSize(for: category), weight: style.sizes.1, italic: false, design: .default,
                   textStyle: style)
    }

    // MARK: Families

    /// The installed font families (`familyNames`), sorted.
    open class var familyNames: [String] { TextEngine.familyNames() }

    /// The fonts of a family (`fontNames(forFamilyName:)`), PostScript-style ("DejaVuSans-Bold"); empty for
    /// an unknown family.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        TextEngine.faces(ofFamily: familyName).map(\.postScriptName)
    }

    // MARK: Derived fonts and metrics

    /// The same font at another size (`withSize(_:)`).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var spec = textFontSpec
        spec.size = UIFont.sanitizedSize(fontSize)
        return UIFont(spec: spec, familyName: familyName, fontName: fontName, design: design, weight: weight,
                      textStyle: textStyle)
    }

    var metrics: TextFontMetrics { TextEngine.metrics(textFontSpec) }
    /// Distance from the baseline to the top of the tallest glyphs (`ascender`).
    open var ascender: CGFloat { CGFloat(metrics.ascender) }
    /// Distance from the baseline to the bottom of the lowest glyphs, negative (`descender`).
    open var descender: CGFloat { CGFloat(metrics.descender) }
    /// Extra space between lines (`leading`).
    open var leading: CGFloat { CGFloat(metrics.leading) }
    /// The height of a line: ascender − descender + leading (`lineHeight`).
    open var lineHeight: CGFloat { CGFloat(metrics.lineHeight) }
    /// The height of capital letters (`capHeight`).
    open var capHeight: CGFloat { CGFloat(metrics.capHeight) }
    /// The height of lower-case x (`xHeight`).
    open var xHeight: CGFloat { CGFloat(metrics.xHeight) }

    /// The descriptor of this font (`fontDescriptor`).
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return o.textFontSpec == textFontSpec && o.fontName == fontName && o.familyName == familyName
    }
    open override var hash: Int { textFontSpec.hashValue ^ fontName.hashValue }
    open override var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-weight: \(textFontSpec.weight >= 600 ? "bold" : "normal"); "
            + "font-style: \(textFontSpec.italic ? "italic" : "normal"); font-size: \(pointSize)pt>"
    }
}
