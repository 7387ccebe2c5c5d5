import Foundation

/// The content of a list row, header or footer, mirroring `UIListContentConfiguration`: text, secondary
/// text and an image with their properties. `UITableViewCell.defaultContentConfiguration()` returns one
/// styled for the cell; assigning it to `contentConfiguration` shows it.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// Properties of a text element, mirroring `UIListContentConfiguration.TextProperties`.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines: Int = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        /// A case change applied to plain text as it is shown (`transform`, default `.none`); attributed
        /// text is shown as given.
        public var transform: TextTransform = .none

        /// Case changes of shown text, mirroring `UIListContentConfiguration.TextProperties.TextTransform`
        /// (Apple's raw values).
        public enum TextTransform: Int, Sendable {
            /// The text as given.
            case none = 0
            /// All uppercase.
            case uppercase = 1
            /// All lowercase.
            case lowercase = 2
            /// Capitalized (Foundation's `capitalized`: each word's first letter).
            case capitalized = 3

            /// `text` with the case change applied.
            func apply(_ text: String?) -> String? {
                guard let text else { return nil }
                switch self {
                case .none: return text
                case .uppercase: return text.uppercased()
                case .lowercase: return text.lowercased()
                case .capitalized: return text.capitalized
                }
            }
        }
    }
    /// Properties of the image, mirroring `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        /// The symbol configuration a symbol image is drawn with (`preferredSymbolConfiguration`).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The axes along which the content view keeps its superview's layout margins
    /// (`axesPreservingSuperviewLayoutMargins`, default both): along them `directionalLayoutMargins` are
    /// minimums, and content also stays inside the superview's margins where they reach into the view.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var prefersSideBySideTextAndSecondaryText = false
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The space between the text and the secondary text when they sit side by side
    /// (`textToSecondaryTextHorizontalPadding`).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var imageToTextPadding: CGFloat = 16
    /// Which cell style the configuration lays out like (internal).
    var _style: UITableViewCell.CellStyle = .default
    var _isHeader = false

    init(style: UITableViewCell.CellStyle, header: Bool = false) {
        _style = style
        _isHeader = header
        textProperties = TextProperties(font: header ? .systemFont(ofSize: 13) : .systemFont(ofSize: 17),
                                        color: header ? .secondaryLabel : .label)
        secondaryTextProperties = TextProperties(font: .systemFont(ofSize: style == .subtitle ? 15 : 17),
                                                 color: .secondaryLabel)
        prefersSideBySideTextAndSecondaryText = style == .value1 || style == .value2
    }

    /// A configuration for a plain cell (`UIListContentConfiguration.cell()`).
    public static func cell() -> UIListContentConfiguration { .init(style: .default) }
    /// A cell with secondary text below the text (`subtitleCell()`).
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitle) }
    /// A cell with secondary text at the trailing edge (`valueCell()`).
    public static func valueCell() -> UIListContentConfiguration { .init(style: .value1) }
    /// A header for a plain list (`plainHeader()`).
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .default, header: true) }
    /// A footer for a plain list (`plainFooter()`).
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .default, header: true) }
    /// A header for a grouped list (`groupedHeader()`).
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .default, header: true) }
    /// A footer for a grouped list (`groupedFooter()`).
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .default, header: true) }

    /// Makes a view showing this configuration (`makeContentView()`).
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
}

/// The view that shows a `UIListContentConfiguration`, mirroring `UIListContentView`.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    let _textLabel = UILabel()
    let _secondaryLabel = UILabel()
    let _imageView = UIImageView()

    /// The configuration shown; setting it updates the labels and image.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let c = newValue as? UIListContentConfiguration { listConfiguration = c } }
    }
    /// The configuration as a list configuration (`UIListContentView.configuration` is typed so on iOS).
    open var listConfiguration: UIListContentConfiguration { didSet { _apply() } }

    /// Creates a view showing `configuration` (`init(configuration:)`).
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for v in [_imageView, _textLabel, _secondaryLabel] as [UIView] { addSubview(v) }
        _apply()
    }
    public required init?(coder: NSCoder) { return nil }

    func _apply() {
        let c = listConfiguration
        if let a = c.attributedText { _textLabel.attributedText = a } else { _textLabel.text = c.textProperties.transform.apply(c.text) }
        if let a = c.secondaryAttributedText { _secondaryLabel.attributedText = a } else {
            _secondaryLabel.text = c.secondaryTextProperties.transform.apply(c.secondaryText)
        }
        _textLabel.font = c.textProperties.font; _textLabel.textColor = c.textProperties.color
        _textLabel.numberOfLines = c.textProperties.numberOfLines
        _secondaryLabel.font = c.secondaryTextProperties.font; _secondaryLabel.textColor = c.secondaryTextProperties.color
        _secondaryLabel.numberOfLines = c.secondaryTextProperties.numberOfLines
        _imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        _imageView.image = c.image
        _imageView.tintColor = c.imageProperties.tintColor
        setNeedsLayout()
    }

    /// The margins the content sits in: the configuration's, raised along `axesPreservingSuperviewLayoutMargins`
    /// to keep the content inside the superview's layout margins (as `preservesSuperviewLayoutMargins`: only
    /// the part of a superview margin that reaches into this view counts).
    var _effectiveMargins: NSDirectionalEdgeInsets {
        let c = listConfiguration
        var m = c.directionalLayoutMargins
        guard let s = superview, !c.axesPreservingSuperviewLayoutMargins.isEmpty else { return m }
        let sm = s.layoutMargins, f = frame, sb = s.bounds
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if c.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            let left = max(0, sm.left - (f.minX - sb.minX)), right = max(0, sm.right - (sb.maxX - f.maxX))
            m.leading = max(m.leading, rtl ? right : left)
            m.trailing = max(m.trailing, rtl ? left : right)
        }
        if c.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
            m.top = max(m.top, sm.top - (f.minY - sb.minY))
            m.bottom = max(m.bottom, sm.bottom - (sb.maxY - f.maxY))
        }
        return m
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let c = listConfiguration, m = _effectiveMargins
        var w = max(0, size.width - m.leading - m.trailing)
        // The text sits after the image, as `layoutSubviews` places it.
        if c.image != nil, let image = _TableCellLayout.imageSize(_imageView, rowHeight: .greatestFiniteMagnitude) {
            w = max(0, w - image.width - c.imageToTextPadding)
        }
        let t = _textLabel.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
        var h = t.height
        if (c.secondaryText ?? c.secondaryAttributedText?.string) != nil {
            let s = _secondaryLabel.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
            h = c.prefersSideBySideTextAndSecondaryText ? max(h, s.height) : h + c.textToSecondaryTextVerticalPadding + s.height
        }
        return CGSize(width: size.width, height: max(c._isHeader ? 0 : 44, h + m.top + m.bottom))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = listConfiguration, m = _effectiveMargins
        // Secondary text sits beside the text when the configuration prefers it (value cells do), else under
        // it, as sizeThatFits measures it; the paddings are the configuration's.
        let hasSecondary = (c.secondaryText ?? c.secondaryAttributedText?.string) != nil
        var style = c._style
        if hasSecondary && !c._isHeader {
            style = c.prefersSideBySideTextAndSecondaryText ? (c._style == .value2 ? .value2 : .value1) : .subtitle
        }
        _TableCellLayout.layout(style: style, in: bounds, margins: UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing),
                                image: c.image == nil ? nil : _imageView, text: _textLabel,
                                detail: hasSecondary ? _secondaryLabel : nil,
                                imageToText: c.imageToTextPadding, textToDetailVertical: c.textToSecondaryTextVerticalPadding,
                                textToDetailHorizontal: c.textToSecondaryTextHorizontalPadding)
    }
}
