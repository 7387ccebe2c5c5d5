import Foundation

/// Zooming, as `UIScrollView` documents it: the delegate's `viewForZooming(in:)` is scaled by a transform,
/// `contentSize` follows its scaled size, and the scale stays within `minimumZoomScale...maximumZoomScale`
/// (a pinch may go past the limits when `bouncesZoom`, resisting with the square root of the excess, and
/// springs back when it ends).
extension UIScrollView {
    var _zoomView: UIView? { delegate?.viewForZooming(in: self) }
    var _zoomScale: CGFloat {
        guard let v = _zoomView else { return 1 }
        let t = v.transform
        return sqrt(t.a * t.a + t.c * t.c)
    }

    /// Scales the zooming view to `scale`, keeping the content point under `anchor` (in this view's bounds
    /// coordinates; default the visible center) in place.
    func _applyZoom(_ scale: CGFloat, anchor: CGPoint? = nil) {
        guard let v = _zoomView, scale.isFinite, scale > 0 else { return }
        let old = _zoomScale
        let a = anchor ?? CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        let inView = CGPoint(x: a.x - contentOffset.x, y: a.y - contentOffset.y)
        let contentPoint = CGPoint(x: a.x / old, y: a.y / old)
        v.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: v.bounds.width * scale, height: v.bounds.height * scale)
        v.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        let o = CGPoint(x: contentPoint.x * scale - inView.x, y: contentPoint.y * scale - inView.y)
        _setContentOffset(_physics.zooming ? o : _clamp(o))
        delegate?.scrollViewDidZoom(self)
    }

    func _limitedScale(_ s: CGFloat) -> CGFloat {
        let lo = min(minimumZoomScale, maximumZoomScale), hi = max(minimumZoomScale, maximumZoomScale)
        return min(max(s, lo), hi)
    }

    func _setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard _zoomView != nil, scale.isFinite else { return }
        let target = _limitedScale(scale)
        guard animated else { _applyZoom(target); return }
        let from = _zoomScale
        TransitionDriver.run(animated: true, duration: 0.3, step: { [weak self] t in
            self?._applyZoom(from + (target - from) * t)
        }, completion: { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        })
    }

    func _zoom(to rect: CGRect, animated: Bool) {
        guard _zoomView != nil, rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let s = _limitedScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let apply: @MainActor (CGFloat) -> Void = { [weak self] scale in
            guard let self else { return }
            self._applyZoom(scale)
            self._setContentOffset(self._clamp(CGPoint(x: rect.midX * scale - self.bounds.width / 2,
                                                       y: rect.midY * scale - self.bounds.height / 2)))
        }
        guard animated else { apply(s); return }
        let from = _zoomScale
        TransitionDriver.run(animated: true, duration: 0.3, step: { t in apply(from + (s - from) * t) },
                             completion: { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        })
    }

    // MARK: Pinch seams (the pinch gesture recognizer drives these)

    /// A pinch began: `scrollViewWillBeginZooming(_:with:)`.
    package func _beginZooming() {
        guard let v = _zoomView else { return }
        _stopMotion()
        _physics.zooming = true
        _physics.zoomStartScale = _zoomScale
        delegate?.scrollViewWillBeginZooming(self, with: v)
    }

    /// The pinch's scale (relative to its start) changed; `center` is the pinch center in this view's
    /// bounds coordinates.
    package func _zoom(pinchScale: CGFloat, center: CGPoint? = nil) {
        guard _physics.zooming, pinchScale.isFinite, pinchScale > 0 else { return }
        var s = _physics.zoomStartScale * pinchScale
        let lo = min(minimumZoomScale, maximumZoomScale), hi = max(minimumZoomScale, maximumZoomScale)
        if bouncesZoom {
            if s > hi { s = hi * sqrt(s / hi) } else if s < lo { s = lo * sqrt(s / lo) }
        } else {
            s = min(max(s, lo), hi)
        }
        _applyZoom(s, anchor: center)
    }

    /// The pinch ended: the scale springs back within the limits, then `scrollViewDidEndZooming`.
    package func _endZooming() {
        guard _physics.zooming else { return }
        _physics.zooming = false
        let s = _zoomScale, target = _limitedScale(s)
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self._physics.zoomBouncing = false
            self._setContentOffset(self._clamp(self.contentOffset))
            self.delegate?.scrollViewDidEndZooming(self, with: self._zoomView, atScale: self._zoomScale)
        }
        guard abs(target - s) > 0.0001 else { finish(); return }
        _physics.zoomBouncing = true
        TransitionDriver.run(animated: true, duration: 0.25, step: { [weak self] t in
            self?._applyZoom(s + (target - s) * t)
        }, completion: finish)
    }
}
