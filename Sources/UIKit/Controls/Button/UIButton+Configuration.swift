import Foundation

/// The background of a configured view, mirroring the parts of `UIBackgroundConfiguration` buttons use.
public struct UIBackgroundConfiguration: @unchecked Sendable {
    /// The fill colour (`backgroundColor`); nil uses the configuration's base colour.
    public var backgroundColor: UIColor?
    /// The corner radius (`cornerRadius`).
    public var cornerRadius: CGFloat = 0
    /// The outline colour and width (`strokeColor`, `strokeWidth`).
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    /// An image drawn as the background (`image`).
    public var image: UIImage?
    public init() {}
    /// A clear background (`clear()`).
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

extension UIButton {
    /// A button's look and layout, mirroring `UIButton.Configuration` (iOS 15): style (plain, tinted, gray,
    /// filled), title and subtitle, image and its placement, paddings, insets and colours.
    public struct Configuration: @unchecked Sendable {
        /// Sizes (`UIButton.Configuration.Size`).
        public enum Size: Int, Sendable { case mini, small, medium, large }
        /// Corner styles (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Int, Sendable { case fixed, dynamic, small, medium, large, capsule }
        /// Title alignment (`UIButton.Configuration.TitleAlignment`).
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        enum Style { case plain, tinted, gray, filled }

        var style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        /// The symbol configuration the image is drawn with (`preferredSymbolConfigurationForImage`).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var titlePadding: CGFloat = 0
        public var contentInsets: NSDirectionalEdgeInsets
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var background = UIBackgroundConfiguration()
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Configuration.insets(for: buttonSize) }
        }
        public var titleAlignment: TitleAlignment = .automatic
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        public var showsActivityIndicator = false
        public var automaticallyUpdateForSelection = true

        init(style: Style) {
            self.style = style
            contentInsets = Configuration.insets(for: .medium)
        }

        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// No background, tinted title (`plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tint behind a tinted title (`tinted()`).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey fill behind a tinted title (`gray()`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint fill behind a white title (`filled()`).
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// Same as `plain()` (`borderless()`).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// Same as `gray()` (`bordered()`).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// Same as `tinted()` (`borderedTinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// Same as `filled()` (`borderedProminent()`).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The configuration for a button's current state (`updated(for:)`).
        @MainActor public func updated(for button: UIButton) -> Configuration { self }

        var titleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 11)
            case .small: return .systemFont(ofSize: 13)
            case .medium: return .systemFont(ofSize: 15)
            case .large: return .systemFont(ofSize: 17)
            }
        }
        var cornerRadius: CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .small: return 4
            case .medium, .dynamic: return buttonSize == .large ? 10 : 6
            case .large: return 10
            case .capsule: return .greatestFiniteMagnitude
            }
        }
    }
}

extension UIButton {
    func configurationColors(_ c: Configuration) -> (foreground: UIColor, background: UIColor?) {
        let tint: UIColor = tintColor ?? .systemBlue
        var fg: UIColor, bg: UIColor?
        switch c.style {
        case .plain: fg = c.baseForegroundColor ?? tint; bg = nil
        case .tinted: fg = c.baseForegroundColor ?? tint; bg = (c.baseBackgroundColor ?? tint).withAlphaComponent(0.15)
        case .gray: fg = c.baseForegroundColor ?? tint; bg = c.baseBackgroundColor ?? .secondarySystemFill
        case .filled: fg = c.baseForegroundColor ?? .white; bg = c.baseBackgroundColor ?? tint
        }
        if let explicit = c.background.backgroundColor { bg = explicit }
        if !isEnabled {
            fg = .tertiaryLabel
            if bg != nil { bg = .tertiarySystemFill }
        } else if isHighlighted {
            fg = fg.withAlphaComponent(c.style == .filled ? 1 : 0.6)
            bg = bg?.withAlphaComponent(c.style == .filled ? 0.8 : 0.25)
        }
        return (fg, bg)
    }

    /// Shows a configuration: title, subtitle and image views and the background view.
    func applyConfiguration() {
        guard let c = _configuration else { return }
        let colors = configurationColors(c)
        if let t = c.title, !t.isEmpty {
            let l = makeTitleLabel()
            l.text = t
            l.font = c.titleFont
            l.textColor = colors.foreground
            l.numberOfLines = 0
            l.lineBreakMode = c.titleLineBreakMode
            l.alpha = 1
        } else { _titleLabel?.text = nil }
        if let s = c.subtitle, !s.isEmpty {
            if _subtitleLabel == nil { let l = UILabel(); _subtitleLabel = l; addSubview(l) }
            _subtitleLabel?.text = s
            _subtitleLabel?.font = .systemFont(ofSize: max(c.titleFont.pointSize - 3, 9))
            _subtitleLabel?.textColor = colors.foreground
            _subtitleLabel?.numberOfLines = 0
        } else { _subtitleLabel?.text = nil }
        if let image = c.image {
            let v = makeImageView()
            v.preferredSymbolConfiguration = c.preferredSymbolConfigurationForImage
            v.image = image
            v.tintColor = colors.foreground
            v.alpha = 1
        } else { _imageView?.image = nil }
        if configurationBackground == nil {
            let v = UIView()
            v.isUserInteractionEnabled = false
            configurationBackground = v
            insertSubview(v, at: 0)
        }
        configurationBackground?.backgroundColor = colors.background
        configurationBackground?.layer.borderWidth = c.background.strokeWidth
        configurationBackground?.layer.borderColor = c.background.strokeColor?.cgColor
        setNeedsLayout()
    }

    var configurationTextSize: (title: CGSize, subtitle: CGSize) {
        let t = (_titleLabel?.text ?? "").isEmpty ? CGSize.zero : _titleLabel!.intrinsicContentSize
        let s = (_subtitleLabel?.text ?? "").isEmpty ? CGSize.zero : _subtitleLabel!.intrinsicContentSize
        return (t, s)
    }

    /// Content size of a configuration: text block and image side by side or stacked, with paddings.
    func configurationContentSize(_ c: Configuration) -> (size: CGSize, text: CGSize, image: CGSize) {
        let (t, s) = configurationTextSize
        let text = CGSize(width: max(t.width, s.width), height: t.height + s.height + (t != .zero && s != .zero ? c.titlePadding : 0))
        let i = imageSize
        let gap = i != .zero && text != .zero ? c.imagePadding : 0
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        let size = vertical ? CGSize(width: max(text.width, i.width), height: text.height + i.height + gap)
                            : CGSize(width: text.width + i.width + gap, height: max(text.height, i.height))
        return (size, text, i)
    }

    /// The size of a configuration button: its content plus the content insets, rounded up to the screen's
    /// pixels as UIKit sizes buttons (an image-only `plain()` button with a 25.67 × 20.33-point image is
    /// 49.67 × 34.33 points on a 3× screen, not 50 × 35).
    func configurationSize(_ c: Configuration) -> CGSize {
        let content = configurationContentSize(c).size
        let scale = window?.screen.scale ?? UIScreen.main.scale
        return CGSize(width: UILabel.ceilToPixel(content.width + c.contentInsets.leading + c.contentInsets.trailing, scale: scale),
                      height: UILabel.ceilToPixel(content.height + c.contentInsets.top + c.contentInsets.bottom, scale: scale))
    }

    func layoutConfiguration(_ c: Configuration) {
        configurationBackground?.frame = bounds
        configurationBackground?.layer.cornerRadius = min(c.cornerRadius, min(bounds.width, bounds.height) / 2)
        let inner = CGRect(x: c.contentInsets.leading, y: c.contentInsets.top,
                           width: max(0, bounds.width - c.contentInsets.leading - c.contentInsets.trailing),
                           height: max(0, bounds.height - c.contentInsets.top - c.contentInsets.bottom))
        var (size, text, i) = configurationContentSize(c)
        // An image-only button shrinks an image larger than its content area to fit, keeping its aspect.
        if text == .zero, i != .zero {
            i = UIButton.fitting(i, in: inner.size)
            size = i
        }
        let gap = i != .zero && text != .zero ? c.imagePadding : 0
        let origin = CGPoint(x: inner.minX + (inner.width - min(size.width, inner.width)) / 2,
                             y: inner.minY + (inner.height - size.height) / 2)
        var textOrigin = origin, imageOrigin = origin
        switch c.imagePlacement {
        case .trailing:
            imageOrigin.x = origin.x + text.width + gap
            imageOrigin.y = origin.y + (size.height - i.height) / 2
            textOrigin.y = origin.y + (size.height - text.height) / 2
        case .top:
            imageOrigin.x = origin.x + (size.width - i.width) / 2
            textOrigin.y = origin.y + i.height + gap
            textOrigin.x = origin.x + (size.width - text.width) / 2
        case .bottom:
            textOrigin.x = origin.x + (size.width - text.width) / 2
            imageOrigin.y = origin.y + text.height + gap
            imageOrigin.x = origin.x + (size.width - i.width) / 2
        default:
            imageOrigin.y = origin.y + (size.height - i.height) / 2
            textOrigin.x = origin.x + i.width + gap
            textOrigin.y = origin.y + (size.height - text.height) / 2
        }
        _imageView?.frame = CGRect(origin: imageOrigin, size: i)
        let (t, s) = configurationTextSize
        let textWidth = min(text.width, max(0, inner.maxX - textOrigin.x))
        _titleLabel?.frame = CGRect(x: textOrigin.x, y: textOrigin.y, width: textWidth, height: t.height)
        _subtitleLabel?.frame = CGRect(x: textOrigin.x, y: textOrigin.y + t.height + (t != .zero ? c.titlePadding : 0),
                                       width: textWidth, height: s.height)
    }
}
