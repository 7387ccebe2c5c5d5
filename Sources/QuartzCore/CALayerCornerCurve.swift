import Foundation

/// The curve of a layer's rounded corners, mirroring `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous-curvature corners.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
