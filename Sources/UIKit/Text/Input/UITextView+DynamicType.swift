import Foundation

/// A text view's font follows the content size category as a label's does (`adjustsFontForContentSizeCategory`).
extension UITextView: UIContentSizeCategoryAdjusting, _ContentSizeCategoryFollowing {
    func _adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let adjusted = font?._adjustedForContentSizeCategory(of: traitCollection)
        else { return }
        font = adjusted
        invalidateIntrinsicContentSize()
    }
}
