import Foundation

/// A single-line text field, mirroring `UITextField`: it shows and measures its text or placeholder with
/// the documented defaults (system 17 pt font, `.label` text, no border). Editing arrives with keyboard
/// input in a later change; `text` and the rectangles are ready for it.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInputTraits {
    /// Border styles (`UITextField.BorderStyle`, raw values as Apple's).
    public enum BorderStyle: Int, Sendable { case none = 0, line = 1, bezel = 2, roundedRect = 3 }
    /// When an overlay view shows (`UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing = 1, unlessEditing = 2, always = 3 }

    var _text: String = ""
    var _attributed: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        contentVerticalAlignment = .center
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text (`text`); reading never gives nil (an empty string instead), as on iOS.
    open var text: String? {
        get { _attributed?.string ?? _text }
        set { _text = newValue ?? ""; _attributed = nil; setNeedsDisplay() }
    }
    /// The styled text (`attributedText`).
    open var attributedText: NSAttributedString? {
        get { _attributed ?? NSAttributedString(string: _text, attributes: defaultTextAttributes) }
        set { _attributed = newValue; _text = newValue?.string ?? ""; setNeedsDisplay() }
    }
    /// The placeholder shown while the text is empty (`placeholder`), in `.placeholderText`.
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    /// The styled placeholder (`attributedPlaceholder`).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0, attributes: placeholderAttributes) } }
        set { placeholder = newValue?.string; storedAttributedPlaceholder = newValue; setNeedsDisplay() }
    }
    var storedAttributedPlaceholder: NSAttributedString?
    /// The font (`font`; system 17 pt). Setting nil restores the default.
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet { if font == nil { font = .systemFont(ofSize: 17) }; setNeedsDisplay() }
    }
    /// The text colour (`textColor`; `.label`).
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    /// Alignment (`textAlignment`; `.natural`).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The border style (`borderStyle`; `.none`).
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay() } }
    /// Attributes of the text (`defaultTextAttributes`).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let p = NSMutableParagraphStyle(); p.alignment = textAlignment; p.lineBreakMode = .byClipping
            return [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label, .paragraphStyle: p]
        }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
            if let p = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = p.alignment }
        }
    }
    var placeholderAttributes: [NSAttributedString.Key: Any] {
        var a = defaultTextAttributes
        a[.foregroundColor] = UIColor.placeholderText
        return a
    }
    /// Whether the text is masked (`isSecureTextEntry`; false).
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    /// Whether the font shrinks to fit (`adjustsFontSizeToFitWidth`; false) and its floor (`minimumFontSize`).
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    /// Whether the field clears when editing begins (`clearsOnBeginEditing`; false).
    open var clearsOnBeginEditing = false
    /// The clear button's visibility (`clearButtonMode`; `.never`).
    open var clearButtonMode: ViewMode = .never
    /// Overlay views and when they show (`leftView`, `leftViewMode`, `rightView`, `rightViewMode`).
    open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); if let v = leftView { addSubview(v) }; setNeedsLayout() } }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); if let v = rightView { addSubview(v) }; setNeedsLayout() } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A background image (`background`, `disabledBackground`).
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }
    /// Whether editing is in progress (`isEditing`; false until keyboard input exists).
    open var isEditing: Bool { false }

    // MARK: Rectangles (override points)

    /// The border's rectangle (`borderRect(forBounds:)`).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The text's rectangle (`textRect(forBounds:)`): inside the border and overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect { fieldTextRect(forBounds: bounds) }
    /// The placeholder's rectangle (`placeholderRect(forBounds:)`): the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The editing rectangle (`editingRect(forBounds:)`): the text rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The clear button's rectangle (`clearButtonRect(forBounds:)`).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 27, y: bounds.midY - 9.5, width: 19, height: 19)
    }
    /// The left overlay's rectangle (`leftViewRect(forBounds:)`).
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }
    /// The right overlay's rectangle (`rightViewRect(forBounds:)`).
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }
    /// Draws the text (`drawText(in:)`).
    open func drawText(in rect: CGRect) { fieldDrawText(in: rect) }
    /// Draws the placeholder (`drawPlaceholder(in:)`).
    open func drawPlaceholder(in rect: CGRect) { fieldDrawPlaceholder(in: rect) }

    // MARK: Text input traits and delegate

    /// The delegate (`delegate`), held weakly.
    open weak var delegate: UITextFieldDelegate?
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType!
    /// The view shown instead of the keyboard (`inputView`) and above it (`inputAccessoryView`).
    open var inputView: UIView?
    open var inputAccessoryView: UIView?

    open override func draw(_ rect: CGRect) { fieldDraw() }
    open override func layoutSubviews() {
        super.layoutSubviews()
        leftView?.frame = leftViewRect(forBounds: bounds)
        leftView?.isHidden = !(leftViewMode == .always || leftViewMode == .unlessEditing)
        rightView?.frame = rightViewRect(forBounds: bounds)
        rightView?.isHidden = !(rightViewMode == .always || rightViewMode == .unlessEditing)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fieldSize() }
    open override var intrinsicContentSize: CGSize { fieldSize() }
}

extension UITextField {
    var borderInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line, .bezel: return UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        case .roundedRect: return UIEdgeInsets(top: 4, left: 7, bottom: 4, right: 7)
        }
    }

    func fieldTextRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.inset(by: borderInsets)
        if let l = leftView, leftViewMode == .always || leftViewMode == .unlessEditing {
            let w = leftViewRect(forBounds: bounds).maxX - bounds.minX
            r.origin.x = max(r.minX, bounds.minX + w); r.size.width = max(0, bounds.inset(by: borderInsets).maxX - r.minX)
            _ = l
        }
        if rightView != nil, rightViewMode == .always || rightViewMode == .unlessEditing {
            r.size.width = max(0, min(r.maxX, rightViewRect(forBounds: bounds).minX) - r.minX)
        }
        return r
    }

    var displayedText: NSAttributedString {
        let a = attributedText ?? NSAttributedString(string: "")
        guard isSecureTextEntry else { return a }
        let dots = String(repeating: "•", count: a.string.count)
        return NSAttributedString(string: dots, attributes: defaultTextAttributes)
    }

    /// Height: one line of the font plus the border's insets (a rounded-rect field with the 17 pt font is
    /// about 34 points high, as on iOS); width: the text or placeholder.
    func fieldSize() -> CGSize {
        let f = font ?? .systemFont(ofSize: 17)
        let text = (text ?? "").isEmpty ? (placeholder.map { NSAttributedString(string: $0, attributes: placeholderAttributes) } ?? NSAttributedString(string: ""))
                                        : displayedText
        let w = text.length > 0 ? text.size().width : 0
        let insets = borderInsets
        let extra: CGFloat = borderStyle == .roundedRect ? 6 : 0
        return CGSize(width: ceil(w + insets.left + insets.right), height: ceil(f.lineHeight + insets.top + insets.bottom + extra))
    }

    func verticallyCentered(_ size: CGSize, in rect: CGRect) -> CGRect {
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: y = rect.minY
        case .bottom: y = rect.maxY - size.height
        default: y = rect.minY + (rect.height - size.height) / 2
        }
        return CGRect(x: rect.minX, y: y, width: rect.width, height: size.height)
    }

    func fieldDrawText(in rect: CGRect) {
        let t = displayedText
        guard t.length > 0 else { return }
        t.draw(with: verticallyCentered(t.size(), in: rect), options: .usesLineFragmentOrigin, context: nil)
    }

    func fieldDrawPlaceholder(in rect: CGRect) {
        guard let p = storedAttributedPlaceholder ?? placeholder.map({ NSAttributedString(string: $0, attributes: placeholderAttributes) }),
              p.length > 0 else { return }
        p.draw(with: verticallyCentered(p.size(), in: rect), options: .usesLineFragmentOrigin, context: nil)
    }

    func fieldDraw() {
        let b = borderRect(forBounds: bounds)
        if let bg = isEnabled ? background : (disabledBackground ?? background) {
            bg.draw(in: b)
        } else {
            switch borderStyle {
            case .roundedRect:
                UIColor.systemBackgroundColorForField.setFill()
                UIBezierPath(roundedRect: b, cornerRadius: 5).fill()
                UIColor(white: 0, alpha: 0.1).setStroke()
                let p = UIBezierPath(roundedRect: b.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5); p.lineWidth = 0.5; p.stroke()
            case .line, .bezel:
                UIColor.black.setStroke()
                let p = UIBezierPath(rect: b.insetBy(dx: 0.5, dy: 0.5)); p.lineWidth = 1; p.stroke()
            case .none: break
            }
        }
        if (text ?? "").isEmpty { drawPlaceholder(in: placeholderRect(forBounds: bounds)) } else { drawText(in: textRect(forBounds: bounds)) }
    }
}

extension UIColor {
    static var systemBackgroundColorForField: UIColor { .white }
}
