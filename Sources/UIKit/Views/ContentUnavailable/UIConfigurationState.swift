import Foundation

/// The state a configuration is updated for, mirroring `UIConfigurationState` (iOS 14): the traits, plus
/// custom states keyed by `UIConfigurationStateCustomKey`.
public protocol UIConfigurationState {
    /// Creates a state with `traitCollection`.
    init(traitCollection: UITraitCollection)
    /// The traits of the configured view.
    var traitCollection: UITraitCollection { get set }
    /// A custom state value (nil when not set).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for a custom state in a configuration state, mirroring `UIConfigurationStateCustomKey`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
