import Testing
import Foundation
import QuartzCore

/// The animations a frame and `presentation()` evaluate are the ones committed with the values: an animation
/// replaced under its key or removed after a commit keeps showing, in `presentation()` and in frames, until
/// the next commit hands the layer's new list over (Core Animation's presentation layer shows "the state of
/// the layer as it currently appears onscreen"; its header: the properties "as they were at the start of the
/// current transaction, with any active animations applied"). The model's list (`animation(forKey:)`,
/// `animationKeys()`) changes at once.
@MainActor @Suite(.serialized, .freshWorld) struct AnimationListAtCommitTests {
    /// A 40×40 root drawn by a renderer, with a white 10×10 layer at (0, 0) (implicit actions off), after
    /// one frame.
    private func shownLayer() -> (layer: CALayer, root: CALayer, renderer: LayerTreeRenderer) {
        CAMediaClock.useManualClock(startingAt: 100)
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = white
        root.addSublayer(layer)
        let renderer = LayerTreeRenderer(pixelWidth: 40, pixelHeight: 40)!
        renderer.renderFrame(root: root)
        return (layer, root, renderer)
    }

    /// An additive `position.x` animation that holds the offset `dx` for 10 s.
    private func shift(_ dx: CGFloat) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = dx
        a.toValue = dx
        a.isAdditive = true
        a.duration = 10
        return a
    }

    /// Whether a frame drawn now (no commit) shows the white layer's column at `x` and none at `notX`, as a
    /// full render of the same tree does.
    private func frameShows(x: Int, notX: Int, root: CALayer, renderer: LayerTreeRenderer) -> Bool {
        PipelineOwner.current.render { renderer.renderFrame(root: root) }
        let img = renderer.makeImage()!
        return pixel(img, x, 5, is: (255, 255, 255, 255)) && pixel(img, notX, 5, is: (0, 0, 0, 0))
    }

    @Test("An animation replaced under its key before the commit: presentation() and a frame show the old one until the commit, the new one after")
    func replacedUnderItsKey() {
        let (layer, root, renderer) = shownLayer()
        let owner = PipelineOwner.current
        layer.add(shift(20), forKey: "slide")
        owner.commit()
        CAMediaClock.advance(by: 0.5)
        #expect(layer.presentation()?.position.x == 25)
        #expect(frameShows(x: 25, notX: 5, root: root, renderer: renderer))

        let replacement = shift(10)
        layer.add(replacement, forKey: "slide")
        // The model's list has the new animation at once.
        #expect(layer.animationKeys() == ["slide"])
        #expect((layer.animation(forKey: "slide") as? CABasicAnimation)?.fromValue as? CGFloat == 10)
        // The render tree still has the old one.
        #expect(layer._committedValueDifferences == ["animations"])
        #expect(layer.presentation()?.position.x == 25)
        #expect(frameShows(x: 25, notX: 15, root: root, renderer: renderer))

        owner.commit()
        #expect(layer._committedValueDifferences == [])
        #expect(layer.presentation()?.position.x == 15)
        #expect(frameShows(x: 15, notX: 25, root: root, renderer: renderer))
    }

    @Test("An animation removed before the commit: presentation() and a frame show it until the commit, the model value after")
    func removedBeforeTheCommit() {
        let (layer, root, renderer) = shownLayer()
        let owner = PipelineOwner.current
        layer.add(shift(20), forKey: "slide")
        owner.commit()
        CAMediaClock.advance(by: 0.25)
        layer.removeAnimation(forKey: "slide")
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.position.x == 25)
        #expect(frameShows(x: 25, notX: 5, root: root, renderer: renderer))

        owner.commit()
        #expect(layer.presentation()?.position.x == 5)
        #expect(frameShows(x: 5, notX: 25, root: root, renderer: renderer))
    }

    @Test("An animation added and removed between two commits never shows")
    func addedAndRemovedBetweenCommits() {
        let (layer, root, renderer) = shownLayer()
        let owner = PipelineOwner.current
        owner.commit()
        layer.add(shift(20), forKey: "slide")
        CAMediaClock.advance(by: 0.25)
        #expect(layer.presentation()?.position.x == 5)
        layer.removeAllAnimations()
        owner.commit()
        #expect(layer.presentation()?.position.x == 5)
        #expect(frameShows(x: 5, notX: 25, root: root, renderer: renderer))
    }

    @Test("An animation that ends (removed on completion) leaves the render tree at once, without a commit")
    func endedAnimationLeavesAtOnce() {
        let (layer, root, renderer) = shownLayer()
        let owner = PipelineOwner.current
        let a = shift(20)
        a.duration = 1
        layer.add(a, forKey: "slide")
        owner.commit()
        CAMediaClock.advance(by: 0.5)
        #expect(layer.presentation()?.position.x == 25)
        CAMediaClock.advance(by: 1)
        owner.fireTimers(now: CACurrentMediaTime())
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.position.x == 5)
        #expect(frameShows(x: 5, notX: 25, root: root, renderer: renderer))
    }
}
