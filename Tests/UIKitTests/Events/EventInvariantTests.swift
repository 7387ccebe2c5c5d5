import Testing
import UIKit

/// A view that checks the delivery invariants as touches arrive: began once per touch and only at the
/// touch's bound view, moves/ends only for touches it saw begin, exactly one end or cancel per touch.
@MainActor
final class InvariantView: UIView {
    static var violations: [String] = []
    /// Touches that began at some view and have not ended or been cancelled yet. (Touch objects are freed
    /// after they end, so an identity is only meaningful while the touch is open.)
    static var open: Set<ObjectIdentifier> = []
    static var beganCount = 0
    static var finishedCount = 0
    var mine: Set<ObjectIdentifier> = []
    var onBegan: ((InvariantView) -> Void)?

    private func fail(_ s: String) { if InvariantView.violations.count < 20 { InvariantView.violations.append(s) } }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for t in touches {
            let id = ObjectIdentifier(t)
            if t.view !== self { fail("began at a view that is not the touch's view") }
            if InvariantView.open.contains(id) { fail("began twice") }
            InvariantView.open.insert(id); mine.insert(id)
            InvariantView.beganCount += 1
        }
        onBegan?(self)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for t in touches where !mine.contains(ObjectIdentifier(t)) { fail("moved without began, or after the end") }
    }
    private func finish(_ touches: Set<UITouch>) {
        for t in touches {
            let id = ObjectIdentifier(t)
            if !mine.contains(id) { fail("ended/cancelled at a view that did not see it begin, or twice") }
            InvariantView.open.remove(id)
            mine.remove(id)
            InvariantView.finishedCount += 1
        }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { finish(touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { finish(touches) }
}

/// A recognizer that sets random states, legal or not, from its touch methods.
@MainActor
final class ChaoticRecognizer: UIGestureRecognizer {
    var rng = SplitMix64(state: 1)
    private func poke() {
        let all: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        if Int.random(in: 0..<3, using: &rng) == 0 { state = all.randomElement(using: &rng)! }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { poke() }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { poke() }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { poke() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { poke() }
}

@MainActor @Suite(.freshWorld) struct EventInvariantTests {
    @Test("randomized: touches, recognizers and hierarchy changes keep delivery and state-machine invariants",
          arguments: [UInt64(1), 2, 3, 4])
    func randomized(seed: UInt64) {
        CAMediaClock.useManualClock(startingAt: 5000)
        InvariantView.violations = []
        InvariantView.open = []
        InvariantView.beganCount = 0
        InvariantView.finishedCount = 0
        var rng = SplitMix64(state: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()

        // A random tree of 40 views.
        var views: [InvariantView] = []
        for _ in 0..<40 {
            let v = InvariantView(frame: CGRect(x: .random(in: -20...300, using: &rng), y: .random(in: -20...300, using: &rng),
                                                width: .random(in: 20...200, using: &rng), height: .random(in: 20...200, using: &rng)))
            v.isMultipleTouchEnabled = Bool.random(using: &rng)
            v.isExclusiveTouch = Int.random(in: 0..<8, using: &rng) == 0
            let parent: UIView = views.isEmpty || Bool.random(using: &rng) ? window : views.randomElement(using: &rng)!
            parent.addSubview(v)
            views.append(v)
        }
        // Recognizers, recording the states their actions see.
        var recognizers: [UIGestureRecognizer] = []
        var actionStates: [ObjectIdentifier: [UIGestureRecognizer.State]] = [:]
        var stateViolations: [String] = []
        func makeRecognizer() -> UIGestureRecognizer {
            let r: UIGestureRecognizer
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: r = UITapGestureRecognizer()
            case 1: let t = UITapGestureRecognizer(); t.numberOfTapsRequired = 2; r = t
            case 2: r = UIPanGestureRecognizer()
            case 3: let l = UILongPressGestureRecognizer(); l.minimumPressDuration = 0.2; r = l
            case 4: r = UISwipeGestureRecognizer()
            case 5: r = UIPinchGestureRecognizer()
            case 6: let c = ChaoticRecognizer(); c.rng = SplitMix64(state: rng.next()); r = c
            default: r = UIRotationGestureRecognizer()
            }
            r.cancelsTouchesInView = Bool.random(using: &rng)
            r.delaysTouchesBegan = Int.random(in: 0..<4, using: &rng) == 0
            r.delaysTouchesEnded = Bool.random(using: &rng)
            let id = ObjectIdentifier(r)
            r.addHandler { g in
                let s = g.state
                let last = actionStates[id]?.last
                let legal: Bool
                switch (last, s) {
                case (nil, .began), (nil, .ended), (.ended?, .began), (.ended?, .ended), (.cancelled?, .began), (.cancelled?, .ended): legal = true
                case (.began?, .changed), (.began?, .ended), (.began?, .cancelled), (.changed?, .changed), (.changed?, .ended), (.changed?, .cancelled): legal = true
                default: legal = false
                }
                if !legal, stateViolations.count < 20 { stateViolations.append("\(type(of: g)): \(String(describing: last)) → \(s)") }
                actionStates[id, default: []].append(s)
            }
            return r
        }
        for _ in 0..<30 {
            let r = makeRecognizer()
            views.randomElement(using: &rng)!.addGestureRecognizer(r)
            recognizers.append(r)
        }
        for (a, b) in zip(recognizers, recognizers.shuffled(using: &rng)) where a !== b && Int.random(in: 0..<6, using: &rng) == 0 {
            a.require(toFail: b)
        }
        // Handlers that change the hierarchy while touches are delivered.
        // (Seeded too, so that a seed replays the same run.)
        final class Generator { var rng: SplitMix64; init(_ seed: UInt64) { rng = SplitMix64(state: seed) } }
        let handlerRandom = Generator(seed &+ 0x9E37_79B9)
        for v in views where Int.random(in: 0..<10, using: &rng) == 0 {
            v.onBegan = { view in
                if let s = view.superview, Int.random(in: 0..<4, using: &handlerRandom.rng) == 0 { view.removeFromSuperview(); s.addSubview(view) }
            }
        }

        var weakTouches: [() -> UITouch?] = []
        var down: Set<Int> = []
        let steps = 25_000
        for step in 0..<steps {
            let finger = Int.random(in: 0..<4, using: &rng)
            let p = CGPoint(x: .random(in: -10...410, using: &rng), y: .random(in: -10...410, using: &rng))
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<20:
                let t = window.sendTouch(.began, at: p, finger: finger)
                if step % 97 == 0 { weak let w = t; weakTouches.append { w } }
                down.insert(finger)
            case 20..<60: window.sendTouch(.moved, at: p, finger: finger)
            case 60..<78: window.sendTouch(.ended, at: p, finger: finger); down.remove(finger)
            case 78..<81: window.sendTouch(.cancelled, at: p, finger: finger); down.remove(finger)
            case 81: window.sendTouch(.moved, at: CGPoint(x: CGFloat.nan, y: 1), finger: finger)
            case 82..<90:
                CAMediaClock.advance(by: .random(in: 0...0.6, using: &rng))
                MediaClockScheduler.shared.fire(now: CACurrentMediaTime())
            case 90..<93:
                let v = views.randomElement(using: &rng)!
                if Bool.random(using: &rng) { v.removeFromSuperview() } else {
                    let parent: UIView = Bool.random(using: &rng) ? window : views.randomElement(using: &rng)!
                    if !parent.isDescendant(of: v) { parent.addSubview(v) }
                }
            case 93..<95:
                let r = recognizers.randomElement(using: &rng)!
                if r.view != nil, Bool.random(using: &rng) { r.view?.removeGestureRecognizer(r) } else { views.randomElement(using: &rng)!.addGestureRecognizer(r) }
            case 95..<97:
                let r = recognizers.randomElement(using: &rng)!
                r.isEnabled.toggle()
            case 97:
                let v = views.randomElement(using: &rng)!
                v.isHidden.toggle()
            case 98:
                views.randomElement(using: &rng)!.isUserInteractionEnabled.toggle()
            default:
                window.sendScroll(by: CGPoint(x: 0, y: .random(in: -40...40, using: &rng)), at: p)
            }
            // Once every finger lifted and a turn of the run loop passed, no recognizer is left in a final
            // state (UIKit resets them at the next cycle of the run loop).
            if step % 10 == 0, down.isEmpty {
                UIApplication.shared.runOneTurn()
                for r in recognizers where r.state == .ended || r.state == .cancelled || r.state == .failed {
                    stateViolations.append("\(type(of: r)) left in \(r.state)")
                }
            }
            if !InvariantView.violations.isEmpty || !stateViolations.isEmpty { break }
        }
        // Lift every finger and let every timer run out.
        for f in 0..<4 { window.sendTouch(.ended, at: CGPoint(x: 1, y: 1), finger: f) }
        CAMediaClock.advance(by: 5)
        MediaClockScheduler.shared.fire(now: CACurrentMediaTime())
        CAMediaClock.advance(by: 5)
        MediaClockScheduler.shared.fire(now: CACurrentMediaTime())
        UIApplication.shared.runOneTurn()

        #expect(InvariantView.violations.isEmpty, "\(InvariantView.violations)")
        #expect(stateViolations.isEmpty, "\(stateViolations)")
        // Every touch a view saw begin ended or was cancelled exactly once.
        #expect(InvariantView.open.isEmpty && InvariantView.beganCount == InvariantView.finishedCount)
        #expect(InvariantView.beganCount > 100)
        // Nothing keeps a finished touch alive; every recognizer is back to .possible.
        #expect(weakTouches.allSatisfy { $0() == nil })
        #expect(recognizers.allSatisfy { $0.state == .possible || !$0.isEnabled },
                "\(recognizers.filter { $0.state != .possible && $0.isEnabled }.map { "\(type(of: $0)) \($0.state)" })")
        _ = down
    }
}
