import Foundation
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// Snapshots a view as an image at its own size, as the library's iOS strategy.
    public static var image: Snapshotting { .image() }

    /// Snapshots a view as an image, mirroring swift-snapshot-testing's iOS
    /// `Snapshotting<UIView, UIImage>.image(drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Render in the key window with `drawHierarchy(in:afterScreenUpdates:)`
    ///     (a window is made key when the test has none).
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match to count as matching (CIE ΔE 1994 of at most
    ///     `(1 - perceptualPrecision) * 100`; 0.98 to 0.99 is about what the eye tells apart).
    ///   - size: A size for the view instead of its frame's.
    ///   - traits: Traits to render with; their `displayScale` is the image's scale (the main screen's when
    ///     unspecified).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { (view: UIView) in
                MainActor.assumeIsolated {
                    SnapshotHost.snapshot(config: .init(safeArea: .zero, size: size ?? view.frame.size, traits: .init()),
                                          drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, traits: traits,
                                          view: view, viewController: UIViewController())
                }
            }
    }
}
