import Foundation
import CoreGraphics

/// The key a cached shadow image was made for.
struct ShadowKey: Equatable {
    var generation: Int
    var scale: CGFloat
}
