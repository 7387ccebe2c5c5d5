import Foundation

/// The one clock every animation and frame reads, mirroring `CACurrentMediaTime()`'s role.
///
/// By default it follows the system's monotonic clock. Tests and the headless host switch it to manual
/// mode and advance it frame by frame, so animations are deterministic.
@preconcurrency @MainActor
public enum CAMediaClock {
    static var manualTime: CFTimeInterval?
    /// Switches to a manual clock starting at `time`.
    public static func useManualClock(startingAt time: CFTimeInterval = 0) { manualTime = time }
    /// Advances the manual clock by `seconds` (no effect on the system clock).
    public static func advance(by seconds: CFTimeInterval) { if let t = manualTime { manualTime = t + seconds } }
    /// Goes back to the system's monotonic clock.
    public static func useSystemClock() { manualTime = nil }
    /// The current media time in seconds.
    public static var now: CFTimeInterval {
        if let t = manualTime { return t }
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) / 1e9
    }
}

/// The current absolute time in seconds from the media clock (`CACurrentMediaTime()`).
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { CAMediaClock.now }
