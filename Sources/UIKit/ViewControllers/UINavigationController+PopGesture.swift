import Foundation

extension UINavigationController {
    /// The recognizer for the edge swipe that pops the top view controller, mirroring
    /// `UINavigationController.interactivePopGestureRecognizer`: a screen-edge pan from the leading edge
    /// on the navigation controller's view. The finger's share of the view's width is the pop's progress;
    /// lifting past half the width, or flicking towards the trailing edge, finishes the pop, otherwise it
    /// is cancelled. Disable it with `isEnabled = false`.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return _popRecognizer
    }

    func _installPopRecognizer(on v: UIView) {
        guard _popRecognizer == nil else { return }
        let r = UIScreenEdgePanGestureRecognizer()
        r.edges = .left
        r.name = "UINavigationController.interactivePopGestureRecognizer"
        r.addHandler { [weak self] g in self?._popGestureChanged(g as! UIScreenEdgePanGestureRecognizer) }
        v.addGestureRecognizer(r)
        _popRecognizer = r
    }

    private func _popGestureChanged(_ r: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        switch r.state {
        case .began:
            if _beginInteractivePop() { _updateInteractivePop(r.translation(in: view).x / width) }
        case .changed:
            _updateInteractivePop(r.translation(in: view).x / width)
        case .ended:
            let progress = r.translation(in: view).x / width, v = r.velocity(in: view).x
            // A flick towards the trailing edge finishes; one back towards the leading edge cancels.
            let finish = v > 300 || (v > -300 && progress > 0.5)
            _endInteractivePop(cancelled: !finish)
        case .cancelled, .failed:
            _endInteractivePop(cancelled: true)
        default:
            break
        }
    }
}
