import Testing
import UIKit

@MainActor @Suite(.freshWorld) struct ControlTrackingTests {
    /// A control that logs its tracking callbacks next to the control events it sends.
    final class LoggingControl: UIControl {
        var log: [String] = []
        var keepTracking = true
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log.append("beginTracking"); return keepTracking }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log.append("continueTracking"); return true }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("endTracking") }
        override func cancelTracking(with event: UIEvent?) { log.append("cancelTracking") }
    }

    static let names: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
    ]

    func makeControl(in w: UIWindow) -> LoggingControl {
        let c = LoggingControl(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        w.addSubview(c)
        for (event, name) in ControlTrackingTests.names {
            c.addAction(UIAction { [unowned c] _ in c.log.append(name) }, for: event)
        }
        return c
    }

    @Test("a tap inside: touchDown, then touchUpInside; highlighted only while down")
    func tapInside() {
        let w = makeEventWindow()
        let c = makeControl(in: w)
        w.sendTouch(.began, at: CGPoint(x: 120, y: 120))
        #expect(c.isHighlighted && c.isTracking && c.isTouchInside)
        w.sendTouch(.ended, at: CGPoint(x: 120, y: 120))
        #expect(c.log == ["beginTracking", "down", "endTracking", "upInside"])
        #expect(!c.isHighlighted && !c.isTracking)
    }

    @Test("dragging out past the 70-point tolerance and back: exit and enter, drag inside/outside, up outside")
    func dragAcrossBoundary() {
        let w = makeEventWindow()
        let c = makeControl(in: w)
        w.sendTouch(.began, at: CGPoint(x: 120, y: 120))
        w.sendTouch(.moved, at: CGPoint(x: 200, y: 120)) // 50 points right of the bounds: still inside
        w.sendTouch(.moved, at: CGPoint(x: 230, y: 120)) // 80 points right: outside
        #expect(!c.isHighlighted && !c.isTouchInside)
        w.sendTouch(.moved, at: CGPoint(x: 240, y: 120))
        w.sendTouch(.moved, at: CGPoint(x: 130, y: 120))
        w.sendTouch(.moved, at: CGPoint(x: 300, y: 120))
        w.sendTouch(.ended, at: CGPoint(x: 300, y: 120))
        #expect(c.log == ["beginTracking", "down",
                          "continueTracking", "dragInside",
                          "continueTracking", "dragOutside", "exit",
                          "continueTracking", "dragOutside",
                          "continueTracking", "dragInside", "enter",
                          "continueTracking", "dragOutside", "exit",
                          "endTracking", "upOutside"])
    }

    @Test("lifting just outside the bounds but within the tolerance is a touchUpInside")
    func upInsideWithinTolerance() {
        let w = makeEventWindow()
        let c = makeControl(in: w)
        w.sendTouch(.began, at: CGPoint(x: 120, y: 120))
        w.sendTouch(.ended, at: CGPoint(x: 210, y: 120))
        #expect(c.log.last == "upInside")
    }

    @Test("a recognizer that takes the touch cancels the control's tracking: touchCancel")
    func cancelled() {
        let w = makeEventWindow()
        let container = UIView(frame: w.bounds)
        w.addSubview(container)
        let c = makeControl(in: w)
        c.removeFromSuperview(); container.addSubview(c)
        container.addGestureRecognizer(UIPanGestureRecognizer())
        w.sendTouch(.began, at: CGPoint(x: 120, y: 120))
        w.sendTouch(.moved, at: CGPoint(x: 140, y: 120))
        w.sendTouch(.ended, at: CGPoint(x: 140, y: 120))
        #expect(c.log == ["beginTracking", "down", "cancelTracking", "cancel"])
        #expect(!c.isHighlighted && !c.isTracking)
    }

    @Test("a single-tap recognizer on an ancestor does not take a control's tap")
    func controlWinsOverAncestorTap() {
        let w = makeEventWindow()
        let container = UIView(frame: w.bounds)
        w.addSubview(container)
        let c = makeControl(in: w)
        c.removeFromSuperview(); container.addSubview(c)
        let tap = UITapGestureRecognizer()
        var tapped = 0
        tap.addHandler { _ in tapped += 1 }
        container.addGestureRecognizer(tap)
        w.sendTouch(.began, at: CGPoint(x: 120, y: 120))
        w.sendTouch(.ended, at: CGPoint(x: 120, y: 120))
        #expect(tapped == 0 && c.log.last == "upInside")
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(tapped == 1)
    }

    @Test("a disabled control gets no touches; beginTracking false stops continue/end but events still go out")
    func disabledAndNoTracking() {
        let w = makeEventWindow()
        let c = makeControl(in: w)
        c.isEnabled = false
        w.sendTouch(.began, at: CGPoint(x: 120, y: 120))
        w.sendTouch(.ended, at: CGPoint(x: 120, y: 120))
        #expect(c.log.isEmpty)
        c.isEnabled = true
        c.keepTracking = false
        CAMediaClock.advance(by: 1)
        w.sendTouch(.began, at: CGPoint(x: 120, y: 120))
        w.sendTouch(.moved, at: CGPoint(x: 125, y: 120))
        w.sendTouch(.ended, at: CGPoint(x: 125, y: 120))
        #expect(c.log == ["beginTracking", "down", "dragInside", "upInside"])
    }

    @Test("a second quick tap sends touchDownRepeat with touchDown")
    func downRepeat() {
        let w = makeEventWindow()
        let c = makeControl(in: w)
        w.sendTouch(.began, at: CGPoint(x: 120, y: 120)); w.sendTouch(.ended, at: CGPoint(x: 120, y: 120))
        CAMediaClock.advance(by: 0.1)
        w.sendTouch(.began, at: CGPoint(x: 120, y: 120)); w.sendTouch(.ended, at: CGPoint(x: 120, y: 120))
        #expect(c.log.filter { $0.hasPrefix("down") } == ["down", "down", "downRepeat"])
    }

    @Test("target-action with Selector: recorded, listed, sent to a UITargetActionReceiver or up the chain")
    func targetAction() {
        let w = makeEventWindow()
        final class Receiver: UIView, UITargetActionReceiver {
            var got: [String] = []
            func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) { got.append(action.name) }
        }
        let r = Receiver(frame: w.bounds)
        w.addSubview(r)
        let c = UIControl(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        r.addSubview(c)
        let target = Receiver()
        c.addTarget(target, action: Selector("tapped:"), for: .touchUpInside)
        c.addTarget(nil, action: "chained:", for: [.touchUpInside, .touchDown])
        #expect(c.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped:"])
        #expect(c.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
        #expect(c.allTargets.count == 2)
        #expect(c.allControlEvents == [.touchUpInside, .touchDown])
        #expect(c.actions(forTarget: nil, forControlEvent: .touchDown) == ["chained:"])
        w.sendTouch(.began, at: CGPoint(x: 20, y: 20)); w.sendTouch(.ended, at: CGPoint(x: 20, y: 20))
        #expect(target.got == ["tapped:"])
        // With no first responder, a nil target goes up the chain from the sending control.
        #expect(r.got == ["chained:", "chained:"])
        c.removeTarget(target, action: nil, for: .allEvents)
        #expect(c.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
    }

    @Test("UIApplication.sendAction with a nil target walks the responder chain from the first responder")
    func sendActionUpChain() {
        let w = makeEventWindow()
        final class Receiver: UIView, UITargetActionReceiver {
            var got: [String] = []
            func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) { got.append(action.name) }
        }
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        let r = Receiver(frame: w.bounds)
        let f = Field(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        r.addSubview(f); w.addSubview(r)
        #expect(f.becomeFirstResponder())
        #expect(UIApplication.shared.sendAction("copy:", to: nil, from: nil, for: nil))
        #expect(r.got == ["copy:"])
        f.resignFirstResponder()
    }
}
