import Foundation

/// A horizontal and vertical offset, mirroring `UIOffset`.
public struct UIOffset: Equatable, Hashable, Sendable {
    /// Horizontal offset (positive: right).
    public var horizontal: CGFloat
    /// Vertical offset (positive: down).
    public var vertical: CGFloat
    /// No offset.
    public init() { horizontal = 0; vertical = 0 }
    /// An offset from its two components.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// No offset.
    public static let zero = UIOffset()
}
