import Foundation

extension UIStackView {
    /// How arranged views share the stack's length along its axis, mirroring `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// Views keep their natural sizes; the one that hugs least stretches (the one that resists
        /// compression least shrinks).
        case fill = 0
        /// Every view gets the same size.
        case fillEqually
        /// Sizes are proportional to the intrinsic sizes.
        case fillProportionally
        /// Equal gaps between the views (at least `spacing`).
        case equalSpacing
        /// Equal distances between the views' centers (gaps at least `spacing`).
        case equalCentering
    }

    /// How arranged views are placed across the stack's axis, mirroring `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5
        /// Vertical stacks' name for `.leading`... horizontal stacks' top edge.
        public static var top: Alignment { .leading }
        /// Horizontal stacks' bottom edge (`.trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// `setCustomSpacing(_:after:)` value meaning "use `spacing`" (also what `customSpacing(after:)`
    /// returns when none was set).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// Spacing value meaning "the system's standard spacing" (8 points here).
    public static let spacingUseSystem = -CGFloat(Float.greatestFiniteMagnitude)
}
