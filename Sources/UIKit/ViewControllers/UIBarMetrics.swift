import Foundation

/// The bar heights a background image or title offset is set for, mirroring `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    /// The default height.
    case `default` = 0
    /// A compact height (landscape phones).
    case compact = 1
    /// The default height with a prompt.
    case defaultPrompt = 101
    /// A compact height with a prompt.
    case compactPrompt = 102
}
