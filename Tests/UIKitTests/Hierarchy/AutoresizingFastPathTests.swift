import Testing
import Foundation
@testable import UIKit

/// Behaviour the fast paths of autoresizing at scale must keep:
///
/// - A view's layer skips the action look-up outside animation blocks when neither the view's class nor
///   the layer's class can override it (`CALayer._ownerActionIsDefault`). UIKit's documented behaviour is
///   that the layer asks its delegate (the view) for every change, so every class that may override
///   `action(for:forKey:)` or `action(forKey:)` must still be asked, animation blocks must still animate,
///   and a layer that lost its view must search its own dictionaries again. Debug builds also compare
///   every skipped look-up with the full one (the precondition in `runAction`).
/// - A view's layout call is kept alive by its superview's subview list instead of a retain of the view;
///   views removed during layout must still live through their own call and never be laid out afterwards.
@MainActor @Suite(.serialized, .freshWorld) struct AutoresizingFastPathTests {

    /// A view that overrides the delegate method and records every question.
    final class AskingView: UIView {
        var asked: [String] = []
        override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            asked.append(event)
            return super.action(for: layer, forKey: event)
        }
    }

    /// A layer class that overrides `action(forKey:)` and records every question.
    final class AskingLayer: CALayer {
        nonisolated(unsafe) static var asked: [String] = []
        override func action(forKey event: String) -> (any CAAction)? {
            AskingLayer.asked.append(event)
            return super.action(forKey: event)
        }
    }

    /// A view backed by `AskingLayer`.
    final class AskingLayerView: UIView {
        override class var layerClass: AnyClass { AskingLayer.self }
    }

    /// A plain subclass that overrides nothing (it is not declared in UIKit, so it keeps the full path).
    final class PlainSubclass: UIView {}

    /// An action that counts its runs.
    final class CountingAction: NSObject, CAAction {
        var runs: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
    }

    @Test("Only views and layers of UIKit's and QuartzCore's own classes take the action fast path")
    func fastPathFlagPerClass() {
        #expect(UIView()._layerSkipsActions)
        #expect(UILabel()._layerSkipsActions)
        #expect(UIImageView()._layerSkipsActions)
        #expect(!AskingView()._layerSkipsActions)
        #expect(!AskingLayerView()._layerSkipsActions)
        #expect(!PlainSubclass()._layerSkipsActions)
    }

    @Test("A subclass overriding action(for:forKey:) is asked for every change of its layer, in order")
    func overridingViewIsAsked() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = AskingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(v)
        v.asked = []
        v.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        v.alpha = 0.5
        v.isHidden = true
        v.layer.anchorPoint = CGPoint(x: 0, y: 0)
        // Core Animation asks once per changed property; the frame sets the bounds, then the position.
        #expect(v.asked == ["bounds", "position", "opacity", "hidden", "anchorPoint"])
        // Autoresizing asks too. With the anchor point at the origin, widening keeps the position.
        v.autoresizingMask = [.flexibleWidth]
        v.asked = []
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(v.asked == ["bounds"])
        v.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        v.asked = []
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        #expect(v.asked == ["bounds", "position"])
        root._checkInvariants()
    }

    @Test("A layer class overriding action(forKey:) is asked for every change of a view's layer")
    func overridingLayerIsAsked() {
        let v = AskingLayerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        AskingLayer.asked = []
        v.center = CGPoint(x: 40, y: 40)
        v.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(AskingLayer.asked == ["position", "bounds"])
        AskingLayer.asked = []
    }

    @Test("Inside an animation block a plain view still animates; before and after it has no action")
    func animationBlocksStillAnimate() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        #expect(view._layerSkipsActions)
        view.center = CGPoint(x: 60, y: 60)
        #expect(view.layer.animationKeys() == nil)
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 100, y: 100) }
        #expect(view.layer.animationKeys() == ["position"])
        view.layer.removeAllAnimations()
        // Nested: a block without animation inside an animation block is asked through the full path.
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
            view.bounds.size = CGSize(width: 40, height: 40)
        }
        #expect(view.layer.animationKeys() == ["bounds"])
        view.layer.removeAllAnimations()
        view.alpha = 0.2
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("A layer that outlives its view, or gets another delegate, searches its own actions again")
    func layerWithoutItsViewRunsItsActions() {
        let action = CountingAction()
        var layer: CALayer?
        do {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            layer = v.layer
            v.layer.actions = ["position": action]
            v.center = CGPoint(x: 1, y: 1)
            #expect(action.runs.isEmpty) // the view answers NSNull first
        }
        guard let l = layer else { Issue.record("no layer"); return }
        #expect(!l._ownerActionIsDefault)
        l.position = CGPoint(x: 2, y: 2)
        #expect(action.runs == ["position"])

        let v2 = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v2.layer.actions = ["bounds": action]
        v2.layer.delegate = nil
        #expect(!v2.layer._ownerActionIsDefault)
        v2.layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(action.runs == ["position", "bounds"])
    }

    /// A view that removes a sibling (its last reference) and then itself in `layoutSubviews()`.
    final class RemovingView: UIView {
        nonisolated(unsafe) static var laidOut: [Int] = []
        var id = 0
        weak var victim: UIView?
        override func layoutSubviews() {
            RemovingView.laidOut.append(id)
            super.layoutSubviews()
            victim?.removeFromSuperview()
            removeFromSuperview()
            // Still alive for the rest of the call (the layout pass keeps it, as UIKit does).
            _ = layer.bounds
            _ = subviews.count
        }
    }

    @Test("Views removed during a sibling's layout are released and never laid out afterwards")
    func removalDuringLayout() {
        RemovingView.laidOut = []
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var w0: RemovingView?, w1: RemovingView?, w2: RemovingView?
        do {
            let v = (0..<3).map { i -> RemovingView in
                let x = RemovingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                x.id = i
                return x
            }
            v[0].victim = v[1]
            for x in v { root.addSubview(x); x.setNeedsLayout() }
            w0 = v[0]; w1 = v[1]; w2 = v[2]
        }
        root.setNeedsLayout()
        root.layoutIfNeeded()
        // v0 removes v1 (which is then released: its layer no longer reaches it) and itself; v2 removes itself.
        #expect(RemovingView.laidOut == [0, 2])
        #expect(w0 == nil && w1 == nil && w2 == nil)
        #expect(root.subviews.isEmpty)
        root._checkInvariants()
    }

    @Test("Random trees of plain, framework and overriding views: overriding views are always asked, invariants hold")
    func randomizedActionsAndLayout() {
        var rng = SplitMix64(seed: 0x5EED_0008)
        for round in 0..<20 {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            var views: [UIView] = [root]
            var expectedAsks = 0
            var asking: [AskingView] = []
            for _ in 0..<60 {
                let parent = views[Int(rng.next() % UInt64(views.count))]
                let kind = rng.next() % 4
                let f = CGRect(x: Double(rng.next() % 100), y: Double(rng.next() % 100), width: 10 + Double(rng.next() % 50), height: 10 + Double(rng.next() % 50))
                let v: UIView
                switch kind {
                case 0: let a = AskingView(frame: f); asking.append(a); v = a
                case 1: v = PlainSubclass(frame: f)
                case 2: v = UILabel(frame: f)
                default: v = UIView(frame: f)
                }
                v.autoresizingMask = UIView.AutoresizingMask(rawValue: UInt(rng.next() % 64))
                parent.addSubview(v)
                views.append(v)
            }
            for a in asking { a.asked = [] }
            for _ in 0..<40 {
                let v = views[1 + Int(rng.next() % UInt64(views.count - 1))]
                let inBlock = rng.next() % 5 == 0
                let change = {
                    switch rng.next() % 3 {
                    case 0: v.center = CGPoint(x: v.center.x + 1, y: v.center.y)
                    case 1: v.alpha = v.alpha == 1 ? 0.5 : 1
                    default: v.frame = v.frame.insetBy(dx: -1, dy: -1)
                    }
                }
                let before = (v as? AskingView)?.asked.count ?? 0
                if inBlock { UIView.animate(withDuration: 0.1, animations: change) } else { change() }
                if let a = v as? AskingView { #expect(a.asked.count > before); expectedAsks += 1 }
                v.layer.removeAllAnimations()
            }
            // Autoresizing of the whole tree, then layout: invariants and the fast path's own checks hold.
            root.frame = CGRect(x: 0, y: 0, width: 300 + Double(round), height: 500)
            root.layoutIfNeeded()
            root._checkInvariants()
            #expect(expectedAsks <= asking.reduce(0) { $0 + $1.asked.count })
        }
    }
}

/// CALayer's hit-tested properties are computed over `final` storage: a copy made with `init(layer:)` (as
/// presentation layers are) takes their values without recording changes, as stored properties'
/// observers do not run in their own class's initializer.
@MainActor @Suite(.serialized, .freshWorld) struct LayerCopyTests {
    @Test("init(layer:) copies bounds, position, anchor point, hidden and opacity without change records")
    func copyRecordsNoChanges() {
        let l = CALayer()
        l.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        l.position = CGPoint(x: 5, y: 6)
        l.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        l.isHidden = true
        l.opacity = 0.5
        let c = CALayer(layer: l)
        #expect(c.bounds == l.bounds && c.position == l.position && c.anchorPoint == l.anchorPoint)
        #expect(c.isHidden && c.opacity == 0.5)
        // The five copied values add no change records: the copy counts what a copy of a default layer does.
        let plainCopy = CALayer(layer: CALayer())
        #expect(c.changeCount == plainCopy.changeCount)
        // Later changes of the copy are recorded as before.
        let before = c.changeCount
        c.position = CGPoint(x: 7, y: 8)
        #expect(c.changeCount == before + 1)
    }
}

/// Hit testing of plain views reads their layers' storage directly: random trees of
/// plain views mixed with subclasses that override `point(inside:with:)` or `hitTest(_:with:)` (which take
/// the full path), with random visibility, alpha, interaction, transforms, anchor points, scrolled bounds
/// and sublayer transforms, must hit what a naive implementation written from the UIView reference hits.
@MainActor @Suite(.serialized, .freshWorld) struct PlainHitTestFastPathTests {
    /// Takes touches only in the left half of its bounds.
    final class LeftHalfView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.contains(point) && point.x < bounds.midX
        }
    }

    /// Never returns itself: only its subviews can be hit.
    final class PassThroughView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    /// The reference: the documented rules, with points converted by `convert(_:to:)` and the views' own
    /// (possibly overridden) `point(inside:with:)`; a `PassThroughView` never answers itself.
    func referenceHitTest(_ v: UIView, _ p: CGPoint) -> UIView? {
        guard !v.isHidden, v.isUserInteractionEnabled, v.alpha >= 0.01, v.point(inside: p, with: nil) else { return nil }
        for s in v.subviews.reversed() {
            if let hit = referenceHitTest(s, v.convert(p, to: s)) { return hit }
        }
        return v is PassThroughView ? nil : v
    }

    @Test("Random trees: the plain-view fast path hits what the reference hits")
    func randomTrees() {
        var rng = SplitMix64(seed: 0x4817_0008)
        func below(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        var checks = 0
        for _ in 0..<30 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
            window.isHidden = false
            var views: [UIView] = [window]
            for _ in 0..<80 {
                let parent = views[below(views.count)]
                let f = CGRect(x: below(250) - 20, y: below(200) - 20, width: 10 + below(120), height: 10 + below(100))
                let v: UIView
                switch below(8) {
                case 0: v = LeftHalfView(frame: f)
                case 1: v = PassThroughView(frame: f)
                default: v = UIView(frame: f)
                }
                switch below(12) {
                case 0: v.isHidden = true
                case 1: v.alpha = [0, 0.005, 0.02, 0.5][below(4)]
                case 2: v.isUserInteractionEnabled = false
                case 3: v.transform = below(2) == 0 ? CGAffineTransform(scaleX: 0.5, y: 1.5) : CGAffineTransform(rotationAngle: 0.3)
                case 4: v.layer.anchorPoint = CGPoint(x: 0, y: 1)
                case 5: v.bounds.origin = CGPoint(x: below(40) - 20, y: below(40))
                case 6: v.layer.sublayerTransform = CATransform3DMakeTranslation(5, -3, 0)
                default: break
                }
                parent.addSubview(v)
                views.append(v)
            }
            window._checkInvariants()
            for _ in 0..<60 {
                let pt = CGPoint(x: Double(below(3200)) / 10 + 0.03, y: Double(below(2400)) / 10 + 0.07)
                #expect(window.hitTest(pt, with: nil) === referenceHitTest(window, pt))
                checks += 1
            }
            window.isHidden = true
        }
        #expect(checks == 1_800)
    }
}

extension UIView {
    /// Whether this view's layer takes the action fast path.
    var _layerSkipsActions: Bool { layer._ownerActionIsDefault }
}

