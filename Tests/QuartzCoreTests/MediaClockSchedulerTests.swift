import Testing
@testable import QuartzCore

@MainActor @Suite(.freshWorld) struct MediaClockSchedulerTests {
    @Test("Timers fire once, at or after their due time, earliest first; observers run after them every fire")
    func order() {
        let s = MediaClockScheduler()
        var log: [String] = []
        s.schedule(at: 2) { log.append("t2") }
        s.schedule(at: 1) { log.append("t1") }
        s.schedule(at: 1) { log.append("t1b") }
        let obs = s.addFrameObserver { now in log.append("frame@\(now)") }
        s.fire(now: 0.5)
        #expect(log == ["frame@0.5"])
        s.fire(now: 1)
        #expect(log == ["frame@0.5", "t1", "t1b", "frame@1.0"])
        s.removeFrameObserver(obs)
        s.fire(now: 5)
        #expect(log == ["frame@0.5", "t1", "t1b", "frame@1.0", "t2"])
        #expect(s.nextDueTime == nil && !s.hasFrameObservers)
    }

    @Test("A cancelled timer never fires; a timer scheduled while firing waits for the next fire")
    func cancelAndReentrancy() {
        let s = MediaClockScheduler()
        var fired = 0
        let t = s.schedule(at: 1) { fired += 100 }
        s.cancel(t)
        #expect(!s.isScheduled(t))
        s.schedule(at: 1) { fired += 1; s.schedule(at: 0) { fired += 10 } }
        s.fire(now: 1)
        #expect(fired == 1)
        s.fire(now: 1)
        #expect(fired == 11)
    }

    @Test("An observer removed by an earlier observer in the same fire is not called")
    func removalDuringFire() {
        let s = MediaClockScheduler()
        var calls = 0
        final class TokenBox { var token: MediaClockScheduler.Token? }
        let second = TokenBox()
        s.addFrameObserver { _ in if let t = second.token { s.removeFrameObserver(t) } }
        second.token = s.addFrameObserver { _ in calls += 1 }
        s.fire(now: 0)
        #expect(calls == 0)
    }
}
