import Testing
import UIKit

@MainActor @Suite(.freshWorld) struct GestureRecognizerTests {
    @Test("defaults as Apple documents them")
    func defaults() {
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        #expect(tap.state == .possible && tap.isEnabled && tap.view == nil && tap.cancelsTouchesInView)
        #expect(!tap.delaysTouchesBegan && tap.delaysTouchesEnded && tap.requiresExclusiveTouchType)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 && tap.numberOfTouches == 0)
        let long = UILongPressGestureRecognizer()
        #expect(long.minimumPressDuration == 0.5 && long.allowableMovement == 10 && long.numberOfTapsRequired == 0)
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max && pan.allowedScrollTypesMask == [])
        #expect(UISwipeGestureRecognizer().direction == .right && UISwipeGestureRecognizer.Direction.down.rawValue == 8)
        #expect(UIPinchGestureRecognizer().scale == 1 && UIRotationGestureRecognizer().rotation == 0)
        #expect(UIScreenEdgePanGestureRecognizer().edges == [])
    }

    @Test("tap: the recognizer gets the touch before the view; recognized at touch up; the view's touch is cancelled")
    func tapOrderAndCancel() {
        let w = makeEventWindow()
        let log = SharedLog()
        let v = TouchLogView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        w.addSubview(v)
        final class LoggingTap: UITapGestureRecognizer {
            var shared: SharedLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { shared?.entries.append("tap.began"); super.touchesBegan(touches, with: event) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { shared?.entries.append("tap.ended"); super.touchesEnded(touches, with: event) }
        }
        let tap = LoggingTap()
        tap.shared = log
        tap.addHandler { g in log.entries.append("action(\(g.state.rawValue))") }
        v.addGestureRecognizer(tap)
        #expect(tap.view === v && v.gestureRecognizers?.count == 1)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["tap.began", "view.began", "tap.ended", "view.cancelled", "action(3)"])
        // Recognized until the next turn of the run loop, then reset to .possible.
        #expect(tap.state == .recognized)
        UIApplication.shared.runOneTurn()
        #expect(tap.state == .possible)
    }

    @Test("cancelsTouchesInView false: the view gets its touches as usual")
    func noCancel() {
        let w = makeEventWindow()
        let log = SharedLog()
        let v = TouchLogView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        w.addSubview(v)
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        var fired = 0
        tap.addHandler { _ in fired += 1 }
        v.addGestureRecognizer(tap)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(fired == 1 && v.log == ["began", "ended"])
    }

    @Test("delaysTouchesBegan: the view gets began only after the recognizer failed")
    func delaysBegan() {
        let w = makeEventWindow()
        let log = SharedLog()
        let v = TouchLogView("view", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        w.addSubview(v)
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        v.addGestureRecognizer(tap)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        #expect(v.log.isEmpty)
        w.sendTouch(.moved, at: CGPoint(x: 80, y: 10)) // moved too far: the tap fails
        #expect(v.log == ["began", "moved"])
        w.sendTouch(.ended, at: CGPoint(x: 80, y: 10))
        #expect(v.log == ["began", "moved", "ended"])
    }

    @Test("delaysTouchesEnded: a double tap's first lift reaches the view only once the double tap failed")
    func delaysEnded() {
        let w = makeEventWindow()
        let log = SharedLog()
        let v = TouchLogView("view", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        w.addSubview(v)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(v.log == ["began"])
        CAMediaClock.advance(by: 0.2)
        UIApplication.shared.runOneTurn()
        #expect(v.log == ["began"] && double.state == .possible)
        CAMediaClock.advance(by: 0.2) // 0.4 s after the lift: past the 0.35 s tap interval
        UIApplication.shared.runOneTurn()
        #expect(v.log == ["began", "ended"])
        #expect(double.state == .failed) // failed in this turn, reset in the next
        UIApplication.shared.runOneTurn()
        #expect(double.state == .possible)
    }

    @Test("double tap recognized within the interval; single tap that requires it to fail waits, then fires")
    func requireToFail() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.addSubview(v)
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var log: [String] = []
        single.addHandler { _ in log.append("single") }
        double.addHandler { _ in log.append("double") }
        v.addGestureRecognizer(single); v.addGestureRecognizer(double)
        let p = CGPoint(x: 50, y: 50)
        // A double tap: only the double fires.
        w.sendTouch(.began, at: p); w.sendTouch(.ended, at: p)
        #expect(log.isEmpty && single.state == .possible)
        CAMediaClock.advance(by: 0.1)
        UIApplication.shared.runOneTurn()
        w.sendTouch(.began, at: p); w.sendTouch(.ended, at: p)
        #expect(log == ["double"])
        // A single tap: the single fires once the double's interval ran out.
        CAMediaClock.advance(by: 1)
        UIApplication.shared.runOneTurn()
        w.sendTouch(.began, at: p); w.sendTouch(.ended, at: p)
        #expect(log == ["double"])
        CAMediaClock.advance(by: 0.3)
        UIApplication.shared.runOneTurn()
        #expect(log == ["double"])
        CAMediaClock.advance(by: 0.1)
        UIApplication.shared.runOneTurn()
        #expect(log == ["double", "single"])
    }

    @Test("long press begins at 0.5 s on the media clock, changes with movement, ends on lift")
    func longPress() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.addSubview(v)
        let long = UILongPressGestureRecognizer()
        let rec = StateRecorder(); rec.attach(long)
        v.addGestureRecognizer(long)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        CAMediaClock.advance(by: 0.49)
        UIApplication.shared.runOneTurn()
        #expect(long.state == .possible)
        CAMediaClock.advance(by: 0.02)
        UIApplication.shared.runOneTurn()
        #expect(long.state == .began)
        w.sendTouch(.moved, at: CGPoint(x: 90, y: 50))
        #expect(long.location(in: v) == CGPoint(x: 90, y: 50))
        w.sendTouch(.ended, at: CGPoint(x: 90, y: 50))
        #expect(rec.states == [.began, .changed, .ended])
        #expect(long.state == .ended)
        UIApplication.shared.runOneTurn()
        #expect(long.state == .possible)
    }

    @Test("long press fails when the finger moves more than allowableMovement or lifts early")
    func longPressFails() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.addSubview(v)
        let long = UILongPressGestureRecognizer()
        let rec = StateRecorder(); rec.attach(long)
        var failed = 0
        final class Delegate: UIGestureRecognizerDelegate {}
        v.addGestureRecognizer(long)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        w.sendTouch(.moved, at: CGPoint(x: 61, y: 50))
        if long.state == .failed { failed += 1 } // failed until the finger lifts and a turn passes
        CAMediaClock.advance(by: 1)
        UIApplication.shared.runOneTurn()
        w.sendTouch(.ended, at: CGPoint(x: 61, y: 50))
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        CAMediaClock.advance(by: 0.2)
        w.sendTouch(.ended, at: CGPoint(x: 50, y: 50))
        CAMediaClock.advance(by: 1)
        UIApplication.shared.runOneTurn()
        #expect(rec.states.isEmpty && failed == 1)
    }

    @Test("pan: begins after 10 points, translation counts from touch-down, velocity in points per second over the last 0.1 s")
    func pan() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.addSubview(v)
        let pan = UIPanGestureRecognizer()
        let rec = StateRecorder(); rec.attach(pan)
        var translations: [CGPoint] = []
        pan.addHandler { g in translations.append((g as! UIPanGestureRecognizer).translation(in: v)) }
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        CAMediaClock.advance(by: 0.01)
        w.sendTouch(.moved, at: CGPoint(x: 55, y: 50))
        #expect(pan.state == .possible)
        CAMediaClock.advance(by: 0.01)
        w.sendTouch(.moved, at: CGPoint(x: 61, y: 50))
        #expect(pan.state == .began)
        CAMediaClock.advance(by: 0.01)
        w.sendTouch(.moved, at: CGPoint(x: 71, y: 50))
        CAMediaClock.advance(by: 0.01)
        w.sendTouch(.moved, at: CGPoint(x: 81, y: 55))
        // Over the last 0.1 s (all 0.04 s since touch-down): 31 points right and 5 down.
        let velocity = pan.velocity(in: v)
        #expect(abs(velocity.x - 31 / 0.04) < 1e-6 && abs(velocity.y - 5 / 0.04) < 1e-6)
        pan.setTranslation(.zero, in: v)
        CAMediaClock.advance(by: 0.01)
        w.sendTouch(.moved, at: CGPoint(x: 84, y: 55))
        w.sendTouch(.ended, at: CGPoint(x: 84, y: 55))
        #expect(rec.states == [.began, .changed, .changed, .changed, .ended])
        #expect(translations == [CGPoint(x: 11, y: 0), CGPoint(x: 21, y: 0), CGPoint(x: 31, y: 5), CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 0)])
    }

    @Test("pan that never moves far enough fails when the finger lifts; the view gets its touches")
    func panFails() {
        let w = makeEventWindow()
        let log = SharedLog()
        let v = TouchLogView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        w.addSubview(v)
        let pan = UIPanGestureRecognizer()
        let rec = StateRecorder(); rec.attach(pan)
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        w.sendTouch(.moved, at: CGPoint(x: 53, y: 50))
        w.sendTouch(.ended, at: CGPoint(x: 53, y: 50))
        #expect(rec.states.isEmpty && v.log == ["began", "moved", "ended"] && pan.state == .failed)
        UIApplication.shared.runOneTurn()
        #expect(pan.state == .possible)
    }

    @Test("pan recognized: the view's touch is cancelled; a pan on the superview also takes the touch")
    func panCancelsView() {
        let w = makeEventWindow()
        let log = SharedLog()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = TouchLogView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        parent.addSubview(v); w.addSubview(parent)
        let pan = UIPanGestureRecognizer()
        parent.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        w.sendTouch(.moved, at: CGPoint(x: 70, y: 50))
        w.sendTouch(.moved, at: CGPoint(x: 90, y: 50))
        w.sendTouch(.ended, at: CGPoint(x: 90, y: 50))
        #expect(v.log == ["began", "cancelled"])
    }

    @Test("a recognizer that begins prevents another on the same touches unless the delegate allows both")
    func simultaneous() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.addSubview(v)
        let pan = UIPanGestureRecognizer(), long = UILongPressGestureRecognizer()
        long.minimumPressDuration = 0.1
        long.allowableMovement = 100
        let pr = StateRecorder(), lr = StateRecorder()
        pr.attach(pan); lr.attach(long)
        v.addGestureRecognizer(pan); v.addGestureRecognizer(long)
        func drag() {
            w.sendTouch(.began, at: CGPoint(x: 50, y: 50))
            CAMediaClock.advance(by: 0.2)
            UIApplication.shared.runOneTurn() // long press begins
            w.sendTouch(.moved, at: CGPoint(x: 80, y: 50))
            w.sendTouch(.ended, at: CGPoint(x: 80, y: 50))
        }
        drag()
        #expect(lr.states == [.began, .changed, .ended] && pr.states.isEmpty)
        final class Both: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let both = Both()
        pan.delegate = both
        lr.states = []
        drag()
        #expect(lr.states == [.began, .changed, .ended] && pr.states == [.began, .ended])
    }

    @Test("delegate: gestureRecognizerShouldBegin false fails it; shouldReceive touch false keeps touches away")
    func delegateGates() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.addSubview(v)
        final class D: UIGestureRecognizerDelegate {
            var begin = true, receive = true, asked: [String] = []
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { asked.append("begin"); return begin }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { asked.append("touch"); return receive }
        }
        let d = D()
        let tap = UITapGestureRecognizer()
        var fired = 0
        tap.addHandler { _ in fired += 1 }
        tap.delegate = d
        v.addGestureRecognizer(tap)
        d.begin = false
        w.sendTouch(.began, at: CGPoint(x: 5, y: 5)); w.sendTouch(.ended, at: CGPoint(x: 5, y: 5))
        #expect(fired == 0 && d.asked == ["touch", "begin"])
        d.begin = true; d.receive = false; d.asked = []
        CAMediaClock.advance(by: 1)
        w.sendTouch(.began, at: CGPoint(x: 5, y: 5)); w.sendTouch(.ended, at: CGPoint(x: 5, y: 5))
        #expect(fired == 0 && d.asked == ["touch"])
        d.receive = true
        CAMediaClock.advance(by: 1)
        w.sendTouch(.began, at: CGPoint(x: 5, y: 5)); w.sendTouch(.ended, at: CGPoint(x: 5, y: 5))
        #expect(fired == 1)
    }

    @Test("removing a recognizer mid-gesture cancels it; disabling one fails it; view.gestureRecognizerShouldBegin gates")
    func removeMidGesture() {
        let w = makeEventWindow()
        final class Gate: UIView {
            var allow = true
            override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { allow }
        }
        let v = Gate(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.addSubview(v)
        let pan = UIPanGestureRecognizer()
        let rec = StateRecorder(); rec.attach(pan)
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        w.sendTouch(.moved, at: CGPoint(x: 80, y: 50))
        v.removeGestureRecognizer(pan)
        #expect(pan.view == nil && v.gestureRecognizers?.isEmpty == true)
        w.sendTouch(.moved, at: CGPoint(x: 90, y: 50))
        w.sendTouch(.ended, at: CGPoint(x: 90, y: 50))
        #expect(rec.states == [.began, .cancelled])
        v.addGestureRecognizer(pan)
        v.allow = false
        rec.states = []
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        w.sendTouch(.moved, at: CGPoint(x: 80, y: 50))
        w.sendTouch(.ended, at: CGPoint(x: 80, y: 50))
        #expect(rec.states.isEmpty)
    }

    @Test("a custom subclass's illegal transitions are ignored; ignore(_:for:) drops a touch")
    func subclassing() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.addSubview(v)
        final class Custom: UIGestureRecognizer {
            var resets = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .changed // illegal from .possible: ignored
                state = .began
                state = .began // illegal from .began: ignored
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
            override func reset() { super.reset(); resets += 1 }
        }
        let c = Custom()
        let rec = StateRecorder(); rec.attach(c)
        v.addGestureRecognizer(c)
        w.sendTouch(.began, at: CGPoint(x: 5, y: 5)); w.sendTouch(.ended, at: CGPoint(x: 5, y: 5))
        #expect(rec.states == [.began, .ended] && c.resets == 0 && c.state == .ended)
        UIApplication.shared.runOneTurn()
        #expect(c.resets == 1 && c.state == .possible)
    }

    @Test("target-action: a Selector reaches a target that adopts UITargetActionReceiver")
    func selectorTarget() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.addSubview(v)
        final class Target: UITargetActionReceiver {
            var got: [String] = []
            func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) { got.append(action.name) }
        }
        let t = Target()
        let tap = UITapGestureRecognizer(target: t, action: Selector("tapped:"))
        tap.addTarget(t, action: "other:")
        v.addGestureRecognizer(tap)
        w.sendTouch(.began, at: CGPoint(x: 5, y: 5)); w.sendTouch(.ended, at: CGPoint(x: 5, y: 5))
        #expect(t.got == ["tapped:", "other:"])
        tap.removeTarget(t, action: "tapped:")
        CAMediaClock.advance(by: 1)
        w.sendTouch(.began, at: CGPoint(x: 5, y: 5)); w.sendTouch(.ended, at: CGPoint(x: 5, y: 5))
        #expect(t.got == ["tapped:", "other:", "other:"])
    }

    @Test("swipe recognized for a quick move in its direction; fails in another direction")
    func swipe() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.addSubview(v)
        let swipe = UISwipeGestureRecognizer()
        var fired = 0
        swipe.addHandler { _ in fired += 1 }
        v.addGestureRecognizer(swipe)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        CAMediaClock.advance(by: 0.05)
        w.sendTouch(.moved, at: CGPoint(x: 110, y: 55))
        w.sendTouch(.ended, at: CGPoint(x: 110, y: 55))
        #expect(fired == 1)
        w.sendTouch(.began, at: CGPoint(x: 150, y: 50))
        CAMediaClock.advance(by: 0.05)
        w.sendTouch(.moved, at: CGPoint(x: 90, y: 50))
        w.sendTouch(.ended, at: CGPoint(x: 90, y: 50))
        #expect(fired == 1)
    }

    @Test("pinch and rotation follow two fingers")
    func pinchAndRotation() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.addSubview(v)
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        final class Both: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let both = Both()
        pinch.delegate = both
        v.addGestureRecognizer(pinch); v.addGestureRecognizer(rotation)
        var scales: [CGFloat] = []
        pinch.addHandler { g in scales.append((g as! UIPinchGestureRecognizer).scale) }
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100), finger: 0)
        w.sendTouch(.began, at: CGPoint(x: 200, y: 100), finger: 1)
        w.sendTouch(.moved, at: CGPoint(x: 220, y: 100), finger: 1) // distance 120: began, scale resets to 1
        w.sendTouch(.moved, at: CGPoint(x: 340, y: 100), finger: 1) // 240: scale 2
        #expect(pinch.state == .changed && abs(pinch.scale - 2) < 1e-9)
        w.sendTouch(.moved, at: CGPoint(x: 100, y: 340), finger: 1) // a quarter turn
        #expect(rotation.state == .began || rotation.state == .changed)
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 340), finger: 1)
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 100), finger: 0)
        #expect(scales.first == 1 && pinch.state == .ended)
        UIApplication.shared.runOneTurn()
        #expect(pinch.state == .possible)
    }

    @Test("wheel scrolls drive a pan whose allowedScrollTypesMask includes .discrete; it ends after a pause")
    func scrollDrivesPan() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.addSubview(v)
        let ignoring = UIPanGestureRecognizer()
        v.addGestureRecognizer(ignoring)
        w.sendScroll(by: CGPoint(x: 0, y: -30), at: CGPoint(x: 50, y: 50))
        #expect(ignoring.state == .possible)
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        let rec = StateRecorder(); rec.attach(pan)
        v.addGestureRecognizer(pan)
        w.sendScroll(by: CGPoint(x: 0, y: -30), at: CGPoint(x: 50, y: 50))
        #expect(pan.state == .began && pan.translation(in: v) == CGPoint(x: 0, y: -30))
        CAMediaClock.advance(by: 0.05)
        UIApplication.shared.runOneTurn()
        w.sendScroll(by: CGPoint(x: 0, y: -30), at: CGPoint(x: 50, y: 50))
        #expect(pan.translation(in: v) == CGPoint(x: 0, y: -60))
        CAMediaClock.advance(by: 0.2)
        UIApplication.shared.runOneTurn()
        #expect(rec.states == [.began, .changed, .ended] && pan.state == .ended)
        UIApplication.shared.runOneTurn()
        #expect(pan.state == .possible)
    }

    @Test("hover recognizer begins on entering, changes while moving, ends on leaving")
    func hover() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(v)
        let hover = UIHoverGestureRecognizer()
        let rec = StateRecorder(); rec.attach(hover)
        v.addGestureRecognizer(hover)
        w.sendHover(CGPoint(x: 150, y: 150))
        w.sendHover(CGPoint(x: 50, y: 50))
        w.sendHover(CGPoint(x: 60, y: 50))
        #expect(hover.location(in: v) == CGPoint(x: 60, y: 50))
        w.sendHover(CGPoint(x: 150, y: 50))
        #expect(rec.states == [.began, .changed, .ended])
    }

    @Test("screen-edge pan begins only from a selected edge")
    func edgePan() {
        let w = makeEventWindow()
        let v = UIView(frame: w.bounds)
        w.addSubview(v)
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        let rec = StateRecorder(); rec.attach(edge)
        v.addGestureRecognizer(edge)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100)); w.sendTouch(.moved, at: CGPoint(x: 150, y: 100)); w.sendTouch(.ended, at: CGPoint(x: 150, y: 100))
        #expect(rec.states.isEmpty)
        w.sendTouch(.began, at: CGPoint(x: 5, y: 100)); w.sendTouch(.moved, at: CGPoint(x: 50, y: 100)); w.sendTouch(.ended, at: CGPoint(x: 50, y: 100))
        #expect(rec.states == [.began, .ended])
    }
}
