import Foundation

/// Navigation controller callbacks, mirroring `UINavigationControllerDelegate`. All optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}
extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// A container that manages a stack of view controllers with a navigation bar, mirroring
/// `UINavigationController`.
///
/// Push: the new controller gets `willMove(toParent:)`, then the old top `viewWillDisappear`, the new
/// `viewWillAppear`/`viewIsAppearing`, the old `viewDidDisappear`, the new `viewDidAppear` (with
/// `isMovingToParent` true), then `didMove(toParent:)`. Pop mirrors it (`willMove(toParent: nil)` first,
/// `didMove(toParent: nil)` last, `isMovingFromParent` true). Animated transitions slide the new view in
/// from the trailing edge over 0.35 s while the old one moves a third of the width the other way (iOS's
/// parallax), driven on the media clock.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The kind of transition, mirroring `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    /// The default duration of push and pop, mirroring `UINavigationController.hideShowBarDuration`'s sibling
    /// (iOS's navigation transition takes 0.35 s).
    public static let hideShowBarDuration: CGFloat = 0.2

    var _navBar: UINavigationBar?
    var _barHidden = false
    var _transitioning = false
    var _pending: [() -> Void] = []
    var _interactive: (from: UIViewController, to: UIViewController, progress: CGFloat)?
    var _toolbar: UIToolbar?
    var _toolbarHidden = true
    let _navBarClass: UINavigationBar.Type

    /// The navigation controller's delegate.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        _navBarClass = UINavigationBar.self
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }
    /// A navigation controller using custom bar classes.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        _navBarClass = (navigationBarClass as? UINavigationBar.Type) ?? UINavigationBar.self
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _navBarClass = UINavigationBar.self
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) {
        _navBarClass = UINavigationBar.self
        super.init(coder: coder)
    }

    /// The stack, bottom first.
    open var viewControllers: [UIViewController] {
        get { _children }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The top of the stack.
    open var topViewController: UIViewController? { _children.last }
    /// The view controller shown: the top one, or what it presented.
    open var visibleViewController: UIViewController? {
        var v = topViewController?.presentedViewController ?? topViewController
        while let p = v?.presentedViewController { v = p }
        return v
    }
    /// The navigation bar.
    open var navigationBar: UINavigationBar {
        if let b = _navBar { return b }
        let b = _navBarClass.init(coder: NSCoder()) ?? UINavigationBar()
        b.frame = CGRect(x: 0, y: 0, width: 320, height: UINavigationBar.standardHeight)
        b.onBack = { [weak self] in _ = self?.popViewController(animated: true) }
        _navBar = b
        return b
    }
    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { _barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        _barHidden = hidden
        _navBar?.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }
    /// Whether the toolbar is hidden (default true).
    open var isToolbarHidden: Bool {
        get { _toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    /// Hides or shows the toolbar, which shows the top view controller's `toolbarItems`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        _toolbarHidden = hidden
        if !hidden, isViewLoaded, toolbar.superview !== view { view.addSubview(toolbar) }
        _toolbar?.isHidden = hidden
        _updateToolbarItems()
        viewIfLoaded?.setNeedsLayout()
    }
    /// The toolbar at the bottom of the navigation controller's view.
    open var toolbar: UIToolbar! {
        if let t = _toolbar { return t }
        let t = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: UIToolbar.standardHeight))
        t.isHidden = _toolbarHidden
        _toolbar = t
        return t
    }
    func _updateToolbarItems() {
        _toolbar?.setItems(topViewController?.toolbarItems, animated: false)
    }
    /// Whether the bars hide on swipes (stored).
    open var hidesBarsOnSwipe = false
    /// The edge-swipe recognizer of the interactive pop (UINavigationController+PopGesture.swift).
    var _popRecognizer: UIScreenEdgePanGestureRecognizer?

    open override func loadView() {
        let v = NavigationContainerView(frame: UIScreen.main.bounds)
        v.controller = self
        view = v
        _installPopRecognizer(on: v)
        v.addSubview(navigationBar)
        navigationBar.isHidden = _barHidden
        if !_toolbarHidden { v.addSubview(toolbar) }
        _updateBar(animated: false)
    }

    /// Puts the top view controller's view in the container, loading it, unless a transition owns the
    /// views. UIKit loads it when the container is about to appear or is laid out in a window, not with
    /// the container's own view: a navigation controller in an unselected tab has a view while its root's
    /// is not loaded.
    func _installTopView() {
        guard !_transitioning, isViewLoaded, let top = topViewController, top.viewIfLoaded?.superview !== view else { return }
        view.insertSubview(top.view, at: 0)
    }

    override func _prepareForAppearance() { _installTopView() }

    /// The frame of the bar and of a child's view in the container.
    func _layoutFrames(for vc: UIViewController?) -> (bar: CGRect, content: CGRect) {
        let b = view.bounds
        let barHeight = navigationBar.sizeThatFits(b.size).height
        let bar = CGRect(x: 0, y: 0, width: b.width, height: barHeight)
        var content = b
        if let vc, !_barHidden {
            let under = vc.edgesForExtendedLayout.contains(.top) && (navigationBar.isTranslucent || vc.extendedLayoutIncludesOpaqueBars)
            if !under { content = CGRect(x: 0, y: bar.maxY, width: b.width, height: max(0, b.height - bar.maxY)) }
        }
        // An opaque toolbar ends the content above it, as an opaque navigation bar starts it below.
        if let vc, let t = _toolbar, !t.isHidden,
           !(vc.edgesForExtendedLayout.contains(.bottom) && (t.isTranslucent || vc.extendedLayoutIncludesOpaqueBars)) {
            content.size.height = max(0, _toolbarFrame().minY - content.minY)
        }
        return (bar, content)
    }

    /// The shown toolbar's frame: at the bottom, above the bottom safe-area seam when it is in the container.
    func _toolbarFrame() -> CGRect {
        let inset = _toolbar?.superview.map { _ in view._barSafeAreaSeam.bottom } ?? 0
        return CGRect(x: 0, y: view.bounds.height - inset - UIToolbar.standardHeight,
                      width: view.bounds.width, height: UIToolbar.standardHeight)
    }

    func _layoutContainer() {
        if view.window != nil { _installTopView() }
        _followContentScrollView()
        let f = _layoutFrames(for: topViewController)
        navigationBar.frame = f.bar
        if let t = _toolbar, !t.isHidden { t.frame = _toolbarFrame() }
        if !_transitioning, let top = topViewController?.viewIfLoaded, top.superview === view { top.frame = f.content }
    }

    /// Refreshes the bar's items from the stack.
    func _updateBar(animated: Bool) {
        guard let bar = _navBar else { return }
        bar.setItems(_children.map(\.navigationItem), animated: animated)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Whether the container is on screen, so transitions call appearance methods.
    var _isOnScreen: Bool {
        guard let v = viewIfLoaded, let w = v.window, !w.isHidden else { return false }
        return _appear.phase == .appeared || _appear.phase == .appearing
    }

    /// Pushes a view controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(!(viewController is UINavigationController), "Pushing a navigation controller is not supported")
        precondition(!_children.contains { $0 === viewController }, "Pushing the same view controller instance more than once is not supported")
        if _transitioning { _pending.append { [weak self] in self?.pushViewController(viewController, animated: animated) }; return }
        let from = topViewController
        _addChild(viewController)
        _transition(from: from, to: viewController, operation: .push, animated: animated) {
            viewController.didMove(toParent: self)
        }
    }

    /// Pops the top view controller; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard _children.count > 1, let top = topViewController else { return nil }
        if _transitioning { _pending.append { [weak self] in _ = self?.popViewController(animated: animated) }; return top }
        _pop(to: _children[_children.count - 2], animated: animated)
        return top
    }

    /// Pops to the root; returns the popped view controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = _children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops until `viewController` is on top; returns the popped ones (nil if it is not in the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = _children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(_children[(i + 1)...])
        guard !popped.isEmpty else { return [] }
        if _transitioning { _pending.append { [weak self] in _ = self?.popToViewController(viewController, animated: animated) }; return popped }
        _pop(to: viewController, animated: animated)
        return popped
    }

    private func _pop(to target: UIViewController, animated: Bool) {
        guard let i = _children.firstIndex(where: { $0 === target }), let from = topViewController else { return }
        let popped = Array(_children[(i + 1)...])
        for vc in popped.reversed() { vc.willMove(toParent: nil); vc._appear.movingFromParent = true }
        _transition(from: from, to: target, operation: .pop, animated: animated, removing: popped) {
            for vc in popped.reversed() { vc._removeFromParent() }
        }
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        precondition(Set(viewControllers.map(ObjectIdentifier.init)).count == viewControllers.count,
                     "All view controllers in a navigation controller must be distinct")
        precondition(!viewControllers.contains { $0 is UINavigationController }, "Pushing a navigation controller is not supported")
        if _transitioning { _pending.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) }; return }
        let old = _children
        let from = topViewController
        let removed = old.filter { o in !viewControllers.contains { $0 === o } }
        let added = viewControllers.filter { n in !old.contains { $0 === n } }
        for vc in removed { vc.willMove(toParent: nil); vc._appear.movingFromParent = true }
        for vc in added { _addChild(vc) }
        let finish = { [weak self] in
            guard let self else { return }
            for vc in removed { vc._removeFromParent() }
            for vc in added { vc.didMove(toParent: self) }
        }
        guard let to = viewControllers.last else {
            // An empty stack: the old top leaves.
            if let from, from.isViewLoaded { from._beginAppearance(false, animated: false, forward: true); from.view.removeFromSuperview(); from._endAppearance(forward: true) }
            _children = []
            _updateBar(animated: false)
            finish()
            return
        }
        let removing = removed
        // Order children as given (added ones were appended by addChild).
        let keep = _children
        _children = viewControllers.filter { vc in keep.contains { $0 === vc } } + removing.filter { vc in keep.contains { $0 === vc } }
        if from === to {
            _children.removeAll { vc in removing.contains { $0 === vc } }
            _updateBar(animated: false)
            finish()
            return
        }
        let op: Operation = old.contains { $0 === to } ? .pop : .push
        _transition(from: from, to: to, operation: op, animated: animated, removing: removing, finish)
    }

    /// Moves from `from` to `to`: appearance callbacks in Apple's order, the bar, the slide.
    func _transition(from: UIViewController?, to: UIViewController, operation: Operation, animated: Bool,
                     removing: [UIViewController] = [], _ done: @escaping () -> Void) {
        delegate?.navigationController(self, willShow: to, animated: animated)
        guard isViewLoaded else {
            _children.removeAll { vc in removing.contains { $0 === vc } }
            _updateBar(animated: false)
            done()
            for vc in removing { vc._appear.movingFromParent = false }
            delegate?.navigationController(self, didShow: to, animated: animated)
            return
        }
        let onScreen = _isOnScreen
        let animate = animated && onScreen
        to.loadViewIfNeeded()
        _transitioning = true
        from?._appear.managed = true
        to._appear.managed = true
        if onScreen {
            from?._beginAppearance(false, animated: animate, forward: true)
            to._beginAppearance(true, animated: animate, forward: true)
        }
        let content = _layoutFrames(for: to).content
        let toView = to.view!
        toView.frame = content
        if let fv = from?.viewIfLoaded, fv.superview === view { view.insertSubview(toView, aboveSubview: fv) }
        else { view.insertSubview(toView, belowSubview: navigationBar) }
        // The bar shows the new stack at once (its cross-fade is not animated here).
        _children.removeAll { vc in removing.contains { $0 === vc } }
        if let tabs = tabBarController, tabs.isViewLoaded { tabs.view.setNeedsLayout(); tabs.view.layoutIfNeeded() }
        _updateBar(animated: animate)
        _updateToolbarItems()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        toView.layoutIfNeeded()
        if onScreen { to._isAppearing(forward: true) }
        let fromView = from?.viewIfLoaded
        let w = view.bounds.width
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            // A child removed while its push ran (bad input UIKit tolerates) leaves with its view.
            if to._parent !== self { toView.removeFromSuperview() }
            if from !== self.topViewController { fromView?.removeFromSuperview() }
            if let top = self.topViewController, top.view.superview !== self.view {
                self.view.insertSubview(top.view, belowSubview: self.navigationBar)
                top.view.frame = self._layoutFrames(for: top).content
            }
            fromView?.frame.origin.x = content.minX
            toView.frame = self._layoutFrames(for: to).content
            if onScreen {
                from?._endAppearance(forward: true)
                to._endAppearance(forward: true)
            }
            from?._appear.managed = false
            to._appear.managed = false
            to._appear.movingToParent = false
            self._transitioning = false
            done()
            for vc in removing { vc._appear.movingFromParent = false }
            self.delegate?.navigationController(self, didShow: to, animated: animate)
            let pending = self._pending
            self._pending = []
            for p in pending { p() }
        }
        if animate, let from, let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) {
            let ctx = TransitionContext(container: view, animated: true, style: .none)
            ctx.controllers = [.from: from, .to: to]
            ctx.views = [.to: toView]
            if let fromView { ctx.views[.from] = fromView }
            ctx.finalFrames[ObjectIdentifier(to)] = content
            ctx.initialFrames[ObjectIdentifier(from)] = fromView?.frame ?? content
            ctx.transitionDuration = custom.transitionDuration(using: ctx)
            // A cancelled (interactive) transition leaves the stack as it was: a pushed controller is
            // taken off again, popped ones stay; appearance callbacks run the other way.
            let cancelled: @MainActor () -> Void = { [weak self] in
                guard let self else { return }
                if operation == .pop {
                    self._children.append(contentsOf: removing.filter { vc in !self._children.contains { $0 === vc } })
                }
                if onScreen {
                    from._beginAppearance(true, animated: true, forward: true)
                    to._beginAppearance(false, animated: true, forward: true)
                }
                toView.removeFromSuperview()
                if let fromView, fromView.superview !== self.view { self.view.insertSubview(fromView, belowSubview: self.navigationBar) }
                fromView?.frame = self._layoutFrames(for: from).content
                if onScreen {
                    from._endAppearance(forward: true)
                    to._endAppearance(forward: true)
                }
                from._appear.managed = false
                to._appear.managed = false
                if operation == .pop {
                    for vc in removing { vc._appear.movingFromParent = false; vc.didMove(toParent: self) }
                } else {
                    to._removeFromParent()
                }
                self._transitioning = false
                self._updateBar(animated: false)
                self.view.setNeedsLayout()
                let pending = self._pending
                self._pending = []
                for p in pending { p() }
            }
            ctx.run(custom, interaction: delegate?.navigationController(self, interactionControllerFor: custom)) { done in
                if done { finish() } else { cancelled() }
            }
            return
        }
        let push = operation != .pop
        // A pop slides the leaving page away over the one it uncovers, under the bar. Reordered once:
        // each frame then only moves the two pages, which the compositor handles as translations.
        if !push, let fromView { view.bringSubviewToFront(fromView); view.bringSubviewToFront(navigationBar) }
        TransitionDriver.run(animated: animate, duration: TransitionDriver.navigationDuration, step: { t in
            if push {
                toView.frame.origin.x = content.minX + w * (1 - t)
                fromView?.frame.origin.x = content.minX - w / 3 * t
            } else {
                toView.frame.origin.x = content.minX - w / 3 * (1 - t)
                fromView?.frame.origin.x = content.minX + w * t
            }
        }, completion: finish)
    }

    /// A navigation controller's child traits and layout come from its container view.
    open override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
}

/// The navigation controller's view: lays out the bar and the top view controller's view.
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?
    override func layoutSubviews() { controller?._layoutContainer() }
}
