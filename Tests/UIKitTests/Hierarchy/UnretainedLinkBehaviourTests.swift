import Testing
import Foundation
@testable import UIKit

/// Behaviour the unretained links of the view and layer trees must keep: the layer reaches its view, its superlayer and
/// a view its superview through unretained links (no weak loads), and view-backed layers answer their
/// actions through the view. These tests pin down the cases where such a link could outlive what it
/// points to, and the UIKit behaviour (delegate, layout, actions, safe area) seen through it.
@MainActor @Suite(.serialized, .freshWorld) struct UnretainedLinkBehaviourTests {

    /// A view that removes itself from its superview in its own `layoutSubviews()`.
    final class SelfRemovingView: UIView {
        nonisolated(unsafe) static var layouts = 0
        override func layoutSubviews() {
            SelfRemovingView.layouts += 1
            super.layoutSubviews()
            removeFromSuperview()
            // The superview held the last reference: this view lives on only because the layout pass
            // keeps it alive for the duration of the call, as UIKit does.
            _ = layer.bounds
            _ = subviews.count
        }
    }

    @Test("A view whose layoutSubviews removes it from its (only owning) superview is kept alive for the call")
    func layoutThatReleasesTheViewItself() {
        SelfRemovingView.layouts = 0
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakChild: SelfRemovingView?
        do {
            let child = SelfRemovingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            child.addSubview(UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 2)))
            root.addSubview(child)
            weakChild = child
        }
        root.layoutIfNeeded()
        #expect(SelfRemovingView.layouts == 1)
        #expect(weakChild == nil)
        #expect(root.subviews.isEmpty)
    }

    @Test("A layer that outlives its view no longer reaches it: no delegate, no layout or action calls")
    func layerOutlivesItsView() {
        var layer: CALayer?
        do {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            layer = v.layer
            #expect(v.layer.delegate === v)
        }
        guard let l = layer else { Issue.record("no layer"); return }
        #expect(l.delegate == nil)
        // Changes and layout of the orphaned layer behave as for a layer without a delegate.
        l.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        l.position = CGPoint(x: 3, y: 4)
        l.setNeedsLayout()
        l.layoutIfNeeded()
        // Without a delegate the search reaches the class's default: the implicit animation.
        #expect(l.action(forKey: "position") is CABasicAnimation)
        #expect(l.frame == CGRect(x: -12, y: -11, width: 30, height: 30))
    }

    /// A delegate that is not a view.
    final class RecordingDelegate: NSObject, CALayerDelegate {
        var layouts = 0
        var asked: [String] = []
        func layoutSublayers(of layer: CALayer) { layouts += 1 }
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { asked.append(event); return NSNull() }
    }

    @Test("Giving a view's layer another delegate sends layout and action questions to that delegate only")
    func reassignedDelegateIsAsked() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let d = RecordingDelegate()
        v.layer.delegate = d
        v.layer.position = CGPoint(x: 20, y: 20)
        #expect(d.asked == ["position"])
        v.layer.setNeedsLayout()
        v.layer.layoutIfNeeded()
        #expect(d.layouts == 1)
        // Back to the view: the view answers again (NSNull outside animation blocks: no action).
        v.layer.delegate = v
        #expect(v.layer.action(forKey: "position") == nil)
        v.layer.position = CGPoint(x: 30, y: 30)
        #expect(d.asked == ["position"])
    }

    @Test("A sublayer whose superlayer was freed sees no superlayer; layout marking and frames still work")
    func sublayerOutlivesItsSuperlayer() {
        var child: CALayer?
        weak var weakParent: CALayer?
        do {
            let parent = CALayer()
            parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
            let c = CALayer()
            parent.addSublayer(c)
            child = c
            weakParent = parent
        }
        // The commit drops the transaction's hold on the parent (its pending layout): it is freed.
        CATransaction.flush()
        #expect(weakParent == nil)
        guard let c = child else { Issue.record("no layer"); return }
        #expect(c.superlayer == nil)
        c.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(c.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        c.setNeedsLayout()
        #expect(c.needsLayout())
        c.layoutIfNeeded()
        #expect(!c.needsLayout())
    }

    @Test("A subview whose superview was freed has no superview and no inherited safe area")
    func subviewOutlivesItsSuperview() {
        var child: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let c = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(c)
            child = c
        }
        guard let c = child else { Issue.record("no view"); return }
        #expect(c.superview == nil)
        #expect(c.safeAreaInsets == .zero)
        c.setNeedsLayout()
        c.layoutIfNeeded()
    }

    @Test("A subview whose window was freed has no window; re-added to another window, it has that one")
    func subviewOutlivesItsWindow() {
        var kept: UIView?
        do {
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let middle = UIView(frame: w.bounds)
            let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            w.addSubview(middle)
            middle.addSubview(leaf)
            #expect(leaf.window === w && middle.window === w && w.window === w)
            kept = middle
        }
        guard let middle = kept, let leaf = middle.subviews.first else { Issue.record("no view"); return }
        #expect(middle.superview == nil && middle.window == nil && leaf.window == nil)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        other.addSubview(middle)
        #expect(leaf.window === other && middle.superview === other)
        middle.removeFromSuperview()
        #expect(leaf.window == nil && middle.superview == nil)
    }

    /// Records `superview` and `window` as UIKit's move callbacks see them.
    final class MoveRecorder: UIView {
        var seen: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) { seen.append("willMoveToSuperview \(newSuperview == nil ? "nil" : "view") window \(window == nil ? "nil" : "set")") }
        override func didMoveToSuperview() { seen.append("didMoveToSuperview \(superview == nil ? "nil" : "view") window \(window == nil ? "nil" : "set")") }
        override func didMoveToWindow() { seen.append("didMoveToWindow \(window == nil ? "nil" : "set")") }
    }

    @Test("Move callbacks see the old superview and window before the move and the new ones after it")
    func moveCallbacksSeeTheHierarchyOfTheirPhase() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(frame: w.bounds)
        w.addSubview(container)
        let v = MoveRecorder(frame: .zero)
        container.addSubview(v)
        #expect(v.seen == ["willMoveToSuperview view window nil", "didMoveToWindow set", "didMoveToSuperview view window set"])
        v.seen = []
        v.removeFromSuperview()
        #expect(v.seen == ["willMoveToSuperview nil window set", "didMoveToWindow nil", "didMoveToSuperview nil window nil"])
    }
}
