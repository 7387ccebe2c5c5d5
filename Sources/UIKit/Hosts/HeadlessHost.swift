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
        if presentingTurn != turn { presentingTurn = turn; order.removeAll() }
        order.append(WeakWindow(window: window))
    }

    private struct WeakWindow { weak var window: UIWindow? }
    private var order: [WeakWindow] = []
    private var turn = 0, presentingTurn = -1

    /// Called by the application at the start of each turn.
    public func beginTurn() { turn += 1 }

    /// The windows presented in the last turn that presented anything, in presentation order (lowest
    /// `windowLevel` first, so later ones cover earlier ones).
    public var lastPresentationOrder: [UIWindow] { order.compactMap(\.window) }

    /// The screen as the user would see it: `windows` (default: the application's visible windows), in
    /// increasing `windowLevel`, composited at their frames onto a screen-sized image of `UIScreen.main`.
    public func composedScreen(scale: CGFloat? = nil, windows: [UIWindow]? = nil) -> UIImage {
        let screen = UIScreen.main
        let list = (windows ?? UIApplication.shared.windows).filter { !$0.isHidden }.sorted { $0.windowLevel < $1.windowLevel }
        CATransaction.flush()
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale ?? screen.scale
        return UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: screen.bounds.size), format: format).image { ctx in
            for w in list {
                ctx.cgContext.saveGState()
                ctx.cgContext.translateBy(x: w.frame.minX, y: w.frame.minY)
                ctx.cgContext.setAlpha(w.alpha)
                w.layer.render(in: ctx.cgContext)
                ctx.cgContext.restoreGState()
            }
        }
    }

    public func waitForNextFrame() { usleep(16_000) }

    /// The last frame presented for `window`.
    public func lastFrame(of window: UIWindow) -> UIImage? { frames[ObjectIdentifier(window)] }
}
