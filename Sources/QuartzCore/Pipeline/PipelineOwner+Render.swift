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
    /// The layers of `root`'s tree that have animations attached, running or kept after they ended
    /// (`isRemovedOnCompletion == false`).
    func animatedLayers(inTreeOf root: CALayer) -> [CALayer] {
        guard groupsForRender else { return allAnimatedLayers().filter { $0.rootLayer === root } }
        if animatedByRoot == nil { groupAnimatedLayers() }
        return animatedByRoot?[ObjectIdentifier(root)] ?? []
    }

    /// Takes the damaged layers of `root`'s tree out of the list. Damage of trees that no renderer draws
    /// is dropped (such a tree is damaged whole when it is inserted into a rendered one); damage of other
    /// rendered trees stays for their renderers.
    func takeDirtyLayers(inTreeOf root: CALayer) -> [CALayer] {
        guard groupsForRender else {
            guard !dirtyLayers.isEmpty else { return [] }
            let queue = dirtyLayers
            dirtyLayers.removeAll(keepingCapacity: true)
            var mine: [CALayer] = []
            for l in queue {
                let r = l.rootLayer
                if r === root { mine.append(l) }
                else if r.isRenderedRoot { dirtyLayers.append(l) }
                else { l.clearDamage() }
            }
            return mine
        }
        groupDirtyLayers()
        return dirtyByRoot.removeValue(forKey: ObjectIdentifier(root)) ?? []
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
