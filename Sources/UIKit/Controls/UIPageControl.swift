import Foundation

/// A control that shows a row of dots, one per page, the current page's dot highlighted, mirroring
/// `UIPageControl`. `numberOfPages` 0, `currentPage` 0, `hidesForSinglePage` false by default. A tap
/// on either side of the current page's dot moves one page that way and sends `.valueChanged`; setting
/// `currentPage` in code sends nothing. Dots are 7 points wide in 16-point cells, centred in the bounds.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    /// The page control's background style, mirroring `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0, prominent, minimal
    }

    /// The layout direction of the indicators, mirroring `UIPageControl.Direction`.
    public enum Direction: Int, Sendable {
        case natural = 0, leftToRight, rightToLeft, topToBottom, bottomToTop
    }

    /// The interaction in progress, mirroring `UIPageControl.InteractionState`.
    public enum InteractionState: Int, Sendable {
        case none = 0, discrete, continuous
    }

    static let dotDiameter: CGFloat = 7
    static let cellWidth: CGFloat = 16
    static let height: CGFloat = 26

    private var _numberOfPages = 0
    private var _currentPage = 0
    private var indicatorImages: [Int: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The number of pages (default 0); negative values count as 0. The current page is clamped into the
    /// new range.
    open var numberOfPages: Int {
        get { _numberOfPages }
        set {
            _numberOfPages = max(0, newValue)
            _currentPage = min(max(_currentPage, 0), max(_numberOfPages - 1, 0))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The current page, shown by the highlighted dot (default 0), clamped to `0..<numberOfPages`.
    open var currentPage: Int {
        get { _currentPage }
        set {
            _currentPage = min(max(newValue, 0), max(_numberOfPages - 1, 0))
            setNeedsDisplay()
        }
    }

    /// Whether the indicators are hidden when there is only one page (default false).
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }

    /// The colour of the other pages' dots; nil uses the system's (`pageIndicatorTintColor`).
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The colour of the current page's dot; nil uses the system's (`currentPageIndicatorTintColor`).
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The background style (default `.automatic`).
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }

    /// The direction the indicators are laid out in (default `.natural`, left to right here).
    open var direction: Direction = .natural {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }

    /// Whether a drag along the control scrubs through pages (default true). Scrubbing is not implemented;
    /// taps move one page.
    open var allowsContinuousInteraction = true

    /// The interaction in progress (always `.none` or `.discrete` here).
    open private(set) var interactionState: InteractionState = .none

    /// Whether the displayed page waits for `updateCurrentPageDisplay()` (deprecated in iOS 14; kept for
    /// source compatibility).
    open var defersCurrentPageDisplay = false

    /// Updates the display to the current page (`updateCurrentPageDisplay()`).
    open func updateCurrentPageDisplay() { setNeedsDisplay() }

    /// The image used for every indicator; nil draws dots (`preferredIndicatorImage`).
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }

    /// The image used for the current page's indicator; nil uses the page's image
    /// (`preferredCurrentPageIndicatorImage`).
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }

    /// The indicator image for `page` (`indicatorImage(forPage:)`): the page's own, else the preferred one.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] ?? preferredIndicatorImage }

    /// Sets the indicator image for one page; nil goes back to the preferred image
    /// (`setIndicatorImage(_:forPage:)`).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        setNeedsDisplay()
    }

    /// The current-page indicator image for `page` (`currentPageIndicatorImage(forPage:)`).
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        preferredCurrentPageIndicatorImage ?? indicatorImage(forPage: page)
    }

    /// Sets the current-page indicator image for one page (`setCurrentPageIndicatorImage(_:forPage:)`).
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        preferredCurrentPageIndicatorImage = image
    }

    /// The size needed to show `pageCount` indicators (`size(forNumberOfPages:)`): 16 points per page
    /// by 26 points (vertical directions swap the two); zero width for no pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let length = CGFloat(max(0, pageCount)) * UIPageControl.cellWidth
        return isVertical ? CGSize(width: UIPageControl.height, height: length)
                          : CGSize(width: length, height: UIPageControl.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: _numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: _numberOfPages) }

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }
    private var isReversed: Bool { direction == .rightToLeft || direction == .bottomToTop }

    /// Whether the indicators are hidden because there is a single page and `hidesForSinglePage` is set.
    private var indicatorsHidden: Bool { _numberOfPages == 0 || (hidesForSinglePage && _numberOfPages == 1) }

    /// The centre of page `page`'s indicator in the bounds.
    func indicatorCenter(forPage page: Int) -> CGPoint {
        let b = bounds
        let total = CGFloat(_numberOfPages) * UIPageControl.cellWidth
        let slot = isReversed ? _numberOfPages - 1 - page : page
        let along = (CGFloat(slot) + 0.5) * UIPageControl.cellWidth
        if isVertical { return CGPoint(x: b.midX, y: b.midY - total / 2 + along) }
        return CGPoint(x: b.midX - total / 2 + along, y: b.midY)
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard !indicatorsHidden else { return false }
        interactionState = .discrete
        return true
    }

    /// On a touch that ends inside: one page back when it lands before the current dot, one page on when
    /// after it, then `.valueChanged` if the page changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        interactionState = .none
        guard let touch, isTouchInside, !indicatorsHidden else { return }
        let p = touch.location(in: self)
        let c = indicatorCenter(forPage: _currentPage)
        var before = isVertical ? p.y < c.y : p.x < c.x
        if isReversed { before.toggle() }
        let target = min(max(_currentPage + (before ? -1 : 1), 0), _numberOfPages - 1)
        guard target != _currentPage else { return }
        currentPage = target
        _sendValueChangedByUser()
    }

    open override func cancelTracking(with event: UIEvent?) { interactionState = .none }

    // MARK: Drawing

    /// The colours used when none is set: a translucent grey for pages, the label colour for the current one.
    var resolvedPageColor: UIColor { pageIndicatorTintColor ?? .tertiaryLabel }
    var resolvedCurrentColor: UIColor { currentPageIndicatorTintColor ?? .label }

    open override func draw(_ rect: CGRect) {
        guard !indicatorsHidden else { return }
        if backgroundStyle == .prominent {
            UIColor.systemFill.setFill()
            let s = size(forNumberOfPages: _numberOfPages)
            let r = CGRect(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
            UIBezierPath(roundedRect: r, cornerRadius: min(r.width, r.height) / 2).fill()
        }
        let d = UIPageControl.dotDiameter
        for page in 0..<_numberOfPages {
            let c = indicatorCenter(forPage: page)
            let isCurrent = page == _currentPage
            let color = isCurrent ? resolvedCurrentColor : resolvedPageColor
            if let image = isCurrent ? currentPageIndicatorImage(forPage: page) : indicatorImage(forPage: page) {
                let s = image.size
                image.withTintColor(color).draw(in: CGRect(x: c.x - s.width / 2, y: c.y - s.height / 2,
                                                           width: s.width, height: s.height))
            } else {
                color.setFill()
                UIBezierPath(ovalIn: CGRect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d)).fill()
            }
        }
    }
}
