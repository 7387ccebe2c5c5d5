import Testing
import UIKit

/// An app's own discrete recognizer: recognizes when its `lifts`-th touch lifts within 10 points of where
/// it went down, fails if a touch moves farther (Apple's "Implementing a discrete gesture recognizer":
/// possible → recognized, never began).
@MainActor
private final class LiftRecognizer: UIGestureRecognizer {
    var lifts = 1
    var failsAtLift = false
    private var seen = 0
    private var start: CGPoint = .zero
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let t = touches.first, seen == 0 { start = t.location(in: nil) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let p = touches.first?.location(in: nil) else { return }
        if hypot(p.x - start.x, p.y - start.y) > 10 { state = .failed }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        seen += 1
        if failsAtLift { state = .failed } else if seen >= lifts { state = .recognized }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    override func reset() { seen = 0 }
}

/// An app's own continuous recognizer: begins once a touch moved 10 points, changes on every later move,
/// ends when the touch lifts, fails if it lifts before beginning (Apple's "Implementing a continuous
/// gesture recognizer").
@MainActor
private final class DragRecognizer: UIGestureRecognizer {
    private var start: CGPoint = .zero
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 1, let t = touches.first { start = t.location(in: nil) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let p = touches.first?.location(in: nil) else { return }
        switch state {
        case .possible where hypot(p.x - start.x, p.y - start.y) >= 10: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }
}

@MainActor @Suite(.freshWorld) struct GestureDiscretenessTests {
    @Test("an app-defined discrete recognizer: one action, in .recognized; the view's touch is cancelled")
    func discreteSubclass() {
        let w = makeEventWindow()
        let log = SharedLog()
        let v = TouchLogView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        w.addSubview(v)
        let lift = LiftRecognizer(), states = StateRecorder()
        states.attach(lift)
        v.addGestureRecognizer(lift)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 12, y: 10))
        // delaysTouchesEnded held the lift while the recognizer was possible; it recognized, so the view
        // gets touchesCancelled instead (cancelsTouchesInView).
        #expect(states.states == [.recognized])
        #expect(v.log == ["began", "cancelled"])
        UIApplication.shared.runOneTurn()
        #expect(lift.state == .possible)
    }

    @Test("an app-defined discrete recognizer with cancelsTouchesInView false: the view gets its lift")
    func discreteSubclassKeepsTouches() {
        let w = makeEventWindow()
        let log = SharedLog()
        let v = TouchLogView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        w.addSubview(v)
        let lift = LiftRecognizer(), states = StateRecorder()
        lift.cancelsTouchesInView = false
        states.attach(lift)
        v.addGestureRecognizer(lift)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(states.states == [.recognized] && v.log == ["began", "ended"])
    }

    @Test("an app-defined continuous recognizer: began, changed, ended; the view's touch is cancelled at began")
    func continuousSubclass() {
        let w = makeEventWindow()
        let log = SharedLog()
        let v = TouchLogView("view", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        w.addSubview(v)
        let drag = DragRecognizer(), states = StateRecorder()
        states.attach(drag)
        v.addGestureRecognizer(drag)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.moved, at: CGPoint(x: 13, y: 10)) // not far enough: the view still gets it
        w.sendTouch(.moved, at: CGPoint(x: 30, y: 10)) // began
        w.sendTouch(.moved, at: CGPoint(x: 50, y: 10)) // changed
        w.sendTouch(.ended, at: CGPoint(x: 50, y: 10)) // ended
        #expect(states.states == [.began, .changed, .ended])
        #expect(v.log == ["began", "moved", "cancelled"])
    }

    @Test("an app-defined discrete recognizer is left possible when another discrete one recognizes the same touches")
    func discreteSubclassSurvivesAnotherDiscreteRecognition() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.addSubview(v)
        let first = LiftRecognizer(), second = LiftRecognizer()
        second.lifts = 2
        var log: [String] = []
        first.addHandler { g in log.append("first(\(g.state == .recognized))") }
        second.addHandler { g in log.append("second(\(g.state == .recognized))") }
        v.addGestureRecognizer(first); v.addGestureRecognizer(second)
        w.sendTouch(.began, at: CGPoint(x: 20, y: 20), finger: 0)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100), finger: 1)
        w.sendTouch(.ended, at: CGPoint(x: 20, y: 20), finger: 0)
        // Neither has begun: both are discrete, so the first's recognition leaves the second possible (as a
        // recognized single tap leaves a double tap possible).
        #expect(log == ["first(true)"] && second.state == .possible)
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 100), finger: 1)
        #expect(log == ["first(true)", "second(true)"])
    }

    @Test("a continuous recognizer is prevented by a discrete recognition of its touches, before and after it has shown it is continuous")
    func continuousPreventedByDiscrete() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.addSubview(v)
        let lift = LiftRecognizer(), drag = DragRecognizer()
        var dragActions = 0, liftActions = 0
        drag.addHandler { _ in dragActions += 1 }
        lift.addHandler { _ in liftActions += 1 }
        v.addGestureRecognizer(lift); v.addGestureRecognizer(drag)
        func twoFingers() {
            w.sendTouch(.began, at: CGPoint(x: 20, y: 20), finger: 0)
            w.sendTouch(.began, at: CGPoint(x: 100, y: 100), finger: 1)
            w.sendTouch(.ended, at: CGPoint(x: 20, y: 20), finger: 0) // the discrete one recognizes
            w.sendTouch(.moved, at: CGPoint(x: 160, y: 100), finger: 1) // the continuous one would begin
            w.sendTouch(.ended, at: CGPoint(x: 160, y: 100), finger: 1)
            CAMediaClock.advance(by: 1)
            UIApplication.shared.runOneTurn()
        }
        // First sequence: the drag has not yet shown which kind it is.
        twoFingers()
        #expect(liftActions == 1 && dragActions == 0)
        // Teach it: alone, it begins (so it is continuous).
        w.sendTouch(.began, at: CGPoint(x: 20, y: 20)); w.sendTouch(.moved, at: CGPoint(x: 80, y: 20))
        w.sendTouch(.ended, at: CGPoint(x: 80, y: 20))
        #expect(dragActions == 2)
        CAMediaClock.advance(by: 1)
        UIApplication.shared.runOneTurn()
        // Second sequence: the same outcome.
        twoFingers()
        #expect(liftActions == 2 && dragActions == 2)
    }

    @Test("require(toFail:) on an app-defined discrete recognizer: the tap waits for it and fires once it failed")
    func requireToFailOfDiscreteSubclass() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.addSubview(v)
        let tap = UITapGestureRecognizer(), lift = LiftRecognizer()
        tap.require(toFail: lift)
        var log: [String] = []
        tap.addHandler { _ in log.append("tap") }
        lift.addHandler { _ in log.append("lift") }
        v.addGestureRecognizer(tap); v.addGestureRecognizer(lift)
        // The app's recognizer recognizes: the tap fails.
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50)); w.sendTouch(.ended, at: CGPoint(x: 50, y: 50))
        #expect(log == ["lift"] && tap.state == .failed)
        CAMediaClock.advance(by: 1)
        UIApplication.shared.runOneTurn()
        // The app's recognizer fails at the lift: the tap, which waited for it, fires then.
        lift.failsAtLift = true
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50)); w.sendTouch(.ended, at: CGPoint(x: 50, y: 50))
        #expect(log == ["lift", "tap"] && lift.state == .failed)
    }

    @Test("require(toFail:) on an app-defined continuous recognizer: the tap fires when it fails, not when it began")
    func requireToFailOfContinuousSubclass() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.addSubview(v)
        let tap = UITapGestureRecognizer(), drag = DragRecognizer()
        tap.require(toFail: drag)
        var log: [String] = []
        tap.addHandler { _ in log.append("tap") }
        drag.addHandler { g in log.append("drag\(g.state.rawValue)") }
        v.addGestureRecognizer(tap); v.addGestureRecognizer(drag)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50)); w.sendTouch(.ended, at: CGPoint(x: 50, y: 50))
        #expect(log == ["tap"])
        CAMediaClock.advance(by: 1)
        UIApplication.shared.runOneTurn()
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50)); w.sendTouch(.moved, at: CGPoint(x: 90, y: 50))
        w.sendTouch(.ended, at: CGPoint(x: 90, y: 50))
        #expect(log == ["tap", "drag1", "drag3"])
    }
}
