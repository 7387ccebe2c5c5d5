import Testing
import Foundation
import QuartzCore

/// A layer's own timing (`speed`, `timeOffset`, `beginTime`) is part of what a commit hands to the render
/// tree: frames and `presentation()` run the layer's animations on the time line as last committed, so a
/// layer paused inside an open explicit transaction keeps animating on screen until that transaction
/// commits (Core Animation: a transaction's changes are handed to the render tree when it commits; the
/// presentation layer holds the values "as they were at the start of the current transaction").
/// Layer time is nested, each layer's local time derived from its superlayer's by `CAMediaTiming`'s
/// definition: local = (parent − beginTime) × speed + timeOffset. `convertTime(_:from:)` reads the model
/// layer's timing, so the Programming Guide's pause and resume recipe works as written.
///
/// Every expected value below is worked out from that definition: the animation moves `position.x` from
/// 5 to 105 over 100 s of its layer's time, linearly, so `position.x` = 5 + (layer time − begin).
@MainActor @Suite(.serialized, .freshWorld) struct LayerTimingAtCommitTests {
    /// A 120×20 root drawn by a renderer, holding `container` (the root's bounds, at the origin), holding a
    /// white 10×10 layer at (0, 0), implicit actions off, after one frame.
    private func shownLayer() -> (layer: CALayer, container: CALayer, root: CALayer, renderer: LayerTreeRenderer) {
        CAMediaClock.useManualClock(startingAt: 100)
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 20)
        let container = CALayer()
        container.frame = root.bounds
        root.addSublayer(container)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = white
        container.addSublayer(layer)
        let renderer = LayerTreeRenderer(pixelWidth: 120, pixelHeight: 20)!
        renderer.renderFrame(root: root)
        return (layer, container, root, renderer)
    }

    /// `position.x` from 5 to 105 over 100 s, linear.
    private func slide() -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 5
        a.toValue = 105
        a.duration = 100
        return a
    }

    /// Whether a frame drawn now (the animation tick, no commit) shows the 10-point white layer centred at `x` (an integer
    /// offset): white at its centre column, transparent just left of it and at its right edge.
    private func frameShows(centerX x: Int, root: CALayer, renderer: LayerTreeRenderer) -> Bool {
        PipelineOwner.current.fireTimers(now: CACurrentMediaTime())
        PipelineOwner.current.render { renderer.renderFrame(root: root) }
        let img = renderer.makeImage()!
        let left = x - 5
        return pixel(img, x, 5, is: (255, 255, 255, 255)) && pixel(img, left + 9, 5, is: (255, 255, 255, 255))
            && (left < 1 || pixel(img, left - 1, 5, is: (0, 0, 0, 0))) && pixel(img, left + 10, 5, is: (0, 0, 0, 0))
    }

    /// Whether `presentation()` and a frame drawn now both put the layer's centre at `x`.
    private func shows(_ layer: CALayer, atX x: Int, root: CALayer, renderer: LayerTreeRenderer) -> Bool {
        layer.presentation()?.position.x == CGFloat(x) && frameShows(centerX: x, root: root, renderer: renderer)
    }

    @Test("A layer paused inside an open explicit transaction keeps animating until the transaction commits, then freezes at the committed timeOffset")
    func pauseWaitsForTheCommit() {
        let (layer, _, root, renderer) = shownLayer()
        layer.add(slide(), forKey: "slide")   // begins at layer time 100
        CATransaction.flush()
        CAMediaClock.advance(by: 2)
        #expect(layer.presentation()?.position.x == 7)

        CATransaction.begin()
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        #expect(paused == 102)
        layer.speed = 0
        layer.timeOffset = paused
        // The model answers at once; the render tree still runs the old time line.
        #expect(layer.convertTime(CACurrentMediaTime() + 50, from: nil) == 102)
        CAMediaClock.advance(by: 1)
        CATransaction.flush()   // a run-loop turn's commit: the explicit transaction stays open
        #expect(shows(layer, atX: 8, root: root, renderer: renderer))
        CAMediaClock.advance(by: 1)
        #expect(layer.presentation()?.position.x == 9)

        CATransaction.commit()
        // (t − 0) × 0 + 102 = 102 for every t: 2 s into the animation.
        #expect(shows(layer, atX: 7, root: root, renderer: renderer))
        CAMediaClock.advance(by: 5)
        #expect(shows(layer, atX: 7, root: root, renderer: renderer))
    }

    @Test("Nested speeds multiply: a speed-2 superlayer and a speed-3 layer run the layer's animation 6 times as fast")
    func nestedSpeedsMultiply() {
        let (layer, container, root, renderer) = shownLayer()
        container.speed = 2
        layer.speed = 3
        CATransaction.flush()
        // Layer time at global 100: (100 × 2) × 3 = 600, the animation's begin.
        layer.add(slide(), forKey: "slide")
        #expect(layer.animation(forKey: "slide")?.beginTime == 600)
        CATransaction.flush()
        CAMediaClock.advance(by: 1)
        // Global 101: (101 × 2) × 3 = 606, 6 s in.
        #expect(shows(layer, atX: 11, root: root, renderer: renderer))

        // The superlayer's speed changes in the model only: frames keep the committed rate.
        container.speed = 1
        #expect(layer.presentation()?.position.x == 11)
        CATransaction.flush()
        // (101 × 1) × 3 = 303, before the begin at 600: the animation (fill mode removed) has no effect.
        #expect(shows(layer, atX: 5, root: root, renderer: renderer))
    }

    @Test("A layer's beginTime shifts its time line from the commit on")
    func beginTimeOffsets() {
        let (layer, _, root, renderer) = shownLayer()
        layer.add(slide(), forKey: "slide")   // begins at layer time 100
        CATransaction.flush()
        CAMediaClock.advance(by: 6)
        #expect(layer.presentation()?.position.x == 11)
        layer.beginTime = 4
        #expect(shows(layer, atX: 11, root: root, renderer: renderer))
        CATransaction.flush()
        // (106 − 4) × 1 + 0 = 102: 2 s in.
        #expect(shows(layer, atX: 7, root: root, renderer: renderer))
    }

    @Test("A layer paused and resumed by the Programming Guide's recipe continues from where it paused")
    func pauseAndResumeRecipe() {
        let (layer, _, root, renderer) = shownLayer()
        layer.add(slide(), forKey: "slide")
        CATransaction.flush()
        CAMediaClock.advance(by: 2)

        // Pause.
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        CATransaction.flush()
        CAMediaClock.advance(by: 3)
        #expect(shows(layer, atX: 7, root: root, renderer: renderer))

        // Resume.
        let pausedAt = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedAt
        #expect(timeSincePause == 3)
        layer.beginTime = timeSincePause
        CATransaction.flush()
        // (105 − 3) × 1 + 0 = 102.
        #expect(shows(layer, atX: 7, root: root, renderer: renderer))
        CAMediaClock.advance(by: 1)
        #expect(shows(layer, atX: 8, root: root, renderer: renderer))
    }

    @Test("A timing change is queued for the commit, which records it as committed: no difference is left")
    func timingIsCommitted() {
        let (layer, container, _, _) = shownLayer()
        container.timeOffset = 3
        layer.speed = 0.5
        #expect(layer._committedValueDifferences == ["speed"])
        #expect(container._committedValueDifferences == ["timeOffset"])
        CATransaction.flush()
        #expect(layer._committedValueDifferences == [])
        #expect(container._committedValueDifferences == [])
        // Set back to the defaults: the committed values go back to no rare values at all.
        layer.speed = 1
        container.timeOffset = 0
        CATransaction.flush()
        #expect(layer._committedValueDifferences == [])
    }
}
