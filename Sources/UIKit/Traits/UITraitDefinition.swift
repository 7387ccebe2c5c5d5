import Foundation

/// A trait that can be observed and read by type, mirroring `UITraitDefinition` (iOS 17): the system
/// traits below name the properties of `UITraitCollection`. Custom traits (your own definitions stored in
/// trait collections) are not supported (Docs/Deviations.md).
public protocol UITraitDefinition {
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
protocol _SystemTrait: UITraitDefinition {
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool
}

/// The interface style trait (`UITraitUserInterfaceStyle`).
public struct UITraitUserInterfaceStyle: _SystemTrait {
    public static var affectsColorAppearance: Bool { true }
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}
/// The horizontal size class trait (`UITraitHorizontalSizeClass`).
public struct UITraitHorizontalSizeClass: _SystemTrait {
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.horizontalSizeClass != b.horizontalSizeClass }
}
/// The vertical size class trait (`UITraitVerticalSizeClass`).
public struct UITraitVerticalSizeClass: _SystemTrait {
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}
/// The display scale trait (`UITraitDisplayScale`).
public struct UITraitDisplayScale: _SystemTrait {
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayScale != b.displayScale }
}
/// The content size category trait (`UITraitPreferredContentSizeCategory`).
public struct UITraitPreferredContentSizeCategory: _SystemTrait {
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.preferredContentSizeCategory != b.preferredContentSizeCategory }
}
/// The interface idiom trait (`UITraitUserInterfaceIdiom`).
public struct UITraitUserInterfaceIdiom: _SystemTrait {
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceIdiom != b.userInterfaceIdiom }
}
/// The layout direction trait (`UITraitLayoutDirection`).
public struct UITraitLayoutDirection: _SystemTrait {
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.layoutDirection != b.layoutDirection }
}
/// The interface level trait (`UITraitUserInterfaceLevel`).
public struct UITraitUserInterfaceLevel: _SystemTrait {
    public static var affectsColorAppearance: Bool { true }
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceLevel != b.userInterfaceLevel }
}
/// The display gamut trait (`UITraitDisplayGamut`).
public struct UITraitDisplayGamut: _SystemTrait {
    public static var affectsColorAppearance: Bool { true }
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayGamut != b.displayGamut }
}
/// The accessibility contrast trait (`UITraitAccessibilityContrast`).
public struct UITraitAccessibilityContrast: _SystemTrait {
    public static var affectsColorAppearance: Bool { true }
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.accessibilityContrast != b.accessibilityContrast }
}
/// The legibility weight trait (`UITraitLegibilityWeight`).
public struct UITraitLegibilityWeight: _SystemTrait {
    static func _differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.legibilityWeight != b.legibilityWeight }
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

    /// Whether `trait` has a different value in `other` (custom traits never differ).
    func _differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
        guard let t = trait as? any _SystemTrait.Type else { return false }
        return t._differs(self, other)
    }
}
