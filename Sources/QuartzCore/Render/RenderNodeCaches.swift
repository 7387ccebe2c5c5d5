import Foundation
import CoreGraphics

/// The compositor's caches that few layers need, in a cell of their own on the render node
/// (`RenderNode.caches`): a scrolled layer's move state and a gradient layer's rendered image. They go with
/// the node when the layer leaves its tree. (The shadow image stays on the layer: see `LayerExtras`.)
@MainActor
final class RenderNodeCaches {
    /// The damage tracker's state of a layer whose bounds origin moves (ScrollMoveState.swift).
    var scrollMove: ScrollMoveState?
    /// A gradient layer's rendered gradient, for the appearance generation and scale it was made at.
    var gradientImage: (generation: Int, scale: CGFloat, rect: CGRect, image: CGImage)?
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
