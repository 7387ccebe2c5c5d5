import Testing
import Foundation
@testable import QuartzCore

/// The cubic Bézier timing curve solved independently (bisection on x), for checking presentation values.
func bezierProgress(_ x: Double, _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> Double {
    func b(_ t: Double, _ a: Double, _ c: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * c + t * t * t
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if b(mid, p1x, p2x) < x { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, p1y, p2y)
}

/// Ticks the shared scheduler at the current manual media time (what `runOneTurn()` does).
@MainActor func tick() { MediaClockScheduler.shared.fire(now: CACurrentMediaTime()) }

@MainActor final class DelegateLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop(\(flag))") }
}

@MainActor @Suite(.serialized, .freshWorld) struct AnimationModelTests {
    /// Called first in every test body: other suites may run between a suite's init and its test.
    func setUp() {
        CAMediaClock.useManualClock(startingAt: 100)
    }

    @Test("Named timing functions have Apple's control points and getControlPoint(at:values:) returns them")
    func controlPoints() {
        setUp()
        let expected: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (name, pts) in expected {
            let f = CAMediaTimingFunction(name: name)
            var v: [Float] = [0, 0]
            f.getControlPoint(at: 1, values: &v)
            #expect(v == [pts[0], pts[1]])
            f.getControlPoint(at: 2, values: &v)
            #expect(v == [pts[2], pts[3]])
            f.getControlPoint(at: 0, values: &v)
            #expect(v == [0, 0])
            f.getControlPoint(at: 3, values: &v)
            #expect(v == [1, 1])
        }
    }

    @Test("A basic animation's presentation value follows the cubic Bézier of its timing function at every sampled time")
    func basicCurve() {
        setUp()
        for (name, c) in [(CAMediaTimingFunctionName.easeInEaseOut, (0.42, 0.0, 0.58, 1.0)), (.easeIn, (0.42, 0, 1, 1)),
                          (.easeOut, (0, 0, 0.58, 1)), (.default, (0.25, 0.1, 0.25, 1)), (.linear, (0, 0, 1, 1))] {
            CAMediaClock.useManualClock(startingAt: 100)
            let layer = CALayer()
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0; a.toValue = 200; a.duration = 2
            a.timingFunction = CAMediaTimingFunction(name: name)
            layer.add(a, forKey: "move")
            for step in 1..<10 {
                CAMediaClock.useManualClock(startingAt: 100 + Double(step) * 0.2)
                let x = Double(layer.presentation()!.position.x)
                // Core Animation stores control points as Float.
                func f(_ v: Double) -> Double { Double(Float(v)) }
                let expected = 200 * bezierProgress(Double(step) * 0.1, f(c.0), f(c.1), f(c.2), f(c.3))
                #expect(abs(x - expected) < 1e-6, "\(name.rawValue) at \(step)")
            }
        }
    }

    @Test("add(_:forKey:) stores a frozen copy; the model value is untouched")
    func copyOnAdd() {
        setUp()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        layer.add(a, forKey: "fade")
        let stored = layer.animation(forKey: "fade")
        #expect(stored !== a)
        #expect((stored as? CABasicAnimation)?.keyPath == "opacity")
        a.duration = 5
        #expect(layer.animation(forKey: "fade")?.duration == 1)
        stored?.duration = 9
        #expect(layer.animation(forKey: "fade")?.duration == 1)
        #expect(layer.opacity == 1)
        #expect(layer.animationKeys() == ["fade"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }

    @Test("Delegate: start at the first tick, stop(finished: true) at the end, then the animation is removed")
    func delegateOrder() {
        setUp()
        let layer = CALayer()
        let log = DelegateLog()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1; a.delegate = log
        layer.add(a, forKey: "f")
        #expect(log.events.isEmpty)
        tick()
        #expect(log.events == ["start"])
        CAMediaClock.advance(by: 0.5); tick()
        #expect(log.events == ["start"])
        CAMediaClock.advance(by: 0.5); tick()
        #expect(log.events == ["start", "stop(true)"])
        #expect(layer.animationKeys() == nil)
    }

    @Test("Removing an animation early reports stop(finished: false) once, in the next turn")
    func earlyRemoval() {
        setUp()
        let layer = CALayer()
        let log = DelegateLog()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1; a.delegate = log
        layer.add(a, forKey: "f")
        tick()
        layer.removeAnimation(forKey: "f")
        tick(); tick()
        #expect(log.events == ["start", "stop(false)"])
    }

    @Test("Fill modes: backwards shows fromValue before beginTime, forwards keeps toValue after the end")
    func fillModes() {
        setUp()
        let layer = CALayer()
        layer.opacity = 0.5
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0.2; a.toValue = 0.8; a.duration = 1
        a.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
        a.fillMode = .both; a.isRemovedOnCompletion = false
        layer.add(a, forKey: "f")
        #expect(abs(layer.presentation()!.opacity - 0.2) < 1e-6)
        CAMediaClock.advance(by: 3)
        tick()
        #expect(abs(layer.presentation()!.opacity - 0.8) < 1e-6)
        #expect(layer.animationKeys() == ["f"])
        let b = CABasicAnimation(keyPath: "opacity")
        b.fromValue = 0.2; b.toValue = 0.8; b.duration = 1
        b.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
        let l2 = CALayer(); l2.opacity = 0.5
        l2.add(b, forKey: "g")
        #expect(abs(l2.presentation()!.opacity - 0.5) < 1e-6)
    }

    @Test("Autoreverse and repeat: the value goes to toValue at one duration and back at two")
    func autoreverse() {
        setUp()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "position.y")
        a.fromValue = 0; a.toValue = 100; a.duration = 1; a.autoreverses = true; a.repeatCount = 2
        layer.add(a, forKey: "r")
        CAMediaClock.advance(by: 0.5)
        #expect(abs(layer.presentation()!.position.y - 50) < 1e-9)
        CAMediaClock.advance(by: 1.0)
        #expect(abs(layer.presentation()!.position.y - 50) < 1e-9)
        CAMediaClock.advance(by: 1.25)
        #expect(abs(layer.presentation()!.position.y - 75) < 1e-9)
    }

    @Test("speed 0 with timeOffset freezes the animation at that local time")
    func speedFreeze() {
        setUp()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "bounds.size.width")
        a.fromValue = 0; a.toValue = 100; a.duration = 1; a.speed = 0; a.timeOffset = 0.25
        layer.add(a, forKey: "w")
        CAMediaClock.advance(by: 10)
        #expect(abs(layer.presentation()!.bounds.width - 25) < 1e-9)
    }

    @Test("A spring animation follows the closed-form damped oscillator")
    func spring() {
        setUp()
        let layer = CALayer()
        let s = CASpringAnimation(keyPath: "position.x")
        s.fromValue = 0; s.toValue = 100; s.mass = 1; s.stiffness = 100; s.damping = 5; s.duration = 5
        layer.add(s, forKey: "s")
        let w0 = 10.0, zeta = 5.0 / (2 * 10), wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in [0.1, 0.3, 0.7, 1.5] {
            CAMediaClock.useManualClock(startingAt: 100 + t)
            let expected = 100 * (1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t)))
            #expect(abs(Double(layer.presentation()!.position.x) - expected) < 1e-6)
        }
        #expect(s.settlingDuration > 0.5 && s.settlingDuration < 5)
    }

    @Test("Keyframe values and keyTimes: linear segments between key times, discrete holds")
    func keyframes() {
        setUp()
        let layer = CALayer()
        let k = CAKeyframeAnimation(keyPath: "opacity")
        k.values = [0, 1, 0.5]; k.keyTimes = [0, 0.25, 1]; k.duration = 1
        layer.add(k, forKey: "k")
        CAMediaClock.advance(by: 0.125)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
        CAMediaClock.advance(by: 0.5)
        #expect(abs(layer.presentation()!.opacity - 0.75) < 1e-6)
        let d = CAKeyframeAnimation(keyPath: "opacity")
        d.values = [0.1, 0.9]; d.calculationMode = .discrete; d.duration = 1
        let l2 = CALayer()
        l2.add(d, forKey: "d")
        CAMediaClock.advance(by: 0.2)
        #expect(abs(l2.presentation()!.opacity - 0.1) < 1e-6)
        CAMediaClock.advance(by: 0.4)
        #expect(abs(l2.presentation()!.opacity - 0.9) < 1e-6)
    }

    @Test("Sub-key paths: transform.rotation.z and transform.scale animate one component")
    func subKeys() {
        setUp()
        let layer = CALayer()
        let r = CABasicAnimation(keyPath: "transform.rotation.z")
        r.fromValue = 0; r.toValue = Double.pi / 2; r.duration = 1
        layer.add(r, forKey: "r")
        CAMediaClock.advance(by: 0.5)
        let t = layer.presentation()!.transform
        #expect(abs(Double(t.m11) - cos(.pi / 4)) < 1e-9 && abs(Double(t.m12) - sin(.pi / 4)) < 1e-9)
        let l2 = CALayer()
        let s = CABasicAnimation(keyPath: "transform.scale")
        s.fromValue = 1; s.toValue = 3; s.duration = 1
        l2.add(s, forKey: "s")
        CAMediaClock.advance(by: 0.5)
        #expect(abs(l2.presentation()!.transform.m11 - 2) < 1e-9)
    }

    @Test("Colours interpolate per component")
    func colours() {
        setUp()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "backgroundColor")
        a.fromValue = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        a.toValue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 0)
        a.duration = 1
        layer.add(a, forKey: "c")
        CAMediaClock.advance(by: 0.5)
        let c = layer.presentation()!.backgroundColor!.components!
        #expect(abs(c[0] - 0.5) < 1e-6 && abs(c[2] - 0.5) < 1e-6 && abs(c[3] - 0.5) < 1e-6)
    }

    @Test("NaN values make the animation ignored; model() of a presentation copy is the model layer")
    func badInputAndModel() {
        setUp()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = Double.nan; a.toValue = 1
        layer.add(a, forKey: "bad")
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.model() === layer)
    }

    @Test("A completion block waits for the transaction's animations to finish")
    func transactionCompletion() {
        setUp()
        let layer = CALayer()
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        layer.add(a, forKey: "f")
        CATransaction.commit()
        #expect(ran == 0)
        tick()
        CAMediaClock.advance(by: 1); tick()
        #expect(ran == 1)
        tick()
        #expect(ran == 1)
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 10 }
        CATransaction.commit()
        #expect(ran == 11)
    }
}

@MainActor @Suite(.freshWorld) struct LayerKeyValueCodingTests {
    @Test("Key-value coding: properties and sub-key paths by name, custom keys stored; animations carry custom values into their copies")
    func kvc() {
        let layer = CALayer()
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(abs((layer.value(forKeyPath: "transform.scale") as? CGFloat ?? 0) - 2) < 1e-9)
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        #expect(layer.position == CGPoint(x: 3, y: 4))
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 4)
        #expect(layer.value(forKey: "opacity") as? Float == 1)
        layer.setValue("hello", forKey: "tag")
        #expect(layer.value(forKey: "tag") as? String == "hello")
        let a = CABasicAnimation(keyPath: "opacity")
        a.setValue("fade", forKey: "id")
        layer.add(a, forKey: "f")
        #expect(layer.animation(forKey: "f")?.value(forKey: "id") as? String == "fade")
        layer.removeAllAnimations()
    }
}

@MainActor @Suite(.serialized, .freshWorld) struct AnimationGroupAndPathTests {
    @Test("A group's children run in the group's time line and are cut off at the group's duration")
    func group() {
        CAMediaClock.useManualClock(startingAt: 300)
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 2
        let b = CABasicAnimation(keyPath: "position.x")
        b.fromValue = 0; b.toValue = 10; b.duration = 1; b.beginTime = 0.5
        let g = CAAnimationGroup()
        g.animations = [a, b]
        g.duration = 1
        layer.add(g, forKey: "g")
        CAMediaClock.advance(by: 0.25)
        var p = layer.presentation()!
        #expect(abs(p.opacity - 0.125) < 1e-6)
        #expect(p.position.x == 0)
        CAMediaClock.advance(by: 0.5)
        p = layer.presentation()!
        #expect(abs(p.opacity - 0.375) < 1e-6)
        #expect(abs(p.position.x - 2.5) < 1e-9)
        CAMediaClock.advance(by: 0.5)
        MediaClockScheduler.shared.fire(now: CACurrentMediaTime())
        #expect(layer.animationKeys() == nil)
    }

    @Test("A value function turns a scalar into a rotation beyond a half turn")
    func valueFunction() {
        CAMediaClock.useManualClock(startingAt: 400)
        let layer = CALayer()
        let r = CABasicAnimation(keyPath: "transform")
        r.valueFunction = CAValueFunction(name: .rotateZ)
        r.fromValue = 0; r.toValue = 2 * Double.pi; r.duration = 1
        layer.add(r, forKey: "spin")
        CAMediaClock.advance(by: 0.375)
        let t = layer.presentation()!.transform
        let angle = 2 * Double.pi * 0.375
        #expect(abs(Double(t.m11) - cos(angle)) < 1e-9 && abs(Double(t.m12) - sin(angle)) < 1e-9)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "bogus")) == nil)
    }

    @Test("A keyframe path moves at even speed along a straight path and rotateAuto turns the layer to its tangent")
    func path() {
        CAMediaClock.useManualClock(startingAt: 500)
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let k = CAKeyframeAnimation(keyPath: "position")
        k.path = path
        k.duration = 2
        k.rotationMode = .rotateAuto
        layer.add(k, forKey: "p")
        CAMediaClock.advance(by: 0.5)
        var p = layer.presentation()!
        #expect(abs(p.position.x - 50) < 1e-6 && abs(p.position.y) < 1e-6)
        #expect(abs(p.transform.m12) < 1e-9)
        CAMediaClock.advance(by: 1)
        p = layer.presentation()!
        #expect(abs(p.position.x - 100) < 1e-6 && abs(p.position.y - 50) < 1e-6)
        #expect(abs(p.transform.m12 - 1) < 1e-9)
    }

    @Test("Cumulative repetitions continue from where the previous one ended; additive adds to the model value")
    func cumulativeAdditive() {
        CAMediaClock.useManualClock(startingAt: 600)
        let layer = CALayer()
        layer.position = CGPoint(x: 1000, y: 0)
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 10; a.duration = 1; a.repeatCount = 3; a.isCumulative = true; a.isAdditive = true
        layer.add(a, forKey: "c")
        CAMediaClock.advance(by: 2.5)
        #expect(abs(layer.presentation()!.position.x - 1025) < 1e-9)
    }
}
