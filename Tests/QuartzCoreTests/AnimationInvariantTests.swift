import Testing
import Foundation
@testable import QuartzCore

/// A small deterministic generator (SplitMix64) so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@MainActor final class StartStopCounter: CAAnimationDelegate {
    var starts = 0, stops = 0, finishedStops = 0
    var startBeforeStop = true
    func animationDidStart(_ anim: CAAnimation) { starts += 1 }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if starts == 0 { startBeforeStop = false }
        stops += 1
        if flag { finishedStops += 1 }
    }
}

@MainActor @Suite(.serialized, .freshWorld) struct AnimationInvariantTests {
    @Test("Random animations and timings: values stay within the from/to hull for non-overshooting curves, each animation starts and stops exactly once, and none is left after completion")
    func randomInvariants() {
        var rng = SplitMix64(state: 0x5EED_0009)
        for round in 0..<20 {
            CAMediaClock.useManualClock(startingAt: 10_000 + Double(round) * 1000)
            var cases: [(CALayer, Double, Double, StartStopCounter, Double)] = []
            for _ in 0..<25 {
                let layer = CALayer()
                layer.position = CGPoint(x: Double.random(in: -50...50, using: &rng), y: 0)
                let from = Double.random(in: -1000...1000, using: &rng)
                let to = Double.random(in: -1000...1000, using: &rng)
                let a = CABasicAnimation(keyPath: "position.x")
                a.fromValue = from; a.toValue = to
                a.duration = Double.random(in: 0.01...1.5, using: &rng)
                a.repeatCount = [0, 1, 2, 2.5][Int.random(in: 0..<4, using: &rng)]
                a.autoreverses = Bool.random(using: &rng)
                a.speed = Float([1, 2, 0.5][Int.random(in: 0..<3, using: &rng)])
                let delay = Double.random(in: 0...0.5, using: &rng)
                a.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
                a.fillMode = [.removed, .forwards, .backwards, .both][Int.random(in: 0..<4, using: &rng)]
                // Non-overshooting curves: control point y values in 0...1.
                a.timingFunction = CAMediaTimingFunction(controlPoints: Float.random(in: 0...1, using: &rng),
                                                         Float.random(in: 0...1, using: &rng),
                                                         Float.random(in: 0...1, using: &rng),
                                                         Float.random(in: 0...1, using: &rng))
                let d = StartStopCounter()
                a.delegate = d
                layer.add(a, forKey: "x")
                let cycles = Double(max(a.repeatCount, 1)) * (a.autoreverses ? 2 : 1)
                let end = CACurrentMediaTime() + delay + a.duration * cycles / Double(a.speed)
                cases.append((layer, min(from, to), max(from, to), d, end))
            }
            let lastEnd = cases.map(\.4).max()!
            while CACurrentMediaTime() <= lastEnd + 0.2 {
                CAMediaClock.advance(by: Double.random(in: 0.001...0.15, using: &rng))
                MediaClockScheduler.shared.fire(now: CACurrentMediaTime())
                for (layer, lo, hi, _, _) in cases {
                    let x = Double(layer.presentation()!.position.x)
                    #expect(x.isFinite)
                    let model = Double(layer.position.x)
                    #expect((x >= lo - 1e-6 && x <= hi + 1e-6) || x == model, "value \(x) outside [\(lo), \(hi)]")
                }
            }
            for (layer, _, _, d, end) in cases {
                #expect(CACurrentMediaTime() > end)
                #expect(d.starts == 1 && d.stops == 1 && d.finishedStops == 1 && d.startBeforeStop)
                #expect(layer.animationKeys() == nil)
                #expect(layer.presentation()!.position == layer.position)
            }
        }
    }

    @Test("Springs and keyframes with random parameters never produce a non-finite value")
    func randomFinite() {
        var rng = SplitMix64(state: 42)
        CAMediaClock.useManualClock(startingAt: 50_000)
        for _ in 0..<200 {
            let layer = CALayer()
            let s = CASpringAnimation(keyPath: "opacity")
            s.fromValue = 0; s.toValue = 1
            s.mass = CGFloat.random(in: 0.01...10, using: &rng)
            s.stiffness = CGFloat.random(in: 0.01...1000, using: &rng)
            s.damping = CGFloat.random(in: 0...100, using: &rng)
            s.initialVelocity = CGFloat.random(in: -50...50, using: &rng)
            s.duration = 1
            layer.add(s, forKey: "s")
            #expect(s.settlingDuration.isFinite || s.damping == 0)
            for _ in 0..<5 {
                CAMediaClock.advance(by: 0.2)
                #expect(layer.presentation()!.opacity.isFinite)
            }
            layer.removeAllAnimations()
        }
    }
}
