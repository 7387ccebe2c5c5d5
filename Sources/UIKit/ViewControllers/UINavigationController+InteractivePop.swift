import Foundation

/// The interactive pop (the edge swipe back), as UIKit runs it: at the start the top view controller gets
/// `willMove(toParent: nil)` and `viewWillDisappear`, the one below `viewWillAppear`; the finger moves
/// both views; releasing finishes the pop (`viewDidDisappear`, `viewDidAppear`, `didMove(toParent: nil)`)
/// or cancels it (the top one gets `viewWillAppear`/`viewDidAppear` again, the one below
/// `viewWillDisappear`/`viewDidDisappear`, and the top one `didMove(toParent:)` back to the navigation
/// controller). The screen-edge pan recognizer drives these seams.
extension UINavigationController {
    /// Starts an interactive pop; false when there is nothing to pop or a transition runs.
    @discardableResult
    package func _beginInteractivePop() -> Bool {
        guard !_transitioning, _interactive == nil, _children.count > 1, _isOnScreen,
              let from = topViewController else { return false }
        let to = _children[_children.count - 2]
        _transitioning = true
        from.willMove(toParent: nil)
        from._appear.movingFromParent = true
        from._appear.managed = true
        to._appear.managed = true
        from._beginAppearance(false, animated: true, forward: true)
        to._beginAppearance(true, animated: true, forward: true)
        let content = _layoutFrames(for: to).content
        let toView = to.view!
        toView.frame = content
        if let fv = from.viewIfLoaded { view.insertSubview(toView, belowSubview: fv) }
        toView.layoutIfNeeded()
        to._isAppearing(forward: true)
        _interactive = (from, to, 0)
        _updateInteractivePop(0)
        return true
    }

    /// Moves the pop to `fraction` (0: not moved, 1: the top view off the trailing edge).
    package func _updateInteractivePop(_ fraction: CGFloat) {
        guard var state = _interactive, fraction.isFinite else { return }
        let t = min(max(fraction, 0), 1)
        state.progress = t
        _interactive = state
        let content = _layoutFrames(for: state.to).content
        let w = view.bounds.width
        state.to.viewIfLoaded?.frame.origin.x = content.minX - w / 3 * (1 - t)
        state.from.viewIfLoaded?.frame.origin.x = content.minX + w * t
    }

    /// Releases the pop: finishes it, or cancels it, animating the rest of the way on the media clock.
    package func _endInteractivePop(cancelled: Bool) {
        guard let state = _interactive else { return }
        let (from, to, start) = state
        let remaining = cancelled ? start : 1 - start
        TransitionDriver.run(animated: remaining > 0.001, duration: TransitionDriver.navigationDuration * Double(remaining), step: { [weak self] t in
            self?._updateInteractivePop(cancelled ? start * (1 - t) : start + (1 - start) * t)
        }, completion: { [weak self] in
            guard let self else { return }
            self._interactive = nil
            if cancelled {
                from._beginAppearance(true, animated: true, forward: true)
                to._beginAppearance(false, animated: true, forward: true)
                to.viewIfLoaded?.removeFromSuperview()
                from._endAppearance(forward: true)
                to._endAppearance(forward: true)
                from._appear.movingFromParent = false
                from.didMove(toParent: self)
            } else {
                from.viewIfLoaded?.removeFromSuperview()
                self._children.removeAll { $0 === from }
                self._updateBar(animated: false)
                from._endAppearance(forward: true)
                to._endAppearance(forward: true)
                self._children.append(from) // so removeFromParent finds it
                from._removeFromParent()
            }
            from._appear.managed = false
            to._appear.managed = false
            self._transitioning = false
            self.view.setNeedsLayout()
            let pending = self._pending
            self._pending = []
            for p in pending { p() }
        })
    }
}
