import Testing
import Foundation
import QuartzCore

/// `presentation()` at chosen media times: the values follow from the animations' definitions (linear
/// interpolation, keyframe segments, the damped spring's closed form, a group's shared time line), and the
/// model keeps what the app set.
@MainActor @Suite(.serialized, .freshWorld) struct PresentationValueTests {
    private func attached(_ configure: (CALayer) -> Void) -> CALayer {
        PipelineOwner.installFresh()
        CAMediaClock.useManualClock(startingAt: 1000)
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.position = CGPoint(x: 100, y: 0)
        l.opacity = 1
        configure(l)
        return l
    }

    private func x(_ l: CALayer, at t: CFTimeInterval) -> CGFloat {
        CAMediaClock.useManualClock(startingAt: 1000 + t)
        return l.presentation()?.position.x ?? .nan
    }

    @Test("A basic animation of position.x from 0 to 100 over 1 s, linear: 25 at 0.25 s, 75 at 0.75 s")
    func basic() {
        let l = attached { l in
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0; a.toValue = 100; a.duration = 1
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            l.add(a, forKey: "x")
        }
        #expect(abs(x(l, at: 0.25) - 25) < 1e-9)
        #expect(abs(x(l, at: 0.75) - 75) < 1e-9)
        #expect(l.position.x == 100)
    }

    @Test("An additive animation adds its interpolated value to the model value: model 100, by -100 → 0, linear, 0.25 s in: 100 − 75")
    func additive() {
        let l = attached { l in
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = -100; a.toValue = 0; a.duration = 1; a.isAdditive = true
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            l.add(a, forKey: "x")
        }
        #expect(abs(x(l, at: 0.25) - 25) < 1e-9)
        #expect(abs(x(l, at: 0.5) - 50) < 1e-9)
        #expect(l.position.x == 100)
    }

    @Test("A keyframe animation through 0, 100, 50 at key times 0, 0.5, 1 (linear): 50 at 0.25 s, 75 at 0.75 s")
    func keyframe() {
        let l = attached { l in
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = [0, 100, 50]
            a.keyTimes = [0, 0.5, 1]
            a.duration = 1
            l.add(a, forKey: "x")
        }
        #expect(abs(x(l, at: 0.25) - 50) < 1e-9)
        #expect(abs(x(l, at: 0.75) - 75) < 1e-9)
    }

    @Test("A spring (mass 1, stiffness 100, damping 10, at rest) follows the damped oscillator 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t)")
    func spring() {
        let l = attached { l in
            let a = CASpringAnimation(keyPath: "position.x")
            a.fromValue = 0; a.toValue = 100
            a.mass = 1; a.stiffness = 100; a.damping = 10; a.initialVelocity = 0
            a.duration = 2
            l.add(a, forKey: "x")
        }
        // ω₀ = √(k/m) = 10, ζ = c / (2√(km)) = 0.5, ω_d = ω₀√(1 − ζ²).
        let w0 = 10.0, zeta = 0.5, wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in [0.1, 0.25, 0.6] {
            let expected = 100 * (1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t)))
            #expect(abs(Double(x(l, at: t)) - expected) < 1e-6, "t = \(t)")
        }
    }

    @Test("A group runs its animations on its own time line: 0.25 s into a 1 s group, a 0.5 s move from 0 to 100 is half-way and a 1 s fade from 1 to 0 is at 0.75")
    func group() {
        let l = attached { l in
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0; move.toValue = 100; move.duration = 0.5
            move.timingFunction = CAMediaTimingFunction(name: .linear)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1; fade.toValue = 0; fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            let g = CAAnimationGroup()
            g.animations = [move, fade]
            g.duration = 1
            l.add(g, forKey: "g")
        }
        #expect(abs(x(l, at: 0.25) - 50) < 1e-9)
        #expect(abs((l.presentation()?.opacity ?? -1) - 0.75) < 1e-6)
        #expect(l.opacity == 1)
        #expect(l.position.x == 100)
    }
}
