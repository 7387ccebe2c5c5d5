import Testing
import QuartzCore

/// Damage tracking: a frame recomposites only what changed, and nothing when nothing changed.
@MainActor @Suite(.serialized, .freshWorld) struct DamageTests {
    /// A 200×200 root with a 10×10 grid of 20×20 tiles of alternating colours, plus one 10×10 red mover.
    func scene() -> (root: CALayer, mover: CALayer, renderer: LayerTreeRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        for i in 0..<100 {
            let t = CALayer()
            t.frame = CGRect(x: (i % 10) * 20, y: (i / 10) * 20, width: 20, height: 20)
            t.backgroundColor = (i + i / 10) % 2 == 0 ? white : green
            root.addSublayer(t)
        }
        let mover = CALayer()
        mover.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        mover.backgroundColor = red
        root.addSublayer(mover)
        let renderer = LayerTreeRenderer(pixelWidth: 200, pixelHeight: 200)!
        return (root, mover, renderer)
    }

    @Test func firstFrameIsWholeSurfaceThenNoChangeComposesNothing() {
        let (root, _, renderer) = scene()
        #expect(renderer.renderFrame(root: root) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(renderer.lastCompositedLayerCount == 102)
        #expect(renderer.renderFrame(root: root).isNull)
        #expect(renderer.lastCompositedLayerCount == 0)
    }

    @Test func movedLayerDamagesOldUnionNewFrame() {
        let (root, mover, renderer) = scene()
        renderer.renderFrame(root: root)
        mover.position = CGPoint(x: 105, y: 65)  // frame (100, 60, 10, 10)
        let damage = renderer.renderFrame(root: root)
        #expect(damage == CGRect(x: 10, y: 10, width: 10, height: 10).union(CGRect(x: 100, y: 60, width: 10, height: 10)))
        // Only layers meeting the damage are composited (not all 102).
        #expect(renderer.lastCompositedLayerCount < 60)
        let img = renderer.makeImage()!
        #expect(pixel(img, 105, 65, is: (255, 0, 0, 255)))
        // The old place shows the tile beneath again: tile (0,0) is white.
        #expect(pixel(img, 15, 15, is: (255, 255, 255, 255)))
    }

    @Test func damageIsInSurfacePixelsAtScale2() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        let l = CALayer()
        l.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        l.backgroundColor = red
        root.addSublayer(l)
        let renderer = LayerTreeRenderer(pixelWidth: 100, pixelHeight: 100, scale: 2)!
        #expect(renderer.renderFrame(root: root) == CGRect(x: 0, y: 0, width: 100, height: 100))
        l.position = CGPoint(x: 30.25, y: 10)  // frame (25.25, 5, 10, 10): pixels 50.5...70.5, rounded out
        #expect(renderer.renderFrame(root: root) == CGRect(x: 10, y: 10, width: 61, height: 20))
        let img = renderer.makeImage()!
        #expect(pixel(img, 60, 20, is: (255, 0, 0, 255)) && pixel(img, 20, 20, is: (0, 0, 0, 0)))
        // The same pixel read in place: opaque red is 0xFFFF0000 as a little-endian ARGB word.
        let word = renderer.withSurfacePixels { p, stride in p.load(fromByteOffset: 20 * stride + 60 * 4, as: UInt32.self) }
        #expect(word == 0xFFFF_0000)
    }

    @Test func pixelsOutsideTheDamageAreUntouched() {
        let (root, mover, renderer) = scene()
        renderer.renderFrame(root: root)
        // Paint a marker straight into the surface, outside anything the next change touches.
        renderer.context.setFillColor(blue)
        renderer.context.fill(CGRect(x: 150, y: 150, width: 5, height: 5))
        // And one inside the region that will be damaged.
        renderer.context.fill(CGRect(x: 12, y: 12, width: 2, height: 2))
        mover.position = CGPoint(x: 45, y: 45)
        renderer.renderFrame(root: root)
        let img = renderer.makeImage()!
        #expect(pixel(img, 152, 152, is: (0, 0, 255, 255)))      // untouched
        #expect(pixel(img, 12, 12, is: (255, 255, 255, 255)))    // recomposited: the tile again
        #expect(pixel(img, 45, 45, is: (255, 0, 0, 255)))
    }

    @Test func contentChangeDamagesOnlyTheLayer() {
        let (root, mover, renderer) = scene()
        renderer.renderFrame(root: root)
        mover.backgroundColor = blue
        #expect(renderer.renderFrame(root: root) == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(pixel(renderer.makeImage()!, 15, 15, is: (0, 0, 255, 255)))
    }

    @Test func addedAndRemovedLayersDamageTheirFrames() {
        let (root, mover, renderer) = scene()
        renderer.renderFrame(root: root)
        mover.removeFromSuperlayer()
        #expect(renderer.renderFrame(root: root) == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(pixel(renderer.makeImage()!, 15, 15, is: (255, 255, 255, 255)))
        let added = CALayer()
        added.frame = CGRect(x: 30, y: 40, width: 5, height: 6)
        added.backgroundColor = red
        root.addSublayer(added)
        #expect(renderer.renderFrame(root: root) == CGRect(x: 30, y: 40, width: 5, height: 6))
        #expect(pixel(renderer.makeImage()!, 32, 42, is: (255, 0, 0, 255)))
    }

    @Test func redrawnDirtyRectDamagesOnlyThatPart() {
        let (root, _, renderer) = scene()
        let d = CountingDelegate()
        let drawn = CALayer()
        drawn.delegate = d
        drawn.frame = CGRect(x: 100, y: 100, width: 40, height: 40)
        drawn.setNeedsDisplay()
        root.addSublayer(drawn)
        renderer.renderFrame(root: root)
        #expect(d.draws == 1)
        d.color = blue
        drawn.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(renderer.renderFrame(root: root) == CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(d.draws == 2)
        let img = renderer.makeImage()!
        #expect(pixel(img, 105, 105, is: (0, 0, 255, 255)))
        #expect(pixel(img, 125, 125, is: (255, 0, 0, 255)))
    }

    @Test func movingAParentDamagesItsSubtree() {
        let (root, _, renderer) = scene()
        let parent = CALayer(), child = CALayer()
        parent.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
        child.frame = CGRect(x: 20, y: 0, width: 10, height: 10)  // outside the parent: root (70...80, 50...60)
        child.backgroundColor = red
        parent.addSublayer(child)
        root.addSublayer(parent)
        renderer.renderFrame(root: root)
        parent.position.y += 100
        let damage = renderer.renderFrame(root: root)
        #expect(damage == CGRect(x: 50, y: 50, width: 30, height: 110))
        let img = renderer.makeImage()!
        #expect(pixel(img, 75, 155, is: (255, 0, 0, 255)))
        #expect(pixel(img, 75, 55, is: (0, 255, 0, 255)))  // tile (3, 2) is green again
    }

    @Test func hidingAndShowingDamageTheLayer() {
        let (root, mover, renderer) = scene()
        renderer.renderFrame(root: root)
        mover.isHidden = true
        #expect(renderer.renderFrame(root: root) == CGRect(x: 10, y: 10, width: 10, height: 10))
        mover.position = CGPoint(x: 100, y: 100)  // while hidden: only the (empty) new place is damaged
        mover.isHidden = false
        #expect(renderer.renderFrame(root: root) == CGRect(x: 95, y: 95, width: 10, height: 10))
    }

    @Test func shadowExtentIsPartOfTheDamage() {
        let (root, mover, renderer) = scene()
        mover.shadowOpacity = 1
        mover.shadowRadius = 2        // σ = 0.92 × 2 = 1.84, spreads ⌈3 × 1.84⌉ + 1 = 7 points
        mover.shadowOffset = CGSize(width: 0, height: 3)
        renderer.renderFrame(root: root)
        mover.backgroundColor = blue
        // Frame (10, 10, 10, 10) ∪ shadow (10 - 7, 13 - 7, 24, 24).
        #expect(renderer.renderFrame(root: root) == CGRect(x: 3, y: 6, width: 24, height: 24))
    }

    @Test func maskChangesDamageTheMaskedLayer() {
        let (root, mover, renderer) = scene()
        let m = CALayer()
        m.frame = CGRect(x: 0, y: 0, width: 5, height: 10)
        m.backgroundColor = white
        mover.mask = m
        renderer.renderFrame(root: root)
        #expect(pixel(renderer.makeImage()!, 17, 15, is: (255, 255, 255, 255)))  // masked away: the tile
        m.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(renderer.renderFrame(root: root) == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(pixel(renderer.makeImage()!, 17, 15, is: (255, 0, 0, 255)))
    }

    @Test func changesInsideAReplicatorDamageEveryCopy() {
        let (root, _, renderer) = scene()
        let rep = CAReplicatorLayer()
        rep.frame = CGRect(x: 100, y: 100, width: 90, height: 10)
        rep.instanceCount = 3
        rep.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = red
        rep.addSublayer(dot)
        root.addSublayer(rep)
        renderer.renderFrame(root: root)
        #expect(pixel(renderer.makeImage()!, 165, 105, is: (255, 0, 0, 255)))
        dot.backgroundColor = blue
        let damage = renderer.renderFrame(root: root)
        #expect(damage.contains(CGRect(x: 100, y: 100, width: 70, height: 10)))
        let img = renderer.makeImage()!
        #expect(pixel(img, 105, 105, is: (0, 0, 255, 255)))
        #expect(pixel(img, 135, 105, is: (0, 0, 255, 255)))
        #expect(pixel(img, 165, 105, is: (0, 0, 255, 255)))
    }

    @Test func fullRenderMatchesIncrementalFrames() {
        let (root, mover, renderer) = scene()
        renderer.renderFrame(root: root)
        for i in 0..<10 {
            mover.position = CGPoint(x: 7 + i * 17, y: 190 - i * 13)
            renderer.renderFrame(root: root)
        }
        let incremental = renderer.makeImage()!
        let full = rendered(root, 200, 200)
        var same = true
        for y in stride(from: 0, to: 200, by: 3) {
            for x in stride(from: 0, to: 200, by: 3) where incremental.rgba(atX: x, y: y) != full.rgba(atX: x, y: y) {
                same = false
            }
        }
        #expect(same)
    }

    /// Random edits (moves, colours, insertions, removals, hiding, z order, transforms, nesting, masks,
    /// opacity, shadows), each followed by an incremental frame that must equal a full render.
    @Test(arguments: [UInt64(0x2545F4914F6CDD1D), 0x9E3779B97F4A7C15, 0xD1B54A32D192ED03])
    func randomEditsKeepIncrementalFramesExact(seed: UInt64) {
        var state: UInt64 = seed
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        let colors = [red, green, blue, white, CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)]
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        var all: [CALayer] = []
        for _ in 0..<80 {
            let l = CALayer()
            l.frame = CGRect(x: next(110), y: next(110), width: 4 + next(30), height: 4 + next(30))
            l.backgroundColor = colors[next(colors.count)]
            (all.isEmpty || next(3) > 0 ? root : all[next(all.count)]).addSublayer(l)
            all.append(l)
        }
        let renderer = LayerTreeRenderer(pixelWidth: 120, pixelHeight: 120)!
        renderer.renderFrame(root: root)
        var mismatches = 0
        for step in 0..<300 {
            let l = all[next(all.count)]
            switch next(14) {
            case 11: l.transform = CATransform3DMakeRotation(CGFloat(next(5)) / 4, 0, 1, 0)
            case 12:
                if next(2) == 0 {
                    let m = CALayer()
                    m.frame = CGRect(x: next(10), y: next(10), width: 5 + next(20), height: 5 + next(20))
                    m.backgroundColor = white
                    l.mask = m
                } else {
                    l.mask?.position.x += 3
                }
            case 13:
                var t = CATransform3DIdentity
                t.m34 = next(2) == 0 ? 0 : -1.0 / 200
                l.sublayerTransform = t
            case 0: l.position = CGPoint(x: next(120), y: next(120))
            case 1: l.backgroundColor = colors[next(colors.count)]
            case 2: l.isHidden.toggle()
            case 3: l.zPosition = CGFloat(next(3))
            case 4: l.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(next(7)) / 3))
            case 5: l.removeFromSuperlayer()
            case 6:
                let p = all[next(all.count)]
                if !p.isInSubtree(of: l) { p.addSublayer(l) }
            case 7: l.opacity = Float(next(5)) / 4
            case 8: l.bounds.size = CGSize(width: 4 + next(40), height: 4 + next(40))
            case 9:
                l.shadowOpacity = Float(next(2))
                l.shadowRadius = CGFloat(next(4))
            default:
                l.masksToBounds.toggle()
                l.cornerRadius = CGFloat(next(6))
            }
            renderer.renderFrame(root: root)
            let incremental = renderer.makeImage()!
            let full = rendered(root, 120, 120)
            var differing = 0, worst = 0
            for y in 0..<120 {
                for x in 0..<120 {
                    let a = incremental.rgba(atX: x, y: y), b = full.rgba(atX: x, y: y)
                    // Compared premultiplied, so a faint edge pixel's colour does not count at full weight.
                    func pm(_ c: UInt8, _ alpha: UInt8) -> Int { Int(c) * Int(alpha) / 255 }
                    let d = max(abs(pm(a.r, a.a) - pm(b.r, b.a)), abs(pm(a.g, a.a) - pm(b.g, b.a)),
                                abs(pm(a.b, a.a) - pm(b.b, b.a)), abs(Int(a.a) - Int(b.a)))
                    // Cairo antialiases an edge a few units differently under a clip, so only differences
                    // beyond that (stale or missing content) count.
                    if d > 16 { differing += 1; worst = max(worst, d) }
                }
            }
            if differing > 0 { print("step \(step): \(differing) pixels differ by more than antialiasing, worst \(worst)") }
            let differs = differing > 0
            if differs { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}

/// Incremental frames of a masked subtree equal a whole-frame render, byte for byte, after every random
/// change. (Cairo's antialiased coverage of a path depends on the extents it is clipped to, so a mask's
/// offscreen pass keeps the mask's whole frame: a pass cut to the damage changes edge pixels by a few levels.)
@MainActor @Suite(.freshWorld) struct MaskedDamageInvariantTests {
    @Test("Random changes under a masked layer: each incremental frame equals a full render of the same tree")
    func randomChangesUnderAMask() {
        var rng = SystemRandomNumberGenerator()
        let seed = UInt64.random(in: 0..<1_000_000, using: &rng)
        var g = SplitMix64(state: seed)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let masked = CALayer()
        masked.frame = CGRect(x: 10, y: 10, width: 140, height: 100)
        masked.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        let mask = CAShapeLayer()
        mask.frame = masked.bounds
        mask.path = CGPath(ellipseIn: masked.bounds, transform: nil)
        masked.mask = mask
        var tiles: [CALayer] = []
        for i in 0..<12 {
            let t = CALayer()
            t.frame = CGRect(x: CGFloat(i % 4) * 35, y: CGFloat(i / 4) * 33, width: 30, height: 30)
            t.backgroundColor = CGColor(red: CGFloat(i) / 12, green: 0.5, blue: 0.2, alpha: 1)
            masked.addSublayer(t)
            tiles.append(t)
        }
        root.addSublayer(masked)
        let incremental = LayerTreeRenderer(pixelWidth: 160, pixelHeight: 120)!
        incremental.renderFrame(root: root)
        for step in 0..<40 {
            let t = tiles[Int(g.next() % UInt64(tiles.count))]
            switch g.next() % 3 {
            case 0: t.position = CGPoint(x: CGFloat(g.next() % 140), y: CGFloat(g.next() % 100))
            case 1: t.backgroundColor = CGColor(red: CGFloat(g.next() % 256) / 255, green: 0.3, blue: 0.6, alpha: 1)
            default: t.isHidden.toggle()
            }
            incremental.renderFrame(root: root)
            let difference = differenceFromFullRender(incremental, root: root)
            #expect(difference == nil, "seed \(seed), step \(step): \(difference ?? "")")
            if difference != nil { return }
        }
    }
}


/// The pixels (x, y) where two images of the same size differ by more than `tolerance` in a channel.
@MainActor func differingPixels(_ a: CGImage, _ b: CGImage, tolerance: UInt8 = 0) -> [(Int, Int)] {
    guard a.width == b.width, a.height == b.height,
          let da = a.dataProvider?.data as Data?, let db = b.dataProvider?.data as Data? else { return [(-1, -1)] }
    var out: [(Int, Int)] = []
    let bpr = a.bytesPerRow
    for y in 0..<a.height {
        for x in 0..<a.width {
            let o = y * bpr + 4 * x
            if (0..<4).contains(where: { max(da[o + $0], db[o + $0]) - min(da[o + $0], db[o + $0]) > tolerance }) {
                out.append((x, y))
            }
        }
    }
    return out
}

/// How the last frame of `incremental` differs from a full render of `root` by a fresh renderer of the same
/// size and scale: nil when they are equal byte for byte, otherwise the number of differing pixels and the
/// first one with its bytes in both images (the incremental frame's first).
@MainActor func differenceFromFullRender(_ incremental: LayerTreeRenderer, root: CALayer) -> String? {
    let a = incremental.makeImage()!, b = fullRender(like: incremental, root: root)
    let differing = differingPixels(a, b)
    guard let first = differing.first else { return nil }
    return "\(differing.count) pixels differ from a full render, first at \(first) \(pixelBytes(a, first.0, first.1) + pixelBytes(b, first.0, first.1))"
}

/// A full render of `root` by a fresh renderer of `incremental`'s size and scale.
@MainActor func fullRender(like incremental: LayerTreeRenderer, root: CALayer) -> CGImage {
    let full = LayerTreeRenderer(pixelWidth: incremental.pixelWidth, pixelHeight: incremental.pixelHeight,
                                 scale: incremental.scale)!
    full.renderFrame(root: root)
    return full.makeImage()!
}

@MainActor func pixelBytes(_ i: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    guard let d = i.dataProvider?.data as Data? else { return [] }
    let o = y * i.bytesPerRow + 4 * x
    return Array(d[o..<o + 4])
}
