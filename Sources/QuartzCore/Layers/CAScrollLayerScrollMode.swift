import Foundation

/// The axes a scroll layer may scroll along, mirroring `CAScrollLayerScrollMode`.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    /// The underlying value.
    public let rawValue: String
    /// A value from its underlying value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No scrolling.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// Vertical scrolling only.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// Horizontal scrolling only.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Both axes (the default).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}
