import Foundation

/// The render phase's view of the owner's lists: the animated and the damaged layers of one tree.
///
/// While a frame is composited the model does not change (debug builds check it), so within one render
/// phase (`render(_:)`, every window presented) the layers are grouped by their tree's root once and each
/// window's renderer takes its own group: a window whose tree did not change costs nothing, however much
/// another window animates. A display step inside the phase (pending drawing of the tree being rendered)
/// may edit the tree, so it drops the grouping. A renderer used on its own (`render(in:)`, a test or a
/// benchmark driving a `LayerTreeRenderer`) filters the lists directly.
extension PipelineOwner {
    /// Calls `body` with each layer of `root`'s tree that has animations attached, running or kept after
    /// they ended (`isRemovedOnCompletion == false`). It walks a snapshot: layers `body` registers wait for
    /// the next frame.
    func forEachAnimatedLayer(inTreeOf root: CALayer, _ body: (CALayer) -> Void) {
        if groupsForRender {
            if animatedByRoot == nil { groupAnimatedLayers() }
            guard let group = animatedByRoot?[ObjectIdentifier(root)] else { return }
            for l in group { body(l) }
            return
        }
        let rootID = Unmanaged.passUnretained(root).toOpaque()
        let running = animatedLayers
        for l in running where l._rootLayerUnretained.toOpaque() == rootID { body(l) }
        let lingering = AnimationEngine.lingering
        for l in lingering where l._rootLayerUnretained.toOpaque() == rootID { body(l) }
    }

    /// Takes the damaged layers of `root`'s tree out of the list. Damage of trees that no renderer draws
    /// is dropped (such a tree is damaged whole when it is inserted into a rendered one); damage of other
    /// rendered trees stays for their renderers. Give the list back with `returnDirtyLayers(_:)` after use,
    /// so its storage records the next frame's damage.
    func takeDirtyLayers(inTreeOf root: CALayer) -> [CALayer] {
        guard groupsForRender else {
            guard !dirtyLayers.isEmpty else { return [] }
            // The recorded list becomes the taken one and the spare (empty, with capacity) the list; layers
            // of other trees go back to it.
            var queue = spareDirtyLayers
            spareDirtyLayers = []
            swap(&queue, &dirtyLayers)
            var mine = 0
            let rootID = Unmanaged.passUnretained(root).toOpaque()
            for i in queue.indices {
                let l = queue[i]
                let r = l._rootLayerUnretained
                if r.toOpaque() == rootID { queue[mine] = l; mine += 1 }
                else if r._withRef({ $0.isRenderedRoot }) { dirtyLayers.append(l) }
                else { l.clearDamage() }
            }
            if mine < queue.count { queue.removeSubrange(mine...) }
            return queue
        }
        groupDirtyLayers()
        return dirtyByRoot.removeValue(forKey: ObjectIdentifier(root)) ?? []
    }

    /// Keeps the storage of a list `takeDirtyLayers(inTreeOf:)` handed out, emptied, for the next frame's
    /// damage (unless a spare is already kept).
    func returnDirtyLayers(_ list: inout [CALayer]) {
        guard spareDirtyLayers.capacity < list.capacity else { list = []; return }
        list.removeAll(keepingCapacity: true)
        swap(&list, &spareDirtyLayers)
        list = []
    }

    /// Groups the animated and the damaged layers by root at the start of a render phase, so that each
    /// window's share of the work is its own.
    func groupForRender() {
        groupsForRender = true
        groupAnimatedLayers()
        groupDirtyLayers()
    }

    /// The running and the lingering animated layers.
    private func allAnimatedLayers() -> [CALayer] {
        let lingering = AnimationEngine.lingering
        return lingering.isEmpty ? animatedLayers : animatedLayers + lingering
    }

    private func groupAnimatedLayers() {
        var groups: [ObjectIdentifier: [CALayer]] = [:]
        for l in allAnimatedLayers() { groups[ObjectIdentifier(l.rootLayer), default: []].append(l) }
        animatedByRoot = groups
    }

    /// Moves the damage recorded since the last grouping into the groups (damage of undrawn trees is
    /// dropped).
    private func groupDirtyLayers() {
        guard !dirtyLayers.isEmpty else { return }
        for l in dirtyLayers {
            let r = l.rootLayer
            if r.isRenderedRoot { dirtyByRoot[ObjectIdentifier(r), default: []].append(l) }
            else { l.clearDamage() }
        }
        dirtyLayers.removeAll(keepingCapacity: true)
    }

    /// Ends the render phase's grouping: damage no renderer took goes back to the list.
    func endRenderGrouping() {
        groupsForRender = false
        animatedByRoot = nil
        for (_, layers) in dirtyByRoot { dirtyLayers.append(contentsOf: layers) }
        dirtyByRoot.removeAll()
    }

    /// Drops the animated layers' grouping (a display step may have edited the tree).
    func forgetRenderGrouping() { animatedByRoot = nil }
}
