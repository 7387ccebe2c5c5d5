import Foundation

/// The protocol of objects whose appearance can be customised, mirroring `UIAppearance`. UIKit's views and
/// bar items adopt it, so generic helpers written against it (`extension UIAppearance { func style(...) }`,
/// as layout libraries such as Stevia declare) compile and apply to every view.
///
/// The class-wide proxies (`appearance()`, `appearance(whenContainedInInstancesOf:)`) forward arbitrary
/// property writes through the Objective-C runtime on Apple platforms and are not provided here; see
/// Docs/Deviations.md.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {}

/// The protocol of objects that can contain appearance-customised objects, mirroring
/// `UIAppearanceContainer` (adopted by views and view controllers).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}
extension UIViewController: UIAppearanceContainer {}
