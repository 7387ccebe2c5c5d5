import Foundation

/// What measuring a `TextLayout` found, without the Pango layout: sizes, kept lines and flags (package
/// use by `UILabel`, which keeps these per request and the layout itself only weakly, so that a measured
/// label holds no glyphs).
package struct TextLayoutMetrics: Sendable {
    /// The size the kept lines use.
    package var size: CGSize
    /// Kept lines, top to bottom.
    package var lines: [TextLayout.Line]
    /// Whether any text was cut: lines dropped or ellipsized.
    package var isTruncated: Bool
    /// Whether the first paragraph runs right to left.
    package var baseIsRightToLeft: Bool

    /// Baseline of the first line from the top; 0 for no lines.
    package var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// Baseline of the last kept line from the top.
    package var lastBaseline: Double { lines.last?.baseline ?? 0 }
}

extension TextLayout {
    /// The layout's measurements, to keep without the layout.
    package var metrics: TextLayoutMetrics {
        TextLayoutMetrics(size: size, lines: lines, isTruncated: isTruncated, baseIsRightToLeft: baseIsRightToLeft)
    }
}
