import Foundation

extension UIImage {
    /// The weight of a symbol image, mirroring `UIImage.SymbolWeight` (Apple's raw values).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight = 1, thin = 2, light = 3, regular = 4, medium = 5, semibold = 6,
             bold = 7, heavy = 8, black = 9

        /// The font weight matching this symbol weight (`fontWeight()`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .unspecified, .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }

        /// The symbol weight nearest a font weight.
        init(fontWeight w: UIFont.Weight) {
            let table: [(UIFont.Weight, SymbolWeight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
                (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black)]
            self = table.min { abs($0.0.rawValue - w.rawValue) < abs($1.0.rawValue - w.rawValue) }!.1
        }
    }

    /// The scale of a symbol image relative to its point size, mirroring `UIImage.SymbolScale`
    /// (Apple's raw values: `default` is -1).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// An image configuration, mirroring `UIImage.Configuration`: the base class of symbol configurations.
    /// Configurations are immutable; `applying(_:)` combines two, the argument's specified values winning.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The trait collection the configuration was made for, if any (`traitCollection`).
        public internal(set) var traitCollection: UITraitCollection?

        public override init() { super.init() }

        /// A configuration combining this one with `otherConfiguration`, whose specified values win
        /// (`applying(_:)`). Nil returns this configuration unchanged.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration else { return self }
            return (merged(with: other) as? Self) ?? self
        }

        /// This configuration with `traitCollection` (`withTraitCollection(_:)`).
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let c = copyConfiguration()
            c.traitCollection = traitCollection
            return (c as? Self) ?? self
        }

        func merged(with other: Configuration) -> Configuration {
            let c = copyConfiguration()
            if let t = other.traitCollection { c.traitCollection = t }
            return c
        }

        func copyConfiguration() -> Configuration {
            let c = Configuration()
            c.traitCollection = traitCollection
            return c
        }
    }

    /// A configuration for symbol images, mirroring `UIImage.SymbolConfiguration`: a point size or a text
    /// style or a font, a weight and a scale. Unspecified values fall back to the body text style (17 points),
    /// regular weight and medium scale when the image is drawn. Colour configurations are accepted and kept,
    /// but symbols are drawn in one colour (see Docs/Deviations.md).
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        var pointSize: CGFloat = 0
        var weight: SymbolWeight = .unspecified
        var scale: SymbolScale = .unspecified
        var textStyle: UIFont.TextStyle?
        var font: UIFont?
        var hierarchicalColor: UIColor?
        var paletteColors: [UIColor]?
        var prefersMulticolor = false

        /// A configuration with nothing specified (`unspecified`).
        public class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        public override init() { super.init() }

        /// A configuration with a point size (`init(pointSize:)`).
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }

        /// A configuration with a point size and weight (`init(pointSize:weight:)`).
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }

        /// A configuration with a point size, weight and scale (`init(pointSize:weight:scale:)`). Negative or
        /// non-finite sizes count as unspecified.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
        }

        /// A configuration with a weight (`init(weight:)`).
        public convenience init(weight: SymbolWeight) { self.init(); self.weight = weight }

        /// A configuration with a scale (`init(scale:)`).
        public convenience init(scale: SymbolScale) { self.init(); self.scale = scale }

        /// A configuration sized by a text style (`init(textStyle:)`).
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }

        /// A configuration sized by a text style, with a scale (`init(textStyle:scale:)`).
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(); self.textStyle = textStyle; self.scale = scale
        }

        /// A configuration matching a font's size and weight (`init(font:)`).
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }

        /// A configuration matching a font's size and weight, with a scale (`init(font:scale:)`).
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(); self.font = font; self.scale = scale
        }

        /// A hierarchical colour configuration (`init(hierarchicalColor:)`); drawn in one colour here.
        public convenience init(hierarchicalColor: UIColor) { self.init(); self.hierarchicalColor = hierarchicalColor }

        /// A palette configuration (`init(paletteColors:)`); drawn in the first colour here.
        public convenience init(paletteColors: [UIColor]) { self.init(); self.paletteColors = paletteColors }

        /// The multicolour configuration (`configurationPreferringMulticolor()`).
        public class func configurationPreferringMulticolor() -> SymbolConfiguration {
            let c = SymbolConfiguration(); c.prefersMulticolor = true; return c
        }

        /// The monochrome configuration (`configurationPreferringMonochrome()`).
        public class func configurationPreferringMonochrome() -> SymbolConfiguration { SymbolConfiguration() }

        /// This configuration without its point size and weight (`configurationWithoutPointSizeAndWeight()`).
        open func configurationWithoutPointSizeAndWeight() -> Self {
            let c = copySymbol(); c.pointSize = 0; c.weight = .unspecified; return (c as? Self) ?? self
        }

        /// This configuration without its scale (`configurationWithoutScale()`).
        open func configurationWithoutScale() -> Self { let c = copySymbol(); c.scale = .unspecified; return (c as? Self) ?? self }

        /// This configuration without its weight (`configurationWithoutWeight()`).
        open func configurationWithoutWeight() -> Self { let c = copySymbol(); c.weight = .unspecified; return (c as? Self) ?? self }

        /// This configuration without its text style (`configurationWithoutTextStyle()`).
        open func configurationWithoutTextStyle() -> Self { let c = copySymbol(); c.textStyle = nil; return (c as? Self) ?? self }

        /// Whether two configurations specify the same values (`isEqual(to:)`).
        open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let o = otherConfiguration else { return false }
            return pointSize == o.pointSize && weight == o.weight && scale == o.scale && textStyle == o.textStyle
                && font == o.font && hierarchicalColor == o.hierarchicalColor && paletteColors == o.paletteColors
                && prefersMulticolor == o.prefersMulticolor
        }

        open override func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }

        open override var hash: Int {
            var h = Hasher()
            h.combine(pointSize); h.combine(weight); h.combine(scale); h.combine(textStyle)
            return h.finalize()
        }

        override func copyConfiguration() -> Configuration { copySymbol() }

        func copySymbol() -> SymbolConfiguration {
            let c = SymbolConfiguration()
            c.traitCollection = traitCollection
            c.pointSize = pointSize; c.weight = weight; c.scale = scale; c.textStyle = textStyle; c.font = font
            c.hierarchicalColor = hierarchicalColor; c.paletteColors = paletteColors
            c.prefersMulticolor = prefersMulticolor
            return c
        }

        /// The other's specified values win; a size given by one kind (point size, text style, font)
        /// replaces a size given by another.
        override func merged(with other: Configuration) -> Configuration {
            let c = copySymbol()
            if let t = other.traitCollection { c.traitCollection = t }
            guard let o = other as? SymbolConfiguration else { return c }
            if o.pointSize > 0 { c.pointSize = o.pointSize; c.textStyle = nil; c.font = nil }
            if let ts = o.textStyle { c.textStyle = ts; c.pointSize = 0; c.font = nil }
            if let f = o.font { c.font = f; c.pointSize = 0; c.textStyle = nil }
            if o.weight != .unspecified { c.weight = o.weight }
            if o.scale != .unspecified { c.scale = o.scale }
            if let h = o.hierarchicalColor { c.hierarchicalColor = h }
            if let p = o.paletteColors { c.paletteColors = p }
            if o.prefersMulticolor { c.prefersMulticolor = true }
            return c
        }

        // MARK: Resolved values used for drawing

        /// The point size the symbol is drawn at: the given size, else the font's, else the text style's at
        /// the default content size category, else 17 (body).
        var resolvedPointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            if let font { return font.pointSize }
            if let textStyle { return UIFont.preferredFont(forTextStyle: textStyle, category: .large).pointSize }
            return 17
        }

        /// The weight the symbol is drawn at: the given weight, else the font's, else regular.
        var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            if let font { return SymbolWeight(fontWeight: font.weight) }
            return .regular
        }

        /// How much larger than the point size the symbol is drawn: small 0.8, medium 1, large 1.3
        /// (approximations of Apple's symbol scales).
        var scaleFactor: CGFloat {
            switch scale {
            case .small: return 0.8
            case .large: return 1.3
            default: return 1
            }
        }
    }
}
