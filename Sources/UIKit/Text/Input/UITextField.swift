import Foundation

/// A single-line text field, mirroring `UITextField`: it shows and measures its text or placeholder with
/// the documented defaults (system 17 pt font, `.label` text, no border), and edits it as the first
/// responder: `UITextInput` (UTF-16 offsets), hardware keys and host text input, the delegate's callbacks
/// and the editing control events (Text/Editing/UITextField+Editing.swift).
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
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
        set { _text = newValue ?? ""; _attributed = nil; setNeedsDisplay(); _textReplacedWholesale() }
    }
    /// The styled text (`attributedText`).
    open var attributedText: NSAttributedString? {
        get { _attributed ?? NSAttributedString(string: _text, attributes: defaultTextAttributes) }
        set { _attributed = newValue; _text = newValue?.string ?? ""; setNeedsDisplay(); _textReplacedWholesale() }
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
    /// Whether the font follows the content size category (`adjustsFontForContentSizeCategory`; false): a
    /// text-style font (`UIFont.preferredFont(forTextStyle:)`) is replaced by the same style's font for the
    /// view's `traitCollection` when it joins a window and whenever the category changes.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, !oldValue { _adjustFontForContentSizeCategory() } }
    }

    /// Joining a window can change the content size category the font is for.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { _installEditMenu() }
        if adjustsFontForContentSizeCategory { _adjustFontForContentSizeCategory() }
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
    /// Whether the font shrinks so that the text fits the width (`adjustsFontSizeToFitWidth`; false) and
    /// its floor (`minimumFontSize`; 0).
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Whether the field clears when editing begins (`clearsOnBeginEditing`; false).
    open var clearsOnBeginEditing = false
    /// The clear button's visibility (`clearButtonMode`; `.never`).
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay(); setNeedsLayout() } }
    /// Overlay views and when they show (`leftView`, `leftViewMode`, `rightView`, `rightViewMode`).
    open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); if let v = leftView { addSubview(v) }; setNeedsLayout() } }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); if let v = rightView { addSubview(v) }; setNeedsLayout() } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A background image (`background`, `disabledBackground`).
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }
    /// Whether the field is being edited (`isEditing`): from becoming first responder to resigning.
    open var isEditing: Bool { _editorStorage?.isEditing ?? false }

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
    open override var inputView: UIView? {
        get { _inputView }
        set { _inputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { _inputAccessoryView }
        set { _inputAccessoryView = newValue }
    }
    var _inputView: UIView?
    var _inputAccessoryView: UIView?

    open override func draw(_ rect: CGRect) { fieldDraw() }
    open override func layoutSubviews() {
        super.layoutSubviews()
        leftView?.frame = leftViewRect(forBounds: bounds)
        leftView?.isHidden = !_overlayShows(leftViewMode)
        rightView?.frame = rightViewRect(forBounds: bounds)
        rightView?.isHidden = !_overlayShows(rightViewMode)
        _editorStorage?.updateVisuals()
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fieldSize() }
    open override var intrinsicContentSize: CGSize { fieldSize() }

    // MARK: - Editing

    /// The editing engine (made on first use).
    var _editorStorage: TextEditor?
    /// The delegate's last `textFieldShouldReturn` answer etc. are not kept; this is the only new state.
    var _editor: TextEditor {
        if let e = _editorStorage { return e }
        let e = TextEditor(host: self)
        _editorStorage = e
        return e
    }

    /// Whether the user may change the attributes of the text (`allowsEditingTextAttributes`; false).
    open var allowsEditingTextAttributes = false
    /// Attributes applied to newly typed text (`typingAttributes`): the default text attributes while
    /// editing, nil otherwise.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? defaultTextAttributes : nil }
        set {}
    }
    /// Enabled fields can become first responder (`canBecomeFirstResponder`).
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Asks the delegate (`textFieldShouldBeginEditing`), becomes first responder and begins editing:
    /// `textFieldDidBeginEditing`, `.editingDidBegin`, `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard _shouldBeginEditing() else { return false }
        guard super.becomeFirstResponder() else { return false }
        _beginEditing()
        return true
    }
    /// Asks the delegate (`textFieldShouldEndEditing`), resigns and ends editing:
    /// `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`, `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isEditing, !_shouldEndEditing() { return false }
        guard super.resignFirstResponder() else { return false }
        _endEditing()
        return true
    }
    /// A tap (a touch that ends inside) begins editing and puts the caret nearest to the touch; a tap on
    /// the clear button clears the text.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isEnabled else { return }
        _handleTap(at: touch.location(in: self))
        if touch.tapCount == 2, isEditing { _editor.selectWord() }
    }
    /// Hardware keys edit the text while the field is first responder; others go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = Set<UIPress>()
        for p in presses {
            if isFirstResponder, let key = p.key, _editor.handleKey(key) { continue }
            rest.insert(p)
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    // UIKeyInput

    /// Whether the field has text (`hasText`).
    open var hasText: Bool { !_text.isEmpty || (_attributed?.length ?? 0) > 0 }
    /// Inserts typed text at the caret, replacing the selection (with the delegate's consent); a line
    /// break is the return key: `textFieldShouldReturn`, then `.editingDidEndOnExit`.
    open func insertText(_ text: String) { _insertText(text) }
    /// Deletes the grapheme cluster before the caret, or the selection (with the delegate's consent).
    open func deleteBackward() { _editor.deleteBackward() }

    // UIResponderStandardEditActions

    /// Whether the edit menu and key commands may use `action`: the standard edit actions as the text and
    /// selection allow (see `TextEditor.canPerformEditAction(_:)`), other actions as `UIResponder` answers.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        _editor.canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// Copies the selection to the general pasteboard (`copy(_:)`; nothing for secure entry).
    open func copy(_ sender: Any?) { _editor.copy() }
    /// Cuts the selection (`cut(_:)`).
    open func cut(_ sender: Any?) { if _editor.host.editorIsEditable { _editor.cut() } }
    /// Pastes the general pasteboard's string over the selection (`paste(_:)`).
    open func paste(_ sender: Any?) { if _editor.host.editorIsEditable { _editor.paste() } }
    /// Deletes the selection (`delete(_:)`).
    open func delete(_ sender: Any?) { if _editor.host.editorIsEditable, _editor.selection.length > 0 { _editor.replace(_editor.selection, with: "") } }
    /// Selects the word at the caret (`select(_:)`).
    open func select(_ sender: Any?) { _editor.selectWord() }
    /// Selects all the text (`selectAll(_:)`).
    open func selectAll(_ sender: Any?) { _editor.setSelection(NSRange(location: 0, length: _editor.length)) }

    // UITextInput

    /// The text in `range` (`text(in:)`).
    open func text(in range: UITextRange) -> String? { _editor.text(in: range) }
    /// Replaces the text in `range` (`replace(_:withText:)`), asking the delegate.
    open func replace(_ range: UITextRange, withText text: String) { _editor.replace(range, withText: text) }
    /// The selection (`selectedTextRange`); nil while not editing, as on iOS.
    open var selectedTextRange: UITextRange? {
        get { isEditing ? _editor.selectedTextRange : nil }
        set { _editor.setSelectedTextRange(newValue) }
    }
    /// The marked text's range (`markedTextRange`).
    open var markedTextRange: UITextRange? { _editorStorage?.markedTextRange }
    /// How marked text looks (`markedTextStyle`).
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { _editorStorage?.markedStyle }
        set { _editor.markedStyle = newValue }
    }
    /// Sets provisional text (`setMarkedText(_:selectedRange:)`).
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { _editor.setMarkedText(markedText, selectedRange: selectedRange) }
    /// Commits the marked text (`unmarkText()`).
    open func unmarkText() { _editorStorage?.unmarkText() }
    /// The start of the text (`beginningOfDocument`).
    open var beginningOfDocument: UITextPosition { _editor.beginningOfDocument }
    /// The end of the text (`endOfDocument`).
    open var endOfDocument: UITextPosition { _editor.endOfDocument }
    /// A range between two positions (`textRange(from:to:)`).
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { _editor.textRange(from: fromPosition, to: toPosition) }
    /// The position `offset` UTF-16 units away (`position(from:offset:)`), nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { _editor.position(from: position, offset: offset) }
    /// The position `offset` steps in a direction (`position(from:in:offset:)`).
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? { _editor.position(from: position, in: direction, offset: offset) }
    /// The order of two positions (`compare(_:to:)`).
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { _editor.compare(position, to: other) }
    /// The UTF-16 distance between two positions (`offset(from:to:)`).
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { _editor.offset(from: from, to: toPosition) }
    /// The input system's delegate (`inputDelegate`), held weakly.
    open var inputDelegate: (any UITextInputDelegate)? {
        get { _editorStorage?.inputDelegate }
        set { _editor.inputDelegate = newValue }
    }
    /// The tokenizer (`tokenizer`).
    open var tokenizer: any UITextInputTokenizer { _editor.tokenizer }
    /// The farthest position of `range` in a direction (`position(within:farthestIn:)`).
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { _editor.position(within: range, farthestIn: direction) }
    /// The range from `position` to the next cluster in a direction (`characterRange(byExtending:in:)`).
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { _editor.characterRange(byExtending: position, in: direction) }
    /// The writing direction at a position (`baseWritingDirection(for:in:)`).
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { _editor.baseWritingDirection }
    /// Sets the writing direction (`setBaseWritingDirection(_:for:)`; the field keeps its text's own).
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    /// The first rectangle of `range` (`firstRect(for:)`).
    open func firstRect(for range: UITextRange) -> CGRect { _editor.firstRect(for: range) }
    /// The caret's rectangle at `position` (`caretRect(for:)`), 2 points wide.
    open func caretRect(for position: UITextPosition) -> CGRect { _editor.caretRect(for: position) }
    /// The highlight rectangles of `range` (`selectionRects(for:)`).
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { _editor.selectionRects(for: range) }
    /// The position nearest to `point` (`closestPosition(to:)`).
    open func closestPosition(to point: CGPoint) -> UITextPosition? { _editor.closestPosition(to: point) }
    /// The position nearest to `point` within `range` (`closestPosition(to:within:)`).
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { _editor.closestPosition(to: point, within: range) }
    /// The range of the cluster at `point` (`characterRange(at:)`).
    open func characterRange(at point: CGPoint) -> UITextRange? { _editor.characterRange(at: point) }
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
        let inner = bounds.inset(by: borderInsets)
        var r = inner
        if leftView != nil, _overlayShows(leftViewMode) {
            let w = leftViewRect(forBounds: bounds).maxX - bounds.minX
            r.origin.x = max(r.minX, bounds.minX + w); r.size.width = max(0, inner.maxX - r.minX)
        }
        if rightView != nil, _overlayShows(rightViewMode) {
            r.size.width = max(0, min(r.maxX, rightViewRect(forBounds: bounds).minX) - r.minX)
        } else if _clearButtonShows {
            r.size.width = max(0, min(r.maxX, clearButtonRect(forBounds: bounds).minX - 2) - r.minX)
        }
        return r
    }

    /// The text as drawn: secure entry shows one bullet per grapheme cluster (as the text engine finds them).
    var displayedText: NSAttributedString {
        let a = attributedText ?? NSAttributedString(string: "")
        guard isSecureTextEntry else { return a }
        let n = a.length == 0 ? 0 : max(TextEngine.boundaries(of: a.string).carets.count - 1, 0)
        return NSAttributedString(string: String(repeating: "\u{2022}", count: n), attributes: defaultTextAttributes)
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

    /// Draws the displayed text on one line at the editing geometry's origin (aligned, scrolled so the
    /// caret stays visible), clipped to `rect`.
    func fieldDrawText(in rect: CGRect) {
        let t = _shownText
        guard t.length > 0, let ctx = UIGraphicsGetCurrentContext() else { return }
        let (layout, origin, _) = editorLayout()
        let laid = StringDrawing.layout(t, size: .zero, options: [], context: nil)
        ctx.saveGState()
        ctx.clip(to: rect.insetBy(dx: -1, dy: -4))
        StringDrawing.draw(layout, resolution: laid.resolution, color: .black, at: origin, in: ctx)
        ctx.restoreGState()
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
        if (text ?? "").isEmpty { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        else { drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)) }
        if _clearButtonShows { _drawClearButton() }
    }
}

extension UIColor {
    /// The fill of a rounded-rect field: white in the light style, the dark style's raised grey in the
    /// dark one, so `.label` text stays readable in both.
    static var systemBackgroundColorForField: UIColor { .tertiarySystemBackground }
}
