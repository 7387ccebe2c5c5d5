import Foundation

/// A text field's font follows the content size category as a label's does (`adjustsFontForContentSizeCategory`).
extension UITextField: UIContentSizeCategoryAdjusting, _ContentSizeCategoryFollowing {
    func _adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let adjusted = font?._adjustedForContentSizeCategory(of: traitCollection)
        else { return }
        font = adjusted
        invalidateIntrinsicContentSize()
    }
}
