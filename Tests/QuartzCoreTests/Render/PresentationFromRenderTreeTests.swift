import Testing
import Foundation
import QuartzCore

/// `presentation()` of a layer in the render tree is "the state of the layer as it currently appears
/// onscreen": the values as of the last commit (Core Animation's header: the properties "as they were at the
/// start of the current transaction, with any active animations applied"), with the animations committed
/// with them evaluated at the current media time — what a frame draws. A change or an animation made after
/// the commit shows from the next commit on. A removed sublayer is drawn until the commit that hands over
/// its superlayer's new list.
@MainActor @Suite(.serialized, .freshWorld) struct PresentationFromRenderTreeTests {
    /// A 40×40 root drawn by a renderer, with `layer` (implicit actions off) at (0, 0, 10, 10), white.
    private func shown<L: CALayer>(_ layer: L) -> (root: CALayer, renderer: LayerTreeRenderer) {
        CAMediaClock.useManualClock(startingAt: 100)
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = white
        root.addSublayer(layer)
        let renderer = LayerTreeRenderer(pixelWidth: 40, pixelHeight: 40)!
        renderer.renderFrame(root: root)
        return (root, renderer)
    }

    private func linear(_ keyPath: String, from: Any?, to: Any?, additive: Bool = false) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.duration = 1
        a.isAdditive = additive
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        return a
    }

    @Test("A model change after the commit is not in presentation() nor in a frame before the next commit")
    func modelChangeAfterCommit() {
        let layer = CALayer()
        let (root, renderer) = shown(layer)
        let owner = PipelineOwner.current
        owner.commit()
        layer.position = CGPoint(x: 25, y: 25)
        layer.opacity = 0.5
        layer.name = "moved"
        #expect(layer.presentation()?.position == CGPoint(x: 5, y: 5))
        #expect(layer.presentation()?.opacity == 1)
        #expect(layer.presentation()?.name == nil)
        owner.render { renderer.renderFrame(root: root) }
        #expect(pixel(renderer.makeImage()!, 5, 5, is: (255, 255, 255, 255)))
        owner.commit()
        #expect(layer.presentation()?.position == CGPoint(x: 25, y: 25))
        #expect(layer.presentation()?.opacity == 0.5)
        #expect(layer.presentation()?.name == "moved")
    }

    @Test("A layer never handed to the render tree presents its model values with its animations")
    func neverCommittedLayer() {
        CAMediaClock.useManualClock(startingAt: 100)
        let layer = CALayer()
        layer.position = CGPoint(x: 7, y: 8)
        layer.isOpaque = true
        layer.add(linear("opacity", from: 0, to: 1), forKey: "fade")
        CAMediaClock.advance(by: 0.25)
        let p = layer.presentation()
        #expect(p?.position == CGPoint(x: 7, y: 8))
        #expect(p?.isOpaque == true)
        #expect(p?.opacity == 0.25)
    }

    @Test("An animation added after the commit starts showing at the next commit; then it is evaluated on the committed values")
    func animationWaitsForTheCommit() {
        let layer = CALayer()
        _ = shown(layer)
        let owner = PipelineOwner.current
        owner.commit()
        layer.add(linear("position.x", from: 0, to: 20, additive: true), forKey: "slide")
        #expect(layer.presentation()?.position == CGPoint(x: 5, y: 5))
        owner.commit()
        CAMediaClock.advance(by: 0.5)
        #expect(layer.presentation()?.position == CGPoint(x: 15, y: 5))
        // A model change after that commit: the base stays the committed value until the next one.
        layer.position = CGPoint(x: 30, y: 5)
        #expect(layer.presentation()?.position == CGPoint(x: 15, y: 5))
        owner.commit()
        #expect(layer.presentation()?.position == CGPoint(x: 40, y: 5))
    }

    @Test("A shape layer's strokeEnd animation starts from the committed strokeEnd, in presentation() and in frames")
    func shapeAnimationBaseIsCommitted() {
        let shape = CAShapeLayer()
        shape.strokeEnd = 0.5
        _ = shown(shape)
        let owner = PipelineOwner.current
        shape.add(linear("strokeEnd", from: 0, to: 0.4, additive: true), forKey: "grow")
        owner.commit()
        shape.strokeEnd = 0.9
        CAMediaClock.advance(by: 0.5)
        // Committed 0.5 plus half of the additive 0.4 (the model's 0.9 is not committed yet).
        let p = shape.presentation()
        #expect(abs((p?.strokeEnd ?? 0) - 0.7) < 1e-9)
        #expect(abs((p?.strokeStart ?? 1) - 0) < 1e-9)
        owner.commit()
        #expect(abs((shape.presentation()?.strokeEnd ?? 0) - 1.1) < 1e-9)
    }

    @Test("A gradient's startPoint animation starts from the committed startPoint")
    func gradientAnimationBaseIsCommitted() {
        let g = CAGradientLayer()
        g.colors = [red, blue]
        g.startPoint = CGPoint(x: 0.2, y: 0)
        _ = shown(g)
        let owner = PipelineOwner.current
        g.add(linear("startPoint", from: CGPoint.zero, to: CGPoint(x: 0, y: 0.4), additive: true), forKey: "tilt")
        owner.commit()
        g.startPoint = CGPoint(x: 0.8, y: 0)
        g.locations = [0, 0.5]
        CAMediaClock.advance(by: 0.25)
        let p = g.presentation()
        #expect(p?.startPoint == CGPoint(x: 0.2, y: 0.1))
        #expect(p?.locations == nil)
        #expect((p?.colors?.count ?? 0) == 2)
    }

    @Test("The values no compositing step reads are committed, and presentation() shows them as committed")
    func uncompositedValuesAreCommitted() {
        let layer = CALayer()
        _ = shown(layer)
        let owner = PipelineOwner.current
        owner.commit()
        layer.cornerCurve = .continuous
        layer.isOpaque = true
        layer.isDoubleSided = false
        layer.shouldRasterize = true
        layer.rasterizationScale = 2
        layer.name = "n"
        let before = layer.presentation()
        #expect(before?.cornerCurve == .circular)
        #expect(before?.isOpaque == false)
        #expect(before?.isDoubleSided == true)
        #expect(before?.shouldRasterize == false)
        #expect(before?.rasterizationScale == 1)
        #expect(before?.name == nil)
        #expect(Set(layer._committedValueDifferences ?? []) == ["cornerCurve", "isOpaque", "isDoubleSided",
                                                                  "shouldRasterize", "rasterizationScale", "name"])
        owner.commit()
        #expect(layer._committedValueDifferences == [])
        let after = layer.presentation()
        #expect(after?.cornerCurve == .continuous)
        #expect(after?.isOpaque == true)
        #expect(after?.isDoubleSided == false)
        #expect(after?.shouldRasterize == true)
        #expect(after?.rasterizationScale == 2)
        #expect(after?.name == "n")
    }

    @Test("A removed sublayer is drawn until the commit that copies its superlayer's new list, then loses its node")
    func removedSublayerDrawnUntilCommit() {
        let layer = CALayer()
        let inner = CALayer()
        inner.frame = CGRect(x: 2, y: 2, width: 4, height: 4)
        inner.backgroundColor = red
        layer.addSublayer(inner)
        let (root, renderer) = shown(layer)
        let owner = PipelineOwner.current
        owner.commit()
        owner.render { renderer.renderFrame(root: root) }
        #expect(pixel(renderer.makeImage()!, 4, 4, is: (255, 0, 0, 255)))
        layer.removeFromSuperlayer()
        owner.render { renderer.renderFrame(root: root) }
        var img = renderer.makeImage()!
        #expect(pixel(img, 1, 1, is: (255, 255, 255, 255)))
        #expect(pixel(img, 4, 4, is: (255, 0, 0, 255)))
        #expect(layer._renderNodeState != nil && inner._renderNodeState != nil)
        #expect(root.presentation()?.sublayers?.count == 1)
        owner.commit()
        #expect(layer._renderNodeState == nil && inner._renderNodeState == nil)
        #expect(root.presentation()?.sublayers == nil)
        owner.render { renderer.renderFrame(root: root) }
        img = renderer.makeImage()!
        #expect(pixel(img, 1, 1, is: (0, 0, 0, 0)))
        #expect(pixel(img, 4, 4, is: (0, 0, 0, 0)))
        // The full render agrees with the damage frame.
        let full = LayerTreeRenderer(pixelWidth: 40, pixelHeight: 40)!
        full.renderFrame(root: root)
        #expect(pixel(full.makeImage()!, 4, 4, is: (0, 0, 0, 0)))
    }

    @Test("A removed sublayer no one else holds is freed at the commit, not kept by the render tree")
    func removedSublayerIsFreedAtCommit() {
        let holder = CALayer()
        let (root, renderer) = shown(holder)
        let owner = PipelineOwner.current
        weak var weakChild: CALayer?
        do {
            let child = CALayer()
            child.frame = CGRect(x: 1, y: 1, width: 2, height: 2)
            child.backgroundColor = red
            holder.addSublayer(child)
            owner.commit()
            owner.render { renderer.renderFrame(root: root) }
            weakChild = child
            child.removeFromSuperlayer()
        }
        owner.commit()
        #expect(weakChild == nil)
    }

    @Test("A sublayer removed and added elsewhere before the commit is drawn where it lands after it")
    func removedAndReaddedBeforeCommit() {
        let a = CALayer()
        let (root, renderer) = shown(a)
        let b = CALayer()
        b.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        root.addSublayer(b)
        let moved = CALayer()
        moved.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        moved.backgroundColor = red
        a.addSublayer(moved)
        let owner = PipelineOwner.current
        owner.commit()
        owner.render { renderer.renderFrame(root: root) }
        moved.removeFromSuperlayer()
        b.addSublayer(moved)
        owner.commit()
        owner.render { renderer.renderFrame(root: root) }
        let img = renderer.makeImage()!
        #expect(pixel(img, 2, 2, is: (255, 255, 255, 255)))
        #expect(pixel(img, 22, 22, is: (255, 0, 0, 255)))
        #expect(moved._committedValueDifferences == [])
    }
}
