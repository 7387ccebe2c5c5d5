import Foundation
import CoreGraphics

/// What the compositor's fast path draws for a plain leaf layer, in the superlayer's space.
struct LeafPlan {
    var valid = false
    var fast = false
    var background: CGColor?
    var backgroundRect = CGRect.null
    var image: CGImage?
    var imageRect = CGRect.null
    var interpolation = CGInterpolationQuality.default
    var border: CGColor?
    var borderOuter = CGRect.null
    var borderInner = CGRect.null
}
