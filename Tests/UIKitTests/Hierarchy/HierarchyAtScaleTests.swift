import Testing
import UIKit

/// Hierarchy edits kept in O(1) bookkeeping: the order of `subviews` and of the layers must stay
/// exactly what the UIView reference describes, also after direct `CALayer` edits, and the internal
/// invariants (`_checkInvariants()`, compiled in for debug builds) must hold after every step.
@MainActor @Suite(.serialized, .freshWorld)
struct HierarchyAtScaleTests {
    @Test("insertSubview(_:belowSubview:) and aboveSubview: with a sibling that is not a subview add the view on top")
    func siblingNotASubviewAddsOnTop() {
        let parent = UIView(), a = UIView(), b = UIView(), stranger = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a); parent.addSubview(b)
        parent.insertSubview(c, belowSubview: stranger)
        #expect(parent.subviews == [a, b, c])
        #expect(parent.layer.sublayers! == [a.layer, b.layer, c.layer])
        parent.insertSubview(d, aboveSubview: stranger)
        #expect(parent.subviews == [a, b, c, d])
        // An existing subview goes to the top too.
        parent.insertSubview(a, belowSubview: stranger)
        #expect(parent.subviews == [b, c, d, a])
        #expect(parent.layer.sublayers! == [b.layer, c.layer, d.layer, a.layer])
        // A subview of another view is not a sibling either.
        let other = UIView(), nephew = UIView()
        other.addSubview(nephew)
        parent.insertSubview(b, aboveSubview: nephew)
        #expect(parent.subviews == [c, d, a, b])
        parent._checkInvariants()
        // A negative index into a view without subviews inserts at the bottom (index clamped to 0).
        let empty = UIView()
        empty.insertSubview(UIView(), at: -1)
        #expect(empty.subviews.count == 1)
    }

    @Test("insertSubview(_:aboveSubview:) puts the layer directly above the sibling's, below plain sublayers above it")
    func aboveSiblingWithPlainSublayersOnTop() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        let plain1 = CALayer(), plain2 = CALayer()
        parent.addSubview(a)
        parent.layer.addSublayer(plain1)
        parent.layer.addSublayer(plain2)
        parent.insertSubview(b, aboveSubview: a)
        #expect(parent.layer.sublayers! == [a.layer, b.layer, plain1, plain2])
        #expect(parent.subviews == [a, b])
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.layer.sublayers! == [a.layer, c.layer, b.layer, plain1, plain2])
        #expect(parent.subviews == [a, c, b])
        // Moving an existing subview above a sibling: again directly above it.
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.layer.sublayers! == [c.layer, b.layer, a.layer, plain1, plain2])
        #expect(parent.subviews == [c, b, a])
        parent._checkInvariants()
    }

    @Test("Moving a present subview relative to a sibling counts positions without it; relative to itself it stays")
    func reorderRelativeToSiblings() {
        let parent = UIView()
        let v = (0..<5).map { _ in UIView() }
        for x in v { parent.addSubview(x) }
        parent.insertSubview(v[0], aboveSubview: v[2])     // 1 2 0 3 4
        #expect(parent.subviews == [v[1], v[2], v[0], v[3], v[4]])
        parent.insertSubview(v[4], belowSubview: v[1])     // 4 1 2 0 3
        #expect(parent.subviews == [v[4], v[1], v[2], v[0], v[3]])
        parent.insertSubview(v[3], aboveSubview: v[4])     // 4 3 1 2 0
        #expect(parent.subviews == [v[4], v[3], v[1], v[2], v[0]])
        parent.insertSubview(v[1], aboveSubview: v[1])     // unchanged
        parent.insertSubview(v[2], belowSubview: v[2])     // unchanged
        #expect(parent.subviews == [v[4], v[3], v[1], v[2], v[0]])
        #expect(parent.layer.sublayers! == [v[4], v[3], v[1], v[2], v[0]].map(\.layer))
        parent._checkInvariants()
    }

    @Test("Direct CALayer edits of a view's sublayers are reflected in subviews")
    func directLayerEdits() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a); parent.addSubview(b); parent.addSubview(c)
        parent.layer.insertSublayer(c.layer, at: 0)
        #expect(parent.subviews == [c, a, b])
        parent.layer.sublayers = [b.layer, c.layer, a.layer]
        #expect(parent.subviews == [b, c, a])
        // A view edit after a direct layer edit works from the layer order.
        parent.bringSubviewToFront(b)
        #expect(parent.subviews == [c, a, b])
        #expect(parent.layer.sublayers! == [c.layer, a.layer, b.layer])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [b, a, c])
        #expect(parent.layer.sublayers! == [b.layer, a.layer, c.layer])
        a.removeFromSuperview()
        #expect(parent.subviews == [b, c])
        parent._checkInvariants()
    }

    @Test("A removed view is gone from its old superview's subviews during its own callbacks")
    func removalVisibleInCallbacks() {
        final class Probe: UIView {
            var seen: [Bool] = []
            weak var oldParent: UIView?
            override func didMoveToSuperview() { seen.append(oldParent?.subviews.contains(self) ?? false) }
        }
        let parent = UIView(), p = Probe()
        p.oldParent = parent
        parent.addSubview(p)
        p.removeFromSuperview()
        #expect(p.seen == [true, false])
        let other = UIView()
        parent.addSubview(p)
        other.addSubview(p)
        #expect(p.seen == [true, false, true, false])
        #expect(parent.subviews.isEmpty && other.subviews == [p])
    }

    @Test("CALayer sublayer operations: index of the sibling after the moved layer leaves, replace, remove")
    func layerOperations() {
        let root = CALayer()
        let l = (0..<6).map { _ in CALayer() }
        for x in l { root.addSublayer(x) }
        root.insertSublayer(l[0], above: l[3])     // 1 2 3 0 4 5
        #expect(root.sublayers! == [l[1], l[2], l[3], l[0], l[4], l[5]])
        root.insertSublayer(l[5], below: l[2])     // 1 5 2 3 0 4
        #expect(root.sublayers! == [l[1], l[5], l[2], l[3], l[0], l[4]])
        root.insertSublayer(l[1], at: 3)           // 5 2 3 1 0 4
        #expect(root.sublayers! == [l[5], l[2], l[3], l[1], l[0], l[4]])
        let n = CALayer()
        root.replaceSublayer(l[3], with: n)        // 5 2 n 1 0 4
        #expect(root.sublayers! == [l[5], l[2], n, l[1], l[0], l[4]])
        #expect(l[3].superlayer == nil)
        l[0].removeFromSuperlayer()
        #expect(root.sublayers! == [l[5], l[2], n, l[1], l[4]])
        root._checkInvariants()
    }

    /// A naive hit test written from the UIView reference: hidden, non-interactive and nearly transparent
    /// views are skipped; a point outside the bounds misses the subtree; subviews front to back; points are
    /// converted with `convert(_:to:)`, not the fast path the framework uses.
    func referenceHitTest(_ v: UIView, _ p: CGPoint) -> UIView? {
        guard !v.isHidden, v.isUserInteractionEnabled, v.alpha >= 0.01, v.bounds.contains(p) else { return nil }
        for s in v.subviews.reversed() {
            if let hit = referenceHitTest(s, v.convert(p, to: s)) { return hit }
        }
        return v
    }

    @Test("Random hierarchy mutations interleaved with frames and hit tests keep every invariant", .timeLimit(.minutes(1)))
    func randomMutations() {
        var rng = SplitMix64(seed: 0xC0FFEE)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.makeKeyAndVisible()
        var pool: [UIView] = []
        for i in 0..<60 {
            let x = Double(i % 8 * 30), y = Double(i / 8 * 25)
            let w = Double(60 + i % 5 * 10), h = Double(50 + i % 3 * 10)
            pool.append(UIView(frame: CGRect(x: x, y: y, width: w, height: h)))
        }
        let plainLayers = (0..<4).map { _ in CALayer() }
        var hitChecks = 0
        for step in 0..<3_000 {
            let v = pool[rng.below(pool.count)]
            let p: UIView = rng.below(6) == 0 ? window : pool[rng.below(pool.count)]
            let canAdopt = p !== v && !p.isDescendant(of: v)
            switch rng.below(14) {
            case 0, 1: if canAdopt { p.addSubview(v) }
            case 2: if canAdopt { p.insertSubview(v, at: rng.below(p.subviews.count + 2) - 1) }
            case 3:
                if canAdopt, let s = p.subviews.randomElement(using: &rng) {
                    let before = p.subviews.filter { $0 !== v }
                    p.insertSubview(v, aboveSubview: s)
                    if s !== v {
                        var expected = before
                        expected.insert(v, at: before.firstIndex(of: s)! + 1)
                        #expect(p.subviews == expected)
                    }
                }
            case 4:
                if canAdopt, let s = p.subviews.randomElement(using: &rng) {
                    let before = p.subviews.filter { $0 !== v }
                    p.insertSubview(v, belowSubview: s)
                    if s !== v {
                        var expected = before
                        expected.insert(v, at: before.firstIndex(of: s)!)
                        #expect(p.subviews == expected)
                    }
                }
            case 5: v.removeFromSuperview()
            case 6: v.superview?.bringSubviewToFront(v)
            case 7: v.superview?.sendSubviewToBack(v)
            case 8:
                let n = v.subviews.count
                if n > 1 { v.exchangeSubview(at: rng.below(n), withSubviewAt: rng.below(n)) }
            case 9:
                // Plain layers mixed in with the subviews' layers, and direct layer reorders.
                let l = plainLayers[rng.below(plainLayers.count)]
                if rng.below(2) == 0 { v.layer.insertSublayer(l, at: UInt32(rng.below((v.layer.sublayers?.count ?? 0) + 1))) }
                else { l.removeFromSuperlayer() }
            case 10:
                v.transform = rng.below(3) == 0 ? CGAffineTransform(scaleX: 0.5, y: 0.5) : .identity
            case 11:
                let x = rng.below(300), y = rng.below(200), w = 20 + rng.below(80), h = 20 + rng.below(80)
                v.frame = CGRect(x: x, y: y, width: w, height: h)
            case 12: v.isHidden = rng.below(4) == 0
            default: v.alpha = rng.below(5) == 0 ? 0 : 1
            }
            window._checkInvariants()
            for x in pool where x.superview == nil { x._checkInvariants() }
            if step % 10 == 9 {
                UIApplication.shared.runOneTurn()
                window._checkInvariants()
                for _ in 0..<8 {
                    let pt = CGPoint(x: Double(rng.below(3200)) / 10 + 0.03, y: Double(rng.below(2400)) / 10 + 0.03)
                    #expect(window.hitTest(pt, with: nil) === referenceHitTest(window, pt))
                    hitChecks += 1
                }
            }
        }
        #expect(hitChecks == 2_400)
        window.isHidden = true
        for v in pool { v.removeFromSuperview() }
    }
}

