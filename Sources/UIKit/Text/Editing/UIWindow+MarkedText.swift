import Foundation

/// An input method's composition delivered to the first responder, as the host receives it (SDL's
/// text-editing events): the provisional text becomes `UITextInput` marked text; the committed text then
/// arrives through `sendText(_:)`, whose `insertText(_:)` replaces the marked text.
extension UIWindow {
    /// Delivers an input method's composition `text` with the selection `selectedRange` (UTF-16, within
    /// the composition) to the first responder's `setMarkedText(_:selectedRange:)`, as the host does; it
    /// does not run a turn. An empty composition removes the marked text (the input method cancelled or
    /// is about to commit); with no marked text it changes nothing. Nothing happens when the first
    /// responder does not adopt `UITextInput` or is not in this window.
    public func sendMarkedText(_ text: String, selectedRange: NSRange) {
        guard let input = _firstResponder as? any UITextInput else { return }
        if text.isEmpty, input.markedTextRange == nil { return }
        input.setMarkedText(text, selectedRange: selectedRange)
    }

    /// Where the input method's candidate window goes: the caret of the first responder being edited in
    /// this window (`caretRect(for:)` at the end of its selection), in window coordinates; nil when no
    /// text input of this window is first responder.
    package var _textInputCaretRect: CGRect? {
        guard let fr = _firstResponder as? UIView, let input = fr as? any UITextInput,
              let range = input.selectedTextRange else { return nil }
        let caret = input.caretRect(for: range.end)
        guard !caret.isNull, caret.origin.x.isFinite, caret.origin.y.isFinite else { return nil }
        return fr.convert(caret, to: self)
    }
}
