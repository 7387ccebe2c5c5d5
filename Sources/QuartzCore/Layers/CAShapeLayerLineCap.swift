import Foundation

/// Line caps, mirroring `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The underlying value.
    public let rawValue: String
    /// A value from its underlying value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Lines end at their end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Half circles beyond the end points.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Half squares beyond the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
