import Testing
import Foundation
@testable import UIKit

@MainActor @Suite(.serialized, .freshWorld) struct ViewAnimationInvariantTests {
    @Test("Random overlapping UIView.animate calls: every completion runs exactly once, with finished == true never before its delay + duration, and no animation is left at the end")
    func randomBlocks() {
        var rng = SplitMix64(state: 0x1234_5678)
        let (window, _) = makeAnimationScene()
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        let views = (0..<8).map { i -> UIView in
            let v = UIView(frame: CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 10))
            window.addSubview(v)
            return v
        }
        UIApplication.shared.runOneTurn()
        var calls: [Int] = []
        var earliest: [CFTimeInterval] = []
        var completedAt: [CFTimeInterval] = []
        var finishedFlags: [Bool] = []
        var lastChange = CACurrentMediaTime()
        for step in 0..<120 {
            if step < 80 && Bool.random(using: &rng) {
                let i = calls.count
                calls.append(0)
                completedAt.append(.nan)
                finishedFlags.append(false)
                let d = Double.random(in: 0...0.6, using: &rng), delay = Double.random(in: 0...0.3, using: &rng)
                earliest.append(CACurrentMediaTime() + (d > 0 ? d + delay : 0))
                lastChange = max(lastChange, earliest[i])
                let v = views[Int.random(in: 0..<views.count, using: &rng)]
                let options: UIView.AnimationOptions = [[], .curveLinear, .curveEaseIn, .beginFromCurrentState, .autoreverse][Int.random(in: 0..<5, using: &rng)]
                let cx = CGFloat.random(in: 0...150, using: &rng), alpha = CGFloat.random(in: 0...1, using: &rng)
                UIView.animate(withDuration: d, delay: delay, options: options, animations: {
                    v.center.x = cx
                    v.alpha = alpha
                    if Bool.random(using: &rng) { v.transform = CGAffineTransform(rotationAngle: cx / 100) }
                }, completion: { finished in
                    calls[i] += 1
                    finishedFlags[i] = finished
                    completedAt[i] = CACurrentMediaTime()
                })
            }
            CAMediaClock.advance(by: Double.random(in: 0.005...0.05, using: &rng))
            UIApplication.shared.runOneTurn()
        }
        while CACurrentMediaTime() < lastChange + 1.2 {
            CAMediaClock.advance(by: 0.05)
            UIApplication.shared.runOneTurn()
        }
        UIApplication.shared.runOneTurn()
        #expect(calls.allSatisfy { $0 == 1 })
        // A replaced animation (transform, or .beginFromCurrentState) may end early, but only unfinished.
        for i in completedAt.indices where finishedFlags[i] { #expect(completedAt[i] >= earliest[i] - 1e-9) }
        #expect(finishedFlags.contains(true))
        for v in views {
            #expect(v.layer.animationKeys() == nil)
            let p = v.layer.presentation()!
            #expect(p.position == v.layer.position && p.opacity == v.layer.opacity)
        }
    }
}

@MainActor @Suite(.serialized, .freshWorld) struct ViewRemovalAnimationTests {
    @Test("Removing a view from its window mid-animation ends its animations: completion once with finished == false")
    func removedMidAnimation() {
        let (window, view) = makeAnimationScene()
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 150 }, completion: { calls.append($0) })
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.3); UIApplication.shared.runOneTurn()
        view.removeFromSuperview()
        for _ in 0..<3 { CAMediaClock.advance(by: 0.1); UIApplication.shared.runOneTurn() }
        #expect(calls == [false])
        #expect(view.layer.animationKeys() == nil)
        CAMediaClock.advance(by: 2); UIApplication.shared.runOneTurn()
        #expect(calls == [false])
    }
}
