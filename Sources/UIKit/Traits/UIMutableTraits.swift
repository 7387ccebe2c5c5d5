import Foundation

/// A mutable container of traits, mirroring `UIMutableTraits` (iOS 17): read-write access to trait values,
/// used by `UITraitCollection(mutations:)`, `modifyingTraits(_:)` and the `traitOverrides` of views, view
/// controllers, presentation controllers and window scenes (`UITraitOverrides`).
///
/// The one requirement is the subscript by trait type; the named system traits (`userInterfaceStyle`,
/// `horizontalSizeClass`, ...) are read and written through it. Reading a trait nobody set gives its
/// `defaultValue` (`.unspecified` or 0 for the system traits).
public protocol UIMutableTraits {
    /// The value of `trait` (its `defaultValue` when it is not set); setting it records the value.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    /// The interface style (`UITraitUserInterfaceStyle`).
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    /// The horizontal size class (`UITraitHorizontalSizeClass`).
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    /// The vertical size class (`UITraitVerticalSizeClass`).
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    /// The display scale (`UITraitDisplayScale`).
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    /// The Dynamic Type size (`UITraitPreferredContentSizeCategory`).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    /// The interface idiom (`UITraitUserInterfaceIdiom`).
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    /// The layout direction (`UITraitLayoutDirection`).
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    /// The interface level (`UITraitUserInterfaceLevel`).
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    /// The display gamut (`UITraitDisplayGamut`).
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] }
        set { self[UITraitDisplayGamut.self] = newValue }
    }
    /// The accessibility contrast (`UITraitAccessibilityContrast`).
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    /// The legibility weight (`UITraitLegibilityWeight`).
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
}

/// A custom trait's value in a collection, with its type (for its default, name and colour flag).
struct _CustomTraitValue: @unchecked Sendable {
    let trait: UITrait
    let value: Any
}

/// Every trait of a collection as one mutable value: the system traits and the custom ones.
struct _TraitFields {
    var style: UIUserInterfaceStyle = .unspecified
    var horizontal: UIUserInterfaceSizeClass = .unspecified
    var vertical: UIUserInterfaceSizeClass = .unspecified
    var scale: CGFloat = 0
    var category: UIContentSizeCategory = .unspecified
    var idiom: UIUserInterfaceIdiom = .unspecified
    var direction: UITraitEnvironmentLayoutDirection = .unspecified
    var level: UIUserInterfaceLevel = .unspecified
    var gamut: UIDisplayGamut = .unspecified
    var contrast: UIAccessibilityContrast = .unspecified
    var weight: UILegibilityWeight = .unspecified
    var custom: [ObjectIdentifier: _CustomTraitValue] = [:]

    /// The value of `trait` (its default when unset).
    func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        if let s = trait as? any _SystemTrait.Type { return _readSystem(s) as! T.Value }
        return custom[ObjectIdentifier(trait)]?.value as? T.Value ?? trait.defaultValue
    }
    private func _readSystem<S: _SystemTrait>(_ s: S.Type) -> Any { s._read(self) }

    /// Stores a type-erased value for `trait`.
    mutating func setValue(_ value: Any, for trait: UITrait) {
        if let s = trait as? any _SystemTrait.Type { s._writeAny(value, into: &self) }
        else { custom[ObjectIdentifier(trait)] = _CustomTraitValue(trait: trait, value: value) }
    }
}

extension UITraitCollection {
    /// The collection's traits as a mutable value.
    var _fields: _TraitFields {
        _TraitFields(style: userInterfaceStyle, horizontal: horizontalSizeClass, vertical: verticalSizeClass,
                     scale: displayScale, category: preferredContentSizeCategory, idiom: userInterfaceIdiom,
                     direction: layoutDirection, level: userInterfaceLevel, gamut: displayGamut,
                     contrast: accessibilityContrast, weight: legibilityWeight, custom: _custom)
    }

    /// A collection holding `fields`.
    convenience init(_fields f: _TraitFields) {
        self.init(style: f.style, horizontal: f.horizontal, vertical: f.vertical, scale: f.scale, category: f.category,
                  idiom: f.idiom, direction: f.direction, level: f.level, gamut: f.gamut, contrast: f.contrast,
                  weight: f.weight, custom: f.custom)
    }

    /// The value of `trait` in this collection, its `defaultValue` when the collection does not set it
    /// (`subscript(_:)`, iOS 17): `traitCollection[MyTrait.self]`.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { _fields.value(trait) }

    /// A collection made by setting traits on an empty one (`init(mutations:)`, iOS 17): every trait the
    /// closure does not set is unspecified.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var m: any UIMutableTraits = _MutableTraitFields(fields: _TraitFields())
        mutations(&m)
        self.init(_fields: (m as? _MutableTraitFields)?.fields ?? _TraitFields())
    }

    /// A copy of this collection with the traits the closure sets changed (`modifyingTraits(_:)`, iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var m: any UIMutableTraits = _MutableTraitFields(fields: _fields)
        mutations(&m)
        return UITraitCollection(_fields: (m as? _MutableTraitFields)?.fields ?? _fields)
    }

    /// A collection with one trait set (`init(_:value:)`-style convenience used by overrides).
    func _applying(_ overrides: UITraitOverrides) -> UITraitCollection {
        guard !overrides._changes.isEmpty else { return self }
        var f = _fields
        for c in overrides._changes.values { f.setValue(c.value, for: c.trait) }
        return UITraitCollection(_fields: f)
    }
}

/// The mutable container `init(mutations:)` and `modifyingTraits(_:)` hand to their closure.
struct _MutableTraitFields: UIMutableTraits {
    var fields: _TraitFields
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { fields.value(trait) }
        set { fields.setValue(newValue, for: trait) }
    }
}
