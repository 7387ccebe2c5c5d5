import Foundation

/// Text fields and text views follow the content size category as labels do
/// (`adjustsFontForContentSizeCategory`): the one rule for every text input with an optional font.
@MainActor
protocol _ContentSizeCategoryFollowingTextInput: UIView, UIContentSizeCategoryAdjusting, _ContentSizeCategoryFollowing {
    var font: UIFont? { get set }
}

extension _ContentSizeCategoryFollowingTextInput {
    func _adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let adjusted = font?._adjustedForContentSizeCategory(of: traitCollection)
        else { return }
        font = adjusted
        invalidateIntrinsicContentSize()
    }
}

extension UITextField: _ContentSizeCategoryFollowingTextInput {}
extension UITextView: _ContentSizeCategoryFollowingTextInput {}
