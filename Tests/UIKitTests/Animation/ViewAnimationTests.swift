import Testing
import Foundation
@testable import UIKit

/// The cubic Bézier timing curve solved independently (bisection on x), with Float control points as
/// Core Animation stores them.
func bezier(_ x: Double, _ p1x: Float, _ p1y: Float, _ p2x: Float, _ p2y: Float) -> Double {
    let (ax, ay, bx, by) = (Double(p1x), Double(p1y), Double(p2x), Double(p2y))
    func b(_ t: Double, _ a: Double, _ c: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * c + t * t * t
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if b(mid, ax, bx) < x { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, ay, by)
}

@MainActor @Suite(.serialized, .freshWorld) struct ViewAnimationTests {

    @Test("Outside animation blocks a view's layer has no implicit animation: action(for:forKey:) is NSNull")
    func noImplicitAnimation() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        view.alpha = 0.5
        #expect(view.layer.animationKeys() == nil)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
    }

    @Test("Inside UIView.animate the model value is final at once and the presentation follows ease-in-ease-out")
    func animateCenter() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 125, y: 25) }
        #expect(view.center == CGPoint(x: 125, y: 25))
        #expect(view.layer.animationKeys() == ["position"])
        UIApplication.shared.runOneTurn()
        for step in 1...4 {
            CAMediaClock.advance(by: 0.2)
            UIApplication.shared.runOneTurn()
            let x = Double(view.layer.presentation()!.position.x)
            let expected = 25 + 100 * bezier(Double(step) * 0.2, 0.42, 0, 0.58, 1)
            #expect(abs(x - expected) < 1e-6)
        }
        CAMediaClock.advance(by: 0.3)
        UIApplication.shared.runOneTurn()
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()!.position.x == 125)
    }

    @Test("Completion runs once with finished == true after the duration, in the turn that reaches it")
    func completion() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { calls.append($0) })
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.25); UIApplication.shared.runOneTurn()
        #expect(calls.isEmpty)
        CAMediaClock.advance(by: 0.25); UIApplication.shared.runOneTurn()
        #expect(calls == [true])
        CAMediaClock.advance(by: 1); UIApplication.shared.runOneTurn()
        #expect(calls == [true])
    }

    @Test("Removing the animations early gives finished == false")
    func earlyRemoval() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.2 }, completion: { calls.append($0) })
        UIApplication.shared.runOneTurn()
        view.layer.removeAllAnimations()
        UIApplication.shared.runOneTurn()
        UIApplication.shared.runOneTurn()
        #expect(calls == [false])
    }

    @Test("A block with no animatable change still completes (finished) in a later turn; duration 0 does not animate")
    func emptyBlock() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        var calls: [Bool] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.3 }, completion: { calls.append($0) })
        #expect(view.layer.animationKeys() == nil)
        #expect(calls.isEmpty)
        UIApplication.shared.runOneTurn()
        #expect(calls == [true])
    }

    @Test("performWithoutAnimation and setAnimationsEnabled(false) make changes in blocks immediate")
    func withoutAnimation() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.4 }
            #expect(UIView.inheritedAnimationDuration == 1)
        }
        #expect(view.layer.animationKeys() == nil)
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { view.alpha = 0.6 }
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == nil)
        #expect(UIView.areAnimationsEnabled)
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test("A second animation of a property in flight is additive: the presentation is continuous")
    func additive() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 125 })
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.5); UIApplication.shared.runOneTurn()
        let before = view.layer.presentation()!.position.x
        #expect(abs(before - 75) < 1e-9)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 25 })
        #expect(abs(view.layer.presentation()!.position.x - before) < 1e-9)
        #expect(view.layer.animationKeys() == ["position", "position-2"])
    }

    @Test("Delay: the presentation holds the old value until the delay has passed")
    func delay() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { view.alpha = 0 })
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.5); UIApplication.shared.runOneTurn()
        #expect(abs(view.layer.presentation()!.opacity - 1) < 1e-6)
        CAMediaClock.advance(by: 1); UIApplication.shared.runOneTurn()
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    }

    @Test("Keyframes: each keyframe's change runs in its own slice of the duration")
    func keyframes() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 125 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 225 }
        })
        UIApplication.shared.runOneTurn()
        #expect(abs(view.layer.presentation()!.position.x - 25) < 1e-9)
        CAMediaClock.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.position.x - 75) < 1e-9)
        CAMediaClock.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.position.x - 125) < 1e-9)
        CAMediaClock.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.position.x - 175) < 1e-9)
    }

    @Test("Spring animation: lands on the final value at the end of the duration")
    func spring() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        var done = false
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                       animations: { view.center.y = 125 }, completion: { done = $0 })
        UIApplication.shared.runOneTurn()
        var overshoot = false
        for _ in 0..<36 {
            CAMediaClock.advance(by: 1.0 / 60); UIApplication.shared.runOneTurn()
            if let y = view.layer.presentation()?.position.y, y > 125.5 { overshoot = true }
        }
        #expect(overshoot)
        CAMediaClock.advance(by: 0.1); UIApplication.shared.runOneTurn()
        #expect(done)
        #expect(view.layer.presentation()!.position.y == 125)
    }

    @Test("AnimationOptions and curves have UIKit's raw values")
    func rawValues() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
        #expect(UIViewAnimatingState.stopped.rawValue == 2)
        #expect(UIViewAnimatingPosition.current.rawValue == 2)
    }
}

@MainActor @Suite(.serialized, .freshWorld) struct PropertyAnimatorTests {

    @Test("State sequence: inactive → active (running) → inactive with completion(.end)")
    func runToEnd() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 125 }
        var log: [String] = []
        a.addCompletion { log.append("\($0 == .end ? "end" : "other")") }
        #expect(a.state == .inactive && !a.isRunning)
        a.startAnimation()
        #expect(a.state == .active && a.isRunning)
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.5); UIApplication.shared.runOneTurn()
        #expect(abs(a.fractionComplete - 0.5) < 1e-9)
        #expect(abs(view.layer.presentation()!.position.x - 75) < 1e-6)
        CAMediaClock.advance(by: 0.6); UIApplication.shared.runOneTurn()
        #expect(a.state == .inactive)
        #expect(log == ["end"])
        #expect(view.center.x == 125)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("Pausing and scrubbing fractionComplete moves the presentation at once (linear scrub)")
    func scrub() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
        a.pauseAnimation()
        #expect(a.state == .active && !a.isRunning)
        a.fractionComplete = 0.25
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.75) < 1e-6)
        a.scrubsLinearly = true
        a.fractionComplete = 0.5
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.5) < 1e-6)
    }

    @Test("stopAnimation(false) → stopped; finishAnimation(at: .start) restores the start values and calls completion(.start)")
    func stopAndFinish() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 125 }
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.5); UIApplication.shared.runOneTurn()
        a.stopAnimation(false)
        #expect(a.state == .stopped)
        #expect(abs(view.center.x - 75) < 1e-6)
        a.finishAnimation(at: .start)
        #expect(a.state == .inactive)
        #expect(positions == [.start])
        #expect(view.center.x == 25)
    }

    @Test("stopAnimation(true) goes to inactive without completions; views keep their current values")
    func stopWithoutFinishing() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 125 }
        var called = false
        a.addCompletion { _ in called = true }
        a.startAnimation()
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.25); UIApplication.shared.runOneTurn()
        a.stopAnimation(true)
        #expect(a.state == .inactive && !called)
        #expect(abs(view.center.x - 50) < 1e-6)
    }

    @Test("Reversed: the animator runs back and finishes at .start with the start values")
    func reversed() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 125 }
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.5); UIApplication.shared.runOneTurn()
        a.isReversed = true
        CAMediaClock.advance(by: 0.25); UIApplication.shared.runOneTurn()
        #expect(abs(a.fractionComplete - 0.25) < 1e-9)
        CAMediaClock.advance(by: 0.5); UIApplication.shared.runOneTurn()
        #expect(positions == [.start])
        #expect(view.center.x == 25)
    }

    @Test("pausesOnCompletion keeps the animator active and paused at the end, without completion")
    func pausesOnCompletion() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        a.pausesOnCompletion = true
        var called = false
        a.addCompletion { _ in called = true }
        a.startAnimation()
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 1); UIApplication.shared.runOneTurn()
        #expect(a.state == .active && !a.isRunning && !called)
        #expect(a.fractionComplete == 1)
    }

    @Test("runningPropertyAnimator starts after its delay and completes at .end")
    func runningForm() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        var positions: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.5, options: [],
                                                               animations: { view.alpha = 0.5 },
                                                               completion: { positions.append($0) })
        #expect(a.state == .active)
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.5); UIApplication.shared.runOneTurn()
        #expect(a.isRunning)
        CAMediaClock.advance(by: 0.6); UIApplication.shared.runOneTurn()
        #expect(positions == [.end])
    }
}

/// A shown window with one 50×50 view at the origin, with a fresh pipeline owner, on a manual clock,
/// after one turn.
@MainActor func makeAnimationScene() -> (UIWindow, UIView) {
    PipelineOwner.installFresh()
    CAMediaClock.useManualClock(startingAt: 1000)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.backgroundColor = .red
    window.addSubview(view)
    UIApplication.shared.runOneTurn()
    return (window, view)
}

/// Ends a test's animations and hides its window, so no other suite sees frames from it.
@MainActor func endAnimationScene(_ window: UIWindow, _ view: UIView) {
    view.layer.removeAllAnimations()
    removeAnimations(inTreeOf: window.layer)
    window.isHidden = true
    UIApplication.shared.runOneTurn()
}

/// Removes every animation in a layer tree (a hidden test window must not keep producing frames).
@MainActor func removeAnimations(inTreeOf layer: CALayer) {
    layer.removeAllAnimations()
    for s in layer.sublayers ?? [] { removeAnimations(inTreeOf: s) }
}

@MainActor @Suite(.serialized, .freshWorld) struct NestedAndRepeatingAnimationTests {
    @Test("Nested blocks inherit the outer duration and curve unless they override them")
    func nestedInheritance() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        let other = UIView(frame: CGRect(x: 0, y: 60, width: 10, height: 10))
        window.addSubview(other)
        defer { other.layer.removeAllAnimations() }
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.5) { view.alpha = 0 }
            UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                           animations: { other.alpha = 0 })
        })
        #expect(view.layer.animation(forKey: "opacity")?.duration == 2)
        #expect(other.layer.animation(forKey: "opacity")?.duration == 0.5)
        var f: [Float] = [0, 0]
        view.layer.animation(forKey: "opacity")?.timingFunction?.getControlPoint(at: 1, values: &f)
        #expect(f == [0, 0])
        other.layer.animation(forKey: "opacity")?.timingFunction?.getControlPoint(at: 1, values: &f)
        #expect(f == [0.42, 0])
    }

    @Test(".repeat and .autoreverse: the presentation goes there and back again, and keeps going")
    func repeatAutoreverse() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { view.center.x = 125 })
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 1.5); UIApplication.shared.runOneTurn()
        #expect(abs(view.layer.presentation()!.position.x - 75) < 1e-9)
        CAMediaClock.advance(by: 10.25); UIApplication.shared.runOneTurn()
        #expect(abs(view.layer.presentation()!.position.x - 50) < 1e-9)
        #expect(view.layer.animationKeys() == ["position"])
    }

    @Test(".beginFromCurrentState starts from the presentation value and replaces the running animation (finished == false)")
    func beginFromCurrentState() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        var first: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.transform = CGAffineTransform(scaleX: 3, y: 3) },
                       completion: { first.append($0) })
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.5); UIApplication.shared.runOneTurn()
        let mid = view.layer.presentation()!.transform.m11
        #expect(abs(mid - 2) < 1e-9)
        UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
                       animations: { view.transform = .identity })
        #expect(abs(view.layer.presentation()!.transform.m11 - mid) < 1e-9)
        UIApplication.shared.runOneTurn(); UIApplication.shared.runOneTurn()
        #expect(first == [false])
    }
}

@Suite(.freshWorld) struct PropertyAnimatorProgrammerErrorTests {
    @Test("finishAnimation(at:) on an animator that is not stopped is a programmer error (UIKit raises)")
    func finishWhenActive() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { }
                a.startAnimation()
                a.finishAnimation(at: .end)
            }
        }
    }
}

@MainActor @Suite(.serialized, .freshWorld) struct PresentationTreeTests {
    @Test("The presentation layer's sublayers are presentation layers: hit-testing a moving view's presentation finds it where it is drawn")
    func hitTestPresentation() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 125, y: 125) })
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.5); UIApplication.shared.runOneTurn()
        let p = window.layer.presentation()!
        #expect(p.sublayers?.count == window.layer.sublayers?.count)
        let hit = p.hitTest(CGPoint(x: 75, y: 75))
        #expect(hit?.model() === view.layer)
        #expect(window.layer.presentation()!.hitTest(CGPoint(x: 125, y: 125))?.model() !== view.layer)
    }
}
