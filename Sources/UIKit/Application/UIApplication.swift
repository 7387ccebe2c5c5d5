import Foundation

/// The centralized point of control for the app, mirroring `UIApplication`, and owner of the main run
/// loop: each turn takes the host's input, runs timers and main-queue work, commits the implicit
/// transaction (layout, then display) and, when anything changed, has the host present every visible window
/// (each host recomposites only what changed in that window's tree, so an unchanged window costs nothing).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The singleton app instance.
    public static let shared = UIApplication()

    private var windowRefs: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    /// The host that presents windows: headless (an in-memory frame per window) unless replaced.
    public var host: any UIHost = HeadlessHost()

    /// The key window.
    public internal(set) weak var keyWindow: UIWindow?

    /// Every live window, in creation order.
    public var windows: [UIWindow] { windowRefs.compactMap(\.window) }

    func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
    }

    /// Runs one turn of the main run loop (input, timers and main-queue work, commit, render, present);
    /// returns false once the host reports that the user closed the app. Tests call this to step frames.
    @discardableResult
    public func runOneTurn() -> Bool {
        (host as? HeadlessHost)?.beginTurn()
        // 1. Input.
        let keepGoing = host.pollEvents()
        // 2. Timers due on the media clock (recognizer timeouts, animation ticks, display links,
        //    deceleration), then main-queue work.
        MediaClockScheduler.shared.fire(now: CACurrentMediaTime())
        _ = RunLoop.current.run(mode: .default, before: Date())
        // 3. Commit: the layout pass, then the display pass. 4. Render and present what changed.
        CATransaction.flush()
        if CATransaction.hasChanges {
            let visible = windows.filter { !$0.isHidden }.sorted { $0.windowLevel < $1.windowLevel }
            for w in visible { host.present(w) }
            CATransaction.clearChanges()
        }
        return keepGoing
    }

    /// Runs turns until `condition` is false or the host quits, waiting for the host's frame pacing.
    public func run(while condition: () -> Bool = { true }) {
        while condition() {
            if !runOneTurn() { break }
            host.waitForNextFrame()
        }
    }

    // MARK: - Lifecycle and scenes (issue 13)

    /// The app delegate, mirroring `UIApplication.delegate` (weak; the launch keeps the delegate alive).
    open weak var delegate: (any UIApplicationDelegate)?
    /// Launch state, connected scenes and the delegate's owner (UIApplication+Lifecycle.swift).
    var _life = UIApplicationLifecycle()
}

/// What a host does for the app: deliver input and frame ticks, and put windows on a surface.
/// `HeadlessHost` keeps frames in memory; `SDLHost` shows real windows.
@preconcurrency @MainActor
public protocol UIHost: AnyObject {
    /// Processes pending input; returns false when the user asked to quit.
    func pollEvents() -> Bool
    /// Puts the window's current layer tree on its surface (recompositing only what changed since the
    /// window's last present).
    func present(_ window: UIWindow)
    /// Blocks until the next frame is due (vsync or a timer).
    func waitForNextFrame()
}
