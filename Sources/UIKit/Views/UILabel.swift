import Foundation

/// A view that displays one or more lines of read-only text, mirroring `UILabel`.
///
/// Defaults as on iOS: the system font at 17 pt, `.label` text colour, natural alignment, one line,
/// truncation at the tail, `isUserInteractionEnabled` false, `contentMode` `.redraw`. Text is measured and
/// drawn from the same Pango layout, cached by text, attributes, width and line count, so re-measuring an
/// unchanged label or redrawing it in another colour reuses the layout.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    // The label's own state below is `@exclusivity(unchecked)`: it is main-actor state that only the
    // label's code touches, never across a call that could reach it again, and the runtime's access
    // tracking on every read was a measurable part of measuring and drawing a fresh label.
    @exclusivity(unchecked) var _text: String?
    /// The attributed text as set through `attributedText` (nil when the text came from `text`).
    @exclusivity(unchecked) var _attributed: NSAttributedString?
    @exclusivity(unchecked) var _font: UIFont = UILabel.defaultFont
    static let defaultFont = UIFont.systemFont(ofSize: 17)
    @exclusivity(unchecked) var _textColor: UIColor = UILabel.defaultTextColor
    /// `.label`, made once: building the dynamic colour (two colours and a provider) cost more than the
    /// rest of a label's initialisation, and the colour is immutable.
    static let defaultTextColor = UIColor.label
    @exclusivity(unchecked) var _textAlignment: NSTextAlignment = .natural
    @exclusivity(unchecked) var _lineBreakMode: NSLineBreakMode = .byTruncatingTail
    @exclusivity(unchecked) var _numberOfLines = 1
    /// The layouts the label asked for, by request, held weakly: the layouts themselves live in the
    /// engine's shared cache (by text, attributes and width), so a measured label keeps no glyphs. Cleared
    /// when the text or its style change.
    @exclusivity(unchecked) var layoutCache: [LabelLayoutEntry] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabel()
    }

    /// The label's layouts leave the shared layout cache with it (see `TextLayoutCache.drop`). Not isolated:
    /// dropping takes the engine's lock, so it runs on whatever thread releases the label, without the
    /// hop to the main actor's executor check.
    deinit {
        // Read in place: a `for` loop copies each entry out (retaining what it holds).
        var i = 0
        while i < layoutCache.count { layoutCache[i].dropFromSharedCache(); i += 1 }
    }

    func configureLabel() {
        isUserInteractionEnabled = false
        contentMode = .redraw
        isOpaque = false
    }

    // MARK: Text

    /// The text (`text`); setting it replaces any attributed text, the label's style applying to all of it.
    open var text: String? {
        get { _attributed?.string ?? _text }
        set {
            guard newValue != _text || _attributed != nil else { return }
            _text = newValue
            _attributed = nil
            textDidChange()
        }
    }

    /// The styled text (`attributedText`). Reading it after setting `text` gives the text with the label's
    /// font, colour and paragraph style; setting it also sets `font`, `textColor`, `textAlignment` and
    /// `lineBreakMode` from the attributes at location 0, as UIKit does.
    open var attributedText: NSAttributedString? {
        get {
            if let a = _attributed { return a }
            guard let t = _text else { return nil }
            return NSAttributedString(string: t, attributes: defaultAttributes)
        }
        set {
            guard let newValue else { _attributed = nil; _text = nil; textDidChange(); return }
            _attributed = NSAttributedString(attributedString: newValue)
            _text = newValue.string
            if newValue.length > 0 {
                let attrs = newValue.attributes(at: 0, effectiveRange: nil)
                if let f = attrs[.font] as? UIFont { _font = f }
                if let c = attrs[.foregroundColor] as? UIColor { _textColor = c }
                if let p = attrs[.paragraphStyle] as? NSParagraphStyle {
                    _textAlignment = p.alignment
                    _lineBreakMode = p.lineBreakMode
                }
            }
            textDidChange()
        }
    }

    /// The attributes the plain text is drawn with.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        let p = NSMutableParagraphStyle()
        p.alignment = _textAlignment
        p.lineBreakMode = _lineBreakMode
        return [.font: _font, .foregroundColor: _textColor, .paragraphStyle: p]
    }

    /// Applies `value` for `key` to the whole attributed text, when the label has one (UIKit's behaviour
    /// when a style property is set after `attributedText`).
    func applyToAttributed(_ key: NSAttributedString.Key, _ value: Any) {
        guard let a = _attributed, a.length > 0 else { return }
        let m = NSMutableAttributedString(attributedString: a)
        m.addAttribute(key, value: value, range: NSRange(location: 0, length: m.length))
        _attributed = m
    }

    // MARK: Style

    /// The font (`font`; system 17 pt by default). Setting nil restores the default.
    open var font: UIFont! {
        get { _font }
        set {
            _font = newValue ?? UIFont.systemFont(ofSize: 17)
            // Checked here: passing the font as `Any` boxes and retains it even when there is nothing to apply.
            if _attributed != nil { applyToAttributed(.font, _font as Any) }
            textDidChange()
        }
    }

    /// The text colour (`textColor`; `.label` by default). Setting nil restores the default.
    open var textColor: UIColor! {
        get { _textColor }
        set {
            _textColor = newValue ?? UILabel.defaultTextColor
            if _attributed != nil {
                applyToAttributed(.foregroundColor, _textColor as Any)
                layoutCache = []
            }
            setNeedsDisplay()
        }
    }

    /// Horizontal alignment (`textAlignment`; `.natural` by default).
    open var textAlignment: NSTextAlignment {
        get { _textAlignment }
        set { _textAlignment = newValue; updateAttributedParagraph(); textDidChange() }
    }

    /// How lines wrap and truncate (`lineBreakMode`; `.byTruncatingTail` by default).
    open var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set { _lineBreakMode = newValue; updateAttributedParagraph(); textDidChange() }
    }

    func updateAttributedParagraph() {
        guard let a = _attributed, a.length > 0 else { return }
        let m = NSMutableAttributedString(attributedString: a)
        m.enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: m.length), options: []) { v, r, _ in
            let p = ((v as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
            p.alignment = _textAlignment
            p.lineBreakMode = _lineBreakMode
            m.addAttribute(.paragraphStyle, value: p, range: r)
        }
        _attributed = m
    }

    /// The most lines shown (`numberOfLines`; 1 by default, 0 for no limit). Negative values act as 0.
    open var numberOfLines: Int {
        get { _numberOfLines }
        set { _numberOfLines = newValue; textDidChange() }
    }

    // The drawing options below are read on every measure or draw; like the state above they are
    // `@exclusivity(unchecked)` (their observers only ask for display or layout, never reading them back
    // during the write).
    /// Whether the font shrinks so the text fits the width (`adjustsFontSizeToFitWidth`; false).
    @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false { didSet { textDidChange() } }
    /// The smallest scale the font shrinks to (`minimumScaleFactor`; 0 = no limit).
    @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0 { didSet { textDidChange() } }
    /// Whether letters may tighten before truncation (`allowsDefaultTighteningForTruncation`; false).
    open var allowsDefaultTighteningForTruncation = false
    /// Where a shrunk line's baseline goes (`baselineAdjustment`; `.alignBaselines`).
    @exclusivity(unchecked) open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
    /// The line-breaking strategy (`lineBreakStrategy`); Pango's breaking is used whatever is set.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    /// Preferred width of a multi-line label for `intrinsicContentSize` (`preferredMaxLayoutWidth`; 0).
    @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }
    /// Whether the label draws its text enabled (`isEnabled`; true); disabled text is dimmed.
    @exclusivity(unchecked) open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether the label draws highlighted (`isHighlighted`; false), in `highlightedTextColor`.
    @exclusivity(unchecked) open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// The highlighted text colour (`highlightedTextColor`; nil).
    @exclusivity(unchecked) open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The text shadow's colour (`shadowColor`; nil, no shadow).
    @exclusivity(unchecked) open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The text shadow's offset (`shadowOffset`; (0, −1)).
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// Whether the full text shows on hover when truncated (`showsExpansionTextWhenTruncated`; false).
    open var showsExpansionTextWhenTruncated = false
    /// Whether the font follows the content size category (`adjustsFontForContentSizeCategory`; false): a
    /// text-style font (`UIFont.preferredFont(forTextStyle:)`) is replaced by the same style's font for the
    /// label's `traitCollection` when it joins a window and whenever the category changes.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, !oldValue { _adjustFontForContentSizeCategory() } }
    }

    /// Joining a window can change the content size category the label's font is for.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if adjustsFontForContentSizeCategory { _adjustFontForContentSizeCategory() }
    }

    // MARK: Measuring and drawing (override points)

    /// The rectangle the text takes inside `bounds` with at most `numberOfLines` lines (0 = no limit)
    /// (`textRect(forBounds:limitedToNumberOfLines:)`): at the bounds' origin, sized up to whole points.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        labelTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Draws the text in `rect`, centred vertically (`drawText(in:)`); override to change the rectangle and
    /// call super.
    open func drawText(in rect: CGRect) { labelDrawText(in: rect) }

    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { labelSizeThatFits(size) }

    open override var intrinsicContentSize: CGSize { labelIntrinsicContentSize() }
}

/// How a shrunk single line is placed vertically, mirroring `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0
    case alignCenters = 1
    case none = 2
}
