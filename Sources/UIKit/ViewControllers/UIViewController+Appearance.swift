import Foundation

/// Where a view controller is in its appearance cycle, and the transition flags its callbacks can read.
struct AppearanceState {
    enum Phase { case disappeared, appearing, appeared, disappearing }
    var phase: Phase = .disappeared
    var animated = false
    var calledIsAppearing = false
    /// Set while a container drives this view controller's transition: window moves do not call back.
    var managed = false
    var beingPresented = false
    var beingDismissed = false
    var movingToParent = false
    var movingFromParent = false
    /// Whether the first `traitCollectionDidChange(nil)` was delivered (the view joined a window).
    var deliveredInitialTraits = false
}

extension UIViewController {
    /// Starts an appearance or disappearance: `viewWillAppear`/`viewWillDisappear`, once per transition
    /// (a second begin in the same direction does nothing), then the children whose views are in this
    /// view's hierarchy when forwarding.
    func _beginAppearance(_ appearing: Bool, animated: Bool, forward: Bool) {
        if appearing {
            guard _appear.phase == .disappeared || _appear.phase == .disappearing else { return }
            _appear.phase = .appearing
            _appear.animated = animated
            _appear.calledIsAppearing = false
            loadViewIfNeeded()
            _prepareForAppearance()
            viewWillAppear(animated)
        } else {
            guard _appear.phase == .appeared || _appear.phase == .appearing else { return }
            _appear.phase = .disappearing
            _appear.animated = animated
            viewWillDisappear(animated)
        }
        if forward && shouldAutomaticallyForwardAppearanceMethods {
            for c in _childrenInHierarchy { c._beginAppearance(appearing, animated: animated, forward: true) }
        }
    }

    /// `viewIsAppearing(_:)` for a view controller that is appearing and whose view is laid out.
    func _isAppearing(forward: Bool) {
        guard _appear.phase == .appearing, !_appear.calledIsAppearing else { return }
        _appear.calledIsAppearing = true
        viewIsAppearing(_appear.animated)
        if forward && shouldAutomaticallyForwardAppearanceMethods {
            for c in _childrenInHierarchy { c._isAppearing(forward: true) }
        }
    }

    /// Ends the transition begun last: `viewDidAppear` (after `viewIsAppearing` if it has not run) or
    /// `viewDidDisappear`.
    func _endAppearance(forward: Bool) {
        switch _appear.phase {
        case .appearing:
            if !_appear.calledIsAppearing {
                _appear.calledIsAppearing = true
                viewIsAppearing(_appear.animated)
            }
            _appear.phase = .appeared
            viewDidAppear(_appear.animated)
        case .disappearing:
            _appear.phase = .disappeared
            viewDidDisappear(_appear.animated)
        default:
            return
        }
        if forward && shouldAutomaticallyForwardAppearanceMethods {
            for c in _childrenInHierarchy { c._endAppearance(forward: true) }
        }
    }

    /// Children whose view is loaded and inside this view controller's view.
    var _childrenInHierarchy: [UIViewController] {
        guard let v = _view else { return [] }
        return _children.filter { $0._view.map { $0.isDescendant(of: v) } ?? false }
    }

    /// Whether this view controller or an ancestor is in a container-driven transition.
    var _isManaged: Bool {
        var c: UIViewController? = self
        while let vc = c { if vc._appear.managed { return true }; c = vc._parent }
        return false
    }

    /// Whether the parent lets appearance calls reach this child.
    private var _parentForwards: Bool { _parent?.shouldAutomaticallyForwardAppearanceMethods ?? true }

    /// The view is about to enter or leave a window (from the view's hierarchy notifications).
    func _viewWillMove(toWindow newWindow: UIWindow?) {
        guard !_isManaged, _parentForwards else { return }
        if let w = newWindow {
            if !w.isHidden { _beginAppearance(true, animated: false, forward: false) }
        } else if let old = _view?.window, !old.isHidden {
            _beginAppearance(false, animated: false, forward: false)
        }
    }

    /// The view joined a window for the first time: `traitCollectionDidChange(nil)`, as iOS up to 16
    /// calls it then (apps build size-class-dependent UI there). Once per view controller; trait-change
    /// registrations (iOS 17) are not run, since no trait changed.
    func _deliverInitialTraitsIfNeeded() {
        guard !_appear.deliveredInitialTraits, _view?.window != nil else { return }
        _appear.deliveredInitialTraits = true
        traitCollectionDidChange(nil)
    }

    /// The view entered or left a window.
    func _viewDidMoveToWindow() {
        guard !_isManaged, _parentForwards else { return }
        if _appear.phase == .appearing, let v = _view, v.window != nil { v.layoutIfNeeded() }
        _endAppearance(forward: false)
    }

    /// Every view controller whose root view is in `root`'s tree, parents before children.
    static func _controllers(in root: UIView) -> [UIViewController] {
        var out: [UIViewController] = []
        func walk(_ v: UIView) {
            if let vc = v._viewController { out.append(vc) }
            for s in v.subviews { walk(s) }
        }
        walk(root)
        return out
    }

    /// A window was shown or hidden: its view controllers appear or disappear (not animated).
    static func _windowVisibilityChanged(_ window: UIWindow, visible: Bool) {
        // Only the trees view controllers manage: the root view controller's view and presentations (a
        // window of plain views is not walked, so showing or hiding a large one stays cheap).
        var roots: [UIView] = []
        for s in window.subviews where s._viewController != nil || s is PresentationContainerView { roots.append(s) }
        guard !roots.isEmpty else { return }
        let vcs = roots.flatMap { _controllers(in: $0) }.filter { !$0._isManaged && $0._parentForwards }
        for vc in vcs { vc._beginAppearance(visible, animated: false, forward: false) }
        if visible {
            window.layoutIfNeeded()
            for vc in vcs { vc._isAppearing(forward: false) }
        }
        for vc in vcs { vc._endAppearance(forward: false) }
    }
}
