import Foundation

/// A continuous recognizer for dragging, mirroring `UIPanGestureRecognizer`.
///
/// It begins when the centroid of between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers
/// has moved 10 points; `translation(in:)` counts from where the fingers went down (so at `.began` it
/// already holds those 10 points, and a view moved by it stays under the finger, as Apple's documentation
/// describes) and accumulates the fingers' average movement, so a finger added or lifted mid-pan does not
/// make it jump. `velocity(in:)` is measured over the last 0.1 s of movement, including the movement
/// before the pan began, so `gestureRecognizerShouldBegin(_:)` can read the direction from it. Scroll input (wheel, trackpad) drives it too when
/// `allowedScrollTypesMask` includes its type (iPadOS's model): the scroll's delta becomes translation.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can pan (default 1).
    open var minimumNumberOfTouches = 1
    /// The most fingers that can pan (default `Int.max`).
    open var maximumNumberOfTouches = Int.max
    /// The scroll input the recognizer follows (default none, as on iOS).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How far the fingers must move before the pan begins, in points.
    static let hysteresis: CGFloat = 10
    /// A discrete (wheel) scroll ends after this long without another wheel step.
    static let scrollEndDelay: TimeInterval = 0.1

    /// Translation in window coordinates.
    var _translation: CGPoint = .zero
    /// The translation when the pan began (the movement that recognized it), for UIKit's own scrolling
    /// views, which start moving from there instead of jumping by it.
    var _beganTranslation: CGPoint = .zero
    private var accumulated: CGPoint = .zero
    /// Recent (time, translation) samples; the translation before the pan began is the accumulated
    /// movement, so the samples are continuous across `.began`.
    private var samples: [(time: TimeInterval, translation: CGPoint)] = []
    private var scrollTimer: MediaClockScheduler.Token?
    var _scrolling = false

    /// The translation of the pan in `view`'s coordinates (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint { vector(_translation, to: view) }

    /// Sets the translation as measured in `view`'s coordinates (commonly `.zero`, to read increments).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else { return }
        _translation = vector(translation, from: view)
        samples.removeAll()
        record(CACurrentMediaTime())
    }

    /// The translation since the pan began (internal: what UIKit's scroll views follow).
    func _translationSinceBegan(in view: UIView?) -> CGPoint {
        vector(CGPoint(x: _translation.x - _beganTranslation.x, y: _translation.y - _beganTranslation.y), to: view)
    }

    /// The velocity of the pan, in points per second in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        let now = CACurrentMediaTime()
        let recent = samples.filter { now - $0.time <= 0.1 }
        guard let first = recent.first, let last = recent.last, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        let v = CGPoint(x: (last.translation.x - first.translation.x) / dt, y: (last.translation.y - first.translation.y) / dt)
        return vector(v, to: view)
    }

    private func record(_ time: TimeInterval) {
        samples.append((time, _translation))
        if samples.count > 8 { samples.removeFirst(samples.count - 8) }
    }

    private func vector(_ v: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = GestureArena.convert(.zero, from: _window, to: view), b = GestureArena.convert(v, from: _window, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func vector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let w = _window ?? view.window else { return v }
        let a = view.convert(CGPoint.zero, to: w), b = view.convert(v, to: w)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches > maximumNumberOfTouches { state = .failed }
        // The touch-down position, so that the velocity covers the first move.
        if state == .possible, samples.isEmpty { record(event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let n = CGFloat(max(numberOfTouches, 1))
        var d = CGPoint.zero
        for t in touches {
            let p = t.location(in: nil), q = t.previousLocation(in: nil)
            d.x += (p.x - q.x) / n
            d.y += (p.y - q.y) / n
        }
        switch state {
        case .possible:
            accumulated.x += d.x
            accumulated.y += d.y
            _translation = accumulated
            record(event.timestamp)
            guard (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(numberOfTouches) else { return }
            if hypot(accumulated.x, accumulated.y) >= UIPanGestureRecognizer.hysteresis {
                _beganTranslation = _translation
                state = .began
            }
        case .began, .changed:
            _translation.x += d.x
            _translation.y += d.y
            record(event.timestamp)
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches - touches.count <= 0 else { return }
        _finishContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { _cancelContinuousGesture() }

    open override func reset() {
        super.reset()
        accumulated = .zero
        _translation = .zero
        _beganTranslation = .zero
        samples.removeAll()
        _scrolling = false
        if let scrollTimer { MediaClockScheduler.shared.cancel(scrollTimer) }
        scrollTimer = nil
    }

    override func _handleScroll(_ delta: CGPoint, type: UIScrollType, location: CGPoint, in window: UIWindow, event: UIEvent) -> Bool {
        let allowed: UIScrollTypeMask = type == .discrete ? .discrete : .continuous
        guard allowedScrollTypesMask.contains(allowed) else { return false }
        _window = window
        _lastLocation = location
        if let scrollTimer { MediaClockScheduler.shared.cancel(scrollTimer) }
        scrollTimer = nil
        if event._scrollPhase == .ended {
            if state == .began || state == .changed { state = .ended }
            return true
        }
        switch state {
        case .possible:
            _scrolling = true
            _translation = delta
            _beganTranslation = .zero
            samples.removeAll()
            record(event.timestamp)
            state = .began
            guard state == .began else { return false }
        case .began, .changed:
            _translation.x += delta.x
            _translation.y += delta.y
            record(event.timestamp)
            state = .changed
        default:
            return false
        }
        if type == .discrete {
            scrollTimer = MediaClockScheduler.shared.schedule(after: UIPanGestureRecognizer.scrollEndDelay) { [weak self] in
                guard let self else { return }
                self.scrollTimer = nil
                if self.state == .began || self.state == .changed { self.state = .ended }
            }
        }
        return true
    }
}
