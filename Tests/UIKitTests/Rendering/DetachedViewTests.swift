import Testing
import UIKit

/// Views outside a window are not drawn (as on iOS) and are not kept alive by pending display requests.
@MainActor @Suite(.serialized, .freshWorld)
struct DetachedViewTests {
    final class Counting: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIRectFill(bounds)
        }
    }

    @Test("A view that never enters a window and its layer are freed after a commit; the display request does not leak the layer")
    func detachedViewIsReleased() {
        weak var weakView: Counting?
        weak var weakLayer: CALayer?
        do {
            let v = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.setNeedsDisplay()
            weakView = v
            weakLayer = v.layer
            UIApplication.shared.runOneTurn()
            #expect(v.draws == 0) // not in a window: not drawn
        }
        UIApplication.shared.runOneTurn()
        #expect(weakView == nil)
        #expect(weakLayer == nil)
    }

    @Test("A view invalidated while detached draws once when it is added to a window")
    func detachedRequestIsHonouredOnAttach() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.makeKeyAndVisible()
        let container = UIView(frame: window.bounds)
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(v)
        UIApplication.shared.runOneTurn()
        UIApplication.shared.runOneTurn()
        #expect(v.draws == 0)
        window.addSubview(container)
        UIApplication.shared.runOneTurn()
        #expect(v.draws == 1)
        UIApplication.shared.runOneTurn()
        #expect(v.draws == 1)
    }

    @Test("Rendering a detached view draws its pending content (as render(in:) does on iOS)")
    func renderingDetachedViewDraws() {
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        UIApplication.shared.runOneTurn()
        let image = v.renderedImage(scale: 1)
        #expect(v.draws == 1)
        let p = image.cgImage!.rgba(atX: 1, y: 1)
        #expect(p.r == 255 && p.g == 0 && p.a == 255)
    }
    @Test("A label made, measured and dropped outside a window frees its layer at once, without a commit")
    func droppedLabelFreesItsLayerWithoutACommit() {
        weak var weakLayer: CALayer?
        do {
            let label = UILabel()
            label.text = "Measured"
            _ = label.sizeThatFits(CGSize(width: 200, height: 50))
            label.setNeedsDisplay()
            weakLayer = label.layer
        }
        #expect(weakLayer == nil)
    }

    @Test("Random invalidations, moves and turns: a view draws once per turn when it asked and is in a window")
    func randomRequestsDrawOnlyWhereShown() {
        var rng = SplitMix64(seed: 2025)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.makeKeyAndVisible()
        func make() -> Counting { Counting(frame: CGRect(x: 0, y: 0, width: 8, height: 8)) }
        var views = (0..<10).map { _ in make() }
        // The model: views that asked for display since they last drew (a new view asks once).
        var asked = Set(views.map(ObjectIdentifier.init))
        var dropped: [() -> CALayer?] = []
        for _ in 0..<400 {
            let i = rng.below(views.count)
            let v = views[i]
            switch rng.below(6) {
            case 0:
                v.setNeedsDisplay()
                asked.insert(ObjectIdentifier(v))
            case 1:
                let parent: UIView = rng.below(2) == 0 ? window : views[rng.below(views.count)]
                if parent !== v, !parent.isDescendant(of: v) { parent.addSubview(v) }
            case 2:
                v.removeFromSuperview()
            case 3:
                // A fresh view replaces a detached one, which must then be freed by the next turn.
                guard v.window == nil, v.superview == nil, v.subviews.isEmpty else { break }
                weak let gone = v.layer
                dropped.append { gone }
                asked.remove(ObjectIdentifier(v))
                views[i] = make()
                asked.insert(ObjectIdentifier(views[i]))
            default:
                let before = views.map(\.draws)
                UIApplication.shared.runOneTurn()
                for (j, w) in views.enumerated() {
                    let shown = w.window != nil
                    let expected = shown && asked.contains(ObjectIdentifier(w)) ? 1 : 0
                    #expect(w.draws - before[j] == expected, "view \(j) shown \(shown)")
                    if shown { asked.remove(ObjectIdentifier(w)) }
                }
                for layer in dropped { #expect(layer() == nil) }
                dropped = []
            }
        }
    }
}
