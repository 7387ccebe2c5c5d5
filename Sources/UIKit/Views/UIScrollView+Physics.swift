import Foundation

/// The scroll view's motion state (one stored property on `UIScrollView`).
struct ScrollPhysicsState {
    var tracking = false
    var dragging = false
    var decelerating = false
    var zooming = false
    var zoomBouncing = false
    var dragStart: CGPoint = .zero
    /// 0: not locked, 1: horizontal only, 2: vertical only.
    var lockedAxis = 0
    var token: MediaClockScheduler.Token?
    var motion: [AxisMotion] = [.done(0), .done(0)]
    var motionStart: CFTimeInterval = 0
    var isScrollAnimation = false
    var zoomStartScale: CGFloat = 1
    var zoomAnchor: CGPoint?
    var inOffsetSetter = false
}

/// How one axis moves after the finger lifts. Times are milliseconds since the motion started.
enum AxisMotion {
    /// Exponential decay: position `o + v (rate^t − 1) / ln(rate)`, velocity `v rate^t`; `edge` is where a
    /// bounce takes over, `bounces` whether it does.
    case decay(o: CGFloat, v: CGFloat, rate: CGFloat, min: CGFloat, max: CGFloat, bounces: Bool)
    /// Critically damped spring toward `target` starting at `start` ms with displacement `x0` and velocity `v0`
    /// (points per ms): `x(t) = (x0 + (v0 + ω x0) t) e^(−ω t)`.
    case spring(target: CGFloat, x0: CGFloat, v0: CGFloat, start: CGFloat)
    /// An ease-in-ease-out move from `from` to `to` over `duration` ms.
    case ease(from: CGFloat, to: CGFloat, duration: CGFloat)
    case done(CGFloat)
}

extension UIScrollView {
    /// iOS's rubber-band coefficient.
    static let rubberBandCoefficient: CGFloat = 0.55
    /// The stiffness of the bounce and paging spring, per millisecond (12 per second; chosen here).
    static let springOmega: CGFloat = 0.012
    /// Finger velocities (points per second) below this do not page.
    static let pagingVelocityThreshold: CGFloat = 300

    /// iOS's rubber-band function: how far content moves for `overshoot` points of finger travel past the
    /// edge in a view `dimension` points long.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The smallest content offset (the adjusted insets revealed).
    var _minOffset: CGPoint {
        let i = adjustedContentInset
        return CGPoint(x: -i.left, y: -i.top)
    }
    /// The largest content offset.
    var _maxOffset: CGPoint {
        let i = adjustedContentInset, mn = _minOffset
        return CGPoint(x: max(mn.x, contentSize.width + i.right - bounds.width),
                       y: max(mn.y, contentSize.height + i.bottom - bounds.height))
    }
    func _clamp(_ p: CGPoint) -> CGPoint {
        let mn = _minOffset, mx = _maxOffset
        return CGPoint(x: min(max(p.x, mn.x), mx.x), y: min(max(p.y, mn.y), mx.y))
    }
    /// Whether the axis (0 x, 1 y) scrolls or bounces.
    func _axisScrolls(_ axis: Int) -> Bool {
        guard isScrollEnabled else { return false }
        let mn = _minOffset, mx = _maxOffset
        return axis == 0 ? (mx.x > mn.x || alwaysBounceHorizontal) : (mx.y > mn.y || alwaysBounceVertical)
    }

    func _adjustedContentInset() -> UIEdgeInsets {
        var i = contentInset
        let safe = safeAreaInsets
        let add: (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .never: add = (false, false)
        case .always: add = (true, true)
        case .scrollableAxes:
            add = (contentSize.width > bounds.width || alwaysBounceHorizontal, contentSize.height > bounds.height || alwaysBounceVertical)
        case .automatic:
            // Inside a view controller (navigation/tab bar insets) the top and bottom always adjust.
            add = (contentSize.width > bounds.width || alwaysBounceHorizontal, true)
        }
        if add.1 { i.top += safe.top; i.bottom += safe.bottom }
        if add.0 { i.left += safe.left; i.right += safe.right }
        return i
    }

    func _checkAdjustedInsetChange() {
        let now = adjustedContentInset
        guard now != _lastAdjustedInset else { return }
        let old = _lastAdjustedInset
        _lastAdjustedInset = now
        // Content resting at its top (or leading) edge stays there, as UIKit keeps it.
        var o = contentOffset
        if o.y == -old.top { o.y = -now.top }
        if o.x == -old.left { o.x = -now.left }
        if o != contentOffset, _physics.token == nil, !_physics.dragging { _setContentOffset(o) }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    func _setContentOffset(_ p: CGPoint, animated: Bool = false) {
        guard p.x.isFinite, p.y.isFinite else {
            UIKitLog.warn("UIScrollView: contentOffset \(p) is not finite; ignored")
            return
        }
        if animated {
            _stopMotion()
            let from = contentOffset
            guard from != p else { return }
            _startMotion([.ease(from: from.x, to: p.x, duration: 300), .ease(from: from.y, to: p.y, duration: 300)])
            _physics.isScrollAnimation = true
            return
        }
        guard bounds.origin != p else { return }
        bounds.origin = p
        _updateIndicators()
        delegate?.scrollViewDidScroll(self)
        if let bar = _scrollEdgeBar, window != nil { bar._contentDidScroll(self) }
    }

    // MARK: Dragging seams (the pan gesture recognizer drives these)

    /// A finger touched the content and started to drag: stops any motion, `scrollViewWillBeginDragging`.
    package func _beginDragging() {
        guard isScrollEnabled else { return }
        let wasMoving = _physics.token != nil
        _stopMotion()
        if wasMoving && _physics.decelerating { _physics.decelerating = false }
        _physics.tracking = true
        _physics.dragging = true
        _physics.lockedAxis = 0
        _physics.dragStart = contentOffset
        _showIndicators()
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger moved by `translation` (in the scroll view's coordinates, since the drag began): the
    /// content follows, rubber-banded past the edges.
    package func _drag(translation: CGPoint) {
        guard _physics.dragging, translation.x.isFinite, translation.y.isFinite else { return }
        var t = translation
        if isDirectionalLockEnabled {
            if _physics.lockedAxis == 0, max(abs(t.x), abs(t.y)) > 10 {
                _physics.lockedAxis = abs(t.x) > abs(t.y) ? 1 : 2
            }
            if _physics.lockedAxis == 1 { t.y = 0 } else if _physics.lockedAxis == 2 { t.x = 0 }
        }
        let raw = CGPoint(x: _physics.dragStart.x - t.x, y: _physics.dragStart.y - t.y)
        let mn = _minOffset, mx = _maxOffset
        func axis(_ r: CGFloat, _ start: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ dim: CGFloat, _ scrolls: Bool) -> CGFloat {
            guard scrolls else { return start }
            if !bounces { return min(max(r, lo), hi) }
            if r < lo { return lo - UIScrollView.rubberBand(lo - r, dimension: dim) }
            if r > hi { return hi + UIScrollView.rubberBand(r - hi, dimension: dim) }
            return r
        }
        let p = CGPoint(x: axis(raw.x, _physics.dragStart.x, mn.x, mx.x, bounds.width, _axisScrolls(0)),
                        y: axis(raw.y, _physics.dragStart.y, mn.y, mx.y, bounds.height, _axisScrolls(1)))
        _setContentOffset(p)
    }

    /// The finger lifted with `velocity` (the pan recognizer's velocity: points per second, finger
    /// direction). Calls `scrollViewWillEndDragging` with the content velocity in points per millisecond and
    /// the projected target, `scrollViewDidEndDragging(_:willDecelerate:)`, then decelerates, bounces or
    /// pages on the media clock.
    package func _endDragging(velocity: CGPoint) {
        guard _physics.dragging else { return }
        _refreshControlWillEndDragging() // pull to refresh (UIScrollView+RefreshControl.swift)
        _physics.tracking = false
        let fv = CGPoint(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        var v = CGPoint(x: _axisScrolls(0) && _physics.lockedAxis != 2 ? -fv.x / 1000 : 0,
                        y: _axisScrolls(1) && _physics.lockedAxis != 1 ? -fv.y / 1000 : 0)
        let o = contentOffset, mn = _minOffset, mx = _maxOffset
        let rate = min(max(decelerationRate.rawValue, 0.5), 0.9999)
        let lnr = log(rate)
        // The natural target: where the decay ends, inside the content.
        var natural = CGPoint(x: o.x - v.x / lnr, y: o.y - v.y / lnr)
        if isPagingEnabled {
            natural = _pageTarget(offset: o, fingerVelocity: fv)
            v = CGPoint(x: _axisScrolls(0) ? v.x : 0, y: _axisScrolls(1) ? v.y : 0)
        }
        natural = _clamp(natural)
        var target = natural
        delegate?.scrollViewWillEndDragging(self, withVelocity: v, targetContentOffset: &target)
        if !target.x.isFinite || !target.y.isFinite { target = natural }
        _physics.dragging = false
        let changed = target != natural
        var motions: [AxisMotion] = []
        for axis in 0..<2 {
            let oo = axis == 0 ? o.x : o.y, vv = axis == 0 ? v.x : v.y
            let lo = axis == 0 ? mn.x : mn.y, hi = axis == 0 ? mx.x : mx.y
            let tt = axis == 0 ? target.x : target.y
            if oo < lo || oo > hi {
                let edge = changed ? tt : (oo < lo ? lo : hi)
                motions.append(.spring(target: edge, x0: oo - edge, v0: vv, start: 0))
            } else if isPagingEnabled || changed {
                motions.append(abs(oo - tt) < 0.01 && abs(vv) < 0.001 ? .done(tt) : .spring(target: tt, x0: oo - tt, v0: vv, start: 0))
            } else if abs(vv) > 0.0001 {
                motions.append(.decay(o: oo, v: vv, rate: rate, min: lo, max: hi, bounces: bounces))
            } else {
                motions.append(.done(oo))
            }
        }
        let willDecelerate = motions.contains { if case .done = $0 { return false }; return true }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else {
            _fadeIndicators()
            return
        }
        _physics.decelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        _startMotion(motions)
    }

    /// The page the drag ends on: the next one in the velocity's direction when the finger moved fast,
    /// else the nearest.
    func _pageTarget(offset o: CGPoint, fingerVelocity fv: CGPoint) -> CGPoint {
        func axis(_ o: CGFloat, _ start: CGFloat, _ page: CGFloat, _ v: CGFloat) -> CGFloat {
            guard page > 0 else { return o }
            let startPage = (start / page).rounded()
            var p = (o / page).rounded()
            if v < -UIScrollView.pagingVelocityThreshold { p = max(startPage + 1, (o / page).rounded(.up)) }
            else if v > UIScrollView.pagingVelocityThreshold { p = min(startPage - 1, (o / page).rounded(.down)) }
            p = min(max(p, startPage - 1), startPage + 1)
            return p * page
        }
        return CGPoint(x: axis(o.x, _physics.dragStart.x, bounds.width, fv.x),
                       y: axis(o.y, _physics.dragStart.y, bounds.height, fv.y))
    }

    /// A wheel or touchpad scrolled by `delta` points (positive: content moves up/left, as a scroll down):
    /// the offset changes within the content, the indicators flash.
    package func _scrollWheel(delta: CGPoint) {
        guard isScrollEnabled, delta.x.isFinite, delta.y.isFinite else { return }
        if _physics.token != nil { _stopMotion(); _physics.decelerating = false }
        let o = contentOffset
        let p = _clamp(CGPoint(x: _axisScrolls(0) ? o.x + delta.x : o.x, y: _axisScrolls(1) ? o.y + delta.y : o.y))
        _showIndicators()
        _setContentOffset(p)
        _fadeIndicators()
    }

    /// A tap on the status bar: scrolls to the top if the delegate agrees.
    package func _scrollToTop() {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        _stopMotion()
        let top = CGPoint(x: contentOffset.x, y: _minOffset.y)
        _setContentOffset(top)
        delegate?.scrollViewDidScrollToTop(self)
    }

    func _scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        var o = contentOffset
        let b = bounds.size
        if rect.maxX > o.x + b.width { o.x = rect.maxX - b.width }
        if rect.minX < o.x { o.x = rect.minX }
        if rect.maxY > o.y + b.height { o.y = rect.maxY - b.height }
        if rect.minY < o.y { o.y = rect.minY }
        _setContentOffset(_clamp(o), animated: animated)
    }

    // MARK: Motion on the media clock

    func _startMotion(_ motions: [AxisMotion]) {
        _stopMotion()
        _physics.motion = motions
        _physics.motionStart = CAMediaClock.now
        _physics.token = MediaClockScheduler.shared.addFrameObserver { [weak self] now in self?._stepMotion(now) }
    }

    func _stopMotion() {
        if let t = _physics.token { MediaClockScheduler.shared.removeFrameObserver(t) }
        _physics.token = nil
        _physics.isScrollAnimation = false
    }

    /// The position of one axis `t` ms into its motion, and whether it has settled.
    static func position(of m: AxisMotion, at t: CGFloat) -> (CGFloat, AxisMotion?) {
        switch m {
        case .done(let p):
            return (p, nil)
        case .ease(let from, let to, let d):
            if t >= d { return (to, nil) }
            return (from + (to - from) * TransitionDriver.ease(t / d), m)
        case .spring(let target, let x0, let v0, let start):
            let s = max(0, t - start)
            let w = springOmega
            let x = (x0 + (v0 + w * x0) * s) * exp(-w * s)
            let v = (v0 - w * (v0 + w * x0) * s) * exp(-w * s)
            if abs(x) < 0.1 && abs(v) < 0.005 { return (target, nil) }
            return (target + x, m)
        case .decay(let o, let v, let rate, let lo, let hi, let bounces):
            let lnr = log(rate)
            let p = o + v * (pow(rate, t) - 1) / lnr
            let vel = v * pow(rate, t)
            if p < lo || p > hi {
                let edge = p < lo ? lo : hi
                guard bounces else { return (edge, nil) }
                // When the content crossed the edge: o + v (r^tc − 1)/ln r = edge.
                let arg = 1 + (edge - o) * lnr / v
                let tc = arg > 0 ? log(arg) / lnr : t
                let vc = v * pow(rate, tc)
                let spring = AxisMotion.spring(target: edge, x0: 0, v0: vc, start: tc)
                return position(of: spring, at: t)
            }
            if abs(vel / lnr) < 0.5 { return (o - v / lnr, nil) }
            return (p, m)
        }
    }

    func _stepMotion(_ now: CFTimeInterval) {
        let t = CGFloat((now - _physics.motionStart) * 1000)
        var settled = true
        var p = CGPoint.zero
        for axis in 0..<2 {
            let (pos, next) = UIScrollView.position(of: _physics.motion[axis], at: t)
            if axis == 0 { p.x = pos } else { p.y = pos }
            if let next { _physics.motion[axis] = next; settled = false } else { _physics.motion[axis] = .done(pos) }
        }
        _setContentOffset(p)
        guard settled else { return }
        let wasAnimation = _physics.isScrollAnimation
        _stopMotion()
        if _physics.decelerating {
            _physics.decelerating = false
            _fadeIndicators()
            delegate?.scrollViewDidEndDecelerating(self)
        } else if wasAnimation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
