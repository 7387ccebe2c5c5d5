import Foundation

/// A view that allows scrolling and zooming of its contained views, mirroring `UIScrollView`.
///
/// Scrolling is the bounds origin, as the View Programming Guide explains: `contentOffset` is
/// `bounds.origin`. Physics (UIScrollView+Physics.swift), on the media clock:
/// - dragging follows the finger; past an edge the offset is rubber-banded with iOS's coefficient 0.55:
///   `overshoot' = (1 - 1 / (overshoot × 0.55 / dimension + 1)) × dimension`;
/// - releasing with a velocity decelerates exponentially: the velocity after `t` milliseconds is
///   `v × decelerationRate^t`, so the offset is `o + v × (rate^t − 1) / ln(rate)` (`.normal` 0.998,
///   `.fast` 0.99 per millisecond, Apple's values);
/// - at an edge a bouncing axis springs back with a critically damped spring (ω = 12 /s, a constant chosen
///   here; see Docs/Deviations.md); paging settles on the page the velocity points to.
/// Input reaches it through internal seams (`_beginDragging()`, `_drag(translation:)`,
/// `_endDragging(velocity:)`, `_scrollWheel(delta:)`, zoom seams) that the pan and pinch recognizers drive.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How fast a scroll view decelerates, mirroring `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// Indicator colours, mirroring `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0
        case black = 1
        case white = 2
    }
    /// How safe-area insets are added to the content inset, mirroring
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }
    /// How the keyboard is dismissed by dragging, mirroring `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }
    /// Index display, mirroring `UIScrollView.IndexDisplayMode`.
    public enum IndexDisplayMode: Int, Sendable {
        case automatic = 0
        case alwaysHidden = 1
    }

    var _contentSize: CGSize = .zero
    var _contentInset: UIEdgeInsets = .zero
    var _lastAdjustedInset: UIEdgeInsets = .zero
    var _physics = ScrollPhysicsState()
    var _indicators: ScrollIndicators?

    /// The delegate.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// Whether scrolling locks to the dominant axis of a drag (default false).
    open var isDirectionalLockEnabled = false
    /// Whether the content bounces past its edges (default true).
    open var bounces = true
    /// Whether zooming bounces past its limits (default true).
    open var bouncesZoom = true
    /// Whether vertical bouncing happens even when the content is not taller than the view (default false).
    open var alwaysBounceVertical = false
    /// Whether horizontal bouncing happens even when the content is not wider than the view (default false).
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the view's size (default false).
    open var isPagingEnabled = false
    /// Whether the user can scroll (default true).
    open var isScrollEnabled = true
    /// Whether the vertical indicator shows while scrolling (default true).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (default true).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour style.
    open var indicatorStyle: IndicatorStyle = .default
    /// Insets of the vertical indicator.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal indicator.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Sets both indicator insets.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Whether indicator insets follow the safe area.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The deceleration rate after a drag (default `.normal`).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether touches in the content are delayed until it is clear they are not a scroll (default true).
    open var delaysContentTouches = true
    /// Whether touches in the content are cancelled when a scroll begins (default true).
    open var canCancelContentTouches = true
    /// The smallest zoom scale (default 1).
    open var minimumZoomScale: CGFloat = 1 { didSet { _updatePinchAttachment() } }
    /// The largest zoom scale (default 1).
    open var maximumZoomScale: CGFloat = 1 { didSet { _updatePinchAttachment() } }
    /// Whether a tap on the status bar scrolls this view to the top (default true).
    open var scrollsToTop = true
    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Index display mode.
    open var indexDisplayMode: IndexDisplayMode = .automatic
    /// How safe-area insets join the content inset (default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { _checkAdjustedInsetChange() }
    }

    /// A scroll view with `frame`, clipping to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        _installGestureRecognizers()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        _installGestureRecognizers()
    }

    /// The size of the scrollable content (default zero). NaN or infinite sizes are refused with a
    /// warning (the size stays); negative sizes count as zero.
    open var contentSize: CGSize {
        get { _contentSize }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else {
                UIKitLog.warn("UIScrollView: contentSize \(newValue) is not finite; ignored")
                return
            }
            _contentSize = CGSize(width: max(0, newValue.width), height: max(0, newValue.height))
            _updateIndicators()
        }
    }

    /// Margins around the content (default zero); scrolling can reveal them.
    open var contentInset: UIEdgeInsets {
        get { _contentInset }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                UIKitLog.warn("UIScrollView: contentInset \(newValue) is not finite; ignored")
                return
            }
            _contentInset = newValue
            _checkAdjustedInsetChange()
        }
    }

    /// The content inset plus the safe-area insets the adjustment behaviour adds.
    open var adjustedContentInset: UIEdgeInsets { _adjustedContentInset() }

    /// Called when `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {}

    /// The point of the content shown at the top-left corner: the bounds origin. Setting it calls
    /// `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { _setContentOffset(newValue) }
    }

    /// Sets `contentOffset`, animated over 0.3 s on the media clock when `animated`
    /// (`scrollViewDidEndScrollingAnimation(_:)` at the end).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { _setContentOffset(contentOffset, animated: animated) }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { _scrollRectToVisible(rect, animated: animated) }

    /// Shows the indicators briefly.
    open func flashScrollIndicators() { _flashIndicators() }

    /// Whether the user has touched the content and may start dragging.
    open var isTracking: Bool { _physics.tracking }
    /// Whether the user is dragging the content.
    open var isDragging: Bool { _physics.dragging }
    /// Whether the content is moving after the finger lifted.
    open var isDecelerating: Bool { _physics.decelerating }
    /// Whether a pinch is zooming.
    open var isZooming: Bool { _physics.zooming }
    /// Whether the zoom is springing back inside its limits.
    open var isZoomBouncing: Bool { _physics.zoomBouncing }

    /// The current zoom scale (1 when there is no view for zooming).
    open var zoomScale: CGFloat {
        get { _zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Sets the zoom scale within the limits.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { _setZoomScale(scale, animated: animated) }
    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the limits allow.
    open func zoom(to rect: CGRect, animated: Bool) { _zoom(to: rect, animated: animated) }

    /// Whether touches in `view` are cancelled when a scroll begins: false for controls, true otherwise.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Whether a touch in `view` may be delivered to it (default true); asked when the touch begins.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// The scroll view's own pan does not begin in a direction in which the view cannot scroll (its
    /// content is not larger than the view on that axis and it does not always bounce there), so a
    /// horizontal drag over a vertical scroll view pages the horizontal scroll view around it, as on
    /// iOS. Wheel and trackpad scrolling are not affected. Other recognizers: the default answer.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let g = _gestures, gestureRecognizer === g.pan, !g.pan._scrolling else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        let t = g.pan.translation(in: self)
        if t == .zero { return _axisScrolls(0) || _axisScrolls(1) }
        return abs(t.x) > abs(t.y) ? _axisScrolls(0) : _axisScrolls(1)
    }

    /// The pan and pinch recognizers and the layout guides (UIScrollView+Gestures.swift,
    /// UIScrollView+LayoutGuides.swift).
    var _gestures: ScrollViewGestures?
    /// The navigation bar whose large title and scroll-edge appearance follow this scroll view (set by the
    /// navigation controller for its top view controller's content scroll view).
    weak var _scrollEdgeBar: UINavigationBar?
    var _contentGuide: UILayoutGuide?
    var _frameGuide: UILayoutGuide?

    open override func layoutSubviews() {
        super.layoutSubviews()
        _adoptContentGuideSize()
        _checkAdjustedInsetChange()
        _updateIndicators()
    }
}

/// The scroll view's delegate, mirroring `UIScrollViewDelegate`. All optional. Order during a drag:
/// `scrollViewWillBeginDragging`, `scrollViewDidScroll` (each move), `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then if decelerating `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll` each frame, `scrollViewDidEndDecelerating`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `velocity` is in points per millisecond; the delegate may change `targetContentOffset.pointee`.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
