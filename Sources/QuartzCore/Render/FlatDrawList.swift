import Foundation
import CoreGraphics

/// One step of a flat draw list: a plain leaf's alpha, background fill or contents image, or a sublayer
/// composited the general way. 56 bytes, so a full composite of many plain sublayers walks one contiguous
/// array instead of every sublayer's layer and render node.
struct FlatDraw {
    enum Kind: UInt8 {
        /// Sets the leaf's alpha only (a plain leaf that draws nothing still leaves its alpha set).
        case alpha
        /// Sets the leaf's alpha and fills `rect`, snapped to device pixels, with `color`.
        case fill
        /// Sets the leaf's alpha and interpolation and draws `image` upright in `rect`.
        case image
        /// Composites sublayer `index` of the compositing order the general way (`CALayer.composite`).
        case layer
    }
    /// The leaf's bounds (`.fill`) or its image's rect (`.image`), in the superlayer's space.
    var rect: CGRect
    /// The colour or image, unretained: the sublayer's committed or presented values keep it alive
    /// for as long as the list is valid (any change of them invalidates the list first).
    var object: Unmanaged<AnyObject>?
    var opacity: Float
    /// The sublayer's index in its superlayer's compositing order.
    var index: Int32
    var kind: Kind
    var interpolation: CGInterpolationQuality
}

/// What a full composite (no cull rect) of a layer's many sublayers draws, in compositing order, kept in
/// the layer's render node (`RenderNodeCaches.flatDraws`) and replayed while it stays valid.
///
/// Invariant: while `valid`, replaying the list draws exactly what compositing the sublayers one by one
/// draws (the same context calls with the same values). It is invalidated wherever a sublayer's leaf plan
/// is (any change of a sublayer's committed or presented values, its place, or anything its plan reads:
/// `CALayer.invalidateLeafPlan(_:)`) and wherever the compositing order is dropped (`RenderNode.dropOrder`).
/// The flip parity and the superlayer's `sublayerTransform` are checked when it is used, not stored.
@MainActor
final class FlatDrawList {
    /// Layers with fewer sublayers composite them one by one (few objects to walk; small lists would cost
    /// more in cells than they save).
    static let minimumSublayers = 32
    /// Whether full composites use flat lists (tests turn it off to compare with compositing the
    /// sublayers one by one; package use only).
    nonisolated(unsafe) package static var isEnabled = true

    @exclusivity(unchecked) var valid = false
    @exclusivity(unchecked) var draws: ContiguousArray<FlatDraw> = []
    /// How many plain leaves the list draws itself (the composite's layer count adds them).
    @exclusivity(unchecked) var leafCount = 0
}

extension FlatDraw: Equatable {
    static func == (a: FlatDraw, b: FlatDraw) -> Bool {
        a.rect.origin.x == b.rect.origin.x && a.rect.origin.y == b.rect.origin.y
            && a.rect.size.width == b.rect.size.width && a.rect.size.height == b.rect.size.height
            && a.object?.toOpaque() == b.object?.toOpaque() && a.opacity == b.opacity && a.index == b.index
            && a.kind == b.kind && a.interpolation == b.interpolation
    }
}
