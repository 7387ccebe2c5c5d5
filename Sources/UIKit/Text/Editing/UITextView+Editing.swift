import Foundation

/// UITextView's editing session: the delegate's callbacks and notifications, taps that place the caret,
/// and the multi-line geometry (the caret is kept visible by scrolling).
extension UITextView: TextEditorHost {
    var _textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    var editorText: String { _attributed?.string ?? _text }

    func editorShouldChange(_ range: NSRange, _ text: String) -> Bool {
        _textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    func editorStore(_ range: NSRange, _ text: String) {
        if let a = _attributed {
            let m = NSMutableAttributedString(attributedString: a)
            let attrs = range.location > 0 ? a.attributes(at: range.location - 1, effectiveRange: nil)
                : a.length > 0 ? a.attributes(at: 0, effectiveRange: nil) : typingAttributes
            m.replaceCharacters(in: range, with: NSAttributedString(string: text, attributes: attrs))
            _attributed = m
            _text = m.string
        } else {
            _text = (_text as NSString).replacingCharacters(in: range, with: text)
        }
        textChanged()
    }

    func editorDidChange() {
        _textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func editorSelectionDidChange() {
        _textViewDelegate?.textViewDidChangeSelection(self)
    }

    var editorIsMultiline: Bool { true }
    var editorIsEditable: Bool { isEditable }
    var editorVisualContainer: UIView { self }

    /// The wrapped layout of the text at the text container's origin (content coordinates); an empty
    /// view lays out a space so that the caret has the font's height.
    func editorLayout() -> (layout: TextLayout, origin: CGPoint, bullets: Bool) {
        let shown = displayedText
        var t = shown.length > 0 ? shown : NSAttributedString(string: " ", attributes: typingAttributes)
        // A trailing line break gets a line of its own for the caret.
        if t.string.hasSuffix("\n") {
            let m = NSMutableAttributedString(attributedString: t)
            m.append(NSAttributedString(string: " ", attributes: t.attributes(at: t.length - 1, effectiveRange: nil)))
            t = m
        }
        let laid = StringDrawing.layout(t, size: CGSize(width: max(textWidth, 1), height: .greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, context: nil)
        return (laid.layout, CGPoint(x: textContainerInset.left + lineFragmentPadding, y: textContainerInset.top), false)
    }

    func editorScrollToVisible(_ rect: CGRect) {
        guard bounds.height > 0 else { return }
        scrollRectToVisible(rect.insetBy(dx: 0, dy: -2), animated: false)
    }

    func _beginEditing() {
        let e = _editor
        guard isEditable else { e.begin(); return }
        if clearsOnInsertion, hasText { _text = ""; _attributed = nil; textChanged(); e.textReplacedWholesale() }
        e.begin()
        _textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    func _endEditing() {
        let e = _editor
        let wasEditable = isEditable
        e.end()
        guard wasEditable else { return }
        _textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    func _handleTap(at p: CGPoint) {
        guard bounds.contains(p) else { return }
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        _editor.setSelection(NSRange(location: _editor.closestOffset(to: p), length: 0))
    }
}
