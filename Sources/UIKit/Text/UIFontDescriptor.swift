import Foundation

/// A description of a font by attributes, mirroring `UIFontDescriptor`: family, face, size, traits, design,
/// text style; `UIFont(descriptor:size:)` turns one into a font.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The attributes (`fontAttributes`).
    public let fontAttributes: [UIFontDescriptor.AttributeName: Any]

    /// A descriptor from attributes (`init(fontAttributes:)`).
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// A descriptor for a named font at a size (`init(name:size:)`).
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor for a named font with a transform (`init(name:matrix:)`); the matrix is kept but fonts
    /// are drawn untransformed (see Docs/Deviations.md).
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// The descriptor of a font: its family, name, size, traits and (system fonts) design and text style.
    convenience init(font: UIFont) {
        var traits: SymbolicTraits = []
        if font.textFontSpec.weight >= 600 { traits.insert(.traitBold) }
        if font.textFontSpec.italic { traits.insert(.traitItalic) }
        if font.design == .monospaced { traits.insert(.traitMonoSpace) }
        var attrs: [AttributeName: Any] = [
            .family: font.familyName, .name: font.fontName, .size: font.pointSize,
            .traits: [TraitKey.symbolic: Int(traits.rawValue), TraitKey.weight: font.weight.rawValue,
                      TraitKey.slant: font.textFontSpec.italic ? 0.07 : 0.0] as [TraitKey: Any],
        ]
        if let d = font.design { attrs[AttributeName("NSCTFontUIFontDesignTrait")] = d.rawValue }
        if let s = font.textStyle { attrs[.textStyle] = s.rawValue }
        if !font.textFontSpec.features.isEmpty { attrs[.featureSettings] = font.textFontSpec.features }
        self.init(fontAttributes: attrs)
    }

    /// The descriptor of the preferred font for a text style (`preferredFontDescriptor(withTextStyle:)`).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    // MARK: Reading

    /// The value of an attribute (`object(forKey:)`).
    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The point size (`pointSize`), 0 when the descriptor names none.
    open var pointSize: CGFloat {
        if let n = AttributedTextConverter.number(fontAttributes[.size]) { return CGFloat(n) }
        if let s = fontAttributes[.size] as? String, let d = Double(s) { return CGFloat(d) }
        return 0
    }
    /// The transform (`matrix`), identity by default.
    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }
    /// The PostScript name (`postscriptName`).
    open var postscriptName: String { fontAttributes[.name] as? String ?? resolvedFont(size: 0).fontName }
    /// The symbolic traits (`symbolicTraits`).
    open var symbolicTraits: SymbolicTraits {
        let t = traitsDictionary[.symbolic]
        return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int(AttributedTextConverter.number(t) ?? 0)))
    }
    var traitsDictionary: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }
    var designValue: SystemDesign? {
        (fontAttributes[AttributeName("NSCTFontUIFontDesignTrait")] as? String).map(SystemDesign.init(rawValue:))
    }

    // MARK: Deriving

    /// A descriptor with `attributes` added (`addingAttributes(_:)`), replacing existing ones.
    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    /// The descriptor with exactly these symbolic traits (`withSymbolicTraits(_:)`); bold and italic select
    /// faces, monospace selects the monospaced design. Never nil here: every installed family has (possibly
    /// synthesized) bold and italic faces.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = traitsDictionary
        traits[.symbolic] = Int(symbolicTraits.rawValue)
        if symbolicTraits.contains(.traitBold) {
            if (AttributedTextConverter.number(traits[.weight]) ?? 0) < UIFont.Weight.semibold.rawValue { traits[.weight] = UIFont.Weight.bold.rawValue }
        } else if let w = AttributedTextConverter.number(traits[.weight]), w >= Double(UIFont.Weight.semibold.rawValue) {
            traits[.weight] = UIFont.Weight.regular.rawValue
        }
        var attrs = fontAttributes
        attrs[.traits] = traits
        attrs[.name] = nil
        attrs[.face] = nil
        if symbolicTraits.contains(.traitMonoSpace) { attrs[AttributeName("NSCTFontUIFontDesignTrait")] = SystemDesign.monospaced.rawValue }
        return UIFontDescriptor(fontAttributes: attrs)
    }

    /// The descriptor in another system design (`withDesign(_:)`); nil for fonts that are not system fonts.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let family = fontAttributes[.family] as? String ?? ""
        guard family.hasPrefix(".AppleSystemUIFont") || designValue != nil else { return nil }
        var attrs = fontAttributes
        attrs[AttributeName("NSCTFontUIFontDesignTrait")] = design.rawValue
        attrs[.name] = nil
        return UIFontDescriptor(fontAttributes: attrs)
    }

    /// The descriptor with a family (`withFamily(_:)`); name and face are dropped.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attrs = fontAttributes
        attrs[.family] = newFamily
        attrs[.name] = nil
        attrs[.face] = nil
        attrs[AttributeName("NSCTFontUIFontDesignTrait")] = nil
        return UIFontDescriptor(fontAttributes: attrs)
    }

    /// The descriptor with a face ("Bold", "Light Italic") (`withFace(_:)`).
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        var attrs = fontAttributes
        attrs[.face] = newFace
        attrs[.name] = nil
        return UIFontDescriptor(fontAttributes: attrs)
    }

    /// The descriptor at another size (`withSize(_:)`).
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// The descriptor with a transform (`withMatrix(_:)`).
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }

    /// Descriptors of the installed fonts that match this one's family (and face, when given)
    /// (`matchingFontDescriptors(withMandatoryKeys:)`).
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<UIFontDescriptor.AttributeName>?) -> [UIFontDescriptor] {
        let font = resolvedFont(size: pointSize)
        var family = fontAttributes[.family] as? String ?? font.familyName
        if family.hasPrefix(".") { return [font.fontDescriptor] }
        if TextEngine.faces(ofFamily: family).isEmpty { family = font.familyName }
        let face = fontAttributes[.face] as? String
        return TextEngine.faces(ofFamily: family)
            .filter { face == nil || $0.faceName.caseInsensitiveCompare(face!) == .orderedSame || mandatoryKeys?.contains(.face) == false }
            .compactMap { UIFont(name: $0.postScriptName, size: pointSize == 0 ? 12 : pointSize)?.fontDescriptor }
    }

    /// The font the attributes select.
    func resolvedFont(size requested: CGFloat) -> UIFont {
        let size = requested > 0 && requested.isFinite ? requested : (pointSize > 0 ? pointSize : 12)
        let traits = traitsDictionary
        let symbolic = symbolicTraits
        var weight = UIFont.Weight(AttributedTextConverter.number(traits[.weight]).map { CGFloat($0) } ?? 0)
        if symbolic.contains(.traitBold), weight < .semibold { weight = .bold }
        let italic = symbolic.contains(.traitItalic)
            || (AttributedTextConverter.number(traits[.slant]) ?? 0) > 0
        let features = fontAttributes[.featureSettings] as? String ?? ""
        // A system font's private name (".SFUI-Bold") is not looked up: the system font is made from the
        // traits below, so the face and its name round-trip.
        if let name = fontAttributes[.name] as? String, !name.hasPrefix("."), let f = UIFont(name: name, size: size) {
            if !symbolic.isEmpty || traits[.weight] != nil { return restyled(f, weight: weight, italic: italic) }
            return f
        }
        let family = fontAttributes[.family] as? String
        if family == nil || family!.hasPrefix(".AppleSystemUIFont") || designValue != nil {
            let design = designValue ?? (symbolic.contains(.traitMonoSpace) ? .monospaced : .default)
            let style = (fontAttributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
            return UIFont.makeSystem(size: size, weight: weight, italic: italic, design: design, features: features,
                                     textStyle: style)
        }
        let face = fontAttributes[.face] as? String
        if let family, let f = UIFont(name: face.map { family + " " + $0 } ?? family, size: size) ?? UIFont(name: family, size: size) {
            return face == nil ? restyled(f, weight: weight, italic: italic) : f
        }
        return UIFont.makeSystem(size: size, weight: weight, italic: italic, design: .default, features: features)
    }

    private func restyled(_ f: UIFont, weight: UIFont.Weight, italic: Bool) -> UIFont {
        var spec = f.textFontSpec
        spec.weight = weight.cssWeight
        spec.italic = italic
        guard spec != f.textFontSpec else { return f }
        return UIFont(spec: spec, familyName: f.familyName, fontName: f.fontName, design: f.design, weight: weight)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFontDescriptor else { return false }
        return NSDictionary(dictionary: o.fontAttributes.mapKeys()).isEqual(to: fontAttributes.mapKeys())
    }
    open override var hash: Int { fontAttributes.count }
}

private extension Dictionary where Key == UIFontDescriptor.AttributeName {
    func mapKeys() -> [String: Any] { Dictionary<String, Any>(uniqueKeysWithValues: map { ($0.key.rawValue, $0.value) }) }
}

extension UIFontDescriptor {
    /// A font attribute name, mirroring `UIFontDescriptor.AttributeName` (raw values as Apple's).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        public static let matrix = AttributeName("NSFontMatrixAttribute")
        public static let characterSet = AttributeName("NSFontCharacterSetAttribute")
        public static let cascadeList = AttributeName("NSFontCascadeListAttribute")
        public static let traits = AttributeName("NSFontTraitsAttribute")
        public static let fixedAdvance = AttributeName("NSFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName("NSFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }

    /// A key of the traits dictionary, mirroring `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        public static let weight = TraitKey("NSCTFontWeightTrait")
        public static let width = TraitKey("NSCTFontProportionTrait")
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    /// A system font design, mirroring `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
    }

    /// Symbolic font traits, mirroring `UIFontDescriptor.SymbolicTraits` (Core Text's bit values).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        public static let classUnknown = SymbolicTraits([])
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }
}
