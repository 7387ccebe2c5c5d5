import Testing
import Foundation
import QuartzCore

/// The render tree holds committed values: the commit copies a rendered layer's changed model values into
/// its render node, and frames draw those, as Core Animation's render server draws the committed layer
/// tree. A change made after a commit shows after the next commit; `render(in:)` commits before it draws.
/// Hit testing and conversions read the model.
@MainActor @Suite(.serialized, .freshWorld) struct CommittedValuesTests {
    /// A 20×20 root with one 10×10 white sublayer at its origin (implicit actions off).
    private func tree() -> (root: CALayer, layer: CALayer) {
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = white
        root.addSublayer(layer)
        return (root, layer)
    }

    /// `tree()`, drawn once by a new renderer.
    private func shownTree() -> (root: CALayer, layer: CALayer, renderer: LayerTreeRenderer) {
        let (root, layer) = tree()
        let renderer = LayerTreeRenderer(pixelWidth: 20, pixelHeight: 20)!
        renderer.renderFrame(root: root)
        return (root, layer, renderer)
    }

    @Test("A frame rendered between a commit and the next one draws the committed value, not a later change")
    func frameDrawsTheCommittedValue() {
        let (root, layer, renderer) = shownTree()
        let owner = PipelineOwner.current
        layer.backgroundColor = red
        owner.commit()
        layer.backgroundColor = blue
        owner.render { renderer.renderFrame(root: root) }
        #expect(pixel(renderer.makeImage()!, 5, 5, is: (255, 0, 0, 255)))
        #expect(layer._committedValueDifferences == ["backgroundColor"])
        // The next commit hands the change over, and the next frame draws it.
        owner.commit()
        owner.render { renderer.renderFrame(root: root) }
        #expect(pixel(renderer.makeImage()!, 5, 5, is: (0, 0, 255, 255)))
        #expect(layer._committedValueDifferences == [])
    }

    @Test("Geometry changed after a commit moves the layer only after the next commit, with its old place cleared")
    func geometryWaitsForTheCommit() {
        let (root, layer, renderer) = shownTree()
        let owner = PipelineOwner.current
        owner.commit()
        layer.position = CGPoint(x: 15, y: 15)
        owner.render { renderer.renderFrame(root: root) }
        var img = renderer.makeImage()!
        #expect(pixel(img, 2, 2, is: (255, 255, 255, 255)))
        #expect(pixel(img, 17, 17, is: (0, 0, 0, 0)))
        owner.commit()
        owner.render { renderer.renderFrame(root: root) }
        img = renderer.makeImage()!
        #expect(pixel(img, 2, 2, is: (0, 0, 0, 0)))
        #expect(pixel(img, 17, 17, is: (255, 255, 255, 255)))
    }

    @Test("A node made for a layer entering a rendered tree holds its model values")
    func newNodeHoldsTheModelValues() {
        let (root, _, renderer) = shownTree()
        let added = CALayer()
        added.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        added.backgroundColor = red
        added.cornerRadius = 2
        added.shadowOpacity = 0.5
        added.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        root.addSublayer(added)
        renderer.renderFrame(root: root)
        #expect(added._committedValueDifferences == [])
    }

    @Test("render(in:) of a tree no renderer draws commits first: each render draws the model as it is then")
    func renderInCommitsFirst() {
        let (root, layer) = tree()
        #expect(pixel(rendered(root, 20, 20), 5, 5, is: (255, 255, 255, 255)))
        layer.backgroundColor = red
        layer.position = CGPoint(x: 10, y: 10)
        let img = rendered(root, 20, 20)
        #expect(pixel(img, 10, 10, is: (255, 0, 0, 255)))
        #expect(pixel(img, 2, 2, is: (0, 0, 0, 0)))
        #expect(layer._committedValueDifferences ?? [] == [])
    }

    @Test("Hit testing and conversions read the model, not the values a frame draws, before the next commit")
    func hitTestingReadsTheModel() {
        let (root, layer, _) = shownTree()
        // The root's frame is its bounds, so points in its superlayer's space are points in its own.
        root.position = CGPoint(x: 10, y: 10)
        layer.position = CGPoint(x: 55, y: 55)
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === layer)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        #expect(layer.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50))
        #expect(layer.frame == CGRect(x: 50, y: 50, width: 10, height: 10))
    }
}
