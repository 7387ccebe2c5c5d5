import Foundation
import UIKit

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Snapshots an image as a PNG and requires an exact match, as the library's iOS strategy.
    public static var image: Snapshotting { .image() }

    /// Snapshots an image as a PNG, mirroring swift-snapshot-testing's iOS
    /// `Snapshotting<UIImage, UIImage>.image(precision:perceptualPrecision:scale:)`.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match to count as matching (CIE ΔE 1994 of at
    ///     most `(1 - perceptualPrecision) * 100`).
    ///   - scale: The scale of the reference image on disk (nil or 0: the main screen's).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
