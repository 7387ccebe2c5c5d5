import Testing
import Foundation
import QuartzCore

/// Images drawn at their pixel size reuse one source pattern per context and skip the graphics-state push
/// (`CGContext+ImagePattern.swift`). That way must give exactly the pixels of the general way (a translated
/// CTM inside a saved state): random trees of image layers at whole and fractional positions, with opacity,
/// gravity, transforms and scales, render byte for byte alike both ways, as do random direct image draws.
@MainActor @Suite(.serialized, .freshWorld) struct ImageDrawPathTests {
    /// Renders `root` through a renderer at `scale`, with the pattern-reusing way on or off.
    private func frame(_ root: CALayer, scale: CGFloat, patterns: Bool) -> CGImage {
        let saved = CGContext.imagePatternDrawing
        CGContext.imagePatternDrawing = patterns
        defer { CGContext.imagePatternDrawing = saved }
        let r = LayerTreeRenderer(pixelWidth: Int(160 * scale), pixelHeight: Int(120 * scale), scale: scale)!
        r.renderFrame(root: root)
        return r.makeImage()!
    }

    @Test("Random image layers: the pattern-reusing draw gives the general draw's pixels, at 1x and 2x")
    func randomImageLayersMatchTheGeneralPath() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<8 {
            let seed = UInt64.random(in: 0..<1_000_000, using: &rng)
            var g = SplitMix64(state: seed)
            func int(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
            let images = (0..<3).map { _ in gradientImage(4 + int(30), 4 + int(30), opaque: int(2) == 0, &g) }
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
            root.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 0.8, alpha: 1)
            var parents = [root]
            for _ in 0..<24 {
                let l = CALayer()
                let image = images[int(images.count)]
                // Whole points, quarter points or any fraction; the image's own size or another.
                let x = CGFloat(int(150)) + [0, 0.25, 0.5, CGFloat(int(1000)) / 1000][int(4)]
                let y = CGFloat(int(110)) + [0, 0.5, CGFloat(int(1000)) / 1000][int(3)]
                let size = int(3) == 0 ? CGSize(width: 4 + int(40), height: 4 + int(40)) : CGSize(width: image.width, height: image.height)
                l.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
                l.contents = image
                l.contentsGravity = [.resize, .center, .topLeft, .bottomRight][int(4)]
                if int(3) == 0 { l.contentsScale = 2 }
                if int(3) == 0 { l.opacity = [0.3, 0.5, 0.75][int(3)] }
                if int(5) == 0 { l.magnificationFilter = .nearest }
                if int(6) == 0 { l.transform = CATransform3DMakeRotation(CGFloat(int(20)) / 10, 0, 0, 1) }
                parents[int(parents.count)].addSublayer(l)
                if int(4) == 0 { parents.append(l) }
            }
            for scale: CGFloat in [1, 2] {
                let fast = frame(root, scale: scale, patterns: true), general = frame(root, scale: scale, patterns: false)
                let differing = differingPixels(fast, general)
                #expect(differing.isEmpty, "seed \(seed), scale \(scale): \(differing.count) pixels differ, first at \(differing.first.map { "\($0)" } ?? "-")")
                if !differing.isEmpty { return }
            }
        }
    }

    @Test("Random image draws into a context: the same pixels and the same current path both ways")
    func randomDrawsMatchTheGeneralPath() {
        var g = SplitMix64(state: UInt64.random(in: 0..<1_000_000))
        func int(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
        let images = (0..<3).map { _ in gradientImage(3 + int(20), 3 + int(20), opaque: int(2) == 0, &g) }
        // One script of draws, run twice.
        var steps: [(image: Int, rect: CGRect, alpha: CGFloat, blend: CGBlendMode, upright: Bool, scale: CGFloat, quality: CGInterpolationQuality)] = []
        for _ in 0..<60 {
            let i = int(images.count)
            let origin = CGPoint(x: CGFloat(int(100)) + [0, 0.5, CGFloat(int(100)) / 100][int(3)],
                                 y: CGFloat(int(70)) + [0, 0.25, CGFloat(int(100)) / 100][int(3)])
            let size = int(4) == 0 ? CGSize(width: 2 + int(30), height: 2 + int(30)) : CGSize(width: images[i].width, height: images[i].height)
            steps.append((i, CGRect(origin: origin, size: size), [1, 1, 0.4, 0.8][int(4)], [.normal, .normal, .multiply, .copy][int(4)],
                          int(2) == 0, [1, 1, 2][int(3)], [.default, .none, .high][int(3)]))
        }
        func run(patterns: Bool) -> (CGImage, CGRect) {
            let saved = CGContext.imagePatternDrawing
            CGContext.imagePatternDrawing = patterns
            defer { CGContext.imagePatternDrawing = saved }
            let ctx = makeCanvas(240, 180)
            for s in steps {
                ctx.saveGState()
                ctx.scaleBy(x: s.scale, y: s.scale)
                ctx.setAlpha(s.alpha)
                ctx.setBlendMode(s.blend)
                ctx.interpolationQuality = s.quality
                // A path in progress stays as it was.
                ctx.move(to: CGPoint(x: 5, y: 5)); ctx.addLine(to: CGPoint(x: 40, y: 12))
                if s.upright { ctx.drawImageUpright(images[s.image], in: s.rect) } else { ctx.draw(images[s.image], in: s.rect) }
                ctx.addLine(to: CGPoint(x: 10, y: 30))
                ctx.restoreGState()
                ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
            }
            ctx.move(to: CGPoint(x: 1, y: 1)); ctx.addLine(to: CGPoint(x: 30, y: 3))
            ctx.drawImageUpright(images[0], in: CGRect(x: 3, y: 4, width: images[0].width, height: images[0].height))
            let box = ctx.boundingBoxOfPath
            ctx.strokePath()
            return (ctx.makeImage()!, box)
        }
        let (fast, fastPath) = run(patterns: true), (general, generalPath) = run(patterns: false)
        #expect(fastPath == generalPath)
        #expect(differingPixels(fast, general).isEmpty)
    }
}
