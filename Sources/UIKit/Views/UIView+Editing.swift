import Foundation

extension UIView {
    /// Makes the first responder resign if it is this view or one of its descendants, mirroring
    /// `endEditing(_:)`: the responder is asked to resign, and with `force` it loses first-responder
    /// status even when it refuses. Returns whether the subtree no longer holds the first responder (true
    /// when it held none).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.currentFirstResponder as? UIView,
              responder === self || responder.isDescendant(of: self) else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        UIResponder.currentFirstResponder = nil
        return true
    }
}
