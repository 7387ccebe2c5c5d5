import Foundation
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// Snapshots a view controller's view as an image at its view's size, as the library's iOS strategy.
    public static var image: Snapshotting { .image() }

    /// Snapshots a view controller's view on a device, mirroring swift-snapshot-testing's iOS
    /// `Snapshotting<UIViewController, UIImage>.image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`:
    /// the controller is shown in a window of the device's size and safe area, with the device's traits
    /// and `traits` over them.
    ///
    /// - Parameters:
    ///   - config: The device (`.iPhone13`, `.iPadPro11(.portrait)`, …).
    ///   - drawHierarchyInKeyWindow: Render in the key window with `drawHierarchy(in:afterScreenUpdates:)`.
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match to count as matching (CIE ΔE 1994).
    ///   - size: A size instead of the device's.
    ///   - traits: Traits over the device's; their `displayScale` is the image's scale.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { (viewController: UIViewController) in
                MainActor.assumeIsolated {
                    SnapshotHost.snapshot(config: size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config,
                                          drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, traits: traits,
                                          view: viewController.view, viewController: viewController)
                }
            }
    }

    /// Snapshots a view controller's view as an image, mirroring swift-snapshot-testing's iOS
    /// `Snapshotting<UIViewController, UIImage>.image(drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`:
    /// no device, the view's own size (or `size`), and `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { (viewController: UIViewController) in
                MainActor.assumeIsolated {
                    SnapshotHost.snapshot(config: .init(safeArea: .zero, size: size, traits: traits),
                                          drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, traits: traits,
                                          view: viewController.view, viewController: viewController)
                }
            }
    }
}
