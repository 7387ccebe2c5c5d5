import Foundation
import CoreGraphics

/// Runs attached animations: one frame observer on `MediaClockScheduler.shared` while any layer has
/// animations, so `UIApplication.runOneTurn()` advances them. Each tick, at the turn's media time, it
/// sends `animationDidStart` to animations that began, ends the ones whose active time is over
/// (`animationDidStop(_:finished: true)`, removal when `isRemovedOnCompletion`), and marks animated layers
/// of rendered trees as damaged so the frame recomposites them. Renderers draw presentation values by
/// `withPresentationValues(root:_:)`: the animated properties are written into the layers for the frame
/// and the model values put back afterwards, so user code only ever sees model values.
///
/// The registry of animated layers is the current `PipelineOwner`'s.
@MainActor
package enum AnimationEngine {
    static func register(_ layer: CALayer) {
        let owner = PipelineOwner.current
        if owner.animatedLayerIDs.insert(ObjectIdentifier(layer)).inserted { owner.animatedLayers.append(layer) }
        owner.lingeringLayers.removeAll { $0 === layer || !$0.hasAnimations }
        layer.noteDamage(.subtree)
        CATransaction.noteChange()
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

    /// One frame: start and stop events at `now`, damage for what moves.
    package static func tick(now: CFTimeInterval) {
        let owner = PipelineOwner.current
        var starts: [CAAnimation] = []
        var stops: [CAAnimation] = []
        var keep: [CALayer] = []
        var anyVisible = false
        keep.reserveCapacity(owner.animatedLayers.count)
        for l in owner.animatedLayers {
            guard let x = l._extras, !x.animations.isEmpty else {
                owner.animatedLayerIDs.remove(ObjectIdentifier(l))
                continue
            }
            let t = l.convertTime(now, from: nil)
            var removedAny = false
            // A layer taken out of the window it animated in loses its animations (finished == false),
            // as a view removed from its window does in UIKit.
            let root = l.rootLayer
            if x.animations.contains(where: { $0.animation.hostedRoot != nil && $0.animation.hostedRoot !== root }) {
                var gone: [CAAnimation] = []
                x.animations.removeAll { e in
                    guard let r = e.animation.hostedRoot, r !== root else { return false }
                    gone.append(e.animation)
                    return true
                }
                for a in gone { stopped(a, finished: false) }
                removedAny = true
            }
            x.animations.removeAll { e in
                let a = e.animation
                let d = a.effectiveDuration
                if !a.didStart, (t - a.beginTime) * CFTimeInterval(a.speed) + a.timeOffset >= 0 || a.speed == 0 {
                    a.didStart = true
                    starts.append(a)
                }
                if !a.didStop, d <= 0 || t >= a.activeEnd(simple: d) {
                    if !a.didStart { a.didStart = true; starts.append(a) }
                    stops.append(a)
                    if a.isRemovedOnCompletion { removedAny = true; return true }
                }
                return false
            }
            // Only layers on screen cost a frame; a frozen animation (speed 0) changes nothing by itself.
            if l.rootLayer.isOnScreenRoot,
               removedAny || !stops.isEmpty || x.animations.contains(where: { $0.animation.speed != 0 && !$0.animation.didStop }) {
                l.noteDamage(.subtree)
                anyVisible = true
            }
            if x.animations.isEmpty || x.animations.allSatisfy({ $0.animation.didStop }) {
                owner.animatedLayerIDs.remove(ObjectIdentifier(l))
                if !x.animations.isEmpty && !owner.lingeringLayers.contains(where: { $0 === l }) {
                    owner.lingeringLayers.append(l)
                }
            } else {
                keep.append(l)
            }
        }
        owner.animatedLayers = keep
        if anyVisible { CATransaction.noteChange() }
        if keep.isEmpty, let tk = owner.animationToken {
            owner.scheduler.removeFrameObserver(tk)
            owner.animationToken = nil
        }
        for a in starts { a.delegate?.animationDidStart(a) }
        for a in stops { stopped(a, finished: true) }
    }

    /// Runs `body` with the presentation values of `root`'s tree's animated layers written into them
    /// (the render step of a frame), then restores the model values.
    package static func withPresentationValues<R>(root: CALayer, _ body: () -> R) -> R {
        let animated = PipelineOwner.current.animatedLayers(inTreeOf: root)
        if animated.isEmpty { return body() }
        let now = CACurrentMediaTime()
        var saved: [(CALayer, String, AnimValue)] = []
        var overlays: [CALayer] = []
        var redrawn: [CALayer.DisplayState] = []
        CALayer.isApplyingAnimations = true
        for l in animated {
            guard let anims = l._extras?.animations, !anims.isEmpty else { continue }
            var keys = Set<String>()
            for e in anims { keys.formUnion(e.animation.touchedKeys) }
            for k in keys { if let v = l.animValue(forKeyPath: k) { saved.append((l, k, v)) } }
            let t = l.convertTime(now, from: nil)
            for e in anims {
                e.animation.apply(to: l, at: t)
                if let tr = e.animation as? CATransition, tr.isFlip, let p = tr.progress(at: t) {
                    l.transform = CATransform3DConcat(l.transform, tr.flipTransform(progress: p, bounds: l.bounds))
                }
                if let tr = e.animation as? CATransition, let img = tr.snapshot, let p = tr.progress(at: t) {
                    let o = tr.overlay ?? CALayer()
                    tr.overlay = o
                    o.contents = img
                    tr.configure(o, progress: p, bounds: l.bounds)
                    l.addSublayer(o)
                    overlays.append(o)
                }
            }
            // A custom property whose class asks for display: the layer draws itself with the animated value.
            if l.redisplaysForAnimation(of: keys) { redrawn.append(l.displayWithPresentationValues()) }
        }
        CALayer.isApplyingAnimations = false
        let r = body()
        CALayer.isApplyingAnimations = true
        for o in overlays { o.removeFromSuperlayer() }
        for d in redrawn.reversed() { d.restore() }
        for (l, k, v) in saved.reversed() { l.setAnimValue(v, forKeyPath: k) }
        CALayer.isApplyingAnimations = false
        return r
    }

    /// Layers whose animations ended but stay attached (`isRemovedOnCompletion == false`), still drawn.
    static var lingering: [CALayer] {
        let owner = PipelineOwner.current
        owner.lingeringLayers.removeAll { !$0.hasAnimations }
        return owner.lingeringLayers
    }
}
