import Foundation

/// A container that pages between view controllers, mirroring `UIPageViewController`.
///
/// The current page fills the view. A horizontal (or vertical) drag moves it and brings in the page the
/// data source gives before or after it; releasing past half the page, or with a flick, turns the page
/// (`willTransitionTo` when the drag brings a neighbour in, `didFinishAnimating…transitionCompleted:` after
/// the settle animation), otherwise it snaps back (`transitionCompleted` false). With both
/// `presentationCount(for:)` and `presentationIndex(for:)` implemented, a horizontal scroll-style
/// controller shows a page indicator at the bottom. The page-curl style pages the same way, with a slide
/// instead of a curl (see Docs/Deviations.md).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change, mirroring `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    /// The paging axis, mirroring `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    /// The direction of a page change, mirroring `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    /// Where the spine sits (page-curl style), mirroring `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable { case none = 0, min = 1, mid = 2, max = 3 }
    /// Keys of the options dictionary, mirroring `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location (an `NSNumber` of `SpineLocation`), page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points (a `CGFloat` or `NSNumber`), scroll style.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The style of page changes.
    public let transitionStyle: TransitionStyle
    /// The paging axis.
    public let navigationOrientation: NavigationOrientation
    /// The spine location (`.none` for the scroll style, `.min` by default for page curl).
    public private(set) var spineLocation: SpineLocation
    /// Whether content shows on the back of pages (page curl; default false).
    open var isDoubleSided = false
    /// The supplier of pages (held weakly).
    open weak var dataSource: (any UIPageViewControllerDataSource)? { didSet { _updateIndicator() } }
    /// The delegate (held weakly).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The pages shown now.
    open private(set) var viewControllers: [UIViewController]?
    /// The gesture recognizers that turn pages (the pan that drives the scroll style).
    open var gestureRecognizers: [UIGestureRecognizer] { _pan.map { [$0] } ?? [] }

    private let interPageSpacing: CGFloat
    private var _pan: UIPanGestureRecognizer?
    private var _pending: UIViewController?
    private var _pendingDirection: NavigationDirection = .forward
    private var _pageControl: UIPageControl?
    private var _turning = false

    /// A page view controller with a style, an axis and options (`.spineLocation`, `.interPageSpacing`).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
            ?? (options?[.spineLocation] as? SpineLocation)
        spineLocation = style == .scroll ? .none : (spine ?? .min)
        let spacing = options?[.interPageSpacing]
        interPageSpacing = (spacing as? CGFloat) ?? (spacing as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.clipsToBounds = true
        let pan = UIPanGestureRecognizer { [weak self] g in self?._handlePan(g as! UIPanGestureRecognizer) }
        view.addGestureRecognizer(pan)
        _pan = pan
        _updateIndicator()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !_turning, _pending == nil else { return }
        viewControllers?.first?.viewIfLoaded?.frame = view.bounds
        _layoutIndicator()
    }

    /// Shows `viewControllers` (one page; two for a double-sided mid spine), sliding in from `direction`
    /// when animated; `completion` gets whether the change finished.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let pages = viewControllers ?? []
        let needed = spineLocation == .mid ? 2 : 1
        precondition(pages.count == needed || pages.isEmpty,
                     "The number of view controllers provided (\(pages.count)) doesn't match the number required (\(needed)) for the requested transition")
        let old = self.viewControllers?.first
        guard let new = pages.first, new !== old else {
            self.viewControllers = pages.isEmpty ? nil : pages
            completion?(true)
            return
        }
        _ = view
        addChild(new)
        new.view.frame = view.bounds
        view.insertSubview(new.view, at: 0)
        self.viewControllers = pages
        let finish = { [weak self] (done: Bool) in
            guard let self else { return }
            if let old {
                old.willMove(toParent: nil)
                old.view.removeFromSuperview()
                old.removeFromParent()
            }
            new.didMove(toParent: self)
            self._turning = false
            self._updateIndicator()
            completion?(done)
        }
        guard animated, let old, old.isViewLoaded else { finish(true); return }
        _turning = true
        let step = _pageStep * (direction == .forward ? 1 : -1)
        new.view.frame = view.bounds.offsetBy(dx: _horizontal ? step : 0, dy: _horizontal ? 0 : step)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
            new.view.frame = self.view.bounds
            old.view.frame = self.view.bounds.offsetBy(dx: self._horizontal ? -step : 0, dy: self._horizontal ? 0 : -step)
        }, completion: finish)
    }

    private var _horizontal: Bool { navigationOrientation == .horizontal }
    private var _pageStep: CGFloat { (_horizontal ? view.bounds.width : view.bounds.height) + interPageSpacing }

    // MARK: Dragging

    private func _handlePan(_ pan: UIPanGestureRecognizer) {
        guard let current = viewControllers?.first, !_turning else { return }
        // Pages follow the finger from where the pan began, as the scroll view iOS uses for them does.
        let t = pan._translationSinceBegan(in: view)
        let offset = _horizontal ? t.x : t.y
        switch pan.state {
        case .began, .changed:
            let direction: NavigationDirection = offset < 0 ? .forward : .reverse
            if _pending == nil || _pendingDirection != direction {
                _dropPending()
                let neighbour = direction == .forward
                    ? dataSource?.pageViewController(self, viewControllerAfter: current)
                    : dataSource?.pageViewController(self, viewControllerBefore: current)
                if let neighbour {
                    _pending = neighbour
                    _pendingDirection = direction
                    addChild(neighbour)
                    view.insertSubview(neighbour.view, at: 0)
                    delegate?.pageViewController(self, willTransitionTo: [neighbour])
                }
            }
            // No neighbour that way: the page resists, as a bounce.
            let moved = _pending == nil ? offset / 3 : offset
            _place(current, pending: _pending, offset: moved)
        case .ended, .cancelled, .failed:
            let v = pan.velocity(in: view)
            let speed = _horizontal ? v.x : v.y
            let page = _pageStep
            let turn = pan.state == .ended && _pending != nil
                && (abs(offset) > page / 2 || (abs(speed) > 300 && (speed < 0) == (_pendingDirection == .forward)))
            _settle(current, turn: turn, from: _pending == nil ? offset / 3 : offset)
        default:
            break
        }
    }

    private func _place(_ current: UIViewController, pending: UIViewController?, offset: CGFloat) {
        let b = view.bounds
        current.view.frame = b.offsetBy(dx: _horizontal ? offset : 0, dy: _horizontal ? 0 : offset)
        if let pending {
            let step = _pageStep * (_pendingDirection == .forward ? 1 : -1)
            pending.view.frame = b.offsetBy(dx: _horizontal ? offset + step : 0, dy: _horizontal ? 0 : offset + step)
        }
    }

    private func _settle(_ current: UIViewController, turn: Bool, from offset: CGFloat) {
        let pending = _pending
        _turning = true
        let step = _pageStep * (_pendingDirection == .forward ? 1 : -1)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
            self._place(current, pending: pending, offset: turn ? -step : 0)
        }, completion: { _ in
            self._turning = false
            self._pending = nil
            if turn, let pending {
                current.willMove(toParent: nil)
                current.view.removeFromSuperview()
                current.removeFromParent()
                pending.didMove(toParent: self)
                self.viewControllers = [pending]
                self._updateIndicator()
            } else if let pending {
                pending.willMove(toParent: nil)
                pending.view.removeFromSuperview()
                pending.removeFromParent()
            }
            if pending != nil {
                self.delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current],
                                                  transitionCompleted: turn)
            }
        })
    }

    private func _dropPending() {
        guard let p = _pending else { return }
        p.willMove(toParent: nil)
        p.view.removeFromSuperview()
        p.removeFromParent()
        _pending = nil
    }

    // MARK: Page indicator

    private func _updateIndicator() {
        guard isViewLoaded else { return }
        let count = transitionStyle == .scroll && _horizontal ? (dataSource?.presentationCount(for: self) ?? 0) : 0
        guard count > 0 else { _pageControl?.removeFromSuperview(); _pageControl = nil; return }
        let control = _pageControl ?? UIPageControl()
        if _pageControl == nil { view.addSubview(control); _pageControl = control }
        control.numberOfPages = count
        if let current = viewControllers?.first, let ds = dataSource {
            // The index follows the pages actually shown: count the pages before the current one.
            var index = 0
            var probe = current
            while index < count, let before = ds.pageViewController(self, viewControllerBefore: probe) { index += 1; probe = before }
            control.currentPage = index == 0 ? ds.presentationIndex(for: self) : index
        }
        _layoutIndicator()
    }

    private func _layoutIndicator() {
        guard let control = _pageControl else { return }
        view.bringSubviewToFront(control)
        control.frame = CGRect(x: 0, y: view.bounds.height - 37 - view.safeAreaInsets.bottom, width: view.bounds.width, height: 37)
    }
}
