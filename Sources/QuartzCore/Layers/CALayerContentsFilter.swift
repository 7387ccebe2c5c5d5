import Foundation

/// Texture filters, mirroring `CALayerContentsFilter`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The underlying value.
    public let rawValue: String
    /// A value from its underlying value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Bilinear sampling (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Nearest-pixel sampling.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Trilinear sampling (sampled like `linear` here).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
