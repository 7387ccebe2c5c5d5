import Foundation

/// A timer synchronised with the display's refresh, mirroring `CADisplayLink`.
///
/// Apple's initializer takes a target and a selector, which Swift on Linux cannot call; here the link
/// takes a closure (`CADisplayLink { link in ... }`), called with the link once per frame while it is added
/// to a run loop and not paused (Docs/Deviations.md). Frames come from the main run loop's turns
/// (`UIApplication.runOneTurn()`, `MediaClockScheduler.shared`), so under a manual media clock they are
/// deterministic: `timestamp` is the turn's media time, `duration` the display's frame interval (1/60 s),
/// `targetTimestamp` the time of the next frame. As on iOS the run loop retains an added link until
/// `invalidate()`.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    /// The display's refresh interval.
    static let frameInterval: CFTimeInterval = 1.0 / 60
    private let handler: @MainActor (CADisplayLink) -> Void
    private var token: MediaClockScheduler.Token?
    private var retainedSelf: CADisplayLink?
    private var modes: Set<RunLoop.Mode> = []
    private var invalidated = false

    /// A display link that calls `handler` every frame once added to a run loop (the Swift-native form of
    /// `init(target:selector:)`).
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// The media time of the last frame the link fired for (0 before the first).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The media time of the next frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames (0 before the first frame, as on iOS).
    public private(set) var duration: CFTimeInterval = 0
    /// Whether the link is paused (no calls while paused; default false).
    open var isPaused = false
    /// The frame rate the link would like; frames still come at the display's pace (a hint, as on iOS).
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// The preferred frames per second (deprecated on iOS; 0 means the display's rate).
    open var preferredFramesPerSecond: Int = 0
    /// Frames between calls (deprecated on iOS; default 1).
    open var frameInterval: Int = 1

    /// Adds the link to a run loop in `mode`: it fires every frame from the next turn on.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !invalidated else { return }
        modes.insert(mode)
        guard token == nil else { return }
        retainedSelf = self
        token = MediaClockScheduler.shared.addFrameObserver { [weak self] now in self?.fire(now: now) }
    }

    /// Removes the link from `mode`; with no mode left it stops firing.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { stop() }
    }

    /// Removes the link from every run loop and releases it; it never fires again.
    open func invalidate() {
        invalidated = true
        modes.removeAll()
        stop()
    }

    private func stop() {
        if let t = token { MediaClockScheduler.shared.removeFrameObserver(t) }
        token = nil
        retainedSelf = nil
    }

    private var skipped = 0
    private func fire(now: CFTimeInterval) {
        guard !isPaused else { return }
        skipped += 1
        guard skipped >= max(frameInterval, 1) else { return }
        skipped = 0
        duration = CADisplayLink.frameInterval
        timestamp = now
        targetTimestamp = now + duration
        handler(self)
    }
}
