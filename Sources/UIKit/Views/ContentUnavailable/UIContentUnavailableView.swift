import Foundation

/// A view that indicates there is no content to display, mirroring `UIContentUnavailableView` (iOS 17):
/// it shows a `UIContentUnavailableConfiguration` as real subviews (an image view or, for `loading()`, an
/// animating activity indicator, two labels and up to two buttons) stacked at its centre within its
/// margins, over the configuration's background.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView {
    let _background = UIView()
    let _imageView = UIImageView()
    let _spinner = UIActivityIndicatorView(style: .medium)
    let _textLabel = UILabel()
    let _secondaryLabel = UILabel()
    let _button = UIButton(configuration: .plain())
    let _secondaryButton = UIButton(configuration: .plain())
    private var _buttonAction: UIAction?
    private var _secondaryButtonAction: UIAction?

    /// The configuration shown (`configuration`); setting it updates the subviews.
    open var configuration: UIContentUnavailableConfiguration { didSet { _apply(); setNeedsLayout() } }

    /// Whether the view scrolls its content when it does not fit (`scrollEnabled`, default true; the
    /// content is kept centred here).
    open var scrollEnabled = true

    /// Creates a view showing `configuration` (`init(configuration:)`).
    public init(configuration: UIContentUnavailableConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        for v in [_background, _imageView, _spinner, _textLabel, _secondaryLabel, _button, _secondaryButton] as [UIView] {
            addSubview(v)
        }
        _apply()
    }
    public required init?(coder: NSCoder) { return nil }


    // MARK: Applying

    private static func _hasContent(_ b: UIButton.Configuration) -> Bool {
        b.title != nil || b.image != nil
    }

    private func _apply() {
        let c = configuration
        // Background
        _background.backgroundColor = c.background.backgroundColor
        _background.layer.cornerRadius = c.background.cornerRadius
        if let s = c.background.strokeColor, c.background.strokeWidth > 0 {
            _background.layer.borderColor = s.cgColor
            _background.layer.borderWidth = c.background.strokeWidth
        } else {
            _background.layer.borderWidth = 0
        }
        // Image or activity indicator
        let loading = c._kind == .loading
        _imageView.image = loading ? nil : c.image
        _imageView.isHidden = loading || c.image == nil
        _imageView.tintColor = c.imageProperties.tintColor
        _imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        _imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        _imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        _imageView.contentMode = .scaleAspectFit
        _spinner.isHidden = !loading
        if let tint = c.imageProperties.tintColor { _spinner.color = tint }
        if loading { _spinner.startAnimating() } else { _spinner.stopAnimating() }
        // Texts
        Self._style(_textLabel, c.textProperties, c.alignment)
        if let a = c.attributedText { _textLabel.attributedText = a } else { _textLabel.text = c.text }
        _textLabel.isHidden = (c.attributedText?.string ?? c.text) == nil
        Self._style(_secondaryLabel, c.secondaryTextProperties, c.alignment)
        if let a = c.secondaryAttributedText { _secondaryLabel.attributedText = a } else { _secondaryLabel.text = c.secondaryText }
        _secondaryLabel.isHidden = (c.secondaryAttributedText?.string ?? c.secondaryText) == nil
        // Buttons
        _buttonAction = Self._configure(_button, c.button, c.buttonProperties, replacing: _buttonAction)
        _secondaryButtonAction = Self._configure(_secondaryButton, c.secondaryButton, c.secondaryButtonProperties,
                                                 replacing: _secondaryButtonAction)
    }

    private static func _style(_ l: UILabel, _ p: UIContentUnavailableConfiguration.TextProperties,
                               _ alignment: UIContentUnavailableConfiguration.Alignment) {
        l.font = p.font
        l.textColor = p.color
        l.numberOfLines = p.numberOfLines
        l.lineBreakMode = p.lineBreakMode
        l.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        l.minimumScaleFactor = p.minimumScaleFactor
        l.textAlignment = alignment == .center ? .center : .natural
    }

    private static func _configure(_ b: UIButton, _ config: UIButton.Configuration,
                                   _ p: UIContentUnavailableConfiguration.ButtonProperties,
                                   replacing old: UIAction?) -> UIAction? {
        b.configuration = config
        b.isEnabled = p.isEnabled
        b.role = p.role
        b.isHidden = !_hasContent(config)
        if let old, old !== p.primaryAction { b.removeAction(old, for: .primaryActionTriggered) }
        if let a = p.primaryAction, a !== old { b.addAction(a, for: .primaryActionTriggered) }
        return p.primaryAction
    }

    // MARK: Layout

    /// The margins the content sits in: the configuration's, plus the superview's layout margins along
    /// `axesPreservingSuperviewLayoutMargins`.
    private var _contentInsets: UIEdgeInsets {
        let c = configuration, m = c.directionalLayoutMargins
        let rtl = traitCollection.layoutDirection == .rightToLeft
        var insets = UIEdgeInsets(top: m.top, left: rtl ? m.trailing : m.leading, bottom: m.bottom, right: rtl ? m.leading : m.trailing)
        if let s = superview {
            let sm = s.layoutMargins, sa = s.safeAreaInsets
            if c.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
                insets.left = max(insets.left, sm.left, sa.left); insets.right = max(insets.right, sm.right, sa.right)
            }
            if c.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
                insets.top = max(insets.top, sm.top, sa.top); insets.bottom = max(insets.bottom, sm.bottom, sa.bottom)
            }
        }
        return insets
    }

    /// The stacked items with their sizes for a content width, and the paddings before each.
    private func _items(width: CGFloat) -> [(view: UIView, size: CGSize, gap: CGFloat)] {
        let c = configuration
        var items: [(UIView, CGSize, CGFloat)] = []
        let fit = CGSize(width: width, height: .greatestFiniteMagnitude)
        func add(_ v: UIView, _ s: CGSize, gap: CGFloat) { items.append((v, CGSize(width: min(s.width, width), height: s.height), items.isEmpty ? 0 : gap)) }
        if !_spinner.isHidden { add(_spinner, _spinner.intrinsicContentSize, gap: 0) }
        if !_imageView.isHidden {
            // The symbol image at the configured point size.
            var s = _imageView.configuredForDisplay(_imageView.image)?.size ?? .zero
            let maxS = c.imageProperties.maximumSize
            if maxS.width > 0, s.width > maxS.width { s = CGSize(width: maxS.width, height: s.height * maxS.width / max(s.width, 1)) }
            if maxS.height > 0, s.height > maxS.height { s = CGSize(width: s.width * maxS.height / max(s.height, 1), height: maxS.height) }
            add(_imageView, CGSize(width: max(s.width, 0), height: max(s.height, 0)), gap: 0)
        }
        if !_textLabel.isHidden { add(_textLabel, _textLabel.sizeThatFits(fit), gap: c.imageToTextPadding) }
        if !_secondaryLabel.isHidden {
            add(_secondaryLabel, _secondaryLabel.sizeThatFits(fit),
                gap: _textLabel.isHidden ? c.imageToTextPadding : c.textToSecondaryTextPadding)
        }
        if !_button.isHidden { add(_button, _button.sizeThatFits(fit), gap: c.textToButtonPadding) }
        if !_secondaryButton.isHidden {
            add(_secondaryButton, _secondaryButton.sizeThatFits(fit),
                gap: _button.isHidden ? c.textToButtonPadding : c.buttonToSecondaryButtonPadding)
        }
        return items
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let insets = _contentInsets
        let w = max(0, size.width - insets.left - insets.right)
        let items = _items(width: w)
        let h = items.reduce(0) { $0 + $1.gap + $1.size.height }
        let contentW = items.map(\.size.width).max() ?? 0
        return CGSize(width: contentW + insets.left + insets.right, height: h + insets.top + insets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _background.frame = bounds
        let insets = _contentInsets
        let area = bounds.inset(by: insets)
        let items = _items(width: max(0, area.width))
        let total = items.reduce(0) { $0 + $1.gap + $1.size.height }
        var y = area.minY + max(0, (area.height - total) / 2)
        let rtl = traitCollection.layoutDirection == .rightToLeft
        for item in items {
            y += item.gap
            let x: CGFloat
            if configuration.alignment == .center { x = area.midX - item.size.width / 2 }
            else { x = rtl ? area.maxX - item.size.width : area.minX }
            let isLabel = item.view is UILabel
            // Labels take the whole content width so their own alignment places the lines.
            item.view.frame = isLabel ? CGRect(x: area.minX, y: y, width: area.width, height: item.size.height)
                                      : CGRect(x: x, y: y, width: item.size.width, height: item.size.height)
            y += item.size.height
        }
    }
}

/// `UIContentView` conformance: the protocol's untyped `configuration` reads and writes the typed one
/// (only content-unavailable configurations are accepted), as UIKit bridges it.
extension UIContentUnavailableView: UIContentView {}

extension UIContentView where Self: UIContentUnavailableView {
    public var configuration: any UIContentConfiguration {
        get { (self as UIContentUnavailableView).configuration }
        set {
            if let c = newValue as? UIContentUnavailableConfiguration { (self as UIContentUnavailableView).configuration = c }
        }
    }
}
