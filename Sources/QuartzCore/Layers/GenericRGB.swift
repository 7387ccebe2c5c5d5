import Foundation

/// Colour matching from Generic RGB to sRGB, for the colours `CAGradientLayer` interpolates.
///
/// iOS's gradient layer takes its colours' components as Generic RGB (Apple's profile for untagged RGB:
/// P22 phosphors, D65 white, a 1.8 gamma) and matches them to the sRGB output. Measured on iOS's
/// red-to-yellow layer (swift-snapshot-testing's `testCALayerWithGradient`): its first row is
/// (255, 38, 0), not red, its last (255, 251, 0), not yellow, and its green rises with a 1.8-gamma toe;
/// this matching reproduces every row within ΔE94 0.43 (mean 0.25), where an sRGB ramp is 6.3 off.
enum GenericRGB {
    /// Generic RGB's linear components to sRGB's: the Generic RGB profile's colorants followed by the inverse
    /// of sRGB's, both in the profile connection space (D50).
    static let matrix: [[Double]] = [
        [1.02176, -0.02755, 0.00548],
        [0.02256, 0.94842, 0.02911],
        [-0.00195, -0.00155, 1.00350],
    ]

    /// The Generic RGB profile's tone curve exponent.
    static let gamma = 1.8

    /// `(r, g, b)` in Generic RGB (0...1) as sRGB-encoded components, clipped to 0...1.
    static func toSRGB(_ r: Double, _ g: Double, _ b: Double) -> (r: Double, g: Double, b: Double) {
        let linear = [r, g, b].map { pow(min(max($0, 0), 1), gamma) }
        func encoded(_ row: Int) -> Double {
            let m = matrix[row]
            let l = min(max(m[0] * linear[0] + m[1] * linear[1] + m[2] * linear[2], 0), 1)
            return l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        }
        return (encoded(0), encoded(1), encoded(2))
    }
}
