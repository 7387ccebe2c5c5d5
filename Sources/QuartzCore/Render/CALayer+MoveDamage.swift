import Foundation
import CoreGraphics

/// Damage of a position change (`.moved`): the layer and everything below it keep their shapes and
/// contents and move by one surface translation, so their remembered rects are translated instead of
/// recomputed, and the sublayer indexes in the subtree stay valid. A page sliding in a navigation
/// transition then costs one addition per layer in the damage tracker, not a transform and an extent.
///
/// The translation is read from the layer's own rect: what its own drawing covers now, minus what it
/// covered in the last frame. Only the position changed, so the two differ by exactly the move (and by
/// nothing for a layer whose presented position is held by an animation).
extension CALayer {
    /// How far the sizes of the old and new own rects may differ (surface pixels, rounding only) for the
    /// move to count as a translation.
    static let moveSizeTolerance: CGFloat = 1e-6

    /// The surface translation of this layer's subtree since the last frame, given `toStored` (the
    /// superlayer's space to this layer's remembered frame); nil when the subtree's rects must be
    /// recomputed: the layer is not drawn or was not drawn, is warped by a perspective, or its own rect
    /// follows its sublayers (a shadow shaped by them), so it does not measure the move alone.
    func pendingMoveTranslation(toStored: CGAffineTransform) -> CGPoint? {
        guard let node = _node, !rIsHidden, rOpacity > 0, !needsProjection, !shadowFollowsSublayers else { return nil }
        let old = node.renderedRect
        guard !old.isNull else { return nil }
        let new = ownVisualExtent().applying(geometryTransform().concatenating(toStored))
        let tolerance = CALayer.moveSizeTolerance
        guard !new.isNull, abs(new.width - old.width) <= tolerance, abs(new.height - old.height) <= tolerance
        else { return nil }
        return CGPoint(x: new.minX - old.minX, y: new.minY - old.minY)
    }

    /// Moves the remembered rects of this subtree by `v` (surface pixels), with what is kept in the same
    /// frame: the sublayer indexes and the scrolled layers' sublayer rects. A scrolled layer's `shift`
    /// stays: it is the same before and after the move, and so does every rect cut to a clip in the subtree,
    /// which moves with it (CALayer+ClipDamage.swift).
    func translateRememberedRects(by v: CGPoint) {
        if let n = _node {
            n.renderedRect = n.renderedRect.offsetBy(dx: v.x, dy: v.y)
            n.renderedSubtreeRect = n.renderedSubtreeRect.offsetBy(dx: v.x, dy: v.y)
            n.sublayerIndex?.translate(by: v)
            if let c = n.caches {
                if let s = c.scrollMove, !s.sublayersRect.isNull {
                    c.scrollMove?.sublayersRect = s.sublayersRect.offsetBy(dx: v.x, dy: v.y)
                }
                if let clip = c.sublayerClip { c.sublayerClip = clip.offsetBy(dx: v.x, dy: v.y) }
            }
        }
        forEachRenderedSublayer { $0.translateRememberedRects(by: v) }
    }

    /// Applies a recorded move to the remembered rects and returns the damage (the old and the new subtree
    /// rect, both null when nothing moved) in the remembered frame, or nil when the subtree's rects must be
    /// recomputed instead.
    func applyMove(toStored: CGAffineTransform) -> (old: CGRect, new: CGRect)? {
        guard let v = pendingMoveTranslation(toStored: toStored) else { return nil }
        guard v != .zero else { return (.null, .null) }
        let old = renderedSubtreeRect
        translateRememberedRects(by: v)
        let new = renderedSubtreeRect
        subtreeRectDidChange()
        propagateSubtreeRect(new)
        return (old, new)
    }

    /// How many superlayers this layer has.
    var depthInTree: Int {
        var d = 0
        forEachAncestor(belowRoot: false) { _ in d += 1; return true }
        return d
    }
}
