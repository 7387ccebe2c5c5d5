import Foundation

/// Where an edit menu's arrow points, mirroring `UIEditMenuArrowDirection`. The bar drawn here has no
/// arrow; `.down` (the menu above the source point) is what it does for every value but `.up`, which puts
/// the menu below (see Docs/Deviations.md).
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// The system chooses (above the source point when there is room).
    case automatic = 0
    /// The arrow points up: the menu sits below the source point.
    case up = 1
    /// The arrow points down: the menu sits above the source point.
    case down = 2
    /// The arrow points left (treated as `.automatic` here).
    case left = 3
    /// The arrow points right (treated as `.automatic` here).
    case right = 4
}
