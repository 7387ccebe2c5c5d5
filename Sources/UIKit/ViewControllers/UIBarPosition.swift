import Foundation

/// Where a bar sits, mirroring `UIBarPosition` (Apple's raw values): background images are set per
/// position, and a position without its own image uses the `.any` one.
public enum UIBarPosition: Int, Sendable {
    /// Any position: the image used where no position-specific image is set.
    case any = 0
    /// At the bottom of its container (a toolbar's usual place).
    case bottom = 1
    /// At the top of its container.
    case top = 2
    /// At the top of the screen, extending under the status bar.
    case topAttached = 3
}

/// A background image key: the bar position and metrics it was set for.
struct BarImageKey: Hashable {
    let position: UIBarPosition
    let metrics: UIBarMetrics
}

extension Dictionary where Key == BarImageKey, Value == UIImage {
    /// The image a bar at `position` with `metrics` shows: its own, else the one set for `.any`.
    func image(at position: UIBarPosition, metrics: UIBarMetrics) -> UIImage? {
        self[BarImageKey(position: position, metrics: metrics)] ?? self[BarImageKey(position: .any, metrics: metrics)]
    }
}
