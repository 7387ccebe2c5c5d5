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
        guard adjustsFontForContentSizeCategory, let adjusted = font._adjustedForContentSizeCategory(of: traitCollection)
        else { return }
        font = adjusted
    }
}

extension UIFont {
    /// For a text-style font (`preferredFont(forTextStyle:)`), the same style's font for the content size
    /// category of `traits` (Apple's Dynamic Type tables); nil when the font has no text style, the
    /// category is unspecified or the size stays the same.
    func _adjustedForContentSizeCategory(of traits: UITraitCollection) -> UIFont? {
        guard let style = textStyle, traits.preferredContentSizeCategory != .unspecified else { return nil }
        let adjusted = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        return adjusted.pointSize != pointSize ? adjusted : nil
    }
}
