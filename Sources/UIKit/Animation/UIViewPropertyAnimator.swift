import Foundation

/// Animates view property changes under program control, mirroring `UIViewPropertyAnimator`.
///
/// States as UIKit documents them: a new animator is `.inactive`; `startAnimation()` or
/// `pauseAnimation()` (or setting `fractionComplete`) makes it `.active`, running or paused; at the end it
/// goes back to `.inactive` and calls its completions with `.end` (or `.start` when reversed), unless
/// `pausesOnCompletion` keeps it active and paused. `stopAnimation(false)` moves it to `.stopped`, where
/// only `finishAnimation(at:)` is legal; `stopAnimation(true)` goes straight to `.inactive` without
/// completions. Programmer errors UIKit raises for (starting, pausing or adding to a stopped animator,
/// finishing one that is not stopped) are precondition failures here.
///
/// The animations are the layer animations the blocks make (additive, as `UIView.animate`); the animator
/// drives their time itself each frame, so pausing and scrubbing update the presentation values at once.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing curve (a copy of what the animator was made with).
    public let timingParameters: (any UITimingCurveProvider)?
    /// The total duration of the animations.
    public let duration: TimeInterval
    /// The delay before the animations start (set by `startAnimation(afterDelay:)` and the running form).
    public private(set) var delay: TimeInterval = 0
    /// Whether views take touches while animating (default true).
    open var isUserInteractionEnabled = true
    /// Whether hit-testing is left to the app (default false).
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused or stopped while running (default true).
    open var isInterruptible = true
    /// Whether a paused animator scrubs linearly rather than along its curve (default true).
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at the end instead of finishing (default false).
    open var pausesOnCompletion = false

    /// The animator's state.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running.
    public var isRunning: Bool { state == .active && running }
    /// Whether the animations run backwards.
    open var isReversed = false

    private struct Record {
        let layer: CALayer
        let key: String
        let animation: CAAnimation
        let keyPath: String
        let old: AnimValueBox?
        let new: AnimValueBox?
        let startFraction: Double
        let timingFunction: CAMediaTimingFunction?
    }
    private var pending: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var records: [Record] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var fraction: Double = 0
    private var running = false
    private var rate: Double = 1
    private var lastTime: CFTimeInterval = 0
    private var frameToken: MediaClockScheduler.Token?
    private var delayToken: MediaClockScheduler.Token?
    private var retainedSelf: UIViewPropertyAnimator?
    private var curve: CAMediaTimingFunction?
    private var spring: UISpringTimingParameters?

    // MARK: Initializers

    /// An animator with timing parameters (cubic or spring).
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        timingParameters = parameters
        var d = duration.isFinite ? max(duration, 0) : 0
        if let s = parameters.springTimingParameters {
            spring = s
            if s.ownsDuration { d = s.makeSpring(duration: d).duration }
        } else {
            curve = parameters.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
        }
        self.duration = d
        super.init()
    }

    /// An animator with a built-in curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of the given damping ratio, settling in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator, adds `animations` and `completion`, and starts it after `delay`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let a = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        a.addAnimations(animations)
        if let completion { a.addCompletion(completion) }
        a.startAnimation(afterDelay: delay)
        return a
    }

    // MARK: Adding

    /// Adds animations; in an active animator they run for the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` (0...1) of the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        precondition(state != .stopped, "UIViewPropertyAnimator: cannot add animations to a stopped animator")
        let df = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        if state == .inactive {
            pending.append((animation, df))
        } else {
            run(animation, startFraction: fraction + Double(df) * (1 - fraction))
            apply()
        }
    }

    /// Adds a completion, called with the final position.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        precondition(state != .stopped, "UIViewPropertyAnimator: cannot add a completion to a stopped animator")
        completions.append(completion)
    }

    // MARK: Running

    /// Starts or resumes the animations.
    open func startAnimation() {
        precondition(state != .stopped, "UIViewPropertyAnimator: cannot start a stopped animator")
        activateIfNeeded()
        guard !running else { return }
        setScrubbing(false)
        running = true
        lastTime = CACurrentMediaTime()
        retainedSelf = self
        if frameToken == nil {
            frameToken = MediaClockScheduler.shared.addFrameObserver { [weak self] now in self?.tick(now: now) }
        }
    }

    /// Starts the animations after `delay` seconds of media time.
    open func startAnimation(afterDelay delay: TimeInterval) {
        precondition(state != .stopped, "UIViewPropertyAnimator: cannot start a stopped animator")
        let d = delay.isFinite ? max(delay, 0) : 0
        self.delay = d
        guard d > 0 else { startAnimation(); return }
        activateIfNeeded()
        retainedSelf = self
        delayToken = MediaClockScheduler.shared.schedule(after: d) { [weak self] in
            self?.delayToken = nil
            self?.startAnimation()
        }
    }

    /// Pauses the animations (an inactive animator becomes active and paused at the start).
    open func pauseAnimation() {
        precondition(state != .stopped, "UIViewPropertyAnimator: cannot pause a stopped animator")
        activateIfNeeded()
        if let t = delayToken { MediaClockScheduler.shared.cancel(t); delayToken = nil }
        running = false
        stopTicking()
        setScrubbing(true)
        apply()
    }

    /// How far the animations are (time fraction 0...1). Setting it scrubs a paused animator (an inactive
    /// one becomes active and paused); the presentation values change at once. The setter commits the
    /// implicit transaction (`CATransaction.flush()`, a no-op inside an explicit one), so animations the
    /// animator added in this turn are in the render tree, which `presentation()` reads: scrubbing then
    /// shows in it without waiting for the end of the turn.
    open var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set {
            guard newValue.isFinite else { return }
            if state == .inactive { pauseAnimation() }
            guard state == .active, !running else { return }
            fraction = Double(min(max(newValue, 0), 1))
            apply()
            CATransaction.flush()
        }
    }

    /// Stops the animations where they are: the views keep their current presentation values. With
    /// `withoutFinishing` the animator becomes inactive without completions; otherwise it is `.stopped`
    /// until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if let t = delayToken { MediaClockScheduler.shared.cancel(t); delayToken = nil }
        running = false
        stopTicking()
        let current = records.map { $0.layer.currentPresentationValue(forKeyPath: $0.keyPath, model: $0.layer.modelValue(forKeyPath: $0.keyPath)!) }
        removeAnimations()
        UIView.performWithoutAnimation {
            for (r, v) in zip(records, current) { if let v { r.layer.setModelValue(v, forKeyPath: r.keyPath) } }
        }
        if withoutFinishing {
            state = .inactive
            records.removeAll()
            retainedSelf = nil
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the views take their end, start or current values and the completions
    /// run with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        precondition(state == .stopped, "UIViewPropertyAnimator: finishAnimation(at:) is only legal in the stopped state")
        setFinalValues(finalPosition)
        finish(at: finalPosition)
    }

    /// Resumes a paused animator with new timing; `durationFactor` scales the remaining time.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        precondition(state != .stopped, "UIViewPropertyAnimator: cannot continue a stopped animator")
        if let c = parameters?.cubicTimingParameters {
            curve = c.timingFunction
            for r in records { r.animation.modifyAttached(on: r.layer) { $0.timingFunction = c.timingFunction } }
        }
        if durationFactor.isFinite, durationFactor > 0 { rate = 1 / Double(durationFactor) }
        startAnimation()
    }

    // MARK: Machinery

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        fraction = isReversed ? 1 : 0
        let blocks = pending
        pending.removeAll()
        for p in blocks { run(p.block, startFraction: Double(p.delayFactor)) }
        apply()
    }

    private func run(_ block: () -> Void, startFraction: Double) {
        let remaining = max(1 - startFraction, 0)
        let ctx = ViewAnimationContext(duration: max(duration * remaining, 1e-6), delay: 0,
                                       options: [.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions],
                                       timingFunction: curve, tracker: ViewAnimationTracker(completion: nil))
        ctx.spring = spring
        let tf = curve
        ctx.onAnimationAdded = { [weak self] layer, key, anim, old in
            guard let self else { return }
            anim.modifyAttached(on: layer) { a in
                a.speed = 0
                a.timeOffset = 0
                a.fillMode = .both
                a.isRemovedOnCompletion = false
            }
            let kp = (anim as? CAPropertyAnimation)?.keyPath ?? key
            self.records.append(Record(layer: layer, key: key, animation: anim, keyPath: kp, old: old,
                                       new: layer.modelValue(forKeyPath: kp), startFraction: startFraction, timingFunction: tf))
        }
        ViewAnimationContext.run(ctx, block)
    }

    private func setScrubbing(_ on: Bool) {
        guard scrubsLinearly, spring == nil else { return }
        for r in records {
            r.animation.modifyAttached(on: r.layer) { $0.timingFunction = on ? nil : r.timingFunction }
        }
    }

    /// Sets every animation's time from the animator's fraction.
    private func apply() {
        for r in records {
            let span = 1 - r.startFraction
            let lf = span > 0 ? min(max((fraction - r.startFraction) / span, 0), 1) : 1
            let d = r.animation.effectiveDuration
            r.animation.modifyAttached(on: r.layer) { $0.timeOffset = lf * d }
            r.layer.noteAnimationFrame()
        }
    }

    private func tick(now: CFTimeInterval) {
        guard running else { return }
        let dt = max(now - lastTime, 0)
        lastTime = now
        let step = duration > 0 ? dt / duration * rate : 1
        fraction += isReversed ? -step : step
        if fraction >= 1 && !isReversed || fraction <= 0 && isReversed {
            fraction = isReversed ? 0 : 1
            apply()
            if pausesOnCompletion {
                running = false
                stopTicking()
                return
            }
            let position: UIViewAnimatingPosition = isReversed ? .start : .end
            removeAnimations()
            setFinalValues(position)
            finish(at: position)
            return
        }
        apply()
    }

    private func setFinalValues(_ position: UIViewAnimatingPosition) {
        UIView.performWithoutAnimation {
            for r in records {
                switch position {
                case .end: if let v = r.new { r.layer.setModelValue(v, forKeyPath: r.keyPath) }
                case .start: if let v = r.old { r.layer.setModelValue(v, forKeyPath: r.keyPath) }
                case .current: break
                }
            }
        }
    }

    private func removeAnimations() {
        for r in records where r.layer.animation(forKey: r.key) === r.animation { r.layer.removeAnimation(forKey: r.key) }
    }

    private func stopTicking() {
        if let t = frameToken { MediaClockScheduler.shared.removeFrameObserver(t) }
        frameToken = nil
    }

    private func finish(at position: UIViewAnimatingPosition) {
        removeAnimations()
        stopTicking()
        running = false
        state = .inactive
        records.removeAll()
        let cs = completions
        completions.removeAll()
        for c in cs { c(position) }
        retainedSelf = nil
    }
}
