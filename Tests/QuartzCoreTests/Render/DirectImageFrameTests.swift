import Testing
import Foundation
import QuartzCore

/// Layers of cached images moving by fractions of a pixel and fading, frame after frame: the compositor
/// draws them through the direct pixman path inside each frame's damage clip, and every incremental frame
/// equals a full render of the same tree drawn through Cairo alone.
@MainActor @Suite(.serialized, .freshWorld) struct DirectImageFrameTests {
    @Test("Image layers moving by fractions and fading: each damage-clipped frame equals a full Cairo render")
    func fractionalMovesMatchCairo() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<4 {
            let seed = UInt64.random(in: 0..<1_000_000, using: &rng)
            var g = SplitMix64(state: seed)
            func unit() -> CGFloat { CGFloat(g.next() % 1000) / 1000 }
            let images = (0..<3).map { _ in gradientImage(3 + Int(g.next() % 30), 3 + Int(g.next() % 30), opaque: g.next() % 2 == 0, &g) }
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
            root.backgroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
            var layers: [CALayer] = []
            for i in 0..<30 {
                let l = CALayer()
                let image = images[i % images.count]
                l.frame = CGRect(x: unit() * 150, y: unit() * 110, width: CGFloat(image.width), height: CGFloat(image.height))
                l.contents = image
                root.addSublayer(l)
                layers.append(l)
            }
            let renderer = LayerTreeRenderer(pixelWidth: 160, pixelHeight: 120)!
            renderer.renderFrame(root: root)
            for frame in 0..<12 {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                for l in layers where g.next() % 3 == 0 {
                    l.position.x += unit() * 6 - 3
                    l.position.y += unit() * 4 - 2
                    l.opacity = [1, 1, 0.5, Float(unit())][Int(g.next() % 4)]
                }
                CATransaction.commit()
                renderer.renderFrame(root: root)
                let full = LayerTreeRenderer(pixelWidth: 160, pixelHeight: 120)!
                full.context.drawsImagesDirectly = false
                full.renderFrame(root: root)
                let differing = differingPixels(renderer.makeImage()!, full.makeImage()!)
                #expect(differing.isEmpty, "seed \(seed), frame \(frame): \(differing.count) pixels differ, first at \(differing.first.map { "\($0)" } ?? "-")")
                if !differing.isEmpty { return }
            }
        }
    }
}
