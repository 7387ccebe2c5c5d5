import Testing
import UIKit

@MainActor @Suite(.freshWorld) struct TouchDeliveryTests {
    @Test("UITouch.Phase, TouchType, UIEvent.EventType and UIKeyModifierFlags use Apple's raw values")
    func rawValues() {
        #expect(UITouch.Phase.began.rawValue == 0 && UITouch.Phase.cancelled.rawValue == 4)
        #expect(UITouch.Phase.regionEntered.rawValue == 5 && UITouch.Phase.regionExited.rawValue == 7)
        #expect(UITouch.TouchType.direct.rawValue == 0 && UITouch.TouchType.indirectPointer.rawValue == 3)
        #expect(UITouch.TouchType.stylus == .pencil)
        #expect(UIEvent.EventType.presses.rawValue == 3 && UIEvent.EventType.scroll.rawValue == 10 && UIEvent.EventType.hover.rawValue == 11)
        #expect(UIEvent.EventSubtype.remoteControlPlay.rawValue == 100)
        #expect(UIKeyModifierFlags.shift.rawValue == 1 << 17 && UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4 && UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 40)
        #expect(UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 82 && UIKeyboardHIDUsage.keyboardLeftGUI.rawValue == 227)
        #expect(UIGestureRecognizer.State.recognized == .ended && UIGestureRecognizer.State.failed.rawValue == 5)
        #expect(UIEvent.ButtonMask.button(2) == .secondary)
        #expect(UIPress.Phase.ended.rawValue == 3 && UIPress.PressType.select.rawValue == 4)
    }

    @Test("a touch is bound at began to the hit-test view and keeps going to it outside its bounds")
    func bindingAtBegan() {
        let w = makeEventWindow()
        let log = SharedLog()
        let a = TouchLogView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = TouchLogView("b", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        w.addSubview(a); w.addSubview(b)
        let t = w.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        #expect(t.view === a && t.window === w && t.phase == .began && t.type == .direct)
        w.sendTouch(.moved, at: CGPoint(x: 150, y: 50))
        #expect(t.location(in: a) == CGPoint(x: 150, y: 50) && t.previousLocation(in: a) == CGPoint(x: 50, y: 50))
        #expect(t.location(in: b) == CGPoint(x: 50, y: 50))
        w.sendTouch(.moved, at: CGPoint(x: 500, y: 900))
        w.sendTouch(.ended, at: CGPoint(x: 150, y: 50))
        #expect(log.entries == ["a.began", "a.moved", "a.moved", "a.ended"])
        #expect(b.log.isEmpty)
        #expect(t.phase == .ended)
    }

    @Test("hidden, transparent and non-interactive views are skipped; the touch goes to the view below")
    func skippedViews() {
        let w = makeEventWindow()
        let log = SharedLog()
        let below = TouchLogView("below", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let top = TouchLogView("top", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        w.addSubview(below); w.addSubview(top)
        for configure in [{ top.isHidden = true }, { top.alpha = 0.005 }, { top.isUserInteractionEnabled = false }] {
            top.isHidden = false; top.alpha = 1; top.isUserInteractionEnabled = true
            configure()
            let t = w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
            w.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
            #expect(t.view === below)
        }
        #expect(top.log.isEmpty)
        #expect(below.log == ["began", "ended", "began", "ended", "began", "ended"])
    }

    @Test("default touch methods forward up the responder chain to the superview")
    func forwarding() {
        let w = makeEventWindow()
        let log = SharedLog()
        let parent = TouchLogView("parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(child); w.addSubview(parent)
        let t = w.sendTouch(.began, at: CGPoint(x: 20, y: 20))
        w.sendTouch(.ended, at: CGPoint(x: 20, y: 20))
        #expect(t.view === child)
        #expect(log.entries == ["parent.began", "parent.ended"])
    }

    @Test("isMultipleTouchEnabled false: a second finger is not delivered to the view; true: it is")
    func multipleTouch() {
        let w = makeEventWindow()
        let log = SharedLog()
        let v = TouchLogView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        w.addSubview(v)
        #expect(v.isMultipleTouchEnabled == false && v.isExclusiveTouch == false)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10), finger: 0)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50), finger: 1)
        w.sendTouch(.ended, at: CGPoint(x: 50, y: 50), finger: 1)
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10), finger: 0)
        #expect(v.log == ["began", "ended"])
        v.isMultipleTouchEnabled = true
        v.log = []
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10), finger: 0)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50), finger: 1)
        w.sendTouch(.ended, at: CGPoint(x: 50, y: 50), finger: 1)
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10), finger: 0)
        #expect(v.log == ["began", "began", "ended", "ended"])
    }

    @Test("isExclusiveTouch: while an exclusive view tracks a touch, other views get no new touches")
    func exclusiveTouch() {
        let w = makeEventWindow()
        let log = SharedLog()
        let a = TouchLogView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = TouchLogView("b", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        w.addSubview(a); w.addSubview(b)
        a.isExclusiveTouch = true
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10), finger: 0)
        w.sendTouch(.began, at: CGPoint(x: 150, y: 10), finger: 1)
        w.sendTouch(.ended, at: CGPoint(x: 150, y: 10), finger: 1)
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10), finger: 0)
        #expect(a.log == ["began", "ended"] && b.log.isEmpty)
        // And the other way round: b tracks, exclusive a gets nothing.
        w.sendTouch(.began, at: CGPoint(x: 150, y: 10), finger: 1)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10), finger: 0)
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10), finger: 0)
        w.sendTouch(.ended, at: CGPoint(x: 150, y: 10), finger: 1)
        #expect(a.log == ["began", "ended"] && b.log == ["began", "ended"])
    }

    @Test("tapCount grows for quick taps at the same place and restarts after a pause")
    func tapCount() {
        let w = makeEventWindow()
        w.addSubview(UIView(frame: w.bounds))
        let p = CGPoint(x: 40, y: 40)
        let t1 = w.sendTouch(.began, at: p); w.sendTouch(.ended, at: p)
        CAMediaClock.advance(by: 0.1)
        let t2 = w.sendTouch(.began, at: p); w.sendTouch(.ended, at: p)
        CAMediaClock.advance(by: 0.1)
        let t3 = w.sendTouch(.began, at: CGPoint(x: 45, y: 42)); w.sendTouch(.ended, at: p)
        CAMediaClock.advance(by: 1)
        let t4 = w.sendTouch(.began, at: p); w.sendTouch(.ended, at: p)
        let counts: [Int] = [t1.tapCount, t2.tapCount, t3.tapCount, t4.tapCount]
        #expect(counts == [1, 2, 3, 1])
        #expect(t2.timestamp == 1000.1 || abs(t2.timestamp - 1000.1) < 1e-9)
    }

    @Test("UIEvent reports allTouches, touches(for: view/window/recognizer) and the media-clock timestamp")
    func eventQueries() {
        let w = makeEventWindow()
        final class Probe: UIView {
            var seen: (all: Int, mine: Int, window: Int, ts: TimeInterval)?
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard let event else { return }
                seen = (event.allTouches?.count ?? -1, event.touches(for: self)?.count ?? -1, event.touches(for: window!)?.count ?? -1, event.timestamp)
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let a = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        w.addSubview(a); w.addSubview(b)
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        a.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10), finger: 0)
        w.sendTouch(.began, at: CGPoint(x: 150, y: 10), finger: 1)
        CAMediaClock.advance(by: 0.5)
        w.sendTouch(.moved, at: CGPoint(x: 12, y: 10), finger: 0)
        #expect(a.seen?.all == 2 && a.seen?.mine == 1 && a.seen?.window == 2)
        #expect(a.seen?.ts == 1000.5)
        let e = GestureProbe.lastEvent(of: w)
        #expect(e?.touches(for: pan)?.count == 1)
        w.sendTouch(.ended, at: CGPoint(x: 150, y: 10), finger: 1)
        w.sendTouch(.ended, at: CGPoint(x: 12, y: 10), finger: 0)
    }

    @Test("the responder chain: view → controller of its root view → superview → window → application")
    func responderChain() {
        let w = makeEventWindow()
        let vc = UIViewController()
        w.rootViewController = vc
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        vc.view.addSubview(child)
        #expect(child.next === vc.view)
        #expect(vc.view.next === vc)
        #expect(vc.next === w)
        #expect(w.next === UIApplication.shared)
    }

    @Test("first responder: needs canBecomeFirstResponder and a window; resign; one at a time")
    func firstResponder() {
        let w = makeEventWindow()
        final class Field: UIView {
            var allow = true
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { allow }
        }
        let plain = UIView()
        let a = Field(), b = Field(), detached = Field()
        w.addSubview(plain); w.addSubview(a); w.addSubview(b)
        #expect(plain.becomeFirstResponder() == false)
        #expect(detached.becomeFirstResponder() == false && !detached.isFirstResponder)
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        a.allow = false
        #expect(b.becomeFirstResponder() == false && a.isFirstResponder)
        a.allow = true
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        #expect(b.resignFirstResponder() && !b.isFirstResponder)
    }

    @Test("bad input: moves and ends for a finger that never began, non-finite locations, hidden windows")
    func badInput() {
        let w = makeEventWindow()
        let log = SharedLog()
        let v = TouchLogView("v", frame: w.bounds, log: log)
        w.addSubview(v)
        let orphan = w.sendTouch(.moved, at: CGPoint(x: 1, y: 1), finger: 7)
        w.sendTouch(.ended, at: CGPoint(x: 1, y: 1), finger: 7)
        #expect(orphan.view == nil && v.log.isEmpty)
        let nanBegin = w.sendTouch(.began, at: CGPoint(x: CGFloat.nan, y: 1))
        #expect(nanBegin.view == nil && v.log.isEmpty)
        let t = w.sendTouch(.began, at: CGPoint(x: 5, y: 5))
        w.sendTouch(.moved, at: CGPoint(x: CGFloat.infinity, y: 5))
        #expect(t.location(in: nil) == CGPoint(x: 5, y: 5))
        // A second began for a finger that is down cancels the old touch.
        let t2 = w.sendTouch(.began, at: CGPoint(x: 6, y: 6))
        #expect(t.phase == .cancelled && t2 !== t)
        w.sendTouch(.ended, at: CGPoint(x: 6, y: 6))
        #expect(v.log == ["began", "moved", "cancelled", "began", "ended"])
        w.isHidden = true
        let hiddenTouch = w.sendTouch(.began, at: CGPoint(x: 5, y: 5))
        w.sendTouch(.ended, at: CGPoint(x: 5, y: 5))
        #expect(hiddenTouch.view == nil && v.log.count == 5)
    }

    @Test("a view removed from the window while it holds a touch gets touchesCancelled, once")
    func removedViewGetsCancelled() {
        let w = makeEventWindow()
        let log = SharedLog()
        let v = TouchLogView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        w.addSubview(v)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        v.removeFromSuperview()
        w.sendTouch(.moved, at: CGPoint(x: 20, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 20, y: 10))
        #expect(v.log == ["began", "cancelled"])
    }
}

/// Reads the app's shared touches event through a view callback.
@MainActor
enum GestureProbe {
    static func lastEvent(of window: UIWindow) -> UIEvent? {
        final class Grab: UIView {
            var event: UIEvent?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.event = event }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let g = Grab(frame: CGRect(x: 0, y: 400, width: 10, height: 10))
        g.isExclusiveTouch = false
        g.isMultipleTouchEnabled = true
        window.addSubview(g)
        window.sendTouch(.began, at: CGPoint(x: 5, y: 405), finger: 99)
        let e = g.event
        window.sendTouch(.ended, at: CGPoint(x: 5, y: 405), finger: 99)
        g.removeFromSuperview()
        return e
    }
}
