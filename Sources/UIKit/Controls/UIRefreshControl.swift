import Foundation

/// A control that starts a refresh of a scroll view's content, mirroring `UIRefreshControl`.
///
/// Attach it with `UIScrollView.refreshControl` (or `UITableViewController.refreshControl`): it sits above
/// the content. Pulling the content down past the control's height and letting go starts refreshing and
/// sends `.valueChanged`; `beginRefreshing()` starts refreshing from code without sending anything, and
/// `endRefreshing()` stops. While refreshing a spinner in `tintColor` turns, above `attributedTitle`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The height of the control above the content, and how far the content must be pulled down.
    static let height: CGFloat = 60

    private var _isRefreshing = false
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel(frame: .zero)
    /// The scroll view the control is attached to (`UIScrollView.refreshControl`).
    weak var attachedScrollView: UIScrollView?

    /// A refresh control, not refreshing (`init()`).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: frame.width, height: UIRefreshControl.height)))
        setUp()
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        addSubview(spinner)
        addSubview(titleLabel)
        spinner.color = tintColor
    }

    /// Whether a refresh is in progress (`isRefreshing`).
    open var isRefreshing: Bool { _isRefreshing }

    /// The title shown under the spinner (`attributedTitle`).
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    /// Starts refreshing from code (`beginRefreshing()`): the spinner turns; no `.valueChanged` is sent.
    /// Does nothing when already refreshing.
    open func beginRefreshing() {
        guard !_isRefreshing else { return }
        _isRefreshing = true
        spinner.startAnimating()
    }

    /// Stops refreshing (`endRefreshing()`): the spinner stops. Does nothing when not refreshing.
    open func endRefreshing() {
        guard _isRefreshing else { return }
        _isRefreshing = false
        spinner.stopAnimating()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let hasTitle = (attributedTitle?.length ?? 0) > 0
        let s = spinner.bounds.size
        spinner.center = CGPoint(x: b.midX, y: hasTitle ? b.midY - 8 : b.midY)
        titleLabel.frame = CGRect(x: 0, y: b.midY + s.height / 2 - 4, width: b.width, height: 18)
        titleLabel.isHidden = !hasTitle
    }

    /// Called by the attached scroll view when a drag ends: past the threshold, refreshing starts and
    /// `.valueChanged` is sent, as when the user pulls to refresh on iOS.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView) {
        guard isEnabled, !_isRefreshing else { return }
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        guard pulled >= UIRefreshControl.height else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    /// Places the control above the scroll view's content, as wide as the scroll view.
    func placeAbove(in scrollView: UIScrollView) {
        frame = CGRect(x: 0, y: -UIRefreshControl.height, width: scrollView.bounds.width, height: UIRefreshControl.height)
        autoresizingMask = [.flexibleWidth]
    }
}
