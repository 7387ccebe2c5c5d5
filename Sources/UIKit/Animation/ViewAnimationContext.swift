import Foundation

/// The settings of one open animation block (`UIView.animate`, `addKeyframe`, a property animator's
/// blocks). Property changes of views inside the block ask the view's `action(for:forKey:)`, which reads
/// the innermost context to build the layer animation.
@MainActor
final class ViewAnimationContext {
    var duration: CFTimeInterval
    var delay: CFTimeInterval
    var options: UIView.AnimationOptions
    var timingFunction: CAMediaTimingFunction?
    var spring: UISpringTimingParameters?
    var repeatCount: Float = 0
    var autoreverses = false
    /// Keyframe blocks: animations get unique keys and, after the first, no backwards fill.
    var isKeyframe = false
    var keyframeCalculationDiscrete = false
    /// Disabled block (`performWithoutAnimation`): no animation.
    var disabled = false
    /// Collects completion: every animation made in the block.
    let tracker: ViewAnimationTracker
    /// Set by property animators: gets every animation made in the block.
    var onAnimationAdded: ((CALayer, String, CAAnimation, AnimValueBox?) -> Void)?

    init(duration: CFTimeInterval, delay: CFTimeInterval, options: UIView.AnimationOptions,
         timingFunction: CAMediaTimingFunction?, tracker: ViewAnimationTracker) {
        self.duration = duration; self.delay = delay; self.options = options
        self.timingFunction = timingFunction; self.tracker = tracker
    }

    @exclusivity(unchecked) static var stack: [ViewAnimationContext] = [] {
        // Outside blocks a plain view's layer skips the action look-up (CALayer+Actions).
        didSet { CALayer._ownerAnimationBlocksOpen = !stack.isEmpty }
    }
    @exclusivity(unchecked) static var animationsEnabled = true

    /// The context a property change animates in, or nil.
    static var active: ViewAnimationContext? {
        guard animationsEnabled, let c = stack.last, !c.disabled else { return nil }
        return c
    }

    /// Runs `body` inside a context derived from the enclosing one as UIKit documents for nested blocks:
    /// duration, curve and options are inherited unless the override options say otherwise.
    static func run(_ ctx: ViewAnimationContext, _ body: () -> Void) {
        if let outer = stack.last, !outer.disabled {
            if !ctx.options.contains(.overrideInheritedDuration) { ctx.duration = outer.duration }
            if !ctx.options.contains(.overrideInheritedCurve) && ctx.spring == nil {
                ctx.timingFunction = outer.timingFunction; ctx.spring = outer.spring
            }
            if !ctx.options.contains(.overrideInheritedOptions) {
                ctx.options.formUnion(outer.options.intersection([.repeat, .autoreverse, .beginFromCurrentState, .allowUserInteraction]))
            }
            if ctx.onAnimationAdded == nil { ctx.onAnimationAdded = outer.onAnimationAdded }
        }
        stack.append(ctx)
        defer { stack.removeLast() }
        body()
        if ctx.options.contains(.layoutSubviews) { CATransaction.runLayoutPass() }
    }

    /// Keys that animate inside blocks (the view-animatable layer properties).
    static let animatableKeys: Set<String> = [
        "bounds", "position", "transform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
        "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "anchorPoint",
        "zPosition", "contentsRect", "sublayerTransform",
        "path", "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd", "lineDashPhase",
        "colors", "locations", "startPoint", "endPoint",
    ]

    /// The action for a change of `key` on `layer` in this context, or nil for none.
    func action(for layer: CALayer, forKey key: String) -> (any CAAction)? {
        guard ViewAnimationContext.animatableKeys.contains(key), duration > 0 else { return nil }
        return ViewPropertyAction(context: self, old: CALayer.pendingOldValue)
    }
}

/// Counts a block's animations and calls the completion when the last one stops, with `finished` true
/// only if every one ran to its end.
@MainActor
final class ViewAnimationTracker: CAAnimationDelegate {
    var pending = 0
    var allFinished = true
    var sealed = false
    var done = false
    var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func added() { pending += 1 }

    /// The block has run: with no animation the completion runs in the next turn (finished), as UIKit.
    func seal() {
        sealed = true
        if pending == 0 {
            MediaClockScheduler.shared.schedule(after: 0) { [self] in finish() }
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if !flag { allFinished = false }
        pending -= 1
        if sealed && pending <= 0 { finish() }
    }

    func finish() {
        guard !done else { return }
        done = true
        completion?(allFinished)
    }
}

/// UIKit's action for a view property inside an animation block: adds a layer animation from the old
/// value to the new one. Numbers, points, sizes and rects animate additively (an animation from
/// old − new to zero added on top of the new model value, under a fresh key, as UIKit does since iOS 8),
/// so a new animation of a property in flight continues smoothly from where it was and the earlier one
/// still completes. Transforms and colours, and every property with `.beginFromCurrentState`, animate
/// from the current presentation value and replace the property's earlier view animations.
@MainActor
final class ViewPropertyAction: CAAction {
    let context: ViewAnimationContext
    let old: AnimValueBox?

    init(context: ViewAnimationContext, old: AnimValueBox?) { self.context = context; self.old = old }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let old, let new = layer.modelValue(forKeyPath: event) else { return }
        let c = context
        let anim: CABasicAnimation
        if let spring = c.spring {
            anim = spring.makeSpring(duration: c.duration)
        } else {
            anim = CABasicAnimation()
            anim.duration = c.duration
            anim.timingFunction = c.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
        }
        anim.keyPath = event
        let additive = old.isAdditiveKind && !c.options.contains(.beginFromCurrentState)
        var key = event
        if additive {
            anim.isAdditive = true
            anim.fromValue = AnimValueBox.difference(old.object, new.object)
            anim.toValue = new.zeroObject
            var n = 1
            while layer.animation(forKey: key) != nil { n += 1; key = "\(event)-\(n)" }
        } else {
            let from = layer.currentPresentationValue(forKeyPath: event, model: old) ?? old
            anim.fromValue = from.object
            anim.toValue = new.object
            if c.isKeyframe {
                var n = 1
                while layer.animation(forKey: key) != nil { n += 1; key = "\(event)-\(n)" }
            } else {
                for k in layer.animationKeys() ?? [] where k.hasPrefix(event + "-") { layer.removeAnimation(forKey: k) }
            }
        }
        if c.delay > 0 || c.isKeyframe {
            anim.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + c.delay
        }
        // Before its start the animation shows its first value (backwards fill); additive keyframes all
        // fill backwards so later keyframes start from where earlier ones end.
        if c.delay > 0 || (c.isKeyframe && (additive || !layer.hasAnyAnimation(forKeyPrefix: event))) {
            anim.fillMode = .backwards
        }
        if c.keyframeCalculationDiscrete {
            let k = CAKeyframeAnimation(keyPath: event)
            k.values = [anim.fromValue as Any, anim.toValue as Any]
            k.calculationMode = .discrete
            k.isAdditive = anim.isAdditive
            k.duration = anim.duration; k.beginTime = anim.beginTime; k.fillMode = anim.fillMode
            add(k, key: key, layer: layer, old: old)
            return
        }
        anim.repeatCount = c.repeatCount
        anim.autoreverses = c.autoreverses
        add(anim, key: key, layer: layer, old: old)
    }

    private func add(_ anim: CAAnimation, key: String, layer: CALayer, old: AnimValueBox) {
        anim.delegate = context.tracker
        context.tracker.added()
        layer.add(anim, forKey: key)
        if let stored = layer.animation(forKey: key) { context.onAnimationAdded?(layer, key, stored, old) }
    }
}

extension CALayer {
    /// Whether an animation is attached under `prefix` or `prefix-n`.
    func hasAnyAnimation(forKeyPrefix prefix: String) -> Bool {
        (animationKeys() ?? []).contains { $0 == prefix || $0.hasPrefix(prefix + "-") }
    }
}
