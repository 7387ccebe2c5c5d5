import Foundation

/// Inset distances for a rectangle's edges, mirroring `UIEdgeInsets`. Positive values shrink a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the left edge.
    public var left: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the right edge.
    public var right: CGFloat

    /// Zero insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// Insets from their four values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// Zero insets.
    public static let zero = UIEdgeInsets()
}

/// `UIEdgeInsetsMake(top, left, bottom, right)`.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// `UIEdgeInsetsInsetRect(rect, insets)`: the same as `rect.inset(by: insets)`.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

/// `NSDirectionalEdgeInsetsMake(top, leading, bottom, trailing)`.
public func NSDirectionalEdgeInsetsMake(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

extension CGRect {
    /// The rectangle with each edge moved inwards by `insets` (`inset(by:)`, `UIEdgeInsetsInsetRect`):
    /// the origin moves by (left, top) and the size shrinks by (left + right, top + bottom), with no
    /// standardizing or clamping, exactly as UIKit's inline function does.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }
}
