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

    /// Draws a frame after `change` (made after a commit, before the next one), then one after the next
    /// commit: the images of both.
    private func framesAroundCommit(_ root: CALayer, _ renderer: LayerTreeRenderer,
                                    change: () -> Void) -> (before: CGImage, after: CGImage) {
        let owner = PipelineOwner.current
        owner.commit()
        owner.render { renderer.renderFrame(root: root) }
        change()
        owner.render { renderer.renderFrame(root: root) }
        let before = renderer.makeImage()!
        owner.commit()
        owner.render { renderer.renderFrame(root: root) }
        return (before, renderer.makeImage()!)
    }

    @Test("The sublayer list waits for the commit: an added sublayer and a new order show after it")
    func sublayerListWaitsForTheCommit() {
        let (root, layer, renderer) = shownTree()
        let top = CALayer()
        top.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        top.backgroundColor = red
        var (before, after) = framesAroundCommit(root, renderer) { root.addSublayer(top) }
        #expect(pixel(before, 5, 5, is: (255, 255, 255, 255)))
        #expect(pixel(after, 5, 5, is: (255, 0, 0, 255)))
        #expect(root._committedValueDifferences == [])
        // Sent to the back: the white layer is on top again, once committed.
        (before, after) = framesAroundCommit(root, renderer) { root.insertSublayer(top, below: layer) }
        #expect(pixel(before, 5, 5, is: (255, 0, 0, 255)))
        #expect(pixel(after, 5, 5, is: (255, 255, 255, 255)))
    }

    @Test("A mask set after a commit masks the layer only after the next commit")
    func maskWaitsForTheCommit() {
        let (root, layer, renderer) = shownTree()
        let m = CALayer()
        m.frame = CGRect(x: 0, y: 0, width: 5, height: 10)
        m.backgroundColor = CGColor(gray: 0, alpha: 1)
        let (before, after) = framesAroundCommit(root, renderer) { layer.mask = m }
        #expect(pixel(before, 7, 5, is: (255, 255, 255, 255)))
        #expect(pixel(after, 7, 5, is: (0, 0, 0, 0)))
        #expect(pixel(after, 2, 5, is: (255, 255, 255, 255)))
    }

    @Test("Contents placement (gravity, scale, filters) and masked corners wait for the commit")
    func placementWaitsForTheCommit() {
        let (root, layer, renderer) = shownTree()
        layer.backgroundColor = nil
        layer.contents = solidImage(4, 4, red)
        // `.resize` fills the bounds; `.center` keeps the image's point size (pixels over contentsScale).
        var (before, after) = framesAroundCommit(root, renderer) { layer.contentsGravity = .center }
        #expect(pixel(before, 1, 1, is: (255, 0, 0, 255)))
        #expect(pixel(after, 1, 1, is: (0, 0, 0, 0)))
        #expect(pixel(after, 5, 5, is: (255, 0, 0, 255)))
        (before, after) = framesAroundCommit(root, renderer) { layer.contentsScale = 2 }
        #expect(pixel(before, 3, 3, is: (255, 0, 0, 255)))
        #expect(pixel(after, 3, 3, is: (0, 0, 0, 0)))
        #expect(pixel(after, 5, 5, is: (255, 0, 0, 255)))
        // Enlarged two columns, red and blue, across 10 points: `.nearest` keeps the first five pure red.
        layer.contentsScale = 1
        layer.contentsGravity = .resize
        let ctx = makeCanvas(2, 1)
        ctx.setFillColor(red); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(blue); ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        layer.contents = ctx.makeImage()!
        (before, after) = framesAroundCommit(root, renderer) { layer.magnificationFilter = .nearest }
        #expect(!pixel(before, 4, 5, is: (255, 0, 0, 255), tolerance: 0))
        #expect(pixel(after, 4, 5, is: (255, 0, 0, 255), tolerance: 0))
        // Rounded corners: the top-left pixel is outside a radius of 5 until no corner is masked.
        layer.contents = nil
        layer.backgroundColor = white
        layer.cornerRadius = 5
        (before, after) = framesAroundCommit(root, renderer) { layer.maskedCorners = [] }
        #expect(pixel(before, 0, 0, is: (0, 0, 0, 0)))
        #expect(pixel(after, 0, 0, is: (255, 255, 255, 255)))
        #expect(layer._committedValueDifferences == [])
    }

    @Test("Group opacity and a flipped geometry wait for the commit")
    func compositingFlagsWaitForTheCommit() {
        let (root, layer, renderer) = shownTree()
        let child = CALayer()
        child.frame = layer.bounds
        child.backgroundColor = red
        layer.addSublayer(child)
        layer.opacity = 0.5
        // As a group: red at half opacity. Apart: white at half, then red at half over it.
        var (before, after) = framesAroundCommit(root, renderer) { layer.allowsGroupOpacity = false }
        #expect(pixel(before, 5, 5, is: (255, 0, 0, 128), tolerance: 2))
        #expect(pixel(after, 5, 5, is: (255, 85, 85, 191), tolerance: 2))
        layer.opacity = 1
        // A flipped layer measures its sublayers' geometry from its bottom edge.
        layer.backgroundColor = nil
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        (before, after) = framesAroundCommit(root, renderer) { layer.isGeometryFlipped = true }
        #expect(pixel(before, 5, 5, is: (255, 0, 0, 255)))
        #expect(pixel(after, 5, 5, is: (0, 0, 0, 0)))
        #expect(pixel(after, 5, 15, is: (255, 0, 0, 255)))
    }

    @Test("A shape's, a gradient's and a replicator's drawn values wait for the commit")
    func subclassValuesWaitForTheCommit() {
        let (root, layer, renderer) = shownTree()
        layer.backgroundColor = nil
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.fillColor = red
        root.addSublayer(shape)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 10, width: 10, height: 10)
        // Black and clear: the same in any RGB space the colours are read in.
        let black = CGColor(gray: 0, alpha: 1), clear = CGColor(gray: 0, alpha: 0)
        gradient.colors = [clear, clear]
        root.addSublayer(gradient)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        replicator.instanceTransform = CATransform3DMakeTranslation(5, 0, 0)
        let copy = CALayer()
        copy.frame = CGRect(x: 0, y: 0, width: 5, height: 10)
        copy.backgroundColor = white
        replicator.addSublayer(copy)
        root.addSublayer(replicator)
        let (before, after) = framesAroundCommit(root, renderer) {
            shape.fillColor = blue
            gradient.colors = [black, black]
            replicator.instanceCount = 2
        }
        #expect(pixel(before, 15, 5, is: (255, 0, 0, 255)))
        #expect(pixel(before, 5, 15, is: (0, 0, 0, 0)))
        #expect(pixel(before, 17, 15, is: (0, 0, 0, 0)))
        #expect(pixel(after, 15, 5, is: (0, 0, 255, 255)))
        #expect(pixel(after, 5, 15, is: (0, 0, 0, 255)))
        #expect(pixel(after, 17, 15, is: (255, 255, 255, 255)))
        for l in [shape, gradient, replicator] { #expect(l._committedValueDifferences == []) }
    }

    @Test("An animated layer's frame starts from its committed values: a later change of another property waits for the commit")
    func presentedValuesStartFromTheCommittedValues() {
        CAMediaClock.useManualClock(startingAt: 100)
        defer { CAMediaClock.useSystemClock() }
        let (root, layer, renderer) = shownTree()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 1
        fade.duration = 10
        layer.add(fade, forKey: "fade")
        let owner = PipelineOwner.current
        owner.commit()
        owner.render { renderer.renderFrame(root: root) }
        CATransaction.setDisableActions(true)
        layer.backgroundColor = red
        CAMediaClock.advance(by: 1)
        owner.render { renderer.renderFrame(root: root) }
        #expect(pixel(renderer.makeImage()!, 5, 5, is: (255, 255, 255, 255)))
        owner.commit()
        CAMediaClock.advance(by: 1)
        owner.render { renderer.renderFrame(root: root) }
        #expect(pixel(renderer.makeImage()!, 5, 5, is: (255, 0, 0, 255)))
    }
}
