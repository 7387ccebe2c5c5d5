import Foundation

/// The sizes a scene's window may take, mirroring `UISceneSizeRestrictions`: the host keeps the OS window
/// between `minimumSize` and `maximumSize` (the desktop's window manager enforces them while the user
/// drags), and a resize reported outside them is clamped.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    /// The smallest size of the scene's window, in points (default: no limit).
    open var minimumSize: CGSize = .zero
    /// The largest size of the scene's window, in points (default: no limit).
    open var maximumSize: CGSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// Whether the window may fill the screen (kept; the desktop decides about full screen).
    open var allowsFullScreen = true

    override init() { super.init() }

    /// `size` within the restrictions: at least the minimum, at most the maximum (a maximum below the
    /// minimum yields to the minimum, as a window manager does).
    func clamp(_ size: CGSize) -> CGSize {
        func side(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            let lo = max(0, lo.isFinite ? lo : 0)
            return max(lo, min(v, hi.isNaN ? v : hi))
        }
        return CGSize(width: side(size.width, minimumSize.width, maximumSize.width),
                      height: side(size.height, minimumSize.height, maximumSize.height))
    }
}
