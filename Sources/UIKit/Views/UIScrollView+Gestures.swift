import Foundation

/// The recognizers a scroll view owns, and the state they need between callbacks.
@MainActor
final class ScrollViewGestures {
    let pan = UIPanGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    /// The last scroll (wheel, trackpad) translation applied, to turn the pan's running total into steps.
    var lastScrollTranslation: CGPoint = .zero
    var pinchAttached = false
}

extension UIScrollView {
    /// The recognizer for pans in the scroll view, mirroring `UIScrollView.panGestureRecognizer`. It is
    /// attached to the scroll view at creation; its translation drives dragging, rubber-banding and, on
    /// release, deceleration, bouncing or paging. It also follows wheel and trackpad scrolling
    /// (`allowedScrollTypesMask` is `.all`, as UIScrollView's is on iPadOS with a pointer).
    public var panGestureRecognizer: UIPanGestureRecognizer { _gestures!.pan }

    /// The recognizer for pinches, mirroring `UIScrollView.pinchGestureRecognizer`: nil unless zooming is
    /// possible (`minimumZoomScale` differs from `maximumZoomScale`), as on iOS.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        _updatePinchAttachment()
        return (_gestures?.pinchAttached ?? false) ? _gestures!.pinch : nil
    }

    func _installGestureRecognizers() {
        let g = ScrollViewGestures()
        _gestures = g
        g.pan.allowedScrollTypesMask = .all
        g.pan.addHandler { [weak self] r in self?._panChanged(r as! UIPanGestureRecognizer) }
        g.pinch.addHandler { [weak self] r in self?._pinchChanged(r as! UIPinchGestureRecognizer) }
        addGestureRecognizer(g.pan)
        _updatePinchAttachment()
    }

    /// Attaches the pinch recognizer while zooming is possible and detaches it otherwise.
    func _updatePinchAttachment() {
        guard let g = _gestures else { return }
        let zooms = minimumZoomScale != maximumZoomScale
        if zooms && !g.pinchAttached {
            addGestureRecognizer(g.pinch)
            g.pinchAttached = true
        } else if !zooms && g.pinchAttached {
            removeGestureRecognizer(g.pinch)
            g.pinchAttached = false
        }
    }

    private func _panChanged(_ pan: UIPanGestureRecognizer) {
        guard isScrollEnabled, let g = _gestures else { return }
        if pan._scrolling {
            // Wheel or trackpad: each step moves the offset by the change in translation (the content
            // follows the translation, so the offset moves the other way).
            switch pan.state {
            case .began:
                g.lastScrollTranslation = .zero
                fallthrough
            case .changed:
                let t = pan.translation(in: self)
                let step = CGPoint(x: t.x - g.lastScrollTranslation.x, y: t.y - g.lastScrollTranslation.y)
                g.lastScrollTranslation = t
                _scrollWheel(delta: CGPoint(x: -step.x, y: -step.y))
            default:
                g.lastScrollTranslation = .zero
            }
            return
        }
        switch pan.state {
        // The content starts moving where the pan began (UIScrollView does not jump by the 10 points
        // that recognized the pan).
        case .began:
            _beginDragging()
            _drag(translation: pan._translationSinceBegan(in: self))
        case .changed:
            _drag(translation: pan._translationSinceBegan(in: self))
        case .ended:
            _endDragging(velocity: pan.velocity(in: self))
        case .cancelled, .failed:
            _endDragging(velocity: .zero)
        default:
            break
        }
    }

    private func _pinchChanged(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            _beginZooming()
            _zoom(pinchScale: pinch.scale, center: pinch.location(in: self))
        case .changed:
            _zoom(pinchScale: pinch.scale, center: pinch.location(in: self))
        case .ended, .cancelled, .failed:
            _endZooming()
        default:
            break
        }
    }
}
