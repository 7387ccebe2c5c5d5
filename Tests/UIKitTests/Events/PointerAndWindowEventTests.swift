import Testing
import UIKit

@MainActor @Suite(.freshWorld) struct PointerAndWindowEventTests {
    @Test("a mouse click is a touch of type .indirectPointer with the held buttons in the event's buttonMask")
    func pointer() {
        let w = makeEventWindow()
        final class V: UIView {
            var masks: [UIEvent.ButtonMask] = []
            var types: [UITouch.TouchType] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { masks.append(event!.buttonMask); types.append(touches.first!.type) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { masks.append(event!.buttonMask) }
        }
        let v = V(frame: w.bounds)
        w.addSubview(v)
        let t = w.sendPointer(.began, at: CGPoint(x: 5, y: 5), buttons: .secondary)
        w.sendPointer(.ended, at: CGPoint(x: 5, y: 5), buttons: [])
        #expect(t.type == .indirectPointer && v.types == [.indirectPointer])
        #expect(v.masks == [.secondary, []])
    }

    @Test("a UIWindow subclass sees every event in sendEvent(_:) before its views; UIApplication routes by window")
    func windowSendEventOverride() {
        CAMediaClock.useManualClock(startingAt: 1000)
        final class W: UIWindow {
            var seen: [UIEvent.EventType] = []
            override func sendEvent(_ event: UIEvent) { seen.append(event.type); super.sendEvent(event) }
        }
        let a = W(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = W(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        a.makeKeyAndVisible(); b.isHidden = false
        let v = UIView(frame: a.bounds)
        a.addSubview(v)
        let t = a.sendTouch(.began, at: CGPoint(x: 5, y: 5))
        a.sendTouch(.ended, at: CGPoint(x: 5, y: 5))
        a.typeKey(UIKey(keyCode: .keyboardA, characters: "a"))
        a.sendScroll(by: CGPoint(x: 0, y: 10), at: CGPoint(x: 5, y: 5))
        #expect(t.view === v)
        #expect(a.seen == [.touches, .touches, .presses, .presses, .scroll])
        #expect(b.seen.isEmpty)
    }

    @Test("a recognizer's handler that removes the view mid-gesture: the gesture is cancelled, no touch is left open")
    func recursionFromHandlers() {
        let w = makeEventWindow()
        let log = SharedLog()
        let v = TouchLogView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        w.addSubview(v)
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        let rec = StateRecorder(); rec.attach(pan)
        pan.addHandler { g in if g.state == .changed { v.removeFromSuperview() } }
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.moved, at: CGPoint(x: 30, y: 10))
        w.sendTouch(.moved, at: CGPoint(x: 40, y: 10))
        w.sendTouch(.moved, at: CGPoint(x: 50, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 50, y: 10))
        #expect(rec.states == [.began, .changed, .cancelled])
        #expect(v.log.first == "began" && v.log.last == "cancelled")
        #expect(v.log.filter { $0 == "cancelled" || $0 == "ended" }.count == 1)
    }
}
