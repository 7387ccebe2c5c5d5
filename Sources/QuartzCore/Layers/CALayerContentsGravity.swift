import Foundation

/// How a layer's contents are positioned or scaled in its bounds, mirroring `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The underlying value.
    public let rawValue: String
    /// A value from its underlying value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred, unscaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Unscaled, centred horizontally at the maxY edge (the bottom of the screen on iOS, as Apple's y-up names read).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Unscaled, centred horizontally at the minY edge (the top of the screen on iOS).
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Unscaled, centred vertically at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Unscaled, centred vertically at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Unscaled, at the left of the maxY edge.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Unscaled, at the right of the maxY edge.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Unscaled, at the left of the minY edge (top-left on iOS).
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Unscaled, at the right of the minY edge.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping the aspect ratio (may overflow).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
