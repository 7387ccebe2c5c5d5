import Foundation

/// The interface style, mirroring `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// A size class, mirroring `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The kind of device interface, mirroring `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// The layout direction of a trait environment, mirroring `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The elevation of the interface, mirroring `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}

/// The display's colour gamut, mirroring `UIDisplayGamut`.
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1
    case SRGB = 0
    case P3 = 1
}

/// The accessibility contrast setting, mirroring `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// The font weight preference, mirroring `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// Whether the device supports 3D Touch, mirroring `UIForceTouchCapability` (Apple's raw values).
public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0
    case unavailable = 1
    case available = 2
}

/// An object whose traits can change, mirroring `UITraitEnvironment`: views, view controllers, presentation
/// controllers, windows and window scenes.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits in effect for this object.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed; `previousTraitCollection` is what they were.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
