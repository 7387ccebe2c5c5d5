import Testing
import Foundation
@testable import UIKit

/// Layout requests of views outside a window: `setNeedsLayout()` asks for layout "at the next update
/// cycle", so a kept view is laid out once at the next turn, in or out of a window; a view dropped before
/// that turn takes its layer with it (the request holds nothing once no one can see the layout).
@MainActor @Suite(.freshWorld) struct DetachedViewLayoutRequestTests {
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
    }

    @Test("A label made, measured and dropped outside a window frees its layer before any commit")
    func droppedLabelFreesItsLayer() {
        _ = appWindow()
        weak var layer: CALayer?
        weak var view: UILabel?
        do {
            let label = UILabel()
            label.text = "Measured for a cell"
            label.frame = CGRect(origin: .zero, size: label.sizeThatFits(CGSize(width: 400, height: 100)))
            label.setNeedsLayout()
            layer = label.layer
            view = label
        }
        #expect(view == nil)
        #expect(layer == nil)
    }

    /// A view outside any window after the turn that settles its first layout, and its layout count then.
    func settledDetachedView() -> (CountingView, Int) {
        _ = appWindow()
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        UIApplication.shared.runOneTurn()
        return (v, v.layouts)
    }

    @Test("A kept view outside a window still gets its requested layout at the next turn, once")
    func keptDetachedViewIsLaidOut() {
        let (v, before) = settledDetachedView()
        v.setNeedsLayout()
        v.setNeedsLayout()
        UIApplication.shared.runOneTurn()
        #expect(v.layouts == before + 1)
        UIApplication.shared.runOneTurn()
        #expect(v.layouts == before + 1)
    }

    @Test("A view dropped after a later request keeps the earlier kept view's layout")
    func dropAfterAnotherRequest() {
        let (kept, before) = settledDetachedView()
        kept.setNeedsLayout()
        weak var droppedLayer: CALayer?
        do {
            let dropped = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            dropped.setNeedsLayout()
            droppedLayer = dropped.layer
        }
        #expect(droppedLayer == nil)
        UIApplication.shared.runOneTurn()
        #expect(kept.layouts == before + 1)
    }

    @Test("Random views in and out of a window, some leaves dropped: each kept view that asked is laid out once at the next turn; dropped layers are gone after it")
    func randomRequests() {
        let window = appWindow()
        var rng = SplitMix64(seed: 28)
        for _ in 0..<40 {
            var views: [CountingView] = []
            for _ in 0..<rng.int(1...12) {
                let v = CountingView(frame: CGRect(x: 0, y: 0, width: 20 + rng.below(40), height: 20))
                switch rng.below(3) {
                case 0: window.addSubview(v)
                case 1: if let host = views.randomElement(using: &rng) { host.addSubview(v) }
                default: break
                }
                views.append(v)
            }
            UIApplication.shared.runOneTurn()
            let before = views.map(\.layouts)
            var requested = [Bool](repeating: false, count: views.count)
            var kept = [Bool](repeating: true, count: views.count)
            var droppedLayers: [() -> CALayer?] = []
            for i in views.indices.shuffled(using: &rng) {
                if rng.below(2) == 0 { views[i].setNeedsLayout(); requested[i] = true }
                // Only views without subviews are dropped: a freed superview's subviews are another matter.
                if rng.below(4) == 0, views[i].subviews.isEmpty { kept[i] = false }
            }
            // Dropped views leave their superviews and their last reference goes.
            var survivors: [CountingView] = []
            for (i, v) in views.enumerated() {
                if kept[i] { survivors.append(v); continue }
                v.removeFromSuperview()
                weak let l = v.layer
                droppedLayers.append { l }
            }
            let keptBefore = before.indices.filter { kept[$0] }.map { before[$0] }
            let keptRequested = requested.indices.filter { kept[$0] }.map { requested[$0] }
            views = []
            UIApplication.shared.runOneTurn()
            for (j, v) in survivors.enumerated() {
                if keptRequested[j] {
                    #expect(v.layouts == keptBefore[j] + 1)
                } else {
                    // A superview whose subviews changed is laid out too; never more than once a turn.
                    #expect(v.layouts <= keptBefore[j] + 1)
                }
            }
            for l in droppedLayers { #expect(l() == nil) }
            for v in survivors { v.removeFromSuperview() }
            UIApplication.shared.runOneTurn()
        }
    }
}
