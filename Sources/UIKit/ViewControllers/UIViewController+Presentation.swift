import Foundation

/// Modal presentation and dismissal, as `UIViewController` documents them.
///
/// Appearance order for a presentation that covers the presenter (full screen, current context):
/// presenter `viewWillDisappear`, presented `viewWillAppear`, `viewIsAppearing`, presented `viewDidAppear`,
/// presenter `viewDidDisappear`. Sheets and over-full-screen styles leave the presenter's view in place, so
/// the presenter gets no callbacks. Dismissal mirrors it. `isBeingPresented`/`isBeingDismissed` are true
/// during those callbacks. The presentation happens in a container view added on top of the window.
extension UIViewController {
    /// The style after `.automatic` and the styles without an equivalent are resolved (iOS 13+ rules:
    /// automatic is a page sheet).
    var _resolvedPresentationStyle: UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic: return self is UIAlertController ? .custom : .pageSheet
        case .popover: return .pageSheet
        case .none: return .fullScreen
        case .blurOverFullScreen: return .overFullScreen
        default: return modalPresentationStyle
        }
    }

    /// The root of this view controller's presentation context for `style`.
    private func _presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var c: UIViewController? = self
            while let vc = c { if vc.definesPresentationContext { return vc }; c = vc._parent }
        }
        var top: UIViewController = self
        while let p = top._parent { top = p }
        return top
    }

    /// The presentation controller made before the presentation when user code reads
    /// `presentationController` (to set its delegate, as apps do); `_present` keeps it.
    func _earlyPresentationController() -> UIPresentationController? {
        guard _presenting == nil else { return nil }
        switch _resolvedPresentationStyle {
        case .pageSheet, .formSheet: return sheetPresentationController
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext:
            let pc = FullScreenPresentationController(presentedViewController: self, presenting: nil)
            pc._style = _resolvedPresentationStyle
            _presentationController = pc
            return pc
        default: return nil
        }
    }

    func _present(_ vc: UIViewController, animated: Bool, completion: (() -> Void)?) {
        precondition(vc !== self, "Application tried to present modally an active controller")
        precondition(vc._presenting == nil, "Application tried to present modally a view controller that is already being presented")
        precondition(vc._parent == nil, "Application tried to present modally a view controller that has a parent view controller")
        let style = vc._resolvedPresentationStyle
        let presenter = _presentationContext(for: style)
        if let already = presenter._presented {
            UIKitLog.warn("Attempt to present \(type(of: vc)) on \(type(of: presenter)) which is already presenting \(type(of: already))")
            return
        }
        guard let presenterView = presenter._view, let window = presenterView.window else {
            UIKitLog.warn("Attempt to present \(type(of: vc)) on \(type(of: presenter)) whose view is not in the window hierarchy")
            return
        }
        let custom = style == .custom
            ? vc.transitioningDelegate?.presentationController(forPresented: vc, presenting: presenter, source: self) : nil
        let pc: UIPresentationController
        if let custom { pc = custom }
        else if style == .pageSheet || style == .formSheet {
            // A sheet controller made early (to set detents) is kept; it learns its presenter now.
            if let early = vc._presentationController as? UISheetPresentationController {
                early._setPresenting(presenter)
                pc = early
            } else {
                pc = UISheetPresentationController(presentedViewController: vc, presenting: presenter)
            }
        }
        else if let alert = vc as? UIAlertController { pc = AlertPresentationController(presentedViewController: alert, presenting: presenter) }
        else if let early = vc._presentationController as? FullScreenPresentationController {
            early._setPresenting(presenter)
            pc = early
        } else { pc = FullScreenPresentationController(presentedViewController: vc, presenting: presenter) }
        pc._style = style
        vc._presentationController = pc
        presenter._presented = vc
        vc._presenting = presenter

        let container = PresentationContainerView(frame: window.bounds)
        if style == .currentContext || style == .overCurrentContext {
            container.frame = presenterView.convert(presenterView.bounds, to: window)
        }
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.controller = pc
        window.addSubview(container)
        pc.containerView = container

        let coversPresenter = pc.shouldRemovePresentersView
        vc.loadViewIfNeeded()
        vc._appear.managed = true
        presenter._appear.managed = true
        vc._appear.beingPresented = true
        if coversPresenter { presenter._beginAppearance(false, animated: animated, forward: true) }
        vc._beginAppearance(true, animated: animated, forward: true)
        pc.presentationTransitionWillBegin()
        let final = pc.frameOfPresentedViewInContainerView
        let view = vc.view!
        view.frame = final
        container.addSubview(view)
        view.layoutIfNeeded()
        vc._isAppearing(forward: true)

        let finish: @MainActor (Bool) -> Void = { [weak pc] completed in
            if completed {
                if coversPresenter { presenterView.isHidden = true }
                pc?.presentationTransitionDidEnd(true)
                vc._endAppearance(forward: true)
                if coversPresenter { presenter._endAppearance(forward: true) }
            } else {
                pc?.presentationTransitionDidEnd(false)
                view.removeFromSuperview()
                container.removeFromSuperview()
                presenter._presented = nil
                vc._presenting = nil
                vc._presentationController = nil
                vc._appear.phase = .disappeared
                if coversPresenter { presenter._beginAppearance(true, animated: false, forward: true); presenter._endAppearance(forward: true) }
            }
            vc._appear.beingPresented = false
            vc._appear.managed = false
            presenter._appear.managed = false
            if completed { completion?() }
        }

        if let animator = vc.transitioningDelegate?.animationController(forPresented: vc, presenting: presenter, source: self) {
            let ctx = TransitionContext(container: container, animated: animated, style: style)
            ctx.controllers = [.from: presenter, .to: vc]
            ctx.views = [.to: view]
            if coversPresenter { ctx.views[.from] = presenterView }
            ctx.finalFrames[ObjectIdentifier(vc)] = final
            ctx.initialFrames[ObjectIdentifier(presenter)] = presenterView.frame
            ctx.finalFrames[ObjectIdentifier(presenter)] = presenterView.frame
            ctx.transitionDuration = animator.transitionDuration(using: ctx)
            ctx.run(animator, interaction: animated ? vc.transitioningDelegate?.interactionControllerForPresentation(using: animator) : nil,
                    onComplete: finish)
            return
        }
        let dimming = (pc as? UISheetPresentationController)?.dimming ?? (pc as? AlertPresentationController)?.dimming
        let transition = vc.modalTransitionStyle
        TransitionDriver.run(animated: animated, duration: TransitionDriver.modalDuration, step: { t in
            dimming?.alpha = t
            if transition == .coverVertical && !(vc is UIAlertController) {
                view.frame.origin.y = final.minY + (container.bounds.height - final.minY) * (1 - t)
            } else {
                view.alpha = t
            }
        }, completion: { finish(true) })
    }

    func _dismiss(animated: Bool, completion: (() -> Void)?) {
        // A search controller's results controller is shown by the active search (UIKit presents the search
        // controller, with the results as its child): dismissing from it ends the search only.
        if _presented == nil, let search = _searchShowingResults {
            search.isActive = false
            completion?()
            return
        }
        if _presented != nil { _dismissPresented(animated: animated, completion: completion) }
        else if let p = presentingViewController { p._dismissPresented(animated: animated, completion: completion) }
        else if let parent = _parent { parent._dismiss(animated: animated, completion: completion) }
    }

    /// Dismisses `presentedViewController` (and, without animation, whatever it presented).
    func _dismissPresented(animated: Bool, completion: (() -> Void)?) {
        guard let vc = _presented else { return }
        guard !vc._appear.beingDismissed else {
            UIKitLog.warn("Attempt to dismiss \(type(of: vc)) while its dismissal is in progress")
            return
        }
        if vc._presented != nil { vc._dismissPresented(animated: false, completion: nil) }
        let pc = vc._presentationController
        let container = pc?.containerView
        let coversPresenter = pc?.shouldRemovePresentersView ?? false
        let presenterView = _view
        vc._appear.managed = true
        _appear.managed = true
        vc._appear.beingDismissed = true
        vc._beginAppearance(false, animated: animated, forward: true)
        if coversPresenter {
            presenterView?.isHidden = false
            _beginAppearance(true, animated: animated, forward: true)
            presenterView?.layoutIfNeeded()
            _isAppearing(forward: true)
        }
        pc?.dismissalTransitionWillBegin()
        let view = vc._view
        let start = view?.frame ?? .zero
        // Where the presenter's view lives outside the presentation, so that a dismissal animator that
        // moves it into the container (`containerView.insertSubview(toView, ...)`, as custom animators do)
        // does not take it away with the container.
        let home = _presenterViewHome(presenterView, container: container)
        let finish: @MainActor (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            if completed {
                view?.removeFromSuperview()
                if let presenterView, let container, let home, presenterView.isDescendant(of: container) {
                    home.superview.insertSubview(presenterView, at: min(home.index, home.superview.subviews.count))
                    presenterView.frame = home.frame
                }
                container?.removeFromSuperview()
                pc?.dismissalTransitionDidEnd(true)
                self._presented = nil
                vc._presenting = nil
                vc._presentationController = nil
                vc._endAppearance(forward: true)
                if coversPresenter { self._endAppearance(forward: true) }
            } else {
                pc?.dismissalTransitionDidEnd(false)
                vc._appear.phase = .appeared
                if coversPresenter { presenterView?.isHidden = true; self._appear.phase = .disappeared }
            }
            vc._appear.beingDismissed = false
            vc._appear.managed = false
            self._appear.managed = false
            if completed { completion?() }
        }
        if let container, let animator = vc.transitioningDelegate?.animationController(forDismissed: vc) {
            let ctx = TransitionContext(container: container, animated: animated, style: pc?.presentationStyle ?? .custom)
            ctx.controllers = [.from: vc, .to: self]
            if let view { ctx.views[.from] = view }
            if coversPresenter, let presenterView { ctx.views[.to] = presenterView }
            ctx.initialFrames[ObjectIdentifier(vc)] = start
            ctx.transitionDuration = animator.transitionDuration(using: ctx)
            ctx.run(animator, interaction: animated ? vc.transitioningDelegate?.interactionControllerForDismissal(using: animator) : nil,
                    onComplete: finish)
            return
        }
        let dimming = (pc as? UISheetPresentationController)?.dimming ?? (pc as? AlertPresentationController)?.dimming
        let transition = vc.modalTransitionStyle
        let height = container?.bounds.height ?? 0
        TransitionDriver.run(animated: animated, duration: TransitionDriver.modalDuration, step: { t in
            dimming?.alpha = 1 - t
            if transition == .coverVertical && !(vc is UIAlertController) {
                view?.frame.origin.y = start.minY + (height - start.minY) * t
            } else {
                view?.alpha = 1 - t
            }
        }, completion: { finish(true) })
    }

    /// The presenter's view's place outside `container`: its superview, index and frame there. A view
    /// already inside the container (moved there by a presentation animator) goes back to the window,
    /// just below the container, at the frame the presenter had when presenting.
    func _presenterViewHome(_ presenterView: UIView?, container: UIView?) -> (superview: UIView, index: Int, frame: CGRect)? {
        guard let presenterView, let container else { return nil }
        if let s = presenterView.superview, !presenterView.isDescendant(of: container) {
            return (s, s.subviews.firstIndex { $0 === presenterView } ?? s.subviews.count, presenterView.frame)
        }
        guard let windowView = container.superview else { return nil }
        let index = windowView.subviews.firstIndex { $0 === container } ?? 0
        return (windowView, index, windowView.bounds)
    }

    /// The active search controller whose results controller is this view controller or one of its
    /// ancestors (the results controller is a child of the view controller whose navigation item holds the
    /// search controller).
    var _searchShowingResults: UISearchController? {
        var c: UIViewController = self
        while let p = c._parent {
            if let s = p._navigationItem?.searchController, s.isActive, s.searchResultsController === c { return s }
            c = p
        }
        return nil
    }
}
