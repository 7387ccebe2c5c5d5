import Foundation

/// A reusable section header or footer, mirroring `UITableViewHeaderFooterView`: a `contentView` with a
/// `textLabel`. The table uses one for sections that have a title but no custom view.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The reuse identifier given at creation (`reuseIdentifier`).
    public private(set) var reuseIdentifier: String?
    /// The view custom content goes in (`contentView`).
    public let contentView = UIView()
    private var _textLabel: UILabel?
    /// Whether the view is a footer, and the table's style (set by the table; affects fonts).
    var _isFooter = false
    var _groupedLook = false { didSet { _styleLabel() } }
    /// The title's distance from the leading edge (the table aligns it with its cells' text).
    var _leadingInset: CGFloat = 16 { didSet { setNeedsLayout() } }

    /// Creates a header or footer view (`init(reuseIdentifier:)`).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }
    /// Creates a view with no reuse identifier (UIView's `init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }
    /// How a table makes a registered class's views (see `UITableViewCell`'s note).
    public required convenience init(_tableReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The title label (`textLabel`), created on first access.
    open var textLabel: UILabel? {
        if _textLabel == nil {
            let l = UILabel()
            l.numberOfLines = 0
            contentView.addSubview(l)
            _textLabel = l
            _styleLabel()
        }
        return _textLabel
    }
    /// The secondary label (`detailTextLabel`; only grouped footers use it on iOS). Always nil here.
    open var detailTextLabel: UILabel? { nil }
    /// A view behind the content (`backgroundView`).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }
    /// The content shown instead of `textLabel` (`contentConfiguration`).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            _configurationView?.removeFromSuperview()
            _configurationView = nil
            if let c = contentConfiguration {
                let v = c.makeContentView()
                contentView.addSubview(v)
                _configurationView = v
            }
            _textLabel?.isHidden = contentConfiguration != nil
            setNeedsLayout()
        }
    }
    private var _configurationView: (any UIView & UIContentView)?

    /// A configuration styled for the table's headers (`defaultContentConfiguration()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        _groupedLook ? .groupedHeader() : .plainHeader()
    }

    /// Called before the table returns this view from `dequeueReusableHeaderFooterView` (`prepareForReuse()`).
    open func prepareForReuse() {}

    private func _styleLabel() {
        guard let l = _textLabel else { return }
        if _groupedLook || _isFooter {
            l.font = .systemFont(ofSize: 13)
            l.textColor = .secondaryLabel
        } else {
            l.font = .systemFont(ofSize: 17, weight: .semibold)
            l.textColor = .label
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        let inset = _leadingInset
        if let l = _textLabel {
            let w = max(0, bounds.width - 2 * inset)
            let s = l.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
            let h = ceil(s.height)
            // Grouped headers sit at the bottom of their area, footers at the top; plain ones are centred.
            let y: CGFloat = _groupedLook ? (_isFooter ? 6 : bounds.height - h - 6) : (bounds.height - h) / 2
            l.frame = CGRect(x: inset, y: y, width: w, height: h)
        }
        if let v = _configurationView { v.frame = bounds }
    }
}
