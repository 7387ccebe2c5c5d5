import Foundation

/// Printing a view, mirroring `UIView.viewPrintFormatter()`.
extension UIView {
    /// A new print formatter for the view's drawing: printed, the view draws with `draw(_:for:)`.
    public func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter(view: self) }
}
