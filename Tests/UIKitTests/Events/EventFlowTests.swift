import Testing
import UIKit

/// A window that records every event `UIApplication.sendEvent(_:)` hands it, then dispatches it as
/// UIKit's window does (or swallows it, as an app's override may).
@MainActor
private final class RecordingWindow: UIWindow {
    /// One entry per touches event: how many touches it carried.
    var touchEvents: [Int] = []
    var passesOn = true
    override func sendEvent(_ event: UIEvent) {
        if event.type == .touches { touchEvents.append(event.allTouches?.count ?? 0) }
        if passesOn { super.sendEvent(event) }
    }
}

@MainActor @Suite(.freshWorld) struct EventFlowTests {
    private func makeWindow() -> RecordingWindow {
        PipelineOwner.installFresh()
        CAMediaClock.useManualClock(startingAt: 1000)
        let w = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        w.makeKeyAndVisible()
        return w
    }

    @Test("an app's UIWindow.sendEvent override sees each touch phase exactly once, recognizer cancellations included")
    func windowSeesEachTouchEventOnce() {
        let w = makeWindow()
        let log = SharedLog()
        let v = TouchLogView("view", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        w.addSubview(v)
        let pan = UIPanGestureRecognizer()
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.moved, at: CGPoint(x: 60, y: 10)) // the pan begins and cancels the view's touch
        w.sendTouch(.moved, at: CGPoint(x: 90, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 90, y: 10))
        #expect(w.touchEvents.count == 4)
        #expect(v.log.first == "began" && v.log.last == "cancelled")
        #expect(pan.state == .ended)
    }

    @Test("two fingers: one event per host phase; a began for a finger already down cancels its old touch first")
    func oneEventPerHostPhase() {
        let w = makeWindow()
        let log = SharedLog()
        let v = TouchLogView("view", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        v.isMultipleTouchEnabled = true
        w.addSubview(v)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10), finger: 0)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50), finger: 1)
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10), finger: 0)
        w.sendTouch(.began, at: CGPoint(x: 60, y: 60), finger: 1) // finger 1 was still down
        w.sendTouch(.ended, at: CGPoint(x: 60, y: 60), finger: 1)
        // Five host touchEvents and the cancel of finger 1's old touch: six events, one per phase.
        #expect(w.touchEvents == [1, 2, 2, 1, 1, 1]) // allTouches: the touches down, the lifting one included
        #expect(v.log == ["began", "began", "ended", "cancelled", "began", "ended"])
    }

    @Test("an override that swallows touch events: the views get nothing, and the touches are still retired")
    func swallowedEventsAreRetired() {
        let w = makeWindow()
        let log = SharedLog()
        let v = TouchLogView("view", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        w.addSubview(v)
        w.passesOn = false
        let first = w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(v.log.isEmpty && w.touchEvents.count == 2)
        // The finger was lifted: a later moved for it is dropped, not delivered as the old touch.
        let orphan = w.sendTouch(.moved, at: CGPoint(x: 20, y: 10))
        #expect(orphan !== first && w.touchEvents.count == 2)
        w.passesOn = true
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(v.log == ["began", "ended"] && w.touchEvents.count == 4)
    }
}
