import Foundation

/// Views whose font follows the content size category (`adjustsFontForContentSizeCategory`); the trait
/// propagation tells them when the category of their collection changed.
@MainActor
protocol _ContentSizeCategoryFollowing: AnyObject {
    func _adjustFontForContentSizeCategory()
}

extension UILabel: _ContentSizeCategoryFollowing {
    /// Replaces a text-style font by the style's font for the label's content size category (Apple's
    /// Dynamic Type tables), when `adjustsFontForContentSizeCategory` is on.
    func _adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return }
        let traits = traitCollection
        guard traits.preferredContentSizeCategory != .unspecified else { return }
        let adjusted = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        if adjusted.pointSize != font.pointSize { font = adjusted }
    }
}
