import Foundation

/// A host without a screen: every present composites the window into an in-memory bitmap at its screen's
/// scale. Used by tests, CI and the demo when no display is available.
@preconcurrency @MainActor
public final class HeadlessHost: UIHost {
    private var frames: [ObjectIdentifier: UIImage] = [:]
    /// How many frames have been presented, for every window together.
    public private(set) var presentedFrameCount = 0

    public init() {}

    public func pollEvents() -> Bool { true }

    public func present(_ window: UIWindow) {
        frames[ObjectIdentifier(window)] = window.renderedImage(scale: window.screen.scale)
        presentedFrameCount += 1
    }

    public func waitForNextFrame() { usleep(16_000) }

    /// The last frame presented for `window`.
    public func lastFrame(of window: UIWindow) -> UIImage? { frames[ObjectIdentifier(window)] }
}
