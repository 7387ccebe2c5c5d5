import Testing
import QuartzCore

/// A `LayerTreeRenderer` driven on its own (as hosts and benchmarks drive one) shows every frame's
/// presentation values, including animations added after its first frames.
@MainActor @Suite(.serialized, .freshWorld) struct RendererAnimationTests {
    @Test("Frames of a renderer used on its own follow animations added between them, on any layer")
    func animationsAddedBetweenFrames() {
        PipelineOwner.installFresh()
        CAMediaClock.useManualClock(startingAt: 50)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        let movers = (0..<2).map { i -> CALayer in
            let l = CALayer()
            l.frame = CGRect(x: 0, y: CGFloat(i) * 20, width: 10, height: 20)
            l.backgroundColor = red
            root.addSublayer(l)
            return l
        }
        let renderer = LayerTreeRenderer(pixelWidth: 100, pixelHeight: 40)!
        renderer.renderFrame(root: root)
        for (i, x) in [20, 60].enumerated() {
            let a = CABasicAnimation(keyPath: "position.x")
            // From the left edge to 2x: half-way the centre is at x + 5, covering x ... x + 10.
            a.fromValue = 5; a.toValue = 2 * x + 5; a.duration = 1
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            movers[i].add(a, forKey: "move")
            CAMediaClock.advance(by: 0.5)
            PipelineOwner.current.fireTimers(now: CACurrentMediaTime())
            renderer.renderFrame(root: root)
            let img = renderer.makeImage()!
            let y = i * 20 + 10
            #expect(pixel(img, x + 5, y, is: (255, 0, 0, 255)))
            #expect(pixel(img, 2, y, is: (0, 0, 0, 0)))
            CAMediaClock.advance(by: 0.6)
            PipelineOwner.current.fireTimers(now: CACurrentMediaTime())
            renderer.renderFrame(root: root)
            // Ended and removed: back at the model position.
            #expect(pixel(renderer.makeImage()!, 2, y, is: (255, 0, 0, 255)))
        }
    }
}
