import Foundation

/// A host without a screen: each window has an in-memory surface at its screen's scale, and every present
/// recomposites only what changed in the window's layer tree since its last frame (a frame with no change
/// composites nothing). Used by tests, CI and the demo when no display is available.
@preconcurrency @MainActor
public final class HeadlessHost: UIHost {
    private let surfaces = WindowSurfaces()
    /// Images of the last frames, made on demand and dropped when a frame changes the surface.
    private var images: [ObjectIdentifier: UIImage] = [:]
    /// How many frames have been presented, for every window together.
    public private(set) var presentedFrameCount = 0
    /// How many presented frames recomposited something (a present with no change in its window's tree
    /// composites nothing and does not count).
    public private(set) var compositedFrameCount = 0

    public init() {}

    public func pollEvents() -> Bool { true }

    /// Commits pending work and recomposites the damaged part of the window's surface.
    public func present(_ window: UIWindow) {
        for id in surfaces.removeDeadWindows() { images[id] = nil }
        let id = ObjectIdentifier(window)
        presentedFrameCount += 1
        if presentingTurn != turn { presentingTurn = turn; order.removeAll() }
        order.append(WeakWindow(window: window))
        guard let s = surfaces.renderFrame(of: window) else { images[id] = nil; return }
        if !s.lastDamage.isNull {
            compositedFrameCount += 1
            images[id] = nil
        }
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
                ctx.cgContext.translateBy(x: w.frame.minX - w.bounds.minX, y: w.frame.minY - w.bounds.minY)
                ctx.cgContext.setAlpha(w.alpha)
                w.layer.render(in: ctx.cgContext)
                ctx.cgContext.restoreGState()
            }
        }
    }

    public func waitForNextFrame() { usleep(16_000) }

    /// The last frame presented for `window` (at its screen's scale), or nil if it was never presented.
    /// The image is made from the window's surface when first asked for after a frame that changed it.
    public func lastFrame(of window: UIWindow) -> UIImage? {
        let id = ObjectIdentifier(window)
        guard let s = surfaces.existing(for: window) else { images[id] = nil; return nil }
        if let image = images[id] { return image }
        guard let cg = s.renderer.makeImage() else { return nil }
        let image = UIImage(cgImage: cg, scale: s.renderer.scale)
        images[id] = image
        return image
    }

    /// The region the last present of `window` recomposited, in surface pixels with the origin at the
    /// window's top-left corner: the whole surface for its first frame (or after a change of size or
    /// scale), `.null` when nothing in its tree had changed or it was never presented.
    public func lastDamage(of window: UIWindow) -> CGRect { surfaces.existing(for: window)?.lastDamage ?? .null }

    /// Whether the last present of `window` moved already composited pixels for a scroll step instead of
    /// compositing that area again (a Linux addition, for tests and benchmarks).
    public func lastFrameMovedPixels(of window: UIWindow) -> Bool {
        surfaces.existing(for: window)?.renderer.lastFrameMovedPixels ?? false
    }

    /// How many layers the last present of `window` composited (0 when nothing had changed).
    public func lastCompositedLayerCount(of window: UIWindow) -> Int {
        surfaces.existing(for: window)?.lastCompositedLayerCount ?? 0
    }
}
