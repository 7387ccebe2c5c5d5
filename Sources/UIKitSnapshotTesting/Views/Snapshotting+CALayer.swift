import Foundation
import UIKit

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// Snapshots a layer as an image of its bounds, as the library's iOS strategy.
    public static var image: Snapshotting { .image() }

    /// Snapshots a layer as an image, mirroring swift-snapshot-testing's iOS
    /// `Snapshotting<CALayer, UIImage>.image(precision:perceptualPrecision:traits:)`: the layer is laid out
    /// and rendered with `render(in:)` at the traits' display scale (the main screen's when unspecified).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { (layer: CALayer) in
                MainActor.assumeIsolated {
                    SnapshotHost.render(bounds: CGRect(origin: .zero, size: layer.bounds.size), traits: traits) { ctx in
                        layer.setNeedsLayout()
                        layer.layoutIfNeeded()
                        layer.render(in: ctx)
                    }
                }
            }
    }
}
