import Foundation

/// A bar for entering search text, mirroring `UISearchBar`: a `searchTextField` showing `text` or
/// `placeholder`, an optional Cancel button (`showsCancelButton`) that calls
/// `searchBarCancelButtonClicked(_:)`, and scope titles. Setting `text` in code does not call
/// `searchBar(_:textDidChange:)`, as on iOS. Typing into the field waits for UITextField editing (see
/// Docs/Deviations.md). 56 points high.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// Search bar styles, mirroring `UISearchBar.Style` (Apple's raw values).
    public enum Style: UInt, Sendable {
        case `default` = 0, prominent = 1, minimal = 2
    }

    /// The icons of a search bar, mirroring `UISearchBar.Icon` (Apple's raw values).
    public enum Icon: Int, Sendable {
        case search = 0, clear, bookmark, resultsList
    }

    static let height: CGFloat = 56

    /// The text field of the bar (`searchTextField`).
    public let searchTextField = UISearchTextField(frame: .zero)
    private let cancelButton = UIButton(type: .system)

    /// The delegate (held weakly).
    open weak var delegate: (any UISearchBarDelegate)?
    /// Run after Cancel was tapped and the delegate told (the managing `UISearchController`).
    var _onCancel: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
            self._onCancel?() // a UISearchController managing this bar deactivates
        }, for: .touchUpInside)
        addSubview(cancelButton)
    }

    /// The search text (`text`); never nil when read.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The text shown while the field is empty (`placeholder`).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line shown above the bar (`prompt`); kept, not drawn.
    open var prompt: String?

    /// The bar's style (default `.default`).
    open var searchBarStyle: Style = .default { didSet { setNeedsLayout() } }
    /// The bar style (default `.default`).
    open var barStyle: UIBarStyle = .default
    /// The bar's background tint (nil: none).
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor } }
    /// Whether the bar is translucent (default true).
    open var isTranslucent = true {
        // The bar's look and the container's content frames (views extend under translucent bars only)
        // depend on it: both are laid out again.
        didSet { if isTranslucent != oldValue { setNeedsLayout(); superview?.setNeedsLayout() } }
    }

    /// Whether the Cancel button shows (default false).
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { cancelButton.isHidden = !newValue; setNeedsLayout() }
    }

    /// Shows or hides the Cancel button (`setShowsCancelButton(_:animated:)`).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    /// Whether the bookmark button shows (default false; kept, not drawn).
    open var showsBookmarkButton = false
    /// Whether the results-list button shows (default false; kept, not drawn).
    open var showsSearchResultsButton = false
    /// Whether the results-list button is selected (default false).
    open var isSearchResultsButtonSelected = false

    /// The titles of the scope buttons (`scopeButtonTitles`).
    open var scopeButtonTitles: [String]?
    /// The selected scope button (default 0).
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows (default false; kept, not drawn).
    open var showsScopeBar = false

    /// The Cancel button's frame, for tests and layout.
    var cancelButtonFrame: CGRect { cancelButton.frame }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: UISearchBar.height)
    }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        var fieldRight = b.maxX - 8
        if showsCancelButton {
            let s = cancelButton.sizeThatFits(b.size)
            cancelButton.frame = CGRect(x: b.maxX - 8 - s.width, y: b.midY - s.height / 2, width: s.width, height: s.height)
            fieldRight = cancelButton.frame.minX - 8
        }
        searchTextField.frame = CGRect(x: b.minX + 8, y: b.midY - 18, width: max(0, fieldRight - b.minX - 8), height: 36)
    }
}
