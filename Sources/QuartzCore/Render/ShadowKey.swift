import Foundation
import CoreGraphics

/// The key a cached shadow image was made for.
struct ShadowKey: Equatable {
    var generation: Int
    var scale: CGFloat
    /// A digest of the sublayers' state when the shadow follows their content (0 otherwise).
    var subtree: Int
}
