import Testing
import Foundation
@testable import UIKit

/// Behaviour the fast paths of property changes must keep (autoresizing, actions, hit testing, reorders): the
/// property observers skip work only where Core Animation and UIKit document that nothing happens.
@MainActor @Suite(.serialized, .freshWorld) struct PropertyChangeFastPathTests {

    /// An action that records the events it runs for.
    final class RecordingAction: CAAction {
        var runs: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
    }

    /// A view that answers its own action for `position` and records every key its layer asks about.
    final class ActingView: UIView {
        var asked: [String] = []
        let positionAction = RecordingAction()
        override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            asked.append(event)
            return event == "position" ? positionAction : super.action(for: layer, forKey: event)
        }
    }

    @Test("A view subclass's action(for:forKey:) is still asked for each layer change outside animation blocks, and its action runs")
    func overriddenViewActionIsAsked() {
        let v = ActingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        // (The initializer's own frame already went through the layer; start counting afresh.)
        v.asked = []
        v.positionAction.runs = []
        // A frame change moves and resizes the layer: one `bounds` and one `position` change.
        v.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        #expect(v.asked.filter { $0 == "bounds" }.count == 1)
        #expect(v.asked.filter { $0 == "position" }.count == 1)
        #expect(v.positionAction.runs == ["position"])
        // Disabled actions: the delegate is not asked at all (Core Animation skips the search).
        v.asked = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        v.center = CGPoint(x: 40, y: 40)
        CATransaction.commit()
        #expect(v.asked.isEmpty)
        #expect(v.positionAction.runs == ["position"])
    }

    @Test("A standalone layer on screen animates implicitly from the old value; a view's layer does not animate")
    func implicitAnimationFromOldValue() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        window.layer.addSublayer(plain)
        CATransaction.commit()
        UIApplication.shared.runOneTurn()
        plain.position = CGPoint(x: 105, y: 5)
        view.center = CGPoint(x: 125, y: 25)
        #expect(plain.animation(forKey: "position") is CABasicAnimation)
        #expect(view.layer.animationKeys() == nil)
        UIApplication.shared.runOneTurn()
        // Early in the 0.25 s default duration the presentation is still near the old value (x = 5).
        CAMediaClock.advance(by: 0.01)
        UIApplication.shared.runOneTurn()
        let early = plain.presentation()?.position.x ?? -1
        #expect(early >= 5 && early < 55)
        CAMediaClock.advance(by: 1)
        UIApplication.shared.runOneTurn()
        #expect(plain.presentation()?.position.x ?? -1 == 105)
        plain.removeAllAnimations()
        plain.removeFromSuperlayer()
    }

    @Test("Random reorders among 300 siblings (stale index hints) match a model of subviews and sublayers", .timeLimit(.minutes(1)))
    func reordersMatchModel() {
        var rng = SplitMix64(seed: 0x8A5E)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var model: [UIView] = []
        for _ in 0..<300 {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
            parent.addSubview(v)
            model.append(v)
        }
        for step in 0..<4_000 {
            let v = model[rng.below(model.count)]
            let s = model[rng.below(model.count)]
            switch rng.below(7) {
            case 0:
                parent.bringSubviewToFront(v)
                model.removeAll { $0 === v }; model.append(v)
            case 1:
                parent.sendSubviewToBack(v)
                model.removeAll { $0 === v }; model.insert(v, at: 0)
            case 2:
                // An index of the list counted without the view (UIKit's insertSubview(_:at:)).
                let i = rng.below(model.count + 3) - 1
                parent.insertSubview(v, at: i)
                model.removeAll { $0 === v }; model.insert(v, at: min(max(i, 0), model.count))
            case 3:
                parent.insertSubview(v, aboveSubview: s)
                if s !== v { model.removeAll { $0 === v }; model.insert(v, at: model.firstIndex(of: s)! + 1) }
            case 4:
                parent.insertSubview(v, belowSubview: s)
                if s !== v { model.removeAll { $0 === v }; model.insert(v, at: model.firstIndex(of: s)!) }
            case 5:
                let a = rng.below(model.count), b = rng.below(model.count)
                parent.exchangeSubview(at: a, withSubviewAt: b)
                model.swapAt(a, b)
            default:
                v.removeFromSuperview()
                parent.addSubview(v)
                model.removeAll { $0 === v }; model.append(v)
            }
            if step % 50 == 0 || step > 3_900 {
                #expect(parent.subviews == model)
                #expect((parent.layer.sublayers ?? []).map { ObjectIdentifier($0) } == model.map { ObjectIdentifier($0.layer) })
                parent._checkInvariants()
            }
        }
    }

    @Test("Autoresizing 1,000 views gives each the frame the mask documents, and lays them out once")
    func autoresizingAtScale() {
        final class CountingView: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1; super.layoutSubviews() }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 500))
        var views: [CountingView] = []
        for i in 0..<1_000 {
            let v = CountingView(frame: CGRect(x: Double(i % 50) * 20, y: Double(i / 50) * 25, width: 10, height: 10))
            v.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            root.addSubview(v)
            views.append(v)
        }
        root.layoutIfNeeded()
        for v in views { v.layouts = 0 }
        root.frame.size = CGSize(width: 2000, height: 500)
        root.layoutIfNeeded()
        for (i, v) in views.enumerated() {
            // Width 1000 → 2000: every flexible part on the x axis doubles; y is untouched.
            let x = Double(i % 50) * 20
            #expect(v.frame == CGRect(x: x * 2, y: Double(i / 50) * 25, width: 20, height: 10))
            #expect(v.layouts == 1)
        }
    }
}
