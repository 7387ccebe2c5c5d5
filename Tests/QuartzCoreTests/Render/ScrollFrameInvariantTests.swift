import Testing
import Foundation
import QuartzCore

/// Scroll steps (bounds-origin changes of a clipping layer) on random trees: after every frame the
/// damage-tracked surface equals a full render of the same tree, byte for byte, whether the frame moved
/// the composited pixels or composited the area again.
@MainActor @Suite(.serialized, .freshWorld) struct ScrollFrameInvariantTests {
    private static let width: CGFloat = 120, height: CGFloat = 90

    /// A random opaque or translucent colour.
    private func colour(_ g: inout SplitMix64, opaque: Bool) -> CGColor {
        func unit() -> CGFloat { CGFloat(g.next() % 1000) / 1000 }
        return CGColor(red: unit(), green: unit(), blue: unit(), alpha: opaque ? 1 : 0.3 + unit() * 0.6)
    }

    /// A root (opaque, or with no background) holding a sibling below, the scrolled layer (opaque,
    /// translucent or with no background) with random
    /// content, and, above it, a translucent bar across its top and a small opaque sibling.
    private func scene(_ g: inout SplitMix64, scale: CGFloat) -> (root: CALayer, scroller: CALayer, above: [CALayer]) {
        func unit() -> CGFloat { CGFloat(g.next() % 1000) / 1000 }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        if g.next() % 3 != 0 { root.backgroundColor = white }
        let below = CALayer()
        // Under the scrolled layer's corner in a third of the scenes (which then cannot move pixels unless
        // the scrolled layer is opaque), beside it otherwise.
        below.frame = g.next() % 3 == 0 ? CGRect(x: 0, y: 0, width: 20, height: 20) : CGRect(x: 0, y: 82, width: 20, height: 8)
        below.backgroundColor = green
        root.addSublayer(below)
        let scroller = CALayer()
        scroller.frame = CGRect(x: 10, y: 10 + CGFloat(g.next() % 3) / scale, width: 100, height: 70)
        scroller.masksToBounds = true
        switch g.next() % 3 {
        case 0: scroller.backgroundColor = colour(&g, opaque: true)
        case 1: scroller.backgroundColor = colour(&g, opaque: false)
        default: break
        }
        let tile = solidImage(6, 6, blue)
        for i in 0..<24 {
            let l = CALayer()
            l.frame = CGRect(x: unit() * 90, y: CGFloat(i) * 14 + unit() * 4, width: 4 + unit() * 60, height: 3 + unit() * 12)
            switch g.next() % 4 {
            case 0: l.contents = tile
            case 1: l.backgroundColor = colour(&g, opaque: false); l.cornerRadius = unit() * 4
            case 2: l.backgroundColor = colour(&g, opaque: true); l.borderWidth = 1; l.borderColor = red
            default:
                l.backgroundColor = colour(&g, opaque: true)
                let s = CALayer()
                s.frame = CGRect(x: 1, y: 1, width: 3 + unit() * 5, height: 2 + unit() * 3)
                s.backgroundColor = colour(&g, opaque: false)
                l.addSublayer(s)
            }
            scroller.addSublayer(l)
        }
        root.addSublayer(scroller)
        var above: [CALayer] = []
        if g.next() % 2 == 0 {
            let bar = CALayer()
            bar.frame = CGRect(x: 0, y: 0, width: Self.width, height: 18)
            bar.backgroundColor = colour(&g, opaque: false)
            root.addSublayer(bar)
            above.append(bar)
        }
        if g.next() % 2 == 0 {
            let button = CALayer()
            button.frame = CGRect(x: 70 + unit() * 20, y: 50 + unit() * 20, width: 14, height: 14)
            button.backgroundColor = colour(&g, opaque: true)
            button.cornerRadius = 7
            root.addSublayer(button)
            above.append(button)
        }
        return (root, scroller, above)
    }

    /// Returns how many frames moved pixels, or nil after the first frame that differs from a full render.
    private func run(seed: UInt64, scale: CGFloat) -> Int? {
        PipelineOwner.installFresh()
        var g = SplitMix64(state: seed)
        let (root, scroller, above) = scene(&g, scale: scale)
        let w = Int(Self.width * scale), h = Int(Self.height * scale)
        let incremental = LayerTreeRenderer(pixelWidth: w, pixelHeight: h, scale: scale)!
        incremental.renderFrame(root: root)
        var moves = 0
        var y: CGFloat = 0
        for step in 0..<20 {
            // Whole points, whole device pixels, or a fraction of a pixel; now and then a change above.
            switch g.next() % 4 {
            case 0: y += CGFloat(Int(g.next() % 17) - 8)
            case 1: y += CGFloat(Int(g.next() % 9) - 4) / scale
            case 2: y += CGFloat(Int(g.next() % 9) - 4) * 0.3
            default: y += 3
            }
            scroller.bounds.origin = CGPoint(x: g.next() % 5 == 0 ? CGFloat(g.next() % 3) : scroller.bounds.origin.x, y: y)
            if g.next() % 6 == 0, let a = above.first { a.position.y += 1 }
            if g.next() % 7 == 0, let s = scroller.sublayers?.randomElement(using: &g) { s.backgroundColor = red }
            incremental.renderFrame(root: root)
            if incremental.lastFrameMovedPixels { moves += 1 }
            let full = LayerTreeRenderer(pixelWidth: w, pixelHeight: h, scale: scale)!
            full.renderFrame(root: root)
            let a = incremental.makeImage()!, b = full.makeImage()!
            // Byte for byte; the pixels are listed only when the bytes differ.
            if a.dataProvider?.data as Data? == b.dataProvider?.data as Data? { continue }
            let differing = differingPixels(a, b)
            #expect(differing.isEmpty, "seed \(seed) at \(scale)x, step \(step) (origin y \(y)): \(differing.count) pixels differ, first at \(differing.first.map { "\($0)" } ?? "-")")
            if !differing.isEmpty { return nil }
        }
        return moves
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func randomScrollStepsMatchAFullRender(scale: CGFloat) {
        var moved = 0
        let seeds = 12
        for seed in 1...seeds {
            guard let m = run(seed: UInt64(seed) &* 7919 &+ UInt64(scale), scale: scale) else { return }
            moved += m
        }
        // The pixel move must be exercised, not only the fallback.
        #expect(moved * 12 > seeds * 20, "\(moved) frames of \(seeds * 20) moved pixels")
    }

    /// The pattern in a few lines: an opaque scrolled layer over nothing, a step of whole pixels moves the
    /// pixels and composites the exposed strip only.
    @Test func wholePixelStepMovesPixelsAndComposesTheStrip() {
        PipelineOwner.installFresh()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let scroller = CALayer()
        scroller.frame = root.bounds
        scroller.masksToBounds = true
        scroller.backgroundColor = white
        for i in 0..<20 {
            let row = CALayer()
            row.frame = CGRect(x: 0, y: CGFloat(i) * 10, width: 100, height: 5)
            row.backgroundColor = i % 2 == 0 ? red : blue
            scroller.addSublayer(row)
        }
        root.addSublayer(scroller)
        let renderer = LayerTreeRenderer(pixelWidth: 100, pixelHeight: 100)!
        renderer.renderFrame(root: root)
        scroller.bounds.origin.y = 10
        let damage = renderer.renderFrame(root: root)
        #expect(renderer.lastFrameMovedPixels)
        #expect(damage == CGRect(x: 0, y: 0, width: 100, height: 100))
        // Rows 9 and 10 are the only ones meeting the exposed 10-pixel strip at the bottom.
        #expect(renderer.lastCompositedLayerCount <= 4)
        let img = renderer.makeImage()!
        #expect(pixel(img, 50, 2, is: (0, 0, 255, 255)))     // row 1 (y 10...15) is now at the top: blue
        #expect(pixel(img, 50, 92, is: (255, 0, 0, 255)))    // row 10 (y 100...105), just exposed: red
        #expect(pixel(img, 50, 97, is: (255, 255, 255, 255)))
        // A fractional step composites again instead.
        scroller.bounds.origin.y = 10.5
        renderer.renderFrame(root: root)
        #expect(!renderer.lastFrameMovedPixels)
    }
}
