import Testing
import UIKit

/// UIKit's `UIGestureRecognizer.State.recognized`: the recognizer "sends its action message (or messages)
/// at the next cycle of the run loop and resets its state to possible". Its outcome is readable right after
/// the event that decided it, and it is `.possible` again after the next turn.
@MainActor @Suite(.freshWorld) struct GestureOutcomeTimingTests {
    @Test("a tap reads .recognized and its location right after the finger lifts; .possible after the next turn")
    func tapOutcomeUntilNextTurn() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        w.addSubview(v)
        let tap = UITapGestureRecognizer()
        v.addGestureRecognizer(tap)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 60))
        w.sendTouch(.ended, at: CGPoint(x: 52, y: 61))
        #expect(tap.state == .recognized)
        #expect(tap.location(in: v) == CGPoint(x: 32, y: 31))
        #expect(tap.location(in: nil) == CGPoint(x: 52, y: 61))
        UIApplication.shared.runOneTurn()
        #expect(tap.state == .possible)
    }

    @Test("a failed tap reads .failed until the next turn")
    func failedUntilNextTurn() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.addSubview(v)
        let tap = UITapGestureRecognizer()
        v.addGestureRecognizer(tap)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.moved, at: CGPoint(x: 90, y: 10))
        #expect(tap.state == .failed)
        w.sendTouch(.ended, at: CGPoint(x: 90, y: 10))
        #expect(tap.state == .failed)
        UIApplication.shared.runOneTurn()
        #expect(tap.state == .possible)
    }

    @Test("a pan reads .ended and the lift's location right after the finger lifts")
    func panEndedUntilNextTurn() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.addSubview(v)
        let pan = UIPanGestureRecognizer()
        var actions: [UIGestureRecognizer.State] = []
        pan.addHandler { actions.append($0.state) }
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        CAMediaClock.advance(by: 0.016)
        w.sendTouch(.moved, at: CGPoint(x: 60, y: 10))
        CAMediaClock.advance(by: 0.016)
        w.sendTouch(.moved, at: CGPoint(x: 110, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 110, y: 10))
        #expect(pan.state == .ended)
        #expect(pan.location(in: v) == CGPoint(x: 110, y: 10))
        #expect(actions.last == .ended)
        UIApplication.shared.runOneTurn()
        #expect(pan.state == .possible)
    }

    @Test("a new touch sequence starts from .possible: two taps in a row each recognize")
    func nextSequenceStartsFresh() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.addSubview(v)
        let tap = UITapGestureRecognizer()
        var fired = 0
        tap.addHandler { _ in fired += 1 }
        v.addGestureRecognizer(tap)
        for x in [10.0, 150.0] {
            w.sendTouch(.began, at: CGPoint(x: x, y: 10))
            w.sendTouch(.ended, at: CGPoint(x: x, y: 10))
            CAMediaClock.advance(by: 1)
        }
        #expect(fired == 2)
    }

    @Test("gestureRecognizers is nil before any recognizer was added and empty once the last one was removed")
    func gestureRecognizersNilThenEmpty() {
        let v = UIView()
        #expect(v.gestureRecognizers == nil)
        v.tintColor = .red // other rarely-set state does not create the array
        #expect(v.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer()
        v.addGestureRecognizer(tap)
        #expect(v.gestureRecognizers?.count == 1)
        v.removeGestureRecognizer(tap)
        #expect(v.gestureRecognizers != nil && v.gestureRecognizers!.isEmpty)
    }

    @Test("a default swipe recognizer recognizes a 240-point swipe to the right made in 80 ms")
    func fastRightSwipe() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        w.addSubview(v)
        let swipe = UISwipeGestureRecognizer()
        var fired = 0
        swipe.addHandler { _ in fired += 1 }
        v.addGestureRecognizer(swipe)
        w.sendTouch(.began, at: CGPoint(x: 40, y: 200))
        for step in 1...5 {
            CAMediaClock.advance(by: 0.016)
            w.sendTouch(.moved, at: CGPoint(x: 40 + 48 * CGFloat(step), y: 200))
        }
        w.sendTouch(.ended, at: CGPoint(x: 280, y: 200))
        #expect(fired == 1)
        #expect(swipe.state == .recognized)
    }

    @Test("a swipe delivered as a lift far from where it began (no moves in between) recognizes")
    func swipeWithoutMoves() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        w.addSubview(v)
        let swipe = UISwipeGestureRecognizer()
        var fired = 0
        swipe.addHandler { _ in fired += 1 }
        v.addGestureRecognizer(swipe)
        w.sendTouch(.began, at: CGPoint(x: 40, y: 200))
        CAMediaClock.advance(by: 0.08)
        w.sendTouch(.ended, at: CGPoint(x: 280, y: 200))
        #expect(fired == 1)
    }
}
