import Foundation

/// A bar for entering search text, mirroring `UISearchBar`: a `searchTextField` showing `text` or
/// `placeholder`, an optional Cancel button (`showsCancelButton`) that calls
/// `searchBarCancelButtonClicked(_:)`, and scope titles. Setting `text` in code does not call
/// `searchBar(_:textDidChange:)`, as on iOS. Typing into the field waits for UITextField editing (see
/// Docs/Deviations.md). 56 points high.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
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
        addSubview(backgroundImageView)
        addSubview(searchTextField)
        // A search bar's keyboard offers Search, enabled once there is text.
        searchTextField.returnKeyType = .search
        searchTextField.enablesReturnKeyAutomatically = true
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

    // MARK: Background images

    let backgroundImageView = BarBackgroundImageView()
    var _backgroundImages: [BarImageKey: UIImage] = [:]
    var _searchFieldBackgroundImages: [UInt: UIImage] = [:]
    var _searchFieldStandardLook: (color: UIColor?, radius: CGFloat)?

    /// The image drawn behind the bar (`backgroundImage`, nil by default): images 1 point wide and
    /// resizable images are stretched, others tiled; an empty `UIImage()` leaves the bar transparent. It is
    /// the image set for `.any` position and `.default` metrics.
    open var backgroundImage: UIImage? {
        get { backgroundImage(for: .any, barMetrics: .default) }
        set { setBackgroundImage(newValue, for: .any, barMetrics: .default) }
    }
    /// Sets the background image for a bar position and metrics (`setBackgroundImage(_:for:barMetrics:)`);
    /// a position without its own image uses the `.any` one.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        _backgroundImages[BarImageKey(position: barPosition, metrics: barMetrics)] = backgroundImage
        setNeedsLayout()
    }
    /// The background image set for a bar position and metrics (`backgroundImage(for:barMetrics:)`), nil by default.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        _backgroundImages[BarImageKey(position: barPosition, metrics: barMetrics)]
    }
    /// Where the bar sits (`barPosition`): `.any` unless a container places it.
    open var barPosition: UIBarPosition { .any }

    /// Sets the image drawn as the search field's background for `state` (`setSearchFieldBackgroundImage(_:for:)`),
    /// replacing the field's rounded fill; valid states are `.normal` and `.disabled`. The image is drawn
    /// stretched (or by its caps) over the field.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        precondition(state == .normal || state == .disabled, "search field background images are set for .normal or .disabled")
        _searchFieldBackgroundImages[state.rawValue] = backgroundImage
        let normal = _searchFieldBackgroundImages[UIControl.State.normal.rawValue]
        let disabled = _searchFieldBackgroundImages[UIControl.State.disabled.rawValue]
        if normal != nil || disabled != nil {
            if _searchFieldStandardLook == nil {
                _searchFieldStandardLook = (searchTextField.backgroundColor, searchTextField.layer.cornerRadius)
            }
            searchTextField.backgroundColor = nil
            searchTextField.layer.cornerRadius = 0
        } else if let look = _searchFieldStandardLook {
            searchTextField.backgroundColor = look.color
            searchTextField.layer.cornerRadius = look.radius
            _searchFieldStandardLook = nil
        }
        searchTextField.background = normal
        searchTextField.disabledBackground = disabled
    }
    /// The search field's background image for `state` (`searchFieldBackgroundImage(for:)`), nil by default.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { _searchFieldBackgroundImages[state.rawValue] }

    // MARK: Text input traits (forwarded to the search field, as `UISearchBar` adopts `UITextInputTraits`)

    /// Automatic capitalization of the search text (`.sentences` by default).
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType } set { searchTextField.autocapitalizationType = newValue }
    }
    /// Autocorrection of the search text (`.default`).
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue }
    }
    /// Spell checking of the search text (`.default`).
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType } set { searchTextField.spellCheckingType = newValue }
    }
    /// Smart quotes (`.default`).
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType } set { searchTextField.smartQuotesType = newValue }
    }
    /// Smart dashes (`.default`).
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType } set { searchTextField.smartDashesType = newValue }
    }
    /// Smart insertion and deletion (`.default`).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType } set { searchTextField.smartInsertDeleteType = newValue }
    }
    /// The keyboard asked for (`.default`).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue }
    }
    /// The keyboard's look (`.default`).
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance } set { searchTextField.keyboardAppearance = newValue }
    }
    /// The return key's title (`.search` for a search bar).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue }
    }
    /// Whether the return key is enabled only when there is text (true for a search bar).
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically } set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// Whether the text is hidden as typed (false).
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry } set { searchTextField.isSecureTextEntry = newValue }
    }
    /// The meaning of the search text for autofill (nil).
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType } set { searchTextField.textContentType = newValue }
    }

    /// The Cancel button's frame, for tests and layout.
    var cancelButtonFrame: CGRect { cancelButton.frame }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: UISearchBar.height)
    }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundImageView.image = _backgroundImages.image(at: barPosition, metrics: .default)
        backgroundImageView.frame = b
        var fieldRight = b.maxX - 8
        if showsCancelButton {
            let s = cancelButton.sizeThatFits(b.size)
            cancelButton.frame = CGRect(x: b.maxX - 8 - s.width, y: b.midY - s.height / 2, width: s.width, height: s.height)
            fieldRight = cancelButton.frame.minX - 8
        }
        searchTextField.frame = CGRect(x: b.minX + 8, y: b.midY - 18, width: max(0, fieldRight - b.minX - 8), height: 36)
    }
}
