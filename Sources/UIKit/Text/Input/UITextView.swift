import Foundation

/// A scrollable, multi-line text region, mirroring `UITextView`: it shows and measures its text with the
/// documented defaults (no font set: 12 pt Helvetica as string drawing uses; `textContainerInset` 8 points
/// top and bottom; 5-point line-fragment padding; editable and selectable), and edits it as the first
/// responder: `UITextInput`, hardware keys and host text input, Return inserts a line break, the delegate's
/// callbacks, and scrolling keeps the caret visible (Text/Editing/UITextView+Editing.swift).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    var _text: String = ""
    var _attributed: NSAttributedString?

    /// A text view with a new text container (`init(frame:)`), which is `init(frame:textContainer:)` with
    /// nil, as on iOS, where the latter is the designated initializer.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view laying its text out in `textContainer` (`init(frame:textContainer:)`; nil: a new one).
    /// UITextView's designated initializer, so subclasses override it.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
        contentMode = .redraw
        backgroundColor = .systemBackgroundForText
        if let textContainer { adopt(textContainer) }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text (`text`; empty by default, never nil when read).
    open var text: String! {
        get { _attributed?.string ?? _text }
        set { _text = newValue ?? ""; _attributed = nil; textChanged(); _editorStorage?.textReplacedWholesale() }
    }
    /// The styled text (`attributedText`).
    open var attributedText: NSAttributedString! {
        get { _attributed ?? NSAttributedString(string: _text, attributes: typingAttributes) }
        set { _attributed = newValue; _text = newValue?.string ?? ""; textChanged(); _editorStorage?.textReplacedWholesale() }
    }
    /// The font (`font`; nil, drawing in the 12 pt default).
    open var font: UIFont? { didSet { textChanged() } }
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
    /// The container the text is laid out in (`textContainer`): its `lineFragmentPadding` (5 points)
    /// insets each line, and its width tracks the view's.
    public var textContainer: NSTextContainer {
        if let c = _textContainer { return c }
        let c = NSTextContainer(size: CGSize(width: 0, height: 10_000_000))
        adopt(c)
        return c
    }
    var _textContainer: NSTextContainer?
    /// Padding inside each line (`textContainer.lineFragmentPadding`, 5 points).
    var lineFragmentPadding: CGFloat { _textContainer?._lineFragmentPadding ?? 5 }
    /// The selected range (`selectedRange`, UTF-16), clamped to the text.
    open var selectedRange: NSRange {
        get { _editorStorage?.selection ?? NSRange(location: (_attributed?.string ?? _text).utf16.count, length: 0) }
        set { _editor.setSelection(newValue) }
    }

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
    open var isSecureTextEntry = false

    open override func draw(_ rect: CGRect) { textViewDraw() }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { textViewSize(fitting: size) }

    /// With scrolling disabled a text view sizes itself like a multi-line label, as on iOS: its text's
    /// unwrapped width, and the height of the text wrapped at the width Auto Layout gives it; with
    /// scrolling enabled it has no intrinsic size.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let natural = textViewSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
        if let auto = _rare?.autoLayout?.automaticLayoutWidth, auto > 0 {
            return CGSize(width: natural.width, height: textViewSize(fitting: CGSize(width: auto, height: 0)).height)
        }
        return natural
    }

    /// Turning scrolling off or on changes whether the text view has an intrinsic size.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: - Editing

    /// The editing engine (made on first use).
    var _editorStorage: TextEditor?
    var _editor: TextEditor {
        if let e = _editorStorage { return e }
        let e = TextEditor(host: self)
        e.selection = NSRange(location: (_attributed?.string ?? _text).utf16.count, length: 0)
        _editorStorage = e
        return e
    }

    /// Whether the user may change the attributes of the text (`allowsEditingTextAttributes`; false).
    open var allowsEditingTextAttributes = false
    /// Whether the text is cleared when editing begins (`clearsOnInsertion`; false).
    open var clearsOnInsertion = false
    /// An editable or selectable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    /// Asks the delegate (`textViewShouldBeginEditing`, editable views only), becomes first responder
    /// and begins editing: `textViewDidBeginEditing`, `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, let d = _textViewDelegate, !d.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        _beginEditing()
        return true
    }
    /// Asks the delegate (`textViewShouldEndEditing`), resigns and ends editing: `textViewDidEndEditing`,
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isEditable, !TextInputSession.forcingEnd, let d = _textViewDelegate, !d.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        _endEditing()
        return true
    }
    /// A tap (a touch that ends without scrolling) begins editing and puts the caret nearest to it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let t = touches.first, isSelectable || isEditable {
            _handleTap(at: t.location(in: self))
            if t.tapCount == 2, isFirstResponder { _editor.selectWord() }
            return
        }
        super.touchesEnded(touches, with: event)
    }
    /// Hardware keys edit the text while the view is first responder; others go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = Set<UIPress>()
        for p in presses {
            if isFirstResponder, let key = p.key, _editor.handleKey(key) { continue }
            rest.insert(p)
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }
    open override func layoutSubviews() {
        super.layoutSubviews()
        _editorStorage?.updateVisuals()
    }
    /// Scrolls so that the start of `range` is visible (`scrollRangeToVisible(_:)`).
    open func scrollRangeToVisible(_ range: NSRange) {
        let e = _editor
        let r = e.clamp(range)
        let rects = e.selectionRects(for: r).map(\.rect)
        let target = rects.first ?? e.caretRect(at: r.location)
        editorScrollToVisible(target)
    }

    // UIKeyInput

    /// Whether the view has text (`hasText`).
    open var hasText: Bool { !_text.isEmpty || (_attributed?.length ?? 0) > 0 }
    /// Inserts text at the caret, replacing the selection (with the delegate's consent).
    open func insertText(_ text: String) { if isEditable { _editor.insertText(text) } }
    /// Deletes the grapheme cluster before the caret, or the selection.
    open func deleteBackward() { if isEditable { _editor.deleteBackward() } }

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
    /// The selection (`selectedTextRange`).
    open var selectedTextRange: UITextRange? {
        get { _editor.selectedTextRange }
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
    /// Sets the writing direction (`setBaseWritingDirection(_:for:)`; the view keeps its text's own).
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

extension UITextView {
    var displayedText: NSAttributedString {
        guard let a = _attributed else { return NSAttributedString(string: _text, attributes: typingAttributes) }
        return a
    }

    func adopt(_ container: NSTextContainer) {
        _textContainer?._textView = nil
        container._textView = self
        container.widthTracksTextView = true
        _textContainer = container
        textChanged()
    }

    var textWidth: CGFloat { max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding) }

    func textChanged() {
        let h = textViewSize(fitting: CGSize(width: bounds.width, height: 0)).height
        contentSize = CGSize(width: bounds.width, height: h)
        setNeedsDisplay()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    /// The size fitting `size.width`: wrapped text height plus the insets (a text view with no text is one
    /// line high). A width of `greatestFiniteMagnitude` measures the text unwrapped.
    func textViewSize(fitting size: CGSize) -> CGSize {
        let unbounded = size.width == .greatestFiniteMagnitude
        let w = size.width > 0 ? size.width : bounds.width
        let inner = unbounded ? 0 : max(0, w - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding)
        let t = displayedText.length > 0 ? displayedText : NSAttributedString(string: " ", attributes: typingAttributes)
        let r = t.boundingRect(with: CGSize(width: inner > 0 ? inner : .greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                               options: .usesLineFragmentOrigin, context: nil)
        let width = size.width > 0 && !unbounded ? size.width : ceil(r.width) + textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
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
