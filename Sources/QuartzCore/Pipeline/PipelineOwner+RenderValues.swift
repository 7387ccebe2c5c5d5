import Foundation

/// The commit's last step: the changed model values of layers in the render tree are copied into their
/// render nodes, which is all a frame reads (Core Animation hands the committed layer tree to the render
/// server the same way). A change made after a commit is drawn after the next one.
extension PipelineOwner {
    /// Copies the model values of every layer changed since the last commit into its render node
    /// (`changedLayers`; a layer whose node was dropped since is skipped). Runs at the end of `commit()`,
    /// and before `render(in:)` draws a tree.
    package func commitRenderValues() {
        defer { if !leftRenderTree.isEmpty { dropLeftRenderNodes() } }
        guard !changedLayers.isEmpty else { return }
        // The render tree changes: a frame is due, also when these changes waited past one (an explicit
        // transaction left open over a run-loop turn is drawn when it commits).
        hasChanges = true
        // Swapped out, so copying (which may queue nothing new) never mutates the list being walked.
        var layers: [CALayer] = []
        swap(&layers, &changedLayers)
        layers._forEachUnretained { $0.commitRenderValues() }
        if changedLayers.isEmpty {
            layers.removeAll(keepingCapacity: true)
            changedLayers = layers
        }
    }

    /// Drops the render nodes of the subtrees that left their superlayers before this commit, whose new
    /// lists no longer hold them (a layer that joined a tree again since dropped them already).
    private func dropLeftRenderNodes() {
        var left: [CALayer] = []
        swap(&left, &leftRenderTree)
        for l in left where l._node?.awaitsDrop == true { l.dropRenderNodesOfSubtree() }
        // Releasing the layers may free them; a layer freed here that appends to the list appends to the
        // fresh one, so the kept capacity is reused only when nothing did.
        left.removeAll(keepingCapacity: true)
        if leftRenderTree.isEmpty { leftRenderTree = left }
    }

    /// Queues `layer`, whose node's values are now stale, for the next commit.
    @inline(__always) func noteValuesChanged(_ layer: CALayer, node: RenderNode) {
        node.needsCommit = true
        changedLayers.append(layer)
    }
}

extension CALayer {
    /// Copies this layer's model values into its render node if they changed since the last copy, records
    /// the damage the difference calls for (`RenderValues.damage(from:redrawn:)`, and for the sublayer list
    /// `sublayerListDamage(from:to:nodesDropped:)`), and drops the compositor's caches that follow the
    /// values: the leaf plan, the appearance images, the compositing order when the sublayer list changed,
    /// the superlayer's when `zPosition` did, and the sublayers' plans when `sublayerTransform` or
    /// `isGeometryFlipped` did. Values that came back to what was committed change and damage nothing.
    func commitRenderValues() {
        guard let n = _node, n.needsCommit else { return }
        n.needsCommit = false
        let old = n.values
        n.values = RenderValues(model: self, reusing: old)
        let new = n.values
        // The part of the contents displays redrew since the last commit (`noteContentsRedrawn`), infinite
        // for all of it. A part an earlier commit recorded for a frame not drawn yet stays in
        // `partialDamage`, apart from it.
        let redrawn = n.redrawnSinceCommit
        n.redrawnSinceCommit = .null
        let nodesDropped = n.sublayerNodesDropped
        n.sublayerNodesDropped = false
        var kind = new.damage(from: old, redrawn: redrawn)
        // The animations go with the values: a frame draws a changed list from this commit on.
        let anims = _extras?.animations ?? []
        if !RenderNode.sameAnimations(anims, n.animations) {
            n.animations = anims
            kind.insert(.subtree)
        }
        // So does timing: the layer's own (its animations and its sublayers' run on a new time line) and
        // what UIKit's animators changed of attached animations (`CAAnimation.modifyAttached(on:_:)`).
        let layerTimingChanged = old.rare !== new.rare && !old.rareOrDefaults.sameTiming(as: new.rareOrDefaults)
        if RenderNode.commitPendingTiming(of: anims) || layerTimingChanged {
            kind.insert(.subtree)
            AnimationEngine.timingChanged(under: self)
        }
        if !old.sublayers._sharesBuffer(with: new.sublayers),
           let own = sublayerListDamage(from: old.sublayers, to: new.sublayers, nodesDropped: nodesDropped) {
            kind.formUnion(own)
            n.dropOrder()
        }
        guard !kind.isEmpty else { return }
        invalidateLeafPlan(n)
        // The images made from the drawn values (shadow, gradient) are keyed by this generation: one made
        // by a frame before this commit shows the old values.
        _appearanceGeneration &+= 1
        if kind.contains(.scrolled) { noteBoundsOriginChange(from: old.bounds.origin) }
        if new.zPosition != old.zPosition { superlayer?._node?.dropOrder() }
        if !TransformBox.sameValue(new.sublayerTransformBox, old.sublayerTransformBox)
            || new.isGeometryFlipped != old.isGeometryFlipped {
            invalidateSublayerPlans()
        }
        noteDamage(kind)
        // Only part of the contents changed: the next frame recomposites that part (not kept when nothing
        // was recorded, as when no renderer draws the tree).
        if kind.contains(.partial), n.damageFlags != 0 { n.notePartialDamage(redrawn) }
    }

    /// The sublayer list (or a sublayer's `zPosition`) changed: the render node's committed list and
    /// compositing order follow at the next commit, which records the damage of the change, as for any
    /// other value (`noteValuesChanged()`; a layer with no node is damaged whole now).
    @inline(__always) func noteSublayersChanged() { noteValuesChanged() }

    /// A committed value changed that damages nothing by itself now (a value only `presentation()` reads,
    /// or the layer's timing): the render node's copy follows at the next commit, which records whatever
    /// damage the comparison calls for. A layer without a node is left alone; callers that need one
    /// damaged decide.
    @inline(__always) func noteCommittedValueChanged() {
        guard let n = _node, !n.needsCommit else { return }
        PipelineOwner.current.noteValuesChanged(self, node: n)
    }
}
