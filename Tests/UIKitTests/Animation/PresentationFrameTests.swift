import Testing
import UIKit

/// `presentation()` reads the values Core Animation shows at the current media time: the model value with
/// every attached animation applied. UIView animations of numbers, points, sizes and rects are additive
/// (from old − new to zero, added to the new model value), so a frame animation's presentation frame moves
/// from the old frame to the new one.
@MainActor @Suite(.serialized, .freshWorld) struct PresentationFrameTests {
    /// A view at (0, 0, 100, 100) in a shown window, on a manual clock.
    private func scene() -> (UIWindow, UIView) {
        let (window, view) = makeAnimationScene()
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        UIApplication.shared.runOneTurn()
        return (window, view)
    }

    @Test("A linear frame animation's presentation frame goes from the old frame to the new one")
    func linearFrameAnimation() {
        let (window, view) = scene()
        defer { endAnimationScene(window, view) }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.frame = CGRect(x: 100, y: 50, width: 200, height: 100)
        }
        #expect(view.frame == CGRect(x: 100, y: 50, width: 200, height: 100))
        #expect(view.layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        UIApplication.shared.runOneTurn()
        #expect(view.layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        CAMediaClock.advance(by: 0.5)
        UIApplication.shared.runOneTurn()
        #expect(view.layer.presentation()?.frame == CGRect(x: 50, y: 25, width: 150, height: 100))
        #expect(view.layer.presentation()?.bounds == CGRect(x: 0, y: 0, width: 150, height: 100))
        CAMediaClock.advance(by: 0.6)
        UIApplication.shared.runOneTurn()
        #expect(view.layer.presentation()?.frame == CGRect(x: 100, y: 50, width: 200, height: 100))
    }

    @Test("A shrinking frame animation (negative size delta) presents the interpolated frame")
    func shrinkingFrameAnimation() {
        let (window, view) = scene()
        defer { endAnimationScene(window, view) }
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
            view.frame = CGRect(x: 20, y: 0, width: 20, height: 60)
        }
        CAMediaClock.advance(by: 0.5)
        UIApplication.shared.runOneTurn()
        // A quarter of the way: x 0 → 20, width 100 → 20, height 100 → 60.
        #expect(view.layer.presentation()?.frame == CGRect(x: 5, y: 0, width: 80, height: 90))
    }

    @Test("Random frame animations: the presentation frame is the linear interpolation at every sampled time")
    func randomFrameAnimations() {
        var rng = SplitMix64(seed: 0x5eed_f4a3)
        for _ in 0..<40 {
            let (window, view) = scene()
            func r(_ lo: Double, _ hi: Double) -> CGFloat { CGFloat(Double.random(in: lo...hi, using: &rng).rounded()) }
            let start = CGRect(x: r(-50, 50), y: r(-50, 50), width: r(0, 120), height: r(0, 120))
            let end = CGRect(x: r(-50, 50), y: r(-50, 50), width: r(0, 120), height: r(0, 120))
            view.frame = start
            UIApplication.shared.runOneTurn()
            let duration = 0.5 + Double.random(in: 0...1.5, using: &rng)
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear) { view.frame = end }
            var elapsed = 0.0
            for _ in 0..<4 {
                let step = Double.random(in: 0...(duration / 3), using: &rng)
                CAMediaClock.advance(by: step)
                elapsed += step
                UIApplication.shared.runOneTurn()
                let t = CGFloat(min(elapsed / duration, 1))
                let expected = CGRect(x: start.minX + (end.minX - start.minX) * t,
                                      y: start.minY + (end.minY - start.minY) * t,
                                      width: start.width + (end.width - start.width) * t,
                                      height: start.height + (end.height - start.height) * t)
                let p = view.layer.presentation()?.frame ?? .null
                #expect(abs(p.minX - expected.minX) < 1e-6 && abs(p.minY - expected.minY) < 1e-6
                        && abs(p.width - expected.width) < 1e-6 && abs(p.height - expected.height) < 1e-6,
                        "\(start) → \(end) at \(elapsed)/\(duration): \(p), expected \(expected)")
            }
            endAnimationScene(window, view)
        }
    }

    @Test("Explicit basic, additive, keyframe, grouped and spring animations present their values at a chosen time")
    func explicitAnimationKinds() {
        let (window, view) = scene()
        defer { endAnimationScene(window, view) }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.layer.addSublayer(layer)
        UIApplication.shared.runOneTurn()

        let basic = CABasicAnimation(keyPath: "position.x")
        basic.fromValue = 0; basic.toValue = 100; basic.duration = 1
        basic.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(basic, forKey: "basic")

        let additive = CABasicAnimation(keyPath: "bounds.size")
        additive.isAdditive = true
        additive.fromValue = CGSize(width: -10, height: 30); additive.toValue = CGSize.zero; additive.duration = 1
        additive.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(additive, forKey: "additive")

        let keyframe = CAKeyframeAnimation(keyPath: "opacity")
        keyframe.values = [1.0, 0.0, 0.5]; keyframe.keyTimes = [0, 0.5, 1]; keyframe.duration = 1
        layer.add(keyframe, forKey: "keyframe")

        let group = CAAnimationGroup()
        let inGroup = CABasicAnimation(keyPath: "cornerRadius")
        inGroup.fromValue = 0; inGroup.toValue = 8
        inGroup.timingFunction = CAMediaTimingFunction(name: .linear)
        inGroup.duration = 2
        group.animations = [inGroup]; group.duration = 2
        layer.add(group, forKey: "group")

        let spring = CASpringAnimation(keyPath: "position.y")
        spring.mass = 1; spring.stiffness = 100; spring.damping = 10
        spring.fromValue = 0; spring.toValue = 100
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")

        CAMediaClock.advance(by: 0.25)
        UIApplication.shared.runOneTurn()
        let p = layer.presentation()
        #expect(p?.position.x == 25)
        // Additive: the model size (10, 10) plus three quarters of (−10, 30).
        #expect(p?.bounds.size == CGSize(width: 2.5, height: 32.5))
        // Linear keyframes: half way from 1 to 0 at a quarter of the time.
        #expect(abs(Double(p?.opacity ?? -1) - 0.5) < 1e-6)
        #expect(abs((p?.cornerRadius ?? -1) - 1) < 1e-9)
        // An underdamped spring (ω0 = √(k/m) = 10, ζ = c / (2√(km)) = 0.5) from rest, at t = 0.25 s.
        let w0 = 10.0, zeta = 0.5, t = 0.25
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let y = 100 * (1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t)))
        #expect(abs(Double(p?.position.y ?? -1) - y) < 1e-6, "\(String(describing: p?.position)) vs \(y)")
        // The model layer keeps its values.
        #expect(layer.position == CGPoint(x: 5, y: 5))
        #expect(layer.opacity == 1)
        #expect(layer.presentation()?.model() === layer)
    }
}
