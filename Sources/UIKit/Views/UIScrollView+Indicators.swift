import Foundation

/// The scroll indicators: thin rounded bars along the trailing and bottom edges, sized by the visible
/// fraction of the content (at least 36 points), shown while the content moves and faded out 0.5 s after it
/// stops, over 0.25 s (durations chosen to look like iOS's). They are subviews only while shown.
@MainActor
final class ScrollIndicators {
    let vertical = UIView()
    let horizontal = UIView()
    var fadeToken: MediaClockScheduler.Token?
    var fadeObserver: MediaClockScheduler.Token?
    static let thickness: CGFloat = 3
    static let minimumLength: CGFloat = 36
}

extension UIScrollView {
    func _showIndicators() {
        let ind = _indicators ?? ScrollIndicators()
        _indicators = ind
        if let t = ind.fadeToken { MediaClockScheduler.shared.cancel(t); ind.fadeToken = nil }
        if let o = ind.fadeObserver { MediaClockScheduler.shared.removeFrameObserver(o); ind.fadeObserver = nil }
        let color: UIColor = indicatorStyle == .white ? UIColor(white: 1, alpha: 0.5) : UIColor(white: 0, alpha: 0.35)
        for (bar, shows, axis) in [(ind.vertical, showsVerticalScrollIndicator, 1), (ind.horizontal, showsHorizontalScrollIndicator, 0)] {
            let scrollable = axis == 0 ? contentSize.width > bounds.width : contentSize.height > bounds.height
            guard shows && scrollable else { bar.removeFromSuperview(); continue }
            bar.backgroundColor = color
            bar.layer.cornerRadius = ScrollIndicators.thickness / 2
            bar.alpha = 1
            if bar.superview !== self { addSubview(bar) } else { bringSubviewToFront(bar) }
        }
        _updateIndicators()
    }

    func _flashIndicators() {
        _showIndicators()
        _fadeIndicators()
    }

    /// Starts the fade 0.5 s from now.
    func _fadeIndicators() {
        guard let ind = _indicators else { return }
        if let t = ind.fadeToken { MediaClockScheduler.shared.cancel(t) }
        ind.fadeToken = MediaClockScheduler.shared.schedule(after: 0.5) { [weak self, weak ind] in
            guard let self, let ind else { return }
            ind.fadeToken = nil
            let start = CAMediaClock.now
            ind.fadeObserver = MediaClockScheduler.shared.addFrameObserver { [weak self, weak ind] now in
                guard let ind else { return }
                let t = CGFloat(min(1, max(0, (now - start) / 0.25)))
                ind.vertical.alpha = 1 - t
                ind.horizontal.alpha = 1 - t
                if t >= 1, let o = ind.fadeObserver {
                    MediaClockScheduler.shared.removeFrameObserver(o)
                    ind.fadeObserver = nil
                    ind.vertical.removeFromSuperview()
                    ind.horizontal.removeFromSuperview()
                    _ = self
                }
            }
        }
    }

    /// Whether an indicator is currently shown (Linux seam for tests), with its alpha.
    package var _indicatorAlpha: (vertical: CGFloat?, horizontal: CGFloat?) {
        guard let ind = _indicators else { return (nil, nil) }
        return (ind.vertical.superview === self ? ind.vertical.alpha : nil,
                ind.horizontal.superview === self ? ind.horizontal.alpha : nil)
    }

    func _updateIndicators() {
        guard let ind = _indicators else { return }
        let o = contentOffset, b = bounds.size, mn = _minOffset, mx = _maxOffset
        let th = ScrollIndicators.thickness
        if ind.vertical.superview === self {
            let ins = verticalScrollIndicatorInsets
            let track = max(0, b.height - ins.top - ins.bottom - 6)
            let total = max(contentSize.height, 1)
            var length = track * min(1, b.height / total)
            let over = o.y < mn.y ? mn.y - o.y : o.y > mx.y ? o.y - mx.y : 0
            length = max(min(ScrollIndicators.minimumLength, track), length - over)
            let frac = mx.y > mn.y ? min(max((o.y - mn.y) / (mx.y - mn.y), 0), 1) : 0
            ind.vertical.frame = CGRect(x: o.x + b.width - th - 3 - ins.right, y: o.y + ins.top + 3 + (track - length) * frac,
                                        width: th, height: length)
        }
        if ind.horizontal.superview === self {
            let ins = horizontalScrollIndicatorInsets
            let track = max(0, b.width - ins.left - ins.right - 6)
            let total = max(contentSize.width, 1)
            var length = track * min(1, b.width / total)
            let over = o.x < mn.x ? mn.x - o.x : o.x > mx.x ? o.x - mx.x : 0
            length = max(min(ScrollIndicators.minimumLength, track), length - over)
            let frac = mx.x > mn.x ? min(max((o.x - mn.x) / (mx.x - mn.x), 0), 1) : 0
            ind.horizontal.frame = CGRect(x: o.x + ins.left + 3 + (track - length) * frac, y: o.y + b.height - th - 3 - ins.bottom,
                                          width: length, height: th)
        }
    }
}
