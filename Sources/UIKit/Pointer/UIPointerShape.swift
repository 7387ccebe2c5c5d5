import Foundation

/// The shape the pointer takes, mirroring `UIPointerShape`. On the Linux desktop the pointer is the
/// system's cursor: a beam shows the I-beam cursor, a path or a rounded rectangle the hand (the pointer
/// becomes a target there, as it morphs into the shape on iPadOS).
public enum UIPointerShape: Sendable {
    /// A pointer shaped as the path (in the interaction's view's coordinates).
    case path(UIBezierPath)
    /// A rounded rectangle (in the interaction's view's coordinates).
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical beam of `length` points, as over horizontal text.
    case verticalBeam(length: CGFloat)
    /// A horizontal beam of `length` points, as over vertical text.
    case horizontalBeam(length: CGFloat)

    /// The corner radius of `roundedRect` shapes when none is given.
    public static let defaultCornerRadius: CGFloat = 8
}
