import Foundation
import CoreGraphics

/// Damage tracking: every change of a rendered property records which surface regions it affects, so that
/// `LayerTreeRenderer` recomposites only those. Nothing is recorded while no renderer exists.
extension CALayer {
    /// The surface rect this layer's own drawing covered in the last frame (`.null` without a node).
    package var renderedRect: CGRect { _node?.renderedRect ?? .null }
    /// The surface rect of the whole subtree in the last frame (`.null` without a node).
    package var renderedSubtreeRect: CGRect { _node?.renderedSubtreeRect ?? .null }

    /// A setter changed a rendered value: the layer is queued for the commit, which compares the node's old
    /// and new values and records the damage the difference calls for (`commitRenderValues()`), so a value
    /// set to what it was, or set back before the commit, damages nothing. A layer without a node has no old
    /// values to compare (`noteValuesChangedWithoutNode()`).
    @inline(__always) func noteValuesChanged() {
        _checkModelChangeAllowed("the drawing")
        guard let node = _node else { noteValuesChangedWithoutNode(); return }
        if !node.needsCommit { PipelineOwner.current.noteValuesChanged(self, node: node) }
    }

    /// A layer without a node was never drawn by a renderer since it joined its tree. Under an ancestor
    /// whose committed values hide it (hidden, opacity 0) nothing of it is drawn before or after the
    /// edit, and the commit that reveals it damages that ancestor's subtree whole (its nodes are made
    /// then, from the model), so the edit damages nothing. Otherwise (the layer is new here, hidden
    /// itself, or below a perspective-warped layer) it is damaged whole now.
    @inline(never) private func noteValuesChangedWithoutNode() {
        if LayerTreeRenderer.liveRenderers > 0, isHiddenByAncestor {
            // The images keyed by this generation (shadow, gradient) are kept while the layer has no
            // node: one made before this edit must not be reused when the layer is drawn again.
            _appearanceGeneration &+= 1
            return
        }
        noteDamage(.subtree)
    }

    /// Whether an ancestor below the root (whose own opacity and hiddenness a renderer ignores, as
    /// `render(in:)` does) is hidden or fully transparent in the values the compositor reads.
    var isHiddenByAncestor: Bool {
        var hidden = false
        forEachAncestor(belowRoot: true) { c in
            hidden = c.rIsHidden || c.rOpacity <= 0
            return !hidden
        }
        return hidden
    }

    /// Records `kind` for the next frame now. The commit records what value changes call for; the other
    /// callers record what no value shows: an animation tick (the model does not change), a removed
    /// sublayer's rect (`noteRemovedDamage`), and a layer without a node
    /// (`noteValuesChanged()`). A mask's damage is its owner's.
    func noteDamage(_ kind: LayerDamage) {
        _checkModelChangeAllowed("the drawing")
        let node = _node
        if let node { invalidateLeafPlan(node) }
        if !kind.isDisjoint(with: [.content, .subtree, .scrolled, .moved]) { _appearanceGeneration &+= 1 }
        if _mayHaveMaskOwner, let owner = _maskOwner { owner.noteDamage(.subtree); return }
        guard LayerTreeRenderer.liveRenderers > 0 else { return }
        if let node, node.damageFlags != 0 { node.damageFlags |= kind.rawValue; return }
        // Only layers of a tree some renderer draws are recorded: a detached tree gets whole-subtree
        // damage when it is inserted into a rendered one, and recording it here would keep it alive
        // in the queue until the next frame, which may never come.
        guard _rootLayerUnretained._withRef({ $0.isRenderedRoot }) else { return }
        PipelineOwner.current.dirtyLayers.append(self)
        renderNode.damageFlags = kind.rawValue
    }

    /// Whether some `LayerTreeRenderer` renders frames of the tree this layer roots.
    @inline(__always) var isRenderedRoot: Bool { (_node?.rendererCount ?? 0) > 0 }

    /// Forgets the damage recorded since the last frame.
    func clearDamage() { _node?.clearDamage() }

    /// Drops the render nodes of this subtree as it leaves its tree (the layer's superlayer is going):
    /// a layer that joins a rendered tree again is damaged whole there and gets a fresh node. The nodes of
    /// a subtree some renderer draws as its root stay, with the subtree below, and so does a node
    /// presenting values in the frame being rendered.
    @inline(__always) func dropRenderNodes() {
        // A leaf never drawn (the common edit of a detached or unrendered tree) costs two tests.
        if _node == nil && _sublayers.isEmpty { return }
        dropRenderNodesOfSubtree()
    }

    /// Drops this subtree's render nodes as it leaves `parent`, once the commit has copied `parent`'s new
    /// sublayer list (`PipelineOwner.dropLeftRenderNodes()`): until then the committed list still holds the
    /// layer and a frame draws it with its committed values, as Core Animation's render tree shows a
    /// removal from the commit on. A parent outside the render tree (no node) has no committed list: the
    /// nodes go at once.
    @inline(__always) func dropRenderNodes(leaving parent: CALayer) {
        if _node == nil && _sublayers.isEmpty { return }
        guard let n = _node, parent._node != nil else { dropRenderNodesOfSubtree(); return }
        if !n.awaitsDrop {
            n.awaitsDrop = true
            PipelineOwner.current.leftRenderTree.append(self)
        }
    }

    /// A layer that left the render tree joins a tree again before the commit: its subtree's nodes go now,
    /// and it gets fresh ones where it lands, damaged whole as any joining layer.
    @inline(__always) func dropDeferredRenderNodes() {
        if let n = _node, n.awaitsDrop { dropRenderNodesOfSubtree() }
    }

    func dropRenderNodesOfSubtree() {
        if let n = _node {
            n.awaitsDrop = false
            if n.rendererCount > 0 || _isPresenting { return }
            _node = nil
        }
        _sublayers._forEachUnretained { $0.dropRenderNodes() }
    }

    /// Records that `local` (bounds coordinates) of the contents was redrawn; null means all of it. The
    /// commit damages that part alone when the contents image is all that changed.
    func noteContentDamage(_ local: CGRect) {
        changeCount &+= 1
        CATransaction.noteChange()
        noteContentsRedrawn(local)
        noteValuesChanged()
    }

    /// Keeps the redrawn part of the contents on the node for the commit's comparison (`redrawnSinceCommit`;
    /// infinite once all of the contents changed since the last commit).
    @inline(__always) func noteContentsRedrawn(_ local: CGRect) {
        guard let n = _node else { return }
        n.redrawnSinceCommit = local.isNull ? .infinite : n.redrawnSinceCommit.union(local)
    }

    /// Records now that `local` (bounds coordinates; null: all of it) of a drawing no committed value holds
    /// was redrawn: a tiled layer's tiles, which the compositor draws from the layer itself, so the
    /// commit's comparison cannot see them change.
    func noteDrawingDamage(_ local: CGRect) {
        changeCount &+= 1
        if _isPresentationCopy { return }
        CATransaction.noteChange()
        if local.isNull { noteDamage(.content); return }
        noteDamage(.partial)
        if let n = _node, n.damageFlags != 0 { n.notePartialDamage(local) }
    }

    /// Records that a sublayer covering `rect` (surface pixels) in the last frame went away (its node goes
    /// with it, so the commit's list comparison cannot know the rect).
    func noteRemovedDamage(_ rect: CGRect) {
        _node?.sublayerNodesDropped = true
        guard !rect.isNull, LayerTreeRenderer.liveRenderers > 0 else { return }
        noteDamage(.removed)
        if let n = _node, n.damageFlags != 0 { n.removedDamage = n.removedDamage.union(rect) }
    }

    /// What the layer's own drawing can cover, in its own coordinates: bounds, contents placed by gravity,
    /// a subclass's drawing, the mask's frame and the blurred, offset shadow.
    func ownVisualExtent() -> CGRect {
        var r = rBounds
        if let image = rContentsImage { r = r.union(contentsDestination(for: image)) }
        if hasSubclassContent { r = r.union(subclassContentExtent) }
        if let m = rMask { r = r.union(m.rFrame) }
        if hasOverlays { for o in _node.unsafelyUnwrapped.overlays { r = r.union(o.frame) } }
        if hasShadow {
            let shape = rShadowPath?.boundingBoxOfPath ?? (rHasSublayers ? shadowShapeExtent : r)
            let grow = shadowBlurExtent
            r = r.union(shape.offsetBy(dx: rShadowOffset.width, dy: rShadowOffset.height).insetBy(dx: -grow, dy: -grow))
        }
        return r
    }

    /// Recomputes the surface rects of this subtree (`parentToSurface` maps the superlayer's space to the
    /// remembered frame, which lies `frameOffset` short of the surface); returns the subtree's rect. A
    /// clipping layer's subtree rect holds its sublayers' only within its clip (CALayer+ClipDamage.swift).
    @discardableResult
    func updateRenderedRects(parentToSurface: CGAffineTransform, visible: Bool, isRoot: Bool,
                             frameOffset: CGPoint = .zero) -> CGRect {
        let vis = visible && (isRoot || (!rIsHidden && rOpacity > 0))
        guard vis else {
            // Nothing of it is drawn: a layer without a node remembers nothing already.
            forgetRenderedRects()
            return .null
        }
        let node = renderNode
        if !isRoot, needsProjection {
            // Perspective: the whole subtree is one warped image; its descendants' changes are escalated
            // to this layer (LayerTreeRenderer.process). The box is the one the warp fills.
            let box = projectedBox(of: warpedSourceExtent())?.applying(parentToSurface) ?? .null
            node.renderedRect = box
            node.renderedSubtreeRect = box
            return box
        }
        let m = isRoot ? parentToSurface : geometryTransform().concatenating(parentToSurface)
        let own = ownVisualExtent().applying(m)
        var sub = own
        let children = rSublayers
        var kids = CGRect.null
        let clip = sublayerClip(through: m)
        if !children.isEmpty {
            // Unretained: `children` holds them; a retain and release per layer took the
            // side-table slow path (layers are weakly referenced) in every scroll frame's walk.
            children._forEachUnretained { c in
                kids = kids.union(c.updateRenderedRects(parentToSurface: m, visible: true, isRoot: false,
                                                        frameOffset: frameOffset))
            }
            let drawn = replicatedExtent(of: kids, layerToSurface: m)
            sub = sub.union(clip.map { drawn.intersection(CALayer.pixelCover($0, frameOffset: frameOffset)) } ?? drawn)
        }
        if let clip { node.madeCaches.sublayerClip = clip }
        else if let c = node.caches, c.sublayerClip != nil { c.sublayerClip = nil }
        sublayerRectsRecomputed(kids)
        node.renderedRect = own
        node.renderedSubtreeRect = sub
        // Every sublayer's rect was recomputed: the spatial index is rebuilt when next needed.
        if node.sublayerIndex != nil { node.sublayerIndex = nil }
        return sub
    }

    /// Forgets the surface rects of this subtree, which is not drawn: an edit below a layer that turned
    /// hidden or transparent then damages nothing, and the frame that shows the subtree again recomputes
    /// them. Invariant: a node whose subtree rect is null has no rect below it, so the walk stops there.
    private func forgetRenderedRects() {
        guard let n = _node, !n.renderedSubtreeRect.isNull || !n.renderedRect.isNull else { return }
        n.renderedRect = .null
        n.renderedSubtreeRect = .null
        n.sublayerIndex = nil
        if let c = n.caches, c.sublayerClip != nil { c.sublayerClip = nil }
        forEachRenderedSublayer { $0.forgetRenderedRects() }
    }

    /// Tells the superlayer's spatial index that this layer's subtree rect changed.
    func subtreeRectDidChange() {
        guard let pn = _superlayerLink?._withRef({ $0._node }), let idx = pn.sublayerIndex else { return }
        let i = Int(_node?.orderIndex ?? -1)
        if i >= 0, i < idx.rects.count, let order = pn.orderCache, i < order.count, order[i] === self {
            idx.update(i, to: renderedSubtreeRect)
        } else {
            pn.sublayerIndex = nil
        }
    }

    /// The transform from this layer's superlayer space to the surface, whether every ancestor is
    /// visible, and the intersection of the ancestors' sublayer clips in the surface (nil: none clips; a
    /// clip is carried up as its bounding box through each transform). The root of the tree is composited
    /// at the surface origin, ignoring its own geometry, and the surface bounds what it shows.
    func parentSurfaceTransform(base: CGAffineTransform) -> (toSurface: CGAffineTransform, visible: Bool, clip: CGRect?) {
        var m = CGAffineTransform.identity
        var visible = true
        // In the space of the ancestor being visited.
        var clip: CGRect?
        forEachAncestor(belowRoot: true) { c in
            if c.rIsHidden || c.rOpacity <= 0 { visible = false }
            let g = c.geometryTransform()
            if let own = c.sublayerClip {
                clip = clip.map { $0.intersection(own) } ?? own
            }
            if let k = clip, !k.isNull { clip = k.applying(g) }
            m = m.concatenating(g)
            return true
        }
        if let k = clip, !k.isNull { clip = k.applying(base) }
        return (m.concatenating(base), visible, clip)
    }

    /// The ancestors whose content-shaped shadow includes this layer's drawing.
    func shadowingAncestors() -> [CALayer] {
        var out: [CALayer] = []
        forEachAncestor(belowRoot: false) { c in
            if c.shadowFollowsSublayers { out.append(c) }
            return true
        }
        return out
    }

    /// The topmost layer at or above this one (below the root) whose subtree is redrawn as a whole when
    /// anything in it changes: a perspective-warped layer (one image), or a replicator above this layer
    /// (every copy).
    func escalationAncestor() -> CALayer? {
        guard _superlayerLink != nil else { return nil }
        var found: Unmanaged<CALayer>? = needsProjection ? Unmanaged.passUnretained(self) : nil
        forEachAncestor(belowRoot: true) { c in
            if c.needsProjection || c.repeatsSublayers { found = Unmanaged.passUnretained(c) }
            return true
        }
        return found?.takeUnretainedValue()
    }

    /// Widens every ancestor's subtree rect by `rect`, cut to the clips it crosses (CALayer+ClipDamage.swift).
    /// `rect` is in this layer's remembered frame; crossing an ancestor with a scroll shift moves it into
    /// that ancestor's frame (ScrollMoveState.swift).
    func propagateSubtreeRect(_ rect: CGRect) {
        guard !rect.isNull else { return }
        var rect = rect
        forEachAncestor(belowRoot: false) { c in
            if let caches = c._node?.caches, let s = caches.scrollMove {
                caches.scrollMove?.sublayersRect = s.sublayersRect.union(rect)
                rect = rect.offsetBy(dx: s.shift.x, dy: s.shift.y)
            }
            if let clip = c.rememberedSublayerClipCover {
                rect = rect.intersection(clip)
                if rect.isNull { return false }
            }
            let n = c.renderNode
            if n.renderedSubtreeRect.contains(rect) { return false }
            n.renderedSubtreeRect = n.renderedSubtreeRect.union(rect)
            c.subtreeRectDidChange()
            return true
        }
    }
}
