import Foundation
import CoreGraphics

/// The compositor's caches and records that few layers need, in a cell of their own on the render node
/// (`RenderNode.caches`): a scrolled layer's move state, the flat draw list of a layer with many sublayers,
/// the partial damage of a layer that redrew part of its contents, a clipping layer's clip. It goes with the node when the layer
/// leaves its tree.
/// (The shadow image and a gradient's rendered image stay on the layer: see `LayerExtras.shadowCache`.)
@MainActor
final class RenderNodeCaches {
    /// The damage tracker's state of a layer whose bounds origin moves (ScrollMoveState.swift).
    var scrollMove: ScrollMoveState?
    /// What a full composite of many sublayers draws, replayed while valid (FlatDrawList.swift).
    var flatDraws: FlatDrawList?
    /// The redrawn part of the contents the next frame recomposites (`RenderNode.partialDamage`).
    var partialDamage: CGRect = .null
    /// A clipping layer's sublayer clip in the surface, in its remembered frame (CALayer+ClipDamage.swift).
    var sublayerClip: CGRect?
}

extension RenderNode {
    /// The caches cell, made on first use.
    var madeCaches: RenderNodeCaches {
        if let c = caches { return c }
        let c = RenderNodeCaches()
        caches = c
        return c
    }
}
