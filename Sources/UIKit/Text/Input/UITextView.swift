import Foundation

/// A scrollable, multi-line text region, mirroring `UITextView`: it shows and measures its text with the
/// documented defaults (no font set: 12 pt Helvetica as string drawing uses; `textContainerInset` 8 points
/// top and bottom; 5-point line-fragment padding; editable and selectable). Editing comes later.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits {
    var _text: String = ""
    var _attributed: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        backgroundColor = .systemBackgroundForText
    }

    public convenience init(frame: CGRect, textContainer: NSObject?) { self.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text (`text`; empty by default, never nil when read).
    open var text: String! {
        get { _attributed?.string ?? _text }
        set { _text = newValue ?? ""; _attributed = nil; textChanged() }
    }
    /// The styled text (`attributedText`).
    open var attributedText: NSAttributedString! {
        get { _attributed ?? NSAttributedString(string: _text, attributes: typingAttributes) }
        set { _attributed = newValue; _text = newValue?.string ?? ""; textChanged() }
    }
    /// The font (`font`; nil, drawing in the 12 pt default).
    open var font: UIFont? { didSet { textChanged() } }
    /// The text colour (`textColor`; nil, drawing black).
    open var textColor: UIColor? { didSet { textChanged() } }
    /// Alignment (`textAlignment`; `.natural`).
    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
    /// Space around the text container (`textContainerInset`; 8 points top and bottom).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
    /// Whether the text can be edited (`isEditable`; true) and selected (`isSelectable`; true).
    open var isEditable = true
    open var isSelectable = true
    /// Attributes for new text (`typingAttributes`).
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            let p = NSMutableParagraphStyle(); p.alignment = textAlignment
            var a: [NSAttributedString.Key: Any] = [.paragraphStyle: p]
            a[.font] = font ?? UIFont(name: "Helvetica", size: 12)
            a[.foregroundColor] = textColor ?? .black
            return a
        }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
        }
    }
    /// Padding inside each line (`textContainer.lineFragmentPadding`, 5 points).
    public var lineFragmentPadding: CGFloat = 5 { didSet { textChanged() } }
    /// The selected range (`selectedRange`), clamped to the text.
    open var selectedRange = NSRange(location: 0, length: 0)

    // MARK: Text input traits and delegate

    // `delegate` is UIScrollView's (Swift cannot narrow an inherited property's type): a
    // `UITextViewDelegate` refines `UIScrollViewDelegate` and is assigned there, as UITableView's is.
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
    open var isSecureTextEntry = false

    open override func draw(_ rect: CGRect) { textViewDraw() }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { textViewSize(fitting: size) }
}

extension UITextView {
    var displayedText: NSAttributedString {
        guard let a = _attributed else { return NSAttributedString(string: _text, attributes: typingAttributes) }
        return a
    }

    var textWidth: CGFloat { max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding) }

    func textChanged() {
        let h = textViewSize(fitting: CGSize(width: bounds.width, height: 0)).height
        contentSize = CGSize(width: bounds.width, height: h)
        setNeedsDisplay()
    }

    /// The size fitting `size.width`: wrapped text height plus the insets (a text view with no text is one
    /// line high).
    func textViewSize(fitting size: CGSize) -> CGSize {
        let w = size.width > 0 ? size.width : bounds.width
        let inner = max(0, w - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding)
        let t = displayedText.length > 0 ? displayedText : NSAttributedString(string: " ", attributes: typingAttributes)
        let r = t.boundingRect(with: CGSize(width: inner > 0 ? inner : .greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                               options: .usesLineFragmentOrigin, context: nil)
        let width = size.width > 0 ? size.width : ceil(r.width) + textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
        return CGSize(width: width, height: ceil(r.height + textContainerInset.top + textContainerInset.bottom))
    }

    func textViewDraw() {
        let t = displayedText
        guard t.length > 0 else { return }
        let rect = CGRect(x: textContainerInset.left + lineFragmentPadding, y: textContainerInset.top,
                          width: textWidth, height: CGFloat.greatestFiniteMagnitude)
        t.draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }
}

extension UIColor {
    static var systemBackgroundForText: UIColor { .white }
}
