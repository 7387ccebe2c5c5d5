import Testing
import Foundation
import QuartzCore

/// `CABasicAnimation` of a number (opacity) with each documented combination of `fromValue`, `toValue` and
/// `byValue`, linear pacing, read through the presentation layer a quarter of the way through: from+to
/// interpolates between them, from+by between from and from + by, by+to between to − by and to, from alone
/// between from and the current value, to alone between the current value and to, by alone between the
/// current value and current + by; `isAdditive` adds the result to the model value.
@MainActor @Suite(.serialized, .freshWorld) struct BasicAnimationNumberTests {
    private func presentedOpacity(model: Float, from: Any? = nil, to: Any? = nil, by: Any? = nil, additive: Bool = false) -> Float {
        let l = CALayer()
        l.opacity = model
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = from; a.toValue = to; a.byValue = by
        a.isAdditive = additive
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        a.beginTime = CACurrentMediaTime()
        l.add(a, forKey: "fade")
        CAMediaClock.advance(by: 0.25)
        let v = l.presentation()?.opacity ?? .nan
        l.removeAllAnimations()
        return v
    }

    @Test("The six combinations and an additive one give the documented values at a quarter of the duration")
    func combinations() {
        #expect(abs(presentedOpacity(model: 0.5, from: 0.2, to: 0.6) - 0.3) < 1e-6)
        #expect(abs(presentedOpacity(model: 0.5, from: 0.2, by: 0.4) - 0.3) < 1e-6)
        #expect(abs(presentedOpacity(model: 0.5, to: 0.6, by: 0.4) - 0.3) < 1e-6)
        #expect(abs(presentedOpacity(model: 1.0, from: 0.2) - 0.4) < 1e-6)
        #expect(abs(presentedOpacity(model: 0.2, to: 1.0) - 0.4) < 1e-6)
        #expect(abs(presentedOpacity(model: 0.2, by: 0.8) - 0.4) < 1e-6)
        #expect(abs(presentedOpacity(model: 0.5, from: -0.2, to: 0.2, additive: true) - 0.4) < 1e-6)
    }
}
