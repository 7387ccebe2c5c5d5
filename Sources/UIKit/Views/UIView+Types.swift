import Foundation

extension UIView {
    /// How a view's cached content is fitted to its bounds when they change, mirroring
    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }

    /// The ways a view resizes when its superview's bounds change, mirroring `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension UIView {
    /// How a view's tint colour is adjusted, mirroring `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// Inherit the superview's mode (`.normal` at the root).
        case automatic = 0
        /// The tint colour as set.
        case normal
        /// A desaturated tint, for views behind a modal.
        case dimmed
    }
}
