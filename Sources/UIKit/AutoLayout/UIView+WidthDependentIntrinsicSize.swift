import Foundation

extension UIView {
    /// Whether the view's intrinsic height depends on the width the engine gives it: multi-line labels
    /// with `preferredMaxLayoutWidth` 0 and text views with scrolling disabled. UIKit's engine lays such
    /// views out twice (the second time with the width the first pass solved), so a multi-line label
    /// pinned to both sides wraps to that width.
    var _hasWidthDependentIntrinsicSize: Bool {
        switch self {
        case let label as UILabel: return label.hasWidthDependentIntrinsicSize
        case let textView as UITextView: return !textView.isScrollEnabled
        default: return false
        }
    }

    /// `intrinsicContentSize` as it is when the view is laid out at `width` (a width-dependent view's
    /// height follows the width); the view's engine state is left as it was.
    func _intrinsicContentSize(atLayoutWidth width: CGFloat) -> CGSize {
        let s = autoLayout
        let saved = s.automaticLayoutWidth
        s.automaticLayoutWidth = width > 0 && width.isFinite ? width : 0
        defer { s.automaticLayoutWidth = saved }
        return intrinsicContentSize
    }
}
