import Testing
import Foundation
@testable import QuartzCore

/// What displays redrew of a layer's contents waits for the commit, which damages that part when only the
/// contents changed (`setNeedsDisplay(_:)` redraws only the dirty rect); a part a commit recorded stays
/// recorded for the frame until it is drawn, whatever later displays redraw.
@MainActor @Suite(.serialized, .freshWorld) struct PartialRedrawDamageTests {
    /// A 100×100 root with a delegate-drawn 40×40 layer at (20, 30), drawn once.
    private func scene() -> (root: CALayer, drawn: CALayer, delegate: CountingDelegate, renderer: LayerTreeRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = white
        let d = CountingDelegate()
        let drawn = CALayer()
        drawn.delegate = d
        drawn.frame = CGRect(x: 20, y: 30, width: 40, height: 40)
        drawn.setNeedsDisplay()
        root.addSublayer(drawn)
        let renderer = LayerTreeRenderer(pixelWidth: 100, pixelHeight: 100)!
        renderer.renderFrame(root: root)
        return (root, drawn, d, renderer)
    }

    /// `scene()` with its top-left 10×10 redrawn blue and committed, not drawn yet.
    private func sceneWithCommittedPart() -> (root: CALayer, drawn: CALayer, delegate: CountingDelegate, renderer: LayerTreeRenderer) {
        let s = scene()
        s.delegate.color = blue
        s.drawn.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        s.drawn.displayIfNeeded()
        PipelineOwner.current.commitRenderValues()
        return s
    }

    @Test("Two parts redrawn and committed before one frame damage both parts")
    func partsCommittedSeparatelyDamageTheirUnion() {
        let (root, drawn, _, renderer) = sceneWithCommittedPart()
        drawn.setNeedsDisplay(CGRect(x: 10, y: 0, width: 10, height: 10))
        // The frame displays and commits the second part.
        #expect(renderer.renderFrame(root: root) == CGRect(x: 20, y: 30, width: 20, height: 10))
        #expect(differenceFromFullRender(renderer, root: root) == nil)
    }

    @Test("A part committed, then the whole layer redrawn before the frame: the frame damages the whole layer")
    func wholeRedrawAfterACommittedPartDamagesTheLayer() {
        let (root, drawn, d, renderer) = sceneWithCommittedPart()
        d.color = green
        drawn.setNeedsDisplay()
        #expect(renderer.renderFrame(root: root) == CGRect(x: 20, y: 30, width: 40, height: 40))
        #expect(differenceFromFullRender(renderer, root: root) == nil)
    }
}
