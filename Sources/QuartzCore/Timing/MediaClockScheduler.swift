import Foundation

/// Work that is due on the media clock and runs inside a main run-loop turn: the timers UIKit runs for you
/// (gesture-recognizer timeouts, long presses, animation ticks, display links, scroll deceleration).
///
/// Nothing here reads the wall clock. `UIApplication.runOneTurn()` calls `fire(now:)` with
/// `CACurrentMediaTime()` after the input step and before the commit, so a test with a manual clock
/// (`CAMediaClock.useManualClock(startingAt:)`, `advance(by:)`) steps every timer deterministically.
///
/// Order inside one `fire(now:)`: first the one-shot timers that are due, earliest due time first (ties in
/// scheduling order); then every frame observer, in registration order, with the same `now`. Timers and
/// observers added while firing wait for the next turn, so a timer that reschedules itself cannot spin.
@MainActor
package final class MediaClockScheduler {
    /// The scheduler the main run loop fires: the current pipeline owner's.
    package static var shared: MediaClockScheduler { PipelineOwner.current.scheduler }

    /// Identifies a scheduled timer or a frame observer, for cancelling it.
    package struct Token: Hashable, Sendable {
        let id: UInt64
    }

    private struct Timer {
        let id: UInt64
        let due: CFTimeInterval
        let block: @MainActor () -> Void
    }

    private var timers: [Timer] = []
    private var observers: [(id: UInt64, block: @MainActor (CFTimeInterval) -> Void)] = []
    /// Token numbers are unique across schedulers, so a token kept from a replaced scheduler (an object
    /// that outlived its pipeline owner) never cancels another scheduler's timer.
    private static var nextID: UInt64 = 1

    package init() {}

    /// Runs `block` once, in the first turn whose media time is at or after `time`.
    @discardableResult
    package func schedule(at time: CFTimeInterval, _ block: @escaping @MainActor () -> Void) -> Token {
        let id = MediaClockScheduler.nextID
        MediaClockScheduler.nextID += 1
        // A NaN due time would never compare as due: treat it as "now" rather than leaking the timer.
        timers.append(Timer(id: id, due: time.isNaN ? -.infinity : time, block: block))
        ensureRunLoopDriver()
        return Token(id: id)
    }

    /// Runs `block` once, in the first turn at least `seconds` after the current media time.
    @discardableResult
    package func schedule(after seconds: CFTimeInterval, _ block: @escaping @MainActor () -> Void) -> Token {
        schedule(at: CAMediaClock.now + (seconds.isFinite ? max(seconds, 0) : 0), block)
    }

    /// Cancels a timer that has not fired yet (no effect otherwise).
    package func cancel(_ token: Token) {
        timers.removeAll { $0.id == token.id }
    }

    /// Whether the timer is still waiting to fire.
    package func isScheduled(_ token: Token) -> Bool {
        timers.contains { $0.id == token.id }
    }

    /// Calls `block` with the turn's media time once every turn until removed. While any observer is
    /// registered the run loop keeps producing frames (something is moving).
    @discardableResult
    package func addFrameObserver(_ block: @escaping @MainActor (CFTimeInterval) -> Void) -> Token {
        let id = MediaClockScheduler.nextID
        MediaClockScheduler.nextID += 1
        observers.append((id, block))
        ensureRunLoopDriver()
        return Token(id: id)
    }

    /// Stops calling a frame observer (no effect if it was already removed).
    package func removeFrameObserver(_ token: Token) {
        observers.removeAll { $0.id == token.id }
    }

    /// Whether any frame observer is registered (an animation, display link or deceleration is running).
    package var hasFrameObservers: Bool { !observers.isEmpty }

    /// The earliest due time of the pending timers, nil when none is pending.
    package var nextDueTime: CFTimeInterval? { timers.map(\.due).min() }

    /// Fires the timers due at `now` (earliest first), then every frame observer once.
    package func fire(now: CFTimeInterval) {
        if !timers.isEmpty {
            var due: [Timer] = []
            timers.removeAll { timer in
                guard timer.due <= now else { return false }
                due.append(timer)
                return true
            }
            due.sort { ($0.due, $0.id) < ($1.due, $1.id) }
            for timer in due { timer.block() }
        }
        if !observers.isEmpty {
            let snapshot = observers
            for observer in snapshot where observers.contains(where: { $0.id == observer.id }) {
                observer.block(now)
            }
        }
    }

    // MARK: Driving from the main run loop

    /// Uptime (wall seconds) of the last app turn (`noteAppTurn()`), which fires the scheduler itself.
    private var lastAppTurn: TimeInterval = -.infinity
    /// The run-loop timer that fires the scheduler when no app turn does, and the run loop it is in.
    private var runLoopTimer: Foundation.Timer?
    private weak var runLoopTimerLoop: RunLoop?

    /// Called by `UIApplication.runOneTurn()` at the start of each turn: while turns run, they drive the
    /// scheduler and the run-loop timer stays idle.
    package func noteAppTurn() { lastAppTurn = ProcessInfo.processInfo.systemUptime }

    /// On iOS the main run loop drives Core Animation: code that only spins the main run loop (XCTest's
    /// `waitForExpectations`, `RunLoop.run(until:)`) still sees animations end and their completions run.
    /// While work is pending, a repeating timer (60 Hz, common modes) on the run loop of the thread the main
    /// actor runs on (the main thread in apps and XCTest; a dispatch thread under Swift Testing on Linux)
    /// fires the due timers and frame observers and commits, unless an app turn ran in the last 0.1 s or a
    /// manual media clock is in use (tests that step time themselves).
    private func ensureRunLoopDriver() {
        let loop = RunLoop.current
        if runLoopTimer != nil && runLoopTimerLoop === loop { return }
        runLoopTimer?.invalidate()
        // A scheduler that is gone (its pipeline owner was replaced) leaves its timer idle; `removeAll()`
        // invalidates it.
        let t = Foundation.Timer(timeInterval: 1.0 / 60, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.runLoopTick() }
        }
        loop.add(t, forMode: .common)
        runLoopTimer = t
        runLoopTimerLoop = loop
    }

    private func runLoopTick() {
        if timers.isEmpty && observers.isEmpty || PipelineOwner.current.scheduler !== self {
            runLoopTimer?.invalidate()
            runLoopTimer = nil
            runLoopTimerLoop = nil
            return
        }
        guard CAMediaClock.manualTime == nil,
              ProcessInfo.processInfo.systemUptime - lastAppTurn > 0.1 else { return }
        PipelineOwner.current.fireTimers(now: CAMediaClock.now)
        CATransaction.flush()
    }

    /// Drops every timer and observer (tests that start from a clean run loop) and stops the run-loop
    /// driver.
    package func removeAll() {
        timers.removeAll()
        observers.removeAll()
        runLoopTimer?.invalidate()
        runLoopTimer = nil
        runLoopTimerLoop = nil
    }
}
