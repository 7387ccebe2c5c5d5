import Foundation

/// Inset distances that follow the layout direction, mirroring `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the leading edge (left in left-to-right layouts).
    public var leading: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the trailing edge (right in left-to-right layouts).
    public var trailing: CGFloat

    /// Zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// Insets from their four values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Zero insets.
    public static let zero = NSDirectionalEdgeInsets()
}
