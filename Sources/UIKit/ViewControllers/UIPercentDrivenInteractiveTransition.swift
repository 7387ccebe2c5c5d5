import Foundation

/// An interactive transition that scrubs an animator's animations by a percentage, mirroring
/// `UIPercentDrivenInteractiveTransition`: return one from a transitioning delegate's
/// `interactionControllerForPresentation(using:)` / `interactionControllerForDismissal(using:)` or a
/// navigation delegate's `navigationController(_:interactionControllerFor:)`, then drive it from a
/// gesture with `update(_:)` and end it with `finish()` or `cancel()`.
///
/// As in UIKit, it runs the animator's `animateTransition(using:)` with the container view's layer paused
/// (`speed` 0) and moves the layer's `timeOffset` to `percentComplete × duration`, so every animation the
/// animator made (UIView animations, Core Animation) shows its state at that point of its time line.
/// `finish()` plays the rest forward, `cancel()` plays it back to the start, each over the remaining time
/// divided by `completionSpeed`, eased by `completionCurve` (or `timingCurve`); the animations then end,
/// their completions run and the animator calls `completeTransition(_:)` (true after `finish()`, false
/// after `cancel()`, as `transitionWasCancelled` tells it). Time comes from the media clock.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private var _percent: CGFloat = 0
    private var _duration: TimeInterval = 0
    private weak var _context: TransitionContext?
    private var _layer: CALayer?
    /// The container layer's local time when the transition started (the animations' begin time).
    private var _start: CFTimeInterval = 0
    private var _saved: (speed: Float, timeOffset: CFTimeInterval, beginTime: CFTimeInterval) = (1, 0, 0)
    private var _paused = false
    private var _driver: MediaClockScheduler.Token?

    /// The transition's duration: the animator's `transitionDuration(using:)` (`duration`, 0 before start).
    open var duration: CGFloat { CGFloat(_duration) }
    /// How far the transition is, 0...1 (`percentComplete`), as `update(_:)` last set it.
    open var percentComplete: CGFloat { _percent }
    /// The speed the rest of the transition plays at after `finish()` or `cancel()` (`completionSpeed`,
    /// default 1).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition after `finish()` or `cancel()` (`completionCurve`, default
    /// `.easeInOut`).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// A timing curve for the rest of the transition, taking precedence over `completionCurve`
    /// (`timingCurve`, default nil).
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts paused, waiting for `update(_:)` (`wantsInteractiveStart`, default
    /// true); false starts it playing, as a non-interactive transition, until `pause()`.
    open var wantsInteractiveStart = true

    /// Creates a percent-driven interactive transition.
    public override init() { super.init() }

    /// Starts the transition (`startInteractiveTransition(_:)`): UIKit calls it with the context; it pauses
    /// the container's layer and runs the animator's `animateTransition(using:)`.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? TransitionContext, let animator = ctx.animator else { return }
        _context = ctx
        ctx.isInteractive = true
        _duration = max(0, animator.transitionDuration(using: ctx))
        let layer = ctx.containerView.layer
        _layer = layer
        _saved = (layer.speed, layer.timeOffset, layer.beginTime)
        _start = layer.convertTime(CACurrentMediaTime(), from: nil)
        ctx.interactionDidEnd = { [weak self] in self?._restoreLayer() }
        _percent = 0
        if wantsInteractiveStart {
            // Frozen at the start, so the animations the animator adds begin at `_start`.
            _paused = true
            layer.speed = 0
            layer.timeOffset = _start
        }
        animator.animateTransition(using: ctx)
    }

    /// Moves the transition to `percentComplete` (clamped to 0...1) (`update(_:)`). As the property
    /// animator's `fractionComplete` does, it commits the implicit transaction (`CATransaction.flush()`), so
    /// the animations the animator added in this turn are in the render tree and `presentation()` shows the
    /// scrubbed state at once.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        _percent = min(max(percentComplete, 0), 1)
        if _paused, _driver == nil, let layer = _layer { layer.timeOffset = _start + _duration * _percent }
        _context?.updateInteractiveTransition(_percent)
        CATransaction.flush()
    }

    /// Pauses a running transition where it is (`pause()`), to be driven by `update(_:)` again.
    open func pause() {
        if let d = _driver { MediaClockScheduler.shared.removeFrameObserver(d); _driver = nil }
        if let layer = _layer, !_paused {
            let local = layer.convertTime(CACurrentMediaTime(), from: nil)
            _paused = true
            layer.speed = 0
            layer.timeOffset = local
            if _duration > 0 { _percent = min(max(CGFloat((local - _start) / _duration), 0), 1) }
        }
        _context?.pauseInteractiveTransition()
    }

    /// Plays the rest of the transition to its end (`finish()`); the animator then completes it.
    open func finish() {
        _context?.finishInteractiveTransition()
        _complete(to: 1)
    }

    /// Plays the transition back to its start (`cancel()`); the animator then completes it as cancelled.
    open func cancel() {
        _context?.cancelInteractiveTransition()
        _complete(to: 0)
    }

    // MARK: Completion

    /// The completion curve's eased progress for `u` in 0...1.
    private func _eased(_ u: Double) -> Double {
        if let p = timingCurve?.cubicTimingParameters {
            return p.timingFunction.progress(at: u)
        }
        return completionCurve.timingFunction.progress(at: u)
    }

    /// Drives the paused layer's time to the end (`target` 1) or the start (0) on the media clock, then
    /// lets the animations end so their completions (and the animator's `completeTransition`) run.
    private func _complete(to target: CGFloat) {
        guard let layer = _layer, _context != nil else { return }
        if let d = _driver { MediaClockScheduler.shared.removeFrameObserver(d); _driver = nil }
        if !_paused {
            // Playing (no interactive start): freeze it where it is first.
            let local = layer.convertTime(CACurrentMediaTime(), from: nil)
            _paused = true
            layer.speed = 0
            layer.timeOffset = local
            if _duration > 0 { _percent = min(max(CGFloat((local - _start) / _duration), 0), 1) }
        }
        let from = _percent
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        let span = Double(abs(target - from)) * _duration / Double(speed)
        let begin = CAMediaClock.now
        let step: @MainActor (CFTimeInterval) -> Bool = { [weak self] now in
            guard let self, let layer = self._layer else { return true }
            let u = span > 0 ? min(max((now - begin) / span, 0), 1) : 1
            self._percent = from + (target - from) * CGFloat(self._eased(u))
            layer.timeOffset = self._start + self._duration * Double(self._percent)
            guard u >= 1 else { return false }
            self._percent = target
            self._end(layer)
            return true
        }
        if step(begin) { return }
        var token: MediaClockScheduler.Token?
        token = MediaClockScheduler.shared.addFrameObserver { now in
            if step(now), let t = token {
                MediaClockScheduler.shared.removeFrameObserver(t)
                token = nil
                self._driver = nil
            }
        }
        _driver = token
    }

    /// The layer time reached its target: the animations end now (completions run in this turn, before
    /// the frame is drawn), and the animator completes the transition.
    private func _end(_ layer: CALayer) {
        // Past the animations' end: they finish (on cancel the animator resets the views in its completion,
        // as on iOS, where the reversed animations also end as finished).
        layer.timeOffset = _start + _duration + 1e-6
        AnimationEngine.tick(now: CACurrentMediaTime())
    }

    /// Gives the container layer its own timing back (the transition completed).
    private func _restoreLayer() {
        if let d = _driver { MediaClockScheduler.shared.removeFrameObserver(d); _driver = nil }
        guard let layer = _layer else { return }
        layer.speed = _saved.speed
        layer.timeOffset = _saved.timeOffset
        layer.beginTime = _saved.beginTime
        _layer = nil
        _paused = false
        _context = nil
    }
}
