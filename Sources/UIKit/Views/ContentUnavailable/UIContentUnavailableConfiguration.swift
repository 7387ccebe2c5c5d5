import Foundation

/// A content configuration for a content-unavailable view, mirroring `UIContentUnavailableConfiguration`
/// (iOS 17): an image (or, for `loading()`, an activity indicator), text, secondary text, a button and a
/// secondary button, stacked at the centre of the view over a background. Assign it to a view
/// controller's `contentUnavailableConfiguration`, or show it in a `UIContentUnavailableView`.
///
/// The fonts, colours and paddings of `empty()`, `loading()` and `search()` follow the system look
/// (Docs/Deviations.md: UIKit does not document the figures; ours are listed there).
public struct UIContentUnavailableConfiguration: UIContentConfiguration, @unchecked Sendable {
    /// How the content is aligned (`UIContentUnavailableConfiguration.Alignment`).
    public enum Alignment: Int, Sendable {
        /// Centred, the default.
        case center = 0
        /// Leading-aligned, following the layout direction.
        case natural = 1
    }

    /// Properties of the image (`UIContentUnavailableConfiguration.ImageProperties`).
    public struct ImageProperties: @unchecked Sendable {
        /// The symbol configuration for symbol images (nil: the configuration's default).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint colour for template and symbol images (nil: the view's tint colour).
        public var tintColor: UIColor?
        /// The corner radius of the image.
        public var cornerRadius: CGFloat = 0
        /// The largest size of the image (zero: no limit).
        public var maximumSize: CGSize = .zero
        /// Whether the image ignores Smart Invert.
        public var accessibilityIgnoresInvertColors = false
    }

    /// Properties of a text element (`UIContentUnavailableConfiguration.TextProperties`).
    public struct TextProperties: @unchecked Sendable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// How lines break (default `.byWordWrapping`).
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The maximum number of lines (0: no limit, the default).
        public var numberOfLines: Int = 0
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text tightens before truncating.
        public var allowsDefaultTighteningForTruncation = true
    }

    /// Properties of a button (`UIContentUnavailableConfiguration.ButtonProperties`).
    public struct ButtonProperties: @unchecked Sendable {
        /// The action the button performs when tapped.
        public var primaryAction: UIAction?
        /// The menu the button shows (kept; see Docs/Deviations.md).
        public var menu: UIMenu?
        /// Whether the button is enabled (default true).
        public var isEnabled = true
        /// The button's role (default `.normal`).
        public var role: UIButton.Role = .normal
    }

    /// The image shown above the text (not shown by `loading()` configurations, which show an activity
    /// indicator instead).
    public var image: UIImage?
    /// The image's properties.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes (takes precedence over `text`).
    public var attributedText: NSAttributedString?
    /// The primary text's properties.
    public var textProperties: TextProperties
    /// The secondary text, below the primary text.
    public var secondaryText: String?
    /// The secondary text with attributes (takes precedence over `secondaryText`).
    public var secondaryAttributedText: NSAttributedString?
    /// The secondary text's properties.
    public var secondaryTextProperties: TextProperties
    /// The button's configuration (shown when it has a title, attributed title or image).
    public var button: UIButton.Configuration = .plain()
    /// The button's action and state.
    public var buttonProperties = ButtonProperties()
    /// The secondary button's configuration (shown when it has a title, attributed title or image).
    public var secondaryButton: UIButton.Configuration = .plain()
    /// The secondary button's action and state.
    public var secondaryButtonProperties = ButtonProperties()
    /// How the content is aligned (default `.center`).
    public var alignment: Alignment = .center
    /// The axes along which the view's margins also include its superview's layout margins (default
    /// both).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// The margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 10
    /// The space between the text and the secondary text.
    public var textToSecondaryTextPadding: CGFloat = 5
    /// The space between the text and the buttons.
    public var textToButtonPadding: CGFloat = 20
    /// The space between the button and the secondary button.
    public var buttonToSecondaryButtonPadding: CGFloat = 10
    /// The background behind the content (clear by default).
    public var background: UIBackgroundConfiguration = .clear()

    /// Which preset the configuration came from (internal: the loading indicator and the search text).
    enum _Kind: Sendable { case empty, loading, search }
    var _kind: _Kind

    init(kind: _Kind) {
        _kind = kind
        textProperties = TextProperties(font: .boldSystemFont(ofSize: 20), color: .label)
        secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
        imageProperties.tintColor = .secondaryLabel
        imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 44)
    }

    /// The default configuration for unavailable content (`empty()`): nothing set, to fill in.
    public static func empty() -> UIContentUnavailableConfiguration { .init(kind: .empty) }

    /// The default configuration for content that is loading (`loading()`): an animating activity
    /// indicator in place of the image, and the text "Loading…".
    public static func loading() -> UIContentUnavailableConfiguration {
        var c = UIContentUnavailableConfiguration(kind: .loading)
        c.text = "Loading…"
        c.textProperties.font = .systemFont(ofSize: 17)
        c.textProperties.color = .secondaryLabel
        return c
    }

    /// The default configuration for a search without results (`search()`): a magnifying glass, "No
    /// Results" and a hint; `updated(for:)` names the search text ("No Results for “text”").
    public static func search() -> UIContentUnavailableConfiguration {
        var c = UIContentUnavailableConfiguration(kind: .search)
        c.image = UIImage(systemName: "magnifyingglass")
        c.text = "No Results"
        c.secondaryText = "Check the spelling or try a new search."
        return c
    }

    /// Makes a `UIContentUnavailableView` showing this configuration (`makeContentView()`).
    public func makeContentView() -> any UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    /// A copy for `state` (`updated(for:)`): a `search()` configuration whose text was not changed names
    /// the state's search text.
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
        guard _kind == .search, attributedText == nil,
              text == "No Results" || text?.hasPrefix("No Results for “") == true else { return self }
        var c = self
        let query = (state as? UIContentUnavailableConfigurationState)?.searchText ?? ""
        c.text = query.isEmpty ? "No Results" : "No Results for “\(query)”"
        return c
    }
}
