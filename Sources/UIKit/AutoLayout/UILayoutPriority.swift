import Foundation

/// The priority of a constraint, mirroring `UILayoutPriority` (a Float from 1 to 1000; 1000 is required).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A drag that may end up resizing the window's scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which the window's scene prefers to stay the same size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that can't resize the window's scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority with which a button hugs its content horizontally (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which a view wants to conform to `systemLayoutSizeFitting`'s target (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

extension UILayoutPriority {
    /// The solver weight of a non-required priority: geometric in the priority, so each step of 100
    /// weighs ten times more (a 750 constraint outweighs a hundred thousand 250 ones).
    var solverWeight: Double { pow(10, Double(min(max(rawValue, 1), 999)) / 100) }
}
