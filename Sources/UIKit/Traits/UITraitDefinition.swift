import Foundation

/// A trait that can be observed and read by type, mirroring `UITraitDefinition` (iOS 17): the system
/// traits below name the properties of `UITraitCollection`; your own conforming types are custom traits,
/// stored in trait collections, set through `traitOverrides` or `UITraitCollection(mutations:)` and read
/// with `traitCollection[MyTrait.self]`. Defining `defaultValue` is the minimum a conforming type needs.
public protocol UITraitDefinition {
    /// The type of the trait's value (`Value`).
    associatedtype Value
    /// The value a trait collection has for the trait when nothing set it (`defaultValue`).
    static var defaultValue: Value { get }
    /// A unique identifier for the trait (`identifier`).
    static var identifier: String { get }
    /// The trait's name for debugging (`name`).
    static var name: String { get }
    /// Whether a change of the trait can change how colours resolve (`affectsColorAppearance`).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: self) }
    public static var name: String { String(describing: self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type as `registerForTraitChanges(_:handler:)` takes it (`UITrait`).
public typealias UITrait = any UITraitDefinition.Type

/// A system trait backed by a property of `UITraitCollection`: how two collections are compared for it.
protocol _SystemTrait: UITraitDefinition where Value: Equatable {
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool
    /// The trait's value in `fields`.
    static func _read(_ fields: _TraitFields) -> Value
    /// Stores `value` in `fields`.
    static func _write(_ value: Value, into fields: inout _TraitFields)
}

extension _SystemTrait {
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        _read(a._fields) != _read(b._fields)
    }
    /// Stores a type-erased value (from `UITraitOverrides`); a value of another type is ignored.
    static func _writeAny(_ value: Any, into fields: inout _TraitFields) {
        if let v = value as? Value { _write(v, into: &fields) }
    }
}

/// The interface style trait (`UITraitUserInterfaceStyle`).
public struct UITraitUserInterfaceStyle: _SystemTrait {
    public typealias Value = UIUserInterfaceStyle
    /// `.unspecified` when nothing sets it.
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    public static var affectsColorAppearance: Bool { true }
    static func _read(_ f: _TraitFields) -> UIUserInterfaceStyle { f.style }
    static func _write(_ v: UIUserInterfaceStyle, into f: inout _TraitFields) { f.style = v }
}
/// The horizontal size class trait (`UITraitHorizontalSizeClass`).
public struct UITraitHorizontalSizeClass: _SystemTrait {
    public typealias Value = UIUserInterfaceSizeClass
    /// `.unspecified` when nothing sets it.
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    static func _read(_ f: _TraitFields) -> UIUserInterfaceSizeClass { f.horizontal }
    static func _write(_ v: UIUserInterfaceSizeClass, into f: inout _TraitFields) { f.horizontal = v }
}
/// The vertical size class trait (`UITraitVerticalSizeClass`).
public struct UITraitVerticalSizeClass: _SystemTrait {
    public typealias Value = UIUserInterfaceSizeClass
    /// `.unspecified` when nothing sets it.
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    static func _read(_ f: _TraitFields) -> UIUserInterfaceSizeClass { f.vertical }
    static func _write(_ v: UIUserInterfaceSizeClass, into f: inout _TraitFields) { f.vertical = v }
}
/// The display scale trait (`UITraitDisplayScale`).
public struct UITraitDisplayScale: _SystemTrait {
    public typealias Value = CGFloat
    /// `0` when nothing sets it.
    public static var defaultValue: CGFloat { 0 }
    static func _read(_ f: _TraitFields) -> CGFloat { f.scale }
    static func _write(_ v: CGFloat, into f: inout _TraitFields) { f.scale = v }
}
/// The content size category trait (`UITraitPreferredContentSizeCategory`).
public struct UITraitPreferredContentSizeCategory: _SystemTrait {
    public typealias Value = UIContentSizeCategory
    /// `.unspecified` when nothing sets it.
    public static var defaultValue: UIContentSizeCategory { .unspecified }
    static func _read(_ f: _TraitFields) -> UIContentSizeCategory { f.category }
    static func _write(_ v: UIContentSizeCategory, into f: inout _TraitFields) { f.category = v }
}
/// The interface idiom trait (`UITraitUserInterfaceIdiom`).
public struct UITraitUserInterfaceIdiom: _SystemTrait {
    public typealias Value = UIUserInterfaceIdiom
    /// `.unspecified` when nothing sets it.
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
    static func _read(_ f: _TraitFields) -> UIUserInterfaceIdiom { f.idiom }
    static func _write(_ v: UIUserInterfaceIdiom, into f: inout _TraitFields) { f.idiom = v }
}
/// The layout direction trait (`UITraitLayoutDirection`).
public struct UITraitLayoutDirection: _SystemTrait {
    public typealias Value = UITraitEnvironmentLayoutDirection
    /// `.unspecified` when nothing sets it.
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
    static func _read(_ f: _TraitFields) -> UITraitEnvironmentLayoutDirection { f.direction }
    static func _write(_ v: UITraitEnvironmentLayoutDirection, into f: inout _TraitFields) { f.direction = v }
}
/// The interface level trait (`UITraitUserInterfaceLevel`).
public struct UITraitUserInterfaceLevel: _SystemTrait {
    public typealias Value = UIUserInterfaceLevel
    /// `.unspecified` when nothing sets it.
    public static var defaultValue: UIUserInterfaceLevel { .unspecified }
    public static var affectsColorAppearance: Bool { true }
    static func _read(_ f: _TraitFields) -> UIUserInterfaceLevel { f.level }
    static func _write(_ v: UIUserInterfaceLevel, into f: inout _TraitFields) { f.level = v }
}
/// The display gamut trait (`UITraitDisplayGamut`).
public struct UITraitDisplayGamut: _SystemTrait {
    public typealias Value = UIDisplayGamut
    /// `.unspecified` when nothing sets it.
    public static var defaultValue: UIDisplayGamut { .unspecified }
    public static var affectsColorAppearance: Bool { true }
    static func _read(_ f: _TraitFields) -> UIDisplayGamut { f.gamut }
    static func _write(_ v: UIDisplayGamut, into f: inout _TraitFields) { f.gamut = v }
}
/// The accessibility contrast trait (`UITraitAccessibilityContrast`).
public struct UITraitAccessibilityContrast: _SystemTrait {
    public typealias Value = UIAccessibilityContrast
    /// `.unspecified` when nothing sets it.
    public static var defaultValue: UIAccessibilityContrast { .unspecified }
    public static var affectsColorAppearance: Bool { true }
    static func _read(_ f: _TraitFields) -> UIAccessibilityContrast { f.contrast }
    static func _write(_ v: UIAccessibilityContrast, into f: inout _TraitFields) { f.contrast = v }
}
/// The legibility weight trait (`UITraitLegibilityWeight`).
public struct UITraitLegibilityWeight: _SystemTrait {
    public typealias Value = UILegibilityWeight
    /// `.unspecified` when nothing sets it.
    public static var defaultValue: UILegibilityWeight { .unspecified }
    static func _read(_ f: _TraitFields) -> UILegibilityWeight { f.weight }
    static func _write(_ v: UILegibilityWeight, into f: inout _TraitFields) { f.weight = v }
}

extension UITraitCollection {
    /// The system traits that can change how dynamic colours resolve (`systemTraitsAffectingColorAppearance`).
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self, UITraitAccessibilityContrast.self,
         UITraitDisplayGamut.self]
    }
    /// The system traits that can change which image asset is chosen (`systemTraitsAffectingImageLookup`).
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitHorizontalSizeClass.self,
         UITraitVerticalSizeClass.self, UITraitUserInterfaceIdiom.self, UITraitLayoutDirection.self,
         UITraitUserInterfaceLevel.self, UITraitAccessibilityContrast.self, UITraitDisplayGamut.self,
         UITraitLegibilityWeight.self, UITraitPreferredContentSizeCategory.self]
    }

    /// Whether `trait` has a different value in `other` (custom traits compare with `==` when their value
    /// is `Equatable`, by identity when it is an object, else always differ once either collection sets them).
    func _differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
        if let t = trait as? any _SystemTrait.Type { return t._differs(self, other) }
        let id = ObjectIdentifier(trait)
        let a = _fields.custom[id], b = other._fields.custom[id]
        if a == nil && b == nil { return false }
        return !_traitValuesEqual(a?.value ?? _traitDefaultValue(trait), b?.value ?? _traitDefaultValue(trait))
    }
}

/// The default value of a trait given as an existential metatype.
func _traitDefaultValue<T: UITraitDefinition>(_ trait: T.Type) -> Any { trait.defaultValue }

/// Whether two trait values are the same: `==` for `Equatable` values of one type, identity for objects.
func _traitValuesEqual(_ a: Any, _ b: Any) -> Bool {
    if let e = a as? any Equatable { return e._isEqual(to: b) }
    if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    return false
}

extension Equatable {
    fileprivate func _isEqual(to other: Any) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}
