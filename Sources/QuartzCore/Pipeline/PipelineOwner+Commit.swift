import Foundation

/// The commit phase: the layout pass, then the display pass, over the requests the implicit transaction
/// collected.
extension PipelineOwner {
    func registerLayout(_ root: CALayer) {
        if root._layoutRootEpoch != layoutEpoch {
            root._layoutRootEpoch = layoutEpoch
            layoutRoots.append(root)
            layoutRootsThread = pthread_self()
        }
        hasChanges = true
    }

    /// Takes `layer` off the layout roots when it is the root registered last and nothing could observe its
    /// layout any more: its owning view is being freed (`UIView`'s `deinit`, which clears the owner link
    /// first, so `layoutSublayers()` would call no one), it is a plain `CALayer` (no subclass override of
    /// `layoutSublayers()`) and it has no sublayers. Without this, every view made and dropped outside a
    /// window between two commits (a label measured for a cell, a view made for a snapshot) kept its layer,
    /// and what the layer holds, alive in the list until the next commit laid the orphan out for nobody.
    /// Only on the thread the main actor registered the roots on (the only thread its code runs on), so
    /// nothing else touches the list meanwhile; elsewhere the layer waits for the commit. A thread
    /// comparison, not `MainActor.assumeIsolated` (its check cost more than a thousand instructions per
    /// freed view) nor `Thread.isMainThread` (the main actor need not run on the process's first thread).
    nonisolated package static func releaseLayoutRegistration(of layer: CALayer) {
        guard layer._layoutRootEpoch != 0, type(of: layer) == CALayer.self else { return }
        let owner = current
        guard let t = owner.layoutRootsThread, pthread_equal(t, pthread_self()) != 0 else { return }
        owner.dropLastLayoutRoot(layer)
    }

    /// On the main actor's thread only (see above); touches only the `nonisolated(unsafe)` layout-root state.
    nonisolated private func dropLastLayoutRoot(_ layer: CALayer) {
        guard layer._layoutRootEpoch == layoutEpoch, layoutRoots.last === layer, layer._sublayers.isEmpty,
              layer._superlayerLink == nil else { return }
        layer._layoutRootEpoch = 0
        // The list's reference is the last but the view's: the layer is freed with the view.
        layoutRoots.removeLast()
        if lastLayoutRoot == Unmanaged.passUnretained(layer).toOpaque() { lastLayoutRoot = nil }
    }

    func registerDisplay(_ layer: CALayer) {
        displayQueue.append(layer)
        hasChanges = true
    }

    /// A run-loop turn starts: until `endTurn()`, every commit (the turn's own, a host's before it
    /// presents, `renderedImage`) shares one layout count, so a layer is laid out at most
    /// `CATransaction.layoutsPerCommit` times in the turn.
    package func beginTurn() {
        CATransaction.nextLayoutCommit()
        inRunLoopTurn = true
    }

    /// The run-loop turn ended.
    package func endTurn() { inRunLoopTurn = false }

    /// Lays out every tree with pending layout, shallowest first, repeating while layout code keeps
    /// invalidating layers that have not used up their layouts of this commit
    /// (`CATransaction.layoutsPerCommit`). A layer re-dirtied after that waits for the next commit (the
    /// next turn): a feedback loop between views costs a layout per turn, never a tight loop.
    /// `CATransaction.maximumLayoutPasses` is a last safety net.
    ///
    /// No layout runs during the display pass: a commit asked for while layers draw (a flush or a snapshot
    /// from inside `draw(_:)`) leaves the layout roots registered for the next commit, as UIKit lays out a
    /// `setNeedsLayout()` "during the next update cycle" and Core Animation delays a flush until the work
    /// in progress completes. An explicit `layoutIfNeeded()` is not this pass: it lays out its subtree at
    /// once, as documented.
    package func runLayoutPass() {
        guard !layoutRoots.isEmpty, phase != .display else { return }
        let outer = enter(.layout)
        defer { phase = outer }
        // Inside a run-loop turn every commit shares the turn's count; outside turns each commit counts
        // on its own.
        if !inRunLoopTurn { CATransaction.nextLayoutCommit() }
        var passes = 0
        var waiting: [CALayer] = []
        while !layoutRoots.isEmpty {
            passes += 1
            if passes > CATransaction.maximumLayoutPasses {
                CALayer.warn("layout did not settle after \(CATransaction.maximumLayoutPasses) passes; giving up for this commit")
                clearLayoutRoots()
                break
            }
            let roots = layoutRoots.map(\.rootLayer)
            clearLayoutRoots()
            var seen = Set<ObjectIdentifier>()
            for r in roots where seen.insert(ObjectIdentifier(r)).inserted && r.subtreeNeedsLayout {
                r.layoutSubtreeIfNeeded(inCommit: true)
                if r.subtreeNeedsLayout { waiting.append(r) }
            }
        }
        // Trees with layout left for the next commit stay registered.
        for r in waiting where r.subtreeNeedsLayout { registerLayout(r) }
    }

    private func clearLayoutRoots() {
        // Unstamped, so a view's deinit does not look for them; a new round for those registered next.
        for r in layoutRoots { r._layoutRootEpoch = 0 }
        layoutRoots.removeAll()
        layoutEpoch = CATransaction.nextLayoutEpoch()
        lastLayoutRoot = nil
    }

    /// Displays every layer that asked for it and is part of a hosted tree (a window's). Layers outside any
    /// hosted tree are dropped from the queue but keep their request: they are queued again when their
    /// tree is attached to a hosted one (`registerPendingDisplay(inSubtreeOf:)`), as views outside a window
    /// are not drawn on iOS. The queue therefore never keeps detached layers alive.
    package func runDisplayPass() {
        guard !displayQueue.isEmpty else { return }
        let outer = enter(.display)
        defer { phase = outer }
        let queue = displayQueue
        displayQueue.removeAll()
        var seen = Set<ObjectIdentifier>()
        for l in queue where seen.insert(ObjectIdentifier(l)).inserted && l.needsDisplayFlag {
            if l.rootLayer.isOnScreenRoot { l.display() }
        }
    }

    /// Displays the pending layers of one subtree, hosted or not (`render(in:)` and renderers).
    /// A hosted tree's requests are all in the queue; a detached subtree is walked, since its requests
    /// may have been dropped from the queue.
    package func display(in root: CALayer) {
        let outer = enter(.display)
        defer { phase = outer }
        if root.rootLayer.isOnScreenRoot {
            guard !displayQueue.isEmpty else { return }
            var mine: [CALayer] = []
            displayQueue.removeAll { l in
                guard l.isInSubtree(of: root) else { return false }
                mine.append(l)
                return true
            }
            if !mine.isEmpty { forgetRenderGrouping() }
            // What they drew is committed with them: this display is the commit of their contents.
            for l in mine where l.needsDisplayFlag { l.display(); l.commitRenderValues() }
        } else {
            // The walk enters only subtrees where some layer waits (a walk of 10,000 layers doubled the
            // memory a render of an unchanged detached tree reads).
            guard root._pendingDisplayInSubtree > 0 else { return }
            displayQueue.removeAll { $0.isInSubtree(of: root) }
            displayWalk(root)
        }
    }

    private func displayWalk(_ layer: CALayer) {
        guard layer._pendingDisplayInSubtree > 0 else { return }
        if layer.needsDisplayFlag { layer.display(); layer.commitRenderValues() }
        let subs = layer._sublayers // a copy: display code may edit the tree
        subs._forEachUnretained { displayWalk($0) }
        if let m = layer.mask { displayWalk(m) }
    }

    /// Queues the display requests of `layer`'s subtree again, once the subtree is part of a hosted tree.
    func registerPendingDisplay(inSubtreeOf layer: CALayer) {
        guard layer._pendingDisplayInSubtree > 0 else { return }
        if layer.needsDisplayFlag { displayQueue.append(layer) }
        let subs = layer._sublayers
        subs._forEachUnretained { registerPendingDisplay(inSubtreeOf: $0) }
        if let m = layer.mask { registerPendingDisplay(inSubtreeOf: m) }
    }
}
