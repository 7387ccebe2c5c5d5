import Foundation

extension UIView {
    /// Makes the first responder resign when it is this view or one of its descendants, mirroring
    /// `endEditing(_:)`: with `force`, a text field or text view resigns without asking its delegate
    /// (`textFieldShouldEndEditing` / `textViewShouldEndEditing`). Returns whether the view ended editing
    /// (true also when nothing inside was editing).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let fr = window?._firstResponder as? UIView, fr === self || fr.isDescendant(of: self) else { return true }
        let saved = TextInputSession.forcingEnd
        TextInputSession.forcingEnd = force
        defer { TextInputSession.forcingEnd = saved }
        if fr.resignFirstResponder() { return true }
        // Forced: a responder that refuses (canResignFirstResponder false) loses the status anyway.
        guard force else { return false }
        fr.window?._firstResponder = nil
        return true
    }
}
