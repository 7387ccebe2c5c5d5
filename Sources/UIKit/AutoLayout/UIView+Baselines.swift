import Foundation

extension UIView {
    /// Where a text view's baselines sit for Auto Layout's `firstBaselineAnchor` and `lastBaselineAnchor`:
    /// the first baseline at the font's ascent below the top, the last at its descent above the bottom
    /// (UILabel sizes its lines from the same metrics). Nil for views without text, whose baselines are
    /// their bottom edge, as on iOS.
    var _baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
        let font: UIFont?
        switch self {
        case let label as UILabel: font = label.font
        case let field as UITextField: font = field.font
        default: font = nil
        }
        guard let font else { return nil }
        return (font.ascender, -font.descender)
    }
}
