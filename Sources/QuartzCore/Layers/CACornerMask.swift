import Foundation

/// Which corners `cornerRadius` rounds, mirroring `CACornerMask`. The names are macOS's (y-up), so on
/// iOS `layerMinXMinYCorner` is the top-left corner.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The underlying value.
    public let rawValue: UInt
    /// A value from its underlying value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The minX/minY corner: top-left on iOS.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The maxX/minY corner: top-right on iOS.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The minX/maxY corner: bottom-left on iOS.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The maxX/maxY corner: bottom-right on iOS.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
