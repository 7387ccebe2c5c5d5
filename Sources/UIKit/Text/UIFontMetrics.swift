import Foundation

/// Scales fonts and values for Dynamic Type, mirroring `UIFontMetrics`: by the ratio of a text style's size
/// at the current content size category to its size at `.large`.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The content size category fonts are made for (`.large` until changed; the trait-collection seam of the
    /// lead's merge sets it from `UIApplication.preferredContentSizeCategory`).
    nonisolated(unsafe) package static var currentCategory: UIContentSizeCategory = .large

    let textStyle: UIFont.TextStyle

    /// Metrics for a text style (`init(forTextStyle:)`).
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// Metrics for the body style (`default`).
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    var factor: CGFloat {
        let base = textStyle.pointSize(for: .large)
        return base > 0 ? textStyle.pointSize(for: UIFontMetrics.currentCategory) / base : 1
    }

    /// `font` scaled for the current content size category (`scaledFont(for:)`).
    open func scaledFont(for font: UIFont) -> UIFont { font.withSize(font.pointSize * factor) }

    /// `font` scaled, no larger than `maximumPointSize` (`scaledFont(for:maximumPointSize:)`); a maximum of 0
    /// means no limit.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let s = font.pointSize * factor
        return font.withSize(maximumPointSize > 0 ? min(s, maximumPointSize) : s)
    }

    /// `value` scaled like the text style (`scaledValue(for:)`).
    open func scaledValue(for value: CGFloat) -> CGFloat { value * factor }
}

/// Objects that adjust their font when the content size category changes, mirroring
/// `UIContentSizeCategoryAdjusting`.
@preconcurrency @MainActor public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}
