import Foundation
import CoreGraphics

/// Damage under clipping layers. A layer with `masksToBounds` or a `mask` shows none of its sublayers'
/// drawing outside its clip, so:
/// - its subtree rect is its own rect ∪ its sublayers' subtree rects cut to its clip (`updateRenderedRects`,
///   scroll steps, `propagateSubtreeRect`), and the compositor cuts the cull rect to the clip before it
///   looks for sublayers meeting it;
/// - each damage rect of a recorded layer is cut to the clips of all its ancestors (`process`), so an edit
///   of a layer wholly outside them records nothing and one partly outside records its visible part.
///
/// Invariant: a node's `renderedRect` and a descendant's subtree rect are never cut by an ancestor's clip,
/// only by clips inside the subtree. The clip stays where it is when the sublayers scroll, and a move of a
/// layer below a clip keeps the clip, so rects cut by an ancestor's clip could not be shifted or translated
/// as a scroll step and a move do; a subtree rect cut by its own layer's clip moves with that layer.
/// A clip that changes (the clipping layer's bounds, `masksToBounds` or mask, or anything above) is a
/// `.subtree` change of that layer or an ancestor, whose damage covers both the old and the new clip's
/// visible subtree. Clips are axis-aligned in the surface only under axis-aligned transforms; under a
/// rotation the clip's bounding box is used (conservative).
extension CALayer {
    /// The rect (this layer's space) outside which none of its sublayers' drawing shows, nil when they are
    /// not clipped: the bounds under `masksToBounds`; under a mask, the area its offscreen pass covers (the
    /// mask's frame grown to whole points, `compositeMasked`); their intersection under both.
    @inline(__always) var sublayerClip: CGRect? {
        let bounded = rMasksToBounds
        guard let mask = rMask else { return bounded ? rBounds : nil }
        let covered = mask.rFrame.integral
        return bounded ? rBounds.intersection(covered) : covered
    }

    /// The sublayer clip mapped by `m` (this layer's space to the surface) as its bounding box.
    @inline(__always) func sublayerClip(through m: CGAffineTransform) -> CGRect? {
        guard let c = sublayerClip else { return nil }
        return c.isNull ? c : c.applying(m)
    }

    /// `rect` (surface pixels in a remembered frame that lies `offset` short of the surface, see
    /// ScrollMoveState.swift) grown to the whole surface pixels it touches: what an antialiased clip to it
    /// can let through.
    @inline(__always) static func pixelCover(_ rect: CGRect, frameOffset offset: CGPoint) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return rect }
        if offset == .zero { return rect.integral }
        return rect.offsetBy(dx: offset.x, dy: offset.y).integral.offsetBy(dx: -offset.x, dy: -offset.y)
    }

    /// This layer's sublayer clip in the surface (its remembered frame) as of the last time its rects were
    /// computed, moved or scrolled; nil when it does not clip its sublayers.
    @inline(__always) var rememberedSublayerClip: CGRect? { _node?.caches?.sublayerClip }

    /// The remembered sublayer clip grown by a surface pixel each way: it covers what the clip lets through
    /// whatever the remembered frame's offset (ScrollMoveState.swift), for the cuts made where that offset
    /// is not at hand (`propagateSubtreeRect`, the compositor's cull rect).
    @inline(__always) var rememberedSublayerClipCover: CGRect? {
        guard let c = _node?.caches?.sublayerClip else { return nil }
        return c.isNull ? c : c.insetBy(dx: -1, dy: -1)
    }
}
