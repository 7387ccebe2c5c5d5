import Testing
import Foundation
@testable import UIKit

/// UIKit's animators drive attached animations through their timing (a paused `UIViewPropertyAnimator`
/// holds its animations at speed 0 and moves their `timeOffset`). The render tree runs the copy of an
/// animation that `add(_:forKey:)` made ("the animation object is copied by the render tree"), so a change
/// of that timing shows in frames and `presentation()` when it is committed, as an app's
/// `removeAnimation(forKey:)` + `add(_:forKey:)` would: not inside an open explicit transaction.
@MainActor @Suite(.serialized, .freshWorld) struct AnimatorTimingAtCommitTests {
    @Test("Scrubbing a paused animator inside an explicit transaction shows when the transaction commits")
    func scrubInsideExplicitTransaction() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        // Centre 25 → 125 over 1 s, linear; additive from −100 to 0 over the model value 125.
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 125 }
        a.pauseAnimation()
        UIApplication.shared.runOneTurn()
        #expect(view.layer.presentation()!.position.x == 25)

        CATransaction.begin()
        a.fractionComplete = 0.5
        #expect(view.layer._committedValueDifferences == ["animation timing"])
        #expect(view.layer.presentation()!.position.x == 25)
        UIApplication.shared.runOneTurn()
        #expect(view.layer.presentation()!.position.x == 25)
        CATransaction.commit()
        // 125 − 100 × (1 − 0.5).
        #expect(abs(view.layer.presentation()!.position.x - 75) < 1e-9)
        #expect(view.layer._committedValueDifferences == [])
    }

    @Test("Outside explicit transactions the scrub still shows at once (the setter commits the implicit transaction)")
    func scrubOutsideTransactions() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 125 }
        a.pauseAnimation()
        UIApplication.shared.runOneTurn()
        a.fractionComplete = 0.25
        #expect(abs(view.layer.presentation()!.position.x - 50) < 1e-9)
        a.fractionComplete = 0.75
        #expect(abs(view.layer.presentation()!.position.x - 100) < 1e-9)
    }
}
