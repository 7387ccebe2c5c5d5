import Foundation
import CoreGraphics

/// Damage of a bounds-origin change (a scroll step): the sublayers move together by one translation and
/// the layer's own drawing stays, so instead of recomputing every descendant's surface rect the layer adds
/// the translation to its `ScrollMoveState.shift`, which the compositor applies to its cull rect and the
/// damage tracker to the rects it reads below the layer. A scroll step then costs the same at 1,000 and
/// 100,000 rows.
extension CALayer {
    /// Remembers the bounds origin the last frame's rects were computed for, before the first origin change
    /// that frame records. Only a layer with a render node has rects to move (one without gets its first
    /// rects, and then this state, from a whole-subtree update).
    func noteBoundsOriginChange(from old: CGPoint) {
        guard LayerTreeRenderer.liveRenderers > 0, !_isPresentationCopy, let n = _node, n.caches?.scrollMove == nil else { return }
        n.madeCaches.scrollMove = ScrollMoveState(renderedOrigin: old)
    }

    /// The translation the sublayers' remembered rects lack (surface pixels).
    @inline(__always) var sublayerRectShift: CGPoint { _node?.caches?.scrollMove?.shift ?? .zero }

    /// The sum of the ancestors' shifts: what this layer's remembered rects lack to be surface rects.
    func ancestorRectShift() -> CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        forEachAncestor(belowRoot: false) { c in
            if let s = c._node?.caches?.scrollMove { x += s.shift.x; y += s.shift.y }
            return true
        }
        return CGPoint(x: x, y: y)
    }

    /// Whether a bounds-origin change of this layer moves its sublayers' surface rects by one translation
    /// and leaves everything else it draws in place: no replicated or perspective sublayers, no
    /// `sublayerTransform`, no shadow shaped by the sublayers, no mask (placed in the layer's space, a mask
    /// moves with the bounds origin, and with it what shows of the layer and its sublayers).
    var boundsOriginMovesSublayersOnly: Bool {
        !repeatsSublayers && rSublayerTransformIsIdentity && !shadowFollowsSublayers && rMask == nil
            && _node?.caches?.scrollMove != nil
    }

    /// The surface translation of the sublayers since their rects were computed, given `toParent` (this
    /// layer's superlayer space to the surface).
    func pendingScrollTranslation(toParent: CGAffineTransform) -> CGPoint {
        guard let s = _node?.caches?.scrollMove else { return .zero }
        let o = rBounds.origin
        let m = geometryTransform().concatenating(toParent)
        let dx = s.renderedOrigin.x - o.x, dy = s.renderedOrigin.y - o.y
        return CGPoint(x: m.a * dx + m.c * dy, y: m.b * dx + m.d * dy)
    }

    /// Applies a scroll step to the remembered rects (`toParent` maps the superlayer's space to this
    /// layer's remembered frame, which lies `frameOffset` short of the surface): the sublayers' rects move
    /// by `shift`, the layer's own rect and clip stay. Returns the damage (old ∪ new subtree rect, the
    /// sublayers' part cut to the clip) in the remembered frame.
    func applyScrollStep(toParent: CGAffineTransform, frameOffset: CGPoint) -> CGRect {
        let v = pendingScrollTranslation(toParent: toParent)
        let old = renderedSubtreeRect
        guard var s = _node?.caches?.scrollMove else { return .null }
        if s.sublayersRect.isNull {
            // Not known yet (rects computed before this layer first scrolled): the union of the sublayers'.
            var kids = CGRect.null
            forEachRenderedSublayer { c in kids = kids.union(c.renderedSubtreeRect) }
            s.sublayersRect = kids
        }
        s.shift.x += v.x
        s.shift.y += v.y
        s.renderedOrigin = rBounds.origin
        var moved = s.sublayersRect.offsetBy(dx: s.shift.x, dy: s.shift.y)
        // The clip stays where it is while the sublayers move under it. The remembered one is in the frame
        // of the remembered rects: a scroll step is applied before the frame's moves, which translate
        // them all, while the geometry already holds the moved place.
        if let clip = rememberedSublayerClip {
            moved = moved.intersection(CALayer.pixelCover(clip, frameOffset: frameOffset))
        }
        let new = renderedRect.union(moved)
        _node?.caches?.scrollMove = s
        renderNode.renderedSubtreeRect = new
        subtreeRectDidChange()
        propagateSubtreeRect(new)
        return old.union(new)
    }

    /// Called when this layer's sublayers' rects were recomputed in its current frame (no shift pending).
    @inline(__always) func sublayerRectsRecomputed(_ kids: CGRect) {
        guard let caches = _node?.caches, caches.scrollMove != nil else { return }
        caches.scrollMove?.shift = .zero
        caches.scrollMove?.renderedOrigin = rBounds.origin
        caches.scrollMove?.sublayersRect = kids
    }
}
