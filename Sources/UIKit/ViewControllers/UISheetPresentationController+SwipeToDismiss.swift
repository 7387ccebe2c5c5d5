import Foundation

/// Swipe down to dismiss a sheet, as iOS's page and form sheets allow while the presented view controller's
/// `isModalInPresentation` is false: the sheet follows a downward drag; released past a third of its height,
/// or flicked down faster than 800 points/s (a threshold chosen here), it is dismissed as `dismiss(animated:)`
/// does, with the delegate's `presentationControllerShouldDismiss(_:)`, `presentationControllerWillDismiss(_:)`
/// and `presentationControllerDidDismiss(_:)`; otherwise it springs back. A sheet that may not be dismissed
/// (modal in presentation, or the delegate says no) resists the drag and tells the delegate
/// `presentationControllerDidAttemptToDismiss(_:)`.
extension UISheetPresentationController {
    /// The fraction of the sheet's height a drag must pass to dismiss it.
    static let dismissFraction: CGFloat = 1.0 / 3
    /// The downward speed (points per second) that dismisses the sheet whatever the distance.
    static let dismissVelocity: CGFloat = 800

    func _installDismissPan() {
        guard let v = presentedView, _dismissPan.view !== v else { return }
        _dismissPan.delegate = _dismissPanDelegate
        _dismissPan.removeAllHandlers()
        _dismissPan.addHandler { [weak self] r in self?._dismissPanChanged(r as! UIPanGestureRecognizer) }
        v.addGestureRecognizer(_dismissPan)
    }

    /// Whether the sheet may be dismissed by the user now.
    var _userMayDismiss: Bool {
        var vc: UIViewController? = presentedViewController
        while let c = vc {
            if c.isModalInPresentation { return false }
            vc = c.presentedViewController
        }
        if let d = delegate, !d.presentationControllerShouldDismiss(self) { return false }
        return true
    }

    private func _dismissPanChanged(_ pan: UIPanGestureRecognizer) {
        guard let v = presentedView, let container = containerView else { return }
        let rest = frameOfPresentedViewInContainerView
        let dy = pan.translation(in: container).y
        switch pan.state {
        case .began, .changed:
            // Downward only; a sheet that may not be dismissed gives way a little (rubber band).
            let down = max(0, dy)
            let travel = _dismissPanDelegate.allowed ? down : UIScrollView.rubberBand(down, dimension: rest.height) * 0.5
            v.frame.origin.y = rest.minY + travel
            dimming.alpha = _dismissPanDelegate.allowed ? max(0, 1 - travel / max(rest.height, 1)) : 1
        case .ended:
            let fast = pan.velocity(in: container).y > Self.dismissVelocity
            if _dismissPanDelegate.allowed, dy > 0, fast || dy > rest.height * Self.dismissFraction {
                delegate?.presentationControllerWillDismiss(self)
                let d = delegate
                presentingViewController.dismiss(animated: true) { [weak self] in
                    if let self { d?.presentationControllerDidDismiss(self) }
                }
            } else {
                if !_dismissPanDelegate.allowed { delegate?.presentationControllerDidAttemptToDismiss(self) }
                _springBack(from: v.frame.minY, to: rest.minY)
            }
        case .cancelled, .failed:
            _springBack(from: v.frame.minY, to: rest.minY)
        default:
            break
        }
    }

    private func _springBack(from y: CGFloat, to rest: CGFloat) {
        let v = presentedView
        let startAlpha = dimming.alpha
        TransitionDriver.run(animated: true, duration: 0.25, step: { [weak self] t in
            v?.frame.origin.y = y + (rest - y) * t
            self?.dimming.alpha = startAlpha + (1 - startAlpha) * t
        }, completion: {})
    }
}

/// Lets the sheet's dismiss pan begin only for a mostly downward drag, and records whether the sheet may
/// be dismissed when it begins.
final class _SheetDismissPanDelegate: NSObject, UIGestureRecognizerDelegate {
    var allowed = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let v = pan.view else { return false }
        let t = pan.translation(in: v)
        guard t.y > 0, t.y >= abs(t.x) else { return false }
        if let sheet = (v._viewController?._presentationController as? UISheetPresentationController) {
            allowed = sheet._userMayDismiss
        }
        return true
    }
}
