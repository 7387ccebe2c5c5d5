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

    /// The app's dynamic Home Screen quick actions (`shortcutItems`): stored and read back as on iOS; Linux
    /// has no Home Screen to show them on (see UIApplicationShortcutItem.swift).
    open var shortcutItems: [UIApplicationShortcutItem]?

    /// Every live window, in creation order.
    public var windows: [UIWindow] { windowRefs.compactMap(\.window) }

    /// Stops listing every window still alive (test support: a window a test leaked is not the next
    /// test's).
    func _forgetWindows() { windowRefs.removeAll() }

    func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
    }

    /// Runs one turn of the main run loop (input, timers and main-queue work, commit, render, present);
    /// returns false once the host reports that the user closed the app. Tests call this to step frames.
    @discardableResult
    public func runOneTurn() -> Bool { runOneTurn(stoppingAfter: .render) }

    /// Runs one turn of the main run loop up to and including `last` of the pipeline owner's phases, as
    /// Flutter's test binding pumps a frame to a chosen phase: `.timers` (input, timers and main-queue
    /// work), `.layout`, `.display` (the commit), or `.render` (the whole turn). Work of the phases not run
    /// stays pending for the next turn. A Linux addition for tests.
    @discardableResult
    package func runOneTurn(stoppingAfter last: PipelineOwner.Phase) -> Bool {
        (host as? HeadlessHost)?.beginTurn()
        let pipeline = PipelineOwner.current
        pipeline.scheduler.noteAppTurn()
        pipeline.beginTurn()
        defer { pipeline.endTurn() }
        // Recognizers that finished in the previous turn return to .possible.
        GestureArena.shared.resetFinishedRecognizers()
        // 1. Input.
        var keepGoing = host.pollEvents()
        // Scene requests are answered after input, as the system's reply arrives; destroying the last
        // scene ends the run loop as closing the last window does.
        _answerSceneRequests()
        if _life.endRequested { keepGoing = false }
        // 2. Timers due on the media clock (recognizer timeouts, animation ticks, display links,
        //    deceleration), then main-queue work.
        pipeline.fireTimers(now: CACurrentMediaTime())
        _ = RunLoop.current.run(mode: .default, before: Date())
        if last.rawValue < PipelineOwner.Phase.layout.rawValue { return keepGoing }
        // 3. Commit: the layout pass, then the display pass (closing the implicit transaction).
        if last == .layout { pipeline.runLayoutPass(); return keepGoing }
        CATransaction.flush()
        if last == .display { return keepGoing }
        // 4. Render and present what changed.
        if pipeline.hasChanges {
            let visible = windows.filter { !$0.isHidden }.sorted { $0.windowLevel < $1.windowLevel }
            pipeline.render { for w in visible { host.present(w) } }
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

    // MARK: - Events

    /// Dispatches `event` to its window (`UIWindow.sendEvent(_:)`): touches to the windows they happen
    /// in, presses to the key window. Hosts deliver every input event through here.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            if event._changedTouches.count == 1 {
                event._changedTouches[0].window?.sendEvent(event)
                return
            }
            var seen: [UIWindow] = []
            for t in event._changedTouches {
                guard let w = t.window, !seen.contains(where: { $0 === w }) else { continue }
                seen.append(w)
                w.sendEvent(event)
            }
        case .presses:
            (event._window ?? keyWindow)?.sendEvent(event)
        default:
            event._window?.sendEvent(event)
        }
    }

    /// The application's next responder: the app delegate when it is a responder (the seam
    /// `delegateResponder` is set by the app-lifecycle code; nil until then).
    open override var next: UIResponder? { delegateResponder ?? (delegate as? UIResponder) }

    /// The app delegate as a responder, for the responder chain (set when the delegate is assigned).
    package weak var delegateResponder: UIResponder?

    /// Sends `action` to `target`, or when `target` is nil up the responder chain from the first
    /// responder (with none: from the sender when it is a responder, else the key window); returns whether a responder took it. Without an Objective-C runtime the receiver
    /// must adopt `UITargetActionReceiver` (see Docs/Deviations.md).
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        sendAction(action, to: target, from: sender, for: event, startingAt: nil)
    }

    func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?, startingAt start: UIResponder?) -> Bool {
        if let target {
            guard let receiver = target as? UITargetActionReceiver else { return false }
            receiver.receiveAction(action, from: sender, for: event)
            return true
        }
        let first: UIResponder? = start ?? UIResponder.currentFirstResponder ?? (sender as? UIResponder) ?? keyWindow
        guard let found = first?.target(forAction: action, withSender: sender) as? UITargetActionReceiver else { return false }
        found.receiveAction(action, from: sender, for: event)
        return true
    }

    // MARK: - Lifecycle and scenes

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
