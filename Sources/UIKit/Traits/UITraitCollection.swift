import Foundation

/// The traits of an app's environment, mirroring `UITraitCollection`: interface style, size classes, display
/// scale, content size category and idiom. Unset traits are `.unspecified` (scale 0); combining collections
/// with `init(traitsFrom:)` takes, for each trait, the last collection that specifies it.
///
/// Windows compute their collection from their size and screen (size classes, see `UIWindow`); a view or a
/// view controller inherits its window's collection, with `overrideUserInterfaceStyle` applied.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point (0 when unspecified).
    public let displayScale: CGFloat
    /// The Dynamic Type size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The device idiom.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Base or elevated.
    public let userInterfaceLevel: UIUserInterfaceLevel
    /// The display gamut.
    public let displayGamut: UIDisplayGamut
    /// The contrast setting.
    public let accessibilityContrast: UIAccessibilityContrast
    /// The legibility weight.
    public let legibilityWeight: UILegibilityWeight
    /// Whether 3D Touch is available (`.unknown` when unspecified).
    public let forceTouchCapability: UIForceTouchCapability
    /// Custom traits' values, by trait type (empty unless a custom trait was set).
    let _custom: [ObjectIdentifier: _CustomTraitValue]

    init(style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
         category: UIContentSizeCategory = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
         direction: UITraitEnvironmentLayoutDirection = .unspecified, level: UIUserInterfaceLevel = .unspecified,
         gamut: UIDisplayGamut = .unspecified, contrast: UIAccessibilityContrast = .unspecified,
         weight: UILegibilityWeight = .unspecified, custom: [ObjectIdentifier: _CustomTraitValue] = [:],
         force: UIForceTouchCapability = .unknown) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        preferredContentSizeCategory = category
        userInterfaceIdiom = idiom
        layoutDirection = direction
        userInterfaceLevel = level
        displayGamut = gamut
        accessibilityContrast = contrast
        legibilityWeight = weight
        forceTouchCapability = force
        _custom = custom
        super.init()
    }

    /// An empty collection: every trait unspecified.
    public override convenience init() { self.init(style: .unspecified) }
    /// A collection with only the interface style set.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    /// A collection with only the horizontal size class set.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    /// A collection with only the vertical size class set.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// A collection with only the display scale set.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// A collection with only the content size category set.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }
    /// A collection with only the idiom set.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    /// A collection with only the layout direction set.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    /// A collection with only the interface level set.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(level: userInterfaceLevel) }
    /// A collection with only the accessibility contrast set.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(contrast: accessibilityContrast) }
    /// A collection with only the 3D Touch capability set.
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { self.init(force: capability) }

    /// Combines collections: for each trait, the value of the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func pick<T: Equatable>(_ key: (UITraitCollection) -> T, unset: T) -> T {
            collections.reversed().map(key).first { $0 != unset } ?? unset
        }
        self.init(style: pick(\.userInterfaceStyle, unset: .unspecified),
                  horizontal: pick(\.horizontalSizeClass, unset: .unspecified),
                  vertical: pick(\.verticalSizeClass, unset: .unspecified),
                  scale: pick(\.displayScale, unset: 0),
                  category: pick(\.preferredContentSizeCategory, unset: .unspecified),
                  idiom: pick(\.userInterfaceIdiom, unset: .unspecified),
                  direction: pick(\.layoutDirection, unset: .unspecified),
                  level: pick(\.userInterfaceLevel, unset: .unspecified),
                  gamut: pick(\.displayGamut, unset: .unspecified),
                  contrast: pick(\.accessibilityContrast, unset: .unspecified),
                  weight: pick(\.legibilityWeight, unset: .unspecified),
                  custom: collections.reduce(into: [:]) { $0.merge($1._custom) { _, new in new } },
                  force: pick(\.forceTouchCapability, unset: .unknown))
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        if t.userInterfaceStyle != .unspecified && t.userInterfaceStyle != userInterfaceStyle { return false }
        if t.horizontalSizeClass != .unspecified && t.horizontalSizeClass != horizontalSizeClass { return false }
        if t.verticalSizeClass != .unspecified && t.verticalSizeClass != verticalSizeClass { return false }
        if t.displayScale != 0 && t.displayScale != displayScale { return false }
        if t.preferredContentSizeCategory != .unspecified && t.preferredContentSizeCategory != preferredContentSizeCategory { return false }
        if t.userInterfaceIdiom != .unspecified && t.userInterfaceIdiom != userInterfaceIdiom { return false }
        if t.layoutDirection != .unspecified && t.layoutDirection != layoutDirection { return false }
        if t.userInterfaceLevel != .unspecified && t.userInterfaceLevel != userInterfaceLevel { return false }
        if t.displayGamut != .unspecified && t.displayGamut != displayGamut { return false }
        if t.accessibilityContrast != .unspecified && t.accessibilityContrast != accessibilityContrast { return false }
        if t.legibilityWeight != .unspecified && t.legibilityWeight != legibilityWeight { return false }
        if t.forceTouchCapability != .unknown && t.forceTouchCapability != forceTouchCapability { return false }
        for (id, v) in t._custom where !_traitValuesEqual(_custom[id]?.value ?? _traitDefaultValue(v.trait), v.value) { return false }
        return true
    }

    /// Whether dynamic colours may resolve differently under `trait` (style, contrast, level or gamut differ).
    open func hasDifferentColorAppearance(comparedTo trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        if t.userInterfaceStyle != userInterfaceStyle || t.accessibilityContrast != accessibilityContrast
            || t.userInterfaceLevel != userInterfaceLevel || t.displayGamut != displayGamut { return true }
        if _custom.isEmpty && t._custom.isEmpty { return false }
        for id in Set(_custom.keys).union(t._custom.keys) {
            let trait = (_custom[id] ?? t._custom[id])!.trait
            if trait.affectsColorAppearance && _differs(in: trait, from: t) { return true }
        }
        return false
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let t = object as? UITraitCollection else { return false }
        return t.userInterfaceStyle == userInterfaceStyle && t.horizontalSizeClass == horizontalSizeClass
            && t.verticalSizeClass == verticalSizeClass && t.displayScale == displayScale
            && t.preferredContentSizeCategory == preferredContentSizeCategory
            && t.userInterfaceIdiom == userInterfaceIdiom && t.layoutDirection == layoutDirection
            && t.userInterfaceLevel == userInterfaceLevel && t.displayGamut == displayGamut
            && t.accessibilityContrast == accessibilityContrast && t.legibilityWeight == legibilityWeight
            && t.forceTouchCapability == forceTouchCapability
            && (t._custom.isEmpty && _custom.isEmpty || _customTraitsEqual(t))
    }

    /// Whether every custom trait either collection sets has the same value in both.
    private func _customTraitsEqual(_ t: UITraitCollection) -> Bool {
        for id in Set(_custom.keys).union(t._custom.keys) {
            if _differs(in: (_custom[id] ?? t._custom[id])!.trait, from: t) { return false }
        }
        return true
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(userInterfaceStyle); h.combine(horizontalSizeClass); h.combine(verticalSizeClass)
        h.combine(displayScale); h.combine(preferredContentSizeCategory); h.combine(userInterfaceIdiom)
        return h.finalize()
    }

    open override var description: String {
        "<UITraitCollection: userInterfaceStyle = \(userInterfaceStyle), horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), displayScale = \(displayScale), preferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }

    /// The collection in effect while drawing or laying out (set by `performAsCurrent(_:)`).
    public static var current: UITraitCollection {
        get { _current }
        set { _current = newValue }
    }
    nonisolated(unsafe) static var _current = _launchCurrent
    /// `current` outside any `performAsCurrent(_:)`: an iPhone's collection in portrait.
    static let _launchCurrent = UITraitCollection(style: .light, horizontal: .compact, vertical: .regular,
                                                                      scale: 3, category: .large, idiom: .phone,
                                                                      direction: .leftToRight, level: .base)

    /// Runs `actions` with this collection as `current`.
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection._current
        UITraitCollection._current = self
        defer { UITraitCollection._current = saved }
        try actions()
    }

    /// A copy with the interface style replaced (the iOS 17 `modifyingTraits` idea, for one trait).
    func replacingStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(traitsFrom: [self, UITraitCollection(style: style)])
    }
}
