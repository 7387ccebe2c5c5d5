import Foundation

/// A type whose look can be set for all its instances through a proxy, mirroring `UIAppearance`:
/// `UINavigationBar.appearance().tintColor = .systemOrange` applies to every navigation bar as it
/// enters a window, unless the bar's own value was set.
@MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy for all instances of the type.
    static func appearance() -> Self
    /// The proxy for instances inside containers of the given types (innermost first in the list's
    /// reverse order, as UIKit reads it: `[UINavigationBar.self]` means "inside a navigation bar").
    static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose trait collection matches `trait`.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances matching `trait` inside the given containers.
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self
}

/// A type that can contain appearance-customized views, mirroring `UIAppearanceContainer` (views and
/// view controllers).
@MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance {
    /// The appearance proxy of this class (`UIAppearance`). Properties set on it apply to instances of the
    /// class and its subclasses: views as they enter a window, bar items when a bar shows them.
    public static func appearance() -> Self {
        AppearanceRegistry.shared.proxy(for: self, containers: [], trait: nil) as! Self
    }
    /// The proxy for instances inside containers of `containerTypes`.
    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.shared.proxy(for: self, containers: containerTypes, trait: nil) as! Self
    }
    /// The proxy for instances whose traits match `trait`.
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.shared.proxy(for: self, containers: [], trait: trait) as! Self
    }
    /// The proxy for instances matching `trait` inside containers of `containerTypes`.
    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.shared.proxy(for: self, containers: containerTypes, trait: trait) as! Self
    }
}

extension UIView: UIAppearance {}
extension UIBarItem: UIAppearance {}
