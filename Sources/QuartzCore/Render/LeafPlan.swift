import Foundation
import CoreGraphics

/// What the compositor's fast path draws for a plain leaf layer, in the superlayer's space. The colours and
/// the image are read from the layer's render values when drawn (the plan holds no copies of them).
struct LeafPlan {
    var valid = false
    var fast = false
    /// Whether the background, the contents image and the border are drawn.
    var drawsBackground = false
    var drawsImage = false
    var drawsBorder = false
    var interpolation = CGInterpolationQuality.default
    /// The layer's bounds in the superlayer's space (the background's and the border's outer rect).
    var rect = CGRect.null
    /// Where the contents image goes.
    var imageRect = CGRect.null
}
