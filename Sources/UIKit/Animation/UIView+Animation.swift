import Foundation

/// Block-based view animations, as UIKit's "Animating views" API: property changes made in the
/// `animations` block take their final (model) values at once, while the layer's presentation animates
/// from the old values over `duration` seconds of media time; `completion` runs once every animation the
/// block made has stopped, with `finished == false` if any was removed early.
extension UIView {
    /// Animates changes over `duration` seconds, after `delay`, with `options`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let ctx = makeContext(duration: duration, delay: delay, options: options, completion: completion)
        ctx.timingFunction = options.curve.timingFunction
        runBlock(ctx, animations)
    }

    /// Animates changes over `duration` seconds, then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes over `duration` seconds.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates changes with a spring: `dampingRatio` 1 settles without oscillating, lower values
    /// oscillate; `velocity` is the initial speed in total distances per second. The spring settles in
    /// `duration` seconds.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let ctx = makeContext(duration: duration, delay: delay, options: options.union(.overrideInheritedCurve),
                              completion: completion)
        ctx.spring = UISpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: velocity))
        runBlock(ctx, animations)
    }

    /// Animates changes with a spring of a perceptual duration and bounce (iOS 17).
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = UISpringTimingParameters(duration: duration, bounce: bounce,
                                              initialVelocity: CGVector(dx: initialSpringVelocity, dy: initialSpringVelocity))
        let settle = spring.makeSpring(duration: duration).duration
        let ctx = makeContext(duration: settle, delay: delay, options: options.union(.overrideInheritedCurve),
                              completion: completion)
        ctx.spring = spring
        runBlock(ctx, animations)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, also inside an animation block: as in
    /// UIKit, `areAnimationsEnabled` is false while it runs (animation blocks nested in it do not animate)
    /// and is restored afterwards.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let ctx = ViewAnimationContext(duration: 0, delay: 0, options: [], timingFunction: nil,
                                       tracker: ViewAnimationTracker(completion: nil))
        ctx.disabled = true
        let wasEnabled = ViewAnimationContext.animationsEnabled
        ViewAnimationContext.animationsEnabled = false
        ViewAnimationContext.stack.append(ctx)
        defer {
            ViewAnimationContext.stack.removeLast()
            ViewAnimationContext.animationsEnabled = wasEnabled
        }
        actionsWithoutAnimation()
    }

    /// Whether animation blocks animate (default true).
    public class var areAnimationsEnabled: Bool { ViewAnimationContext.animationsEnabled }
    /// Turns animation blocks on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) { ViewAnimationContext.animationsEnabled = enabled }
    /// The duration of the innermost animation block in progress (0 outside blocks).
    public class var inheritedAnimationDuration: TimeInterval { ViewAnimationContext.active?.duration ?? 0 }

    /// Changes the repeat count and autoreversing of animations made in `animations`, inside an
    /// animation block.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let outer = ViewAnimationContext.stack.last else { animations(); return }
        let ctx = ViewAnimationContext(duration: outer.duration, delay: outer.delay, options: outer.options,
                                       timingFunction: outer.timingFunction, tracker: outer.tracker)
        ctx.spring = outer.spring
        ctx.onAnimationAdded = outer.onAnimationAdded
        ctx.repeatCount = Float(count.isFinite || count == .infinity ? max(count, 0) : 0)
        ctx.autoreverses = autoreverses
        ctx.disabled = outer.disabled
        ViewAnimationContext.stack.append(ctx)
        defer { ViewAnimationContext.stack.removeLast() }
        animations()
    }

    // MARK: Keyframes

    /// Animates with keyframes added in `animations` by `addKeyframe(withRelativeStartTime:...)`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let viewOptions = UIView.AnimationOptions(rawValue: options.rawValue & 0x3FF)
        let ctx = makeContext(duration: duration, delay: delay, options: viewOptions, completion: completion)
        ctx.timingFunction = CAMediaTimingFunction(name: .linear)
        ctx.isKeyframe = true
        ctx.keyframeCalculationDiscrete = options.calculationMode == 1
        runBlock(ctx, animations)
    }

    /// A keyframe inside `animateKeyframes`: changes in `animations` run from `frameStartTime` for
    /// `frameDuration`, both fractions of the whole animation.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let outer = ViewAnimationContext.stack.last, outer.isKeyframe else { animations(); return }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let rel = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        let ctx = ViewAnimationContext(duration: outer.duration * rel, delay: outer.delay + outer.duration * start,
                                       options: outer.options, timingFunction: outer.timingFunction, tracker: outer.tracker)
        ctx.isKeyframe = true
        ctx.keyframeCalculationDiscrete = outer.keyframeCalculationDiscrete
        ctx.repeatCount = outer.repeatCount
        ctx.autoreverses = outer.autoreverses
        ctx.onAnimationAdded = outer.onAnimationAdded
        ctx.disabled = outer.disabled
        ViewAnimationContext.stack.append(ctx)
        defer { ViewAnimationContext.stack.removeLast() }
        animations()
    }

    // MARK: Transitions

    /// Animates the view's whole look from before `animations` to after, with the transition in
    /// `options` (cross-dissolve, flips and curls are rendered as a cross-fade of the old look over the
    /// new; Docs/Deviations.md).
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let tracker = ViewAnimationTracker(completion: completion)
        if duration > 0, areAnimationsEnabled {
            let t = CATransition()
            t.type = transitionType(options)
            t.subtype = transitionSubtype(options)
            t.duration = duration
            t.timingFunction = options.curve.timingFunction
            t.delegate = tracker
            tracker.added()
            view.layer.add(t, forKey: kCATransition)
        }
        if options.contains(.allowAnimatedContent) { animations?() } else { performWithoutAnimation { animations?() } }
        tracker.seal()
    }

    /// Replaces `fromView` by `toView` in its superview with a transition (or, with
    /// `.showHideTransitionViews`, hides one and shows the other).
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container {
                if let i = container.subviews.firstIndex(where: { $0 === fromView }) {
                    container.insertSubview(toView, at: i)
                } else {
                    container.addSubview(toView)
                }
                fromView.removeFromSuperview()
            }
        }
        if let container {
            transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
        } else {
            swap()
            let tracker = ViewAnimationTracker(completion: completion)
            tracker.seal()
        }
    }

    /// Performs a system animation (`.delete`: the views fade out and are removed) alongside `parallelAnimations`.
    public class func perform(_ animation: UIView.SystemAnimation, on views: [UIView],
                              options: UIView.AnimationOptions = [], animations parallelAnimations: (() -> Void)?,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: 0.3, delay: 0, options: options, animations: {
            for v in views { v.alpha = 0 }
            parallelAnimations?()
        }, completion: { finished in
            for v in views { v.removeFromSuperview() }
            completion?(finished)
        })
    }

    // MARK: Helpers

    static func makeContext(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                            completion: ((Bool) -> Void)?) -> ViewAnimationContext {
        let d = duration.isFinite ? max(duration, 0) : 0
        let del = delay.isFinite ? max(delay, 0) : 0
        if !duration.isFinite || !delay.isFinite { CALayerWarning.warn("ignoring non-finite animation duration or delay") }
        let ctx = ViewAnimationContext(duration: d, delay: del, options: options, timingFunction: nil,
                                       tracker: ViewAnimationTracker(completion: completion))
        if options.contains(.repeat) { ctx.repeatCount = .infinity }
        if options.contains(.autoreverse) { ctx.autoreverses = true }
        return ctx
    }

    static func runBlock(_ ctx: ViewAnimationContext, _ animations: () -> Void) {
        ViewAnimationContext.run(ctx, animations)
        ctx.tracker.seal()
    }

    /// Flips turn the view in perspective (`"oglFlip"`); cross-dissolve and curls cross-fade.
    static func transitionType(_ o: UIView.AnimationOptions) -> CATransitionType {
        switch o.transition {
        case 1, 2, 6, 7: return CATransitionType(rawValue: "oglFlip")
        default: return .fade
        }
    }
    static func transitionSubtype(_ o: UIView.AnimationOptions) -> CATransitionSubtype? {
        switch o.transition {
        case 1: return .fromLeft
        case 2: return .fromRight
        case 6: return .fromTop
        case 7: return .fromBottom
        default: return nil
        }
    }

    /// UIKit's answer to its layer's action query: NSNull outside animation blocks (changes take effect
    /// at once), an animation inside one.
    func animationAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard let ctx = ViewAnimationContext.active else { return UIView._noAction }
        return ctx.action(for: layer, forKey: event) ?? UIView._noAction
    }

    /// The `NSNull` a view answers outside animation blocks: one shared instance, not an allocation per
    /// property change.
    static let _noAction = NSNull()
}

/// Warnings from UIKit's animation code.
enum CALayerWarning {
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("[UIKit] warning: \(message)\n".utf8))
    }
}
