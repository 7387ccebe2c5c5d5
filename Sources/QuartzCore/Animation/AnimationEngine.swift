import Foundation
import CoreGraphics

/// Runs attached animations: one frame observer on `MediaClockScheduler.shared` while any layer has
/// animations, so `UIApplication.runOneTurn()` advances them. Each tick, at the turn's media time, it
/// sends `animationDidStart` to animations that began, ends the ones whose active time is over
/// (`animationDidStop(_:finished: true)`, removal when `isRemovedOnCompletion`), and marks animated layers
/// of rendered trees as damaged so the frame recomposites them. Renderers draw presentation values by
/// `presentFrame(root:)`: the animations are evaluated into the layers' render nodes for the frame and
/// cleared by `endFrame(_:)`, so no model property is written and user code only ever sees model values.
///
/// The registry of animated layers is the current `PipelineOwner`'s.
@MainActor
package enum AnimationEngine {
    static func register(_ layer: CALayer) {
        let owner = PipelineOwner.current
        if owner.animatedLayerIDs.insert(ObjectIdentifier(layer)).inserted { owner.animatedLayers.append(layer) }
        owner.lingeringLayers.removeAll { $0 === layer || !$0.hasAttachedOrCommittedAnimations }
        // The attached list changed: the commit hands it to the render tree and damages the layer then
        // (a layer without a node is damaged now).
        layer.noteValuesChanged()
        CATransaction.noteChange()
        startTicking(owner)
    }

    /// Registers the frame observer unless it is registered.
    private static func startTicking(_ owner: PipelineOwner) {
        if owner.animationToken == nil {
            owner.animationToken = owner.scheduler.addFrameObserver { now in AnimationEngine.tick(now: now) }
        }
    }

    /// Whether any animation is attached to any layer (the run loop keeps producing frames).
    package static var isAnimating: Bool { !PipelineOwner.current.animatedLayers.isEmpty }

    /// Delivers `animationDidStop` once and releases the transactions waiting for the animation.
    static func stopped(_ anim: CAAnimation, finished: Bool) {
        guard !anim.didStop else { return }
        anim.didStop = true
        if finished {
            anim.delegate?.animationDidStop(anim, finished: true)
            for g in anim.completionGroups { g.finishOne() }
        } else {
            // Core Animation reports an early removal asynchronously: in the next turn.
            MediaClockScheduler.shared.schedule(after: 0) {
                anim.delegate?.animationDidStop(anim, finished: false)
                for g in anim.completionGroups { g.finishOne() }
            }
        }
    }

    /// One frame: start and stop events at `now`, damage for what moves. Loops rather than closures walk
    /// the animations: it runs for every animated layer every frame.
    package static func tick(now: CFTimeInterval) {
        let owner = PipelineOwner.current
        var starts: [CAAnimation] = []
        var stops: [CAAnimation] = []
        // The layers kept go into the spare list, which then trades places with the list (no array is made
        // per frame).
        var keep = owner.spareAnimatedLayers
        owner.spareAnimatedLayers = []
        keep.removeAll(keepingCapacity: true)
        var anyVisible = false
        keep.reserveCapacity(owner.animatedLayers.count)
        // The list is taken out (walked by index, so nothing else holds its storage) and becomes the spare.
        var current: [CALayer] = []
        swap(&current, &owner.animatedLayers)
        for i in current.indices {
            let l = current[i]
            guard let x = l._extras, !x.animations.isEmpty else {
                // Animations removed since the commit are drawn until it (`RenderNode.animations`), and
                // move until then.
                if let n = l._node, !n.animations.isEmpty {
                    keep.append(l)
                    if l._rootLayerUnretained._withRef({ $0.isOnScreenRoot }) {
                        l.noteDamage(.subtree)
                        anyVisible = true
                    }
                } else {
                    owner.animatedLayerIDs.remove(ObjectIdentifier(l))
                }
                continue
            }
            // The render tree's time: the committed timing of the layer and its ancestors.
            let t = l.renderLocalTime(fromGlobal: now)
            var removedAny = false
            // The animations ended here, which leave the committed list too (empty, so unallocated, in a
            // frame that ends none).
            var ended: [CAAnimation] = []
            // A layer taken out of the window it animated in loses its animations (finished == false),
            // as a view removed from its window does in UIKit.
            // The root through the unretained links (a weak load per level would take each layer's side
            // table); each animation's weak `hostedRoot` is loaded once.
            let rootRef = l._rootLayerUnretained
            var hostedElsewhere = false
            for e in x.animations {
                if let r = e.animation.hostedRoot, Unmanaged.passUnretained(r).toOpaque() != rootRef.toOpaque() {
                    hostedElsewhere = true
                    break
                }
            }
            if hostedElsewhere {
                let root = rootRef.takeUnretainedValue()
                var gone: [CAAnimation] = []
                x.animations.removeAll { e in
                    guard let r = e.animation.hostedRoot, r !== root else { return false }
                    gone.append(e.animation)
                    return true
                }
                for a in gone { stopped(a, finished: false) }
                ended.append(contentsOf: gone)
                removedAny = true
            }
            // Start and stop events; finished animations that are removed on completion leave the list.
            var kept = 0
            let count = x.animations.count
            // Whether every animation here (ending ones included) writes only the position: then the
            // frame just moves the subtree, and its damage is recorded as a move.
            var moving = false, allStopped = true, onlyPosition = !hostedElsewhere
            for i in 0..<count {
                let e = x.animations[i]
                let a = e.animation
                if onlyPosition, !a.touchesOnlyPosition { onlyPosition = false }
                // The timing the render tree runs (committed), as the frames evaluate it.
                let d = a.renderTiming.effectiveDuration
                if !a.didStart, a.renderTiming.localTime(fromParent: t) >= 0 || a.renderTiming.speed == 0 {
                    a.didStart = true
                    starts.append(a)
                }
                if !a.didStop, d <= 0 || t >= a.renderTiming.activeEnd(simple: d) {
                    if !a.didStart { a.didStart = true; starts.append(a) }
                    stops.append(a)
                    if a.isRemovedOnCompletion { removedAny = true; ended.append(a); continue }
                }
                if kept != i { x.animations[kept] = e }
                kept += 1
                if !a.didStop {
                    allStopped = false
                    if a.renderTiming.speed != 0 { moving = true }
                } else if a.renderTiming.speed != 0, t < a.renderTiming.activeEnd(simple: d) {
                    // Ended, and back inside its active time: a committed layer timing change moved the
                    // layer's time line back (`timingChanged(under:)`). It is drawn as its time says again,
                    // without a second stop event.
                    allStopped = false
                    moving = true
                }
            }
            if kept < count { x.animations.removeSubrange(kept...) }
            if !ended.isEmpty, let n = l._node { n.dropCommittedAnimations(ended) }
            // Only layers on screen cost a frame; a frozen animation (speed 0) changes nothing by itself.
            if rootRef._withRef({ $0.isOnScreenRoot }), removedAny || !stops.isEmpty || moving {
                // A position-only frame translates the subtree's remembered rects (CALayer+MoveDamage.swift),
                // as a model move does; anything else recomputes them.
                l.noteDamage(onlyPosition ? .moved : .subtree)
                anyVisible = true
            }
            if x.animations.isEmpty || allStopped {
                owner.animatedLayerIDs.remove(ObjectIdentifier(l))
                if !x.animations.isEmpty && !owner.lingeringLayers.contains(where: { $0 === l }) {
                    owner.lingeringLayers.append(l)
                }
            } else {
                keep.append(l)
            }
        }
        // Layers registered while the list was out (none in practice: delegates are called below) stay.
        if !owner.animatedLayers.isEmpty { keep.append(contentsOf: owner.animatedLayers) }
        owner.animatedLayers = keep
        keep = []
        current.removeAll(keepingCapacity: true)
        owner.spareAnimatedLayers = current
        if anyVisible { CATransaction.noteChange() }
        if owner.animatedLayers.isEmpty, let tk = owner.animationToken {
            owner.scheduler.removeFrameObserver(tk)
            owner.animationToken = nil
        }
        for a in starts { a.delegate?.animationDidStart(a) }
        for a in stops { stopped(a, finished: true) }
    }

    /// Evaluates the animations of `root`'s tree at the current media time into the layers' render nodes
    /// for the frame about to be composited (the model is only read), and returns the layers whose nodes
    /// now present values, for `endFrame(_:)`. A layer whose class redisplays for an animated custom key
    /// draws itself now with the animated value, into its node.
    package static func presentFrame(root: CALayer) -> [CALayer] {
        let owner = PipelineOwner.current
        var presented = owner.spareFrameLayers
        owner.spareFrameLayers = []
        var now: CFTimeInterval?
        owner.forEachAnimatedLayer(inTreeOf: root) { l in
            let anims = l.presentedAnimations
            guard !anims.isEmpty else { return }
            let time = now ?? CACurrentMediaTime()
            now = time
            l.presentAnimations(at: time)
            // Each animation's keys are cached while it is attached: no set is built per layer per frame.
            var redisplays = false
            for e in anims where l.redisplaysForAnimation(e.animation) { redisplays = true; break }
            if redisplays, let drawn = l.displayForPresentedValues() {
                if l._isPresenting { l._pvBox.values.contents = drawn }
            }
            presented.append(l)
        }
        return presented
    }

    /// Ends a frame: the nodes of `layers` present nothing any more, so outside frames the compositor's
    /// accessors read the committed values again. The emptied list's storage is kept for the next frame.
    package static func endFrame(_ layers: inout [CALayer]) {
        for l in layers { l.endPresenting() }
        let owner = PipelineOwner.current
        if owner.spareFrameLayers.capacity < layers.capacity {
            layers.removeAll(keepingCapacity: true)
            swap(&layers, &owner.spareFrameLayers)
        }
        layers = []
    }

    /// The committed timing of `layer` changed (its own, or an animation's under UIKit's animators): the
    /// lingering layers of its subtree go back to the tick, since an animation that ended may run again on
    /// the new time line (the tick drops them again while they show their end values).
    static func timingChanged(under layer: CALayer) {
        let owner = PipelineOwner.current
        guard !owner.lingeringLayers.isEmpty else { return }
        var revived = false
        owner.lingeringLayers.removeAll { l in
            guard l.isInSubtree(of: layer) else { return false }
            if owner.animatedLayerIDs.insert(ObjectIdentifier(l)).inserted { owner.animatedLayers.append(l) }
            revived = true
            return true
        }
        if revived { startTicking(owner) }
    }

    /// Layers whose animations ended but stay attached (`isRemovedOnCompletion == false`), still drawn.
    /// One whose ended animations were removed from the model stays until the commit hands the shorter
    /// list to its render node (frames draw the committed list), and one whose animations are not
    /// committed yet stays for the commit that hands them over.
    static var lingering: [CALayer] {
        let owner = PipelineOwner.current
        owner.lingeringLayers.removeAll { !$0.hasAttachedOrCommittedAnimations }
        return owner.lingeringLayers
    }
}
