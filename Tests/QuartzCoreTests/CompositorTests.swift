import Testing
import Foundation
import QuartzCore

/// Pixel tests of each compositing feature; expected colours from arithmetic.
@MainActor @Suite(.freshWorld) struct CompositorTests {
    func root(_ w: CGFloat = 40, _ h: CGFloat = 40) -> CALayer {
        let r = CALayer()
        r.bounds = CGRect(x: 0, y: 0, width: w, height: h)
        return r
    }

    @Test func backgroundAndBorderAboveSublayers() {
        let r = root()
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        l.backgroundColor = red
        l.borderWidth = 2
        l.borderColor = blue
        let child = CALayer()
        child.frame = l.bounds
        child.backgroundColor = green
        l.addSublayer(child)
        r.addSublayer(l)
        let img = rendered(r, 40, 40)
        #expect(pixel(img, 10, 10, is: (0, 0, 255, 255)))   // border covers the child
        #expect(pixel(img, 11, 20, is: (0, 0, 255, 255)))
        #expect(pixel(img, 12, 20, is: (0, 255, 0, 255)))   // inside the border: the child
        #expect(pixel(img, 9, 9, is: (0, 0, 0, 0)))
    }

    @Test func cornerRadiusRoundsBackgroundOnlyTheMaskedCorners() {
        let r = root()
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        l.backgroundColor = red
        l.cornerRadius = 10
        l.maskedCorners = [.layerMinXMinYCorner]  // top-left on iOS
        r.addSublayer(l)
        let img = rendered(r, 40, 40)
        #expect(pixel(img, 0, 0, is: (0, 0, 0, 0)))        // rounded away
        #expect(pixel(img, 39, 0, is: (255, 0, 0, 255)))   // square corners
        #expect(pixel(img, 0, 39, is: (255, 0, 0, 255)))
        #expect(pixel(img, 39, 39, is: (255, 0, 0, 255)))
        #expect(pixel(img, 10, 10, is: (255, 0, 0, 255)))
    }

    @Test func masksToBoundsClipsSublayersAndContents() {
        let r = root()
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let child = CALayer()
        child.frame = CGRect(x: -10, y: -10, width: 40, height: 40)
        child.backgroundColor = green
        l.addSublayer(child)
        r.addSublayer(l)
        var img = rendered(r, 40, 40)
        #expect(pixel(img, 5, 5, is: (0, 255, 0, 255)))
        l.masksToBounds = true
        img = rendered(r, 40, 40)
        #expect(pixel(img, 5, 5, is: (0, 0, 0, 0)))
        #expect(pixel(img, 15, 15, is: (0, 255, 0, 255)))
        l.cornerRadius = 10  // a circle
        img = rendered(r, 40, 40)
        #expect(pixel(img, 10, 10, is: (0, 0, 0, 0)))
        #expect(pixel(img, 20, 20, is: (0, 255, 0, 255)))
        // Contents bigger than the bounds (centre gravity) are clipped too.
        let big = CALayer()
        big.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        big.contents = solidImage(40, 40, blue)
        big.contentsGravity = .center
        let r2 = root()
        r2.addSublayer(big)
        #expect(pixel(rendered(r2, 40, 40), 2, 2, is: (0, 0, 255, 255)))
        big.masksToBounds = true
        #expect(pixel(rendered(r2, 40, 40), 2, 2, is: (0, 0, 0, 0)))
    }

    @Test func maskUsesTheMaskAlpha() {
        let r = root()
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        l.backgroundColor = red
        let m = CALayer()
        m.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        m.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        l.mask = m
        r.addSublayer(l)
        let img = rendered(r, 40, 40)
        // Red times the mask's alpha 0.5: straight red at alpha 128 (127.5 rounds either way).
        #expect(pixel(img, 10, 20, is: (255, 0, 0, 128)))
        #expect(pixel(img, 30, 20, is: (0, 0, 0, 0)))
    }

    @Test func groupOpacityCompositesTheSubtreeOnce() {
        func scene(group: Bool) -> CGImage {
            let r = root(20, 20)
            let p = CALayer()
            p.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            p.backgroundColor = red
            p.opacity = 0.5
            p.allowsGroupOpacity = group
            let c = CALayer()
            c.frame = p.bounds
            c.backgroundColor = blue
            p.addSublayer(c)
            r.addSublayer(p)
            return rendered(r, 20, 20)
        }
        // As a group: the opaque blue subtree at 0.5 → straight blue, alpha 127.5.
        #expect(pixel(scene(group: true), 10, 10, is: (0, 0, 255, 128)))
        // Separately: red at 0.5, then blue at 0.5 over it → alpha 0.75, premultiplied (0.25, 0, 0.5),
        // straight (85, 0, 170).
        #expect(pixel(scene(group: false), 10, 10, is: (85, 0, 170, 191)))
    }

    @Test func groupOpacityKeepsWhatTheSubtreeDrawsBeyondTheLayersBounds() {
        // The group's offscreen area is bounded by the subtree's own extent: a sublayer sticking out of
        // the bounds, a grandchild further out and a replicated instance must all still be drawn.
        let r = root(100, 100)
        let renderer = LayerTreeRenderer(pixelWidth: 100, pixelHeight: 100)!
        let far = CALayer()
        far.frame = CGRect(x: 90, y: 90, width: 10, height: 10)
        far.backgroundColor = green
        r.addSublayer(far)
        let p = CALayer()
        p.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
        p.backgroundColor = red
        let out = CALayer()
        out.frame = CGRect(x: 15, y: 0, width: 30, height: 10)   // reaches x = 65 in the root
        out.backgroundColor = blue
        let grand = CALayer()
        grand.frame = CGRect(x: 0, y: 20, width: 10, height: 10) // at (35...45, 40...50) in the root
        grand.backgroundColor = blue
        out.addSublayer(grand)
        p.addSublayer(out)
        let rep = CAReplicatorLayer()
        rep.frame = CGRect(x: 0, y: 25, width: 5, height: 5)
        rep.instanceCount = 2
        rep.instanceTransform = CATransform3DMakeTranslation(0, 30, 0)  // second instance at y = 75...80
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        dot.backgroundColor = blue
        rep.addSublayer(dot)
        p.addSublayer(rep)
        r.addSublayer(p)
        renderer.renderFrame(root: r)
        p.opacity = 0.5
        far.backgroundColor = white // damage spans the whole surface, around the group
        renderer.renderFrame(root: r)
        let img = renderer.makeImage()!
        #expect(pixel(img, 60, 25, is: (0, 0, 255, 128)))   // the sublayer beyond the bounds
        #expect(pixel(img, 40, 45, is: (0, 0, 255, 128)))   // the grandchild
        #expect(pixel(img, 22, 77, is: (0, 0, 255, 128)))   // the replicated instance
        #expect(pixel(img, 25, 35, is: (255, 0, 0, 128)))   // the group's own background
        #expect(pixel(img, 70, 70, is: (0, 0, 0, 0)))       // nothing else
    }

    @Test func zPositionSortIsStable() {
        let r = root(10, 10)
        let a = CALayer(), b = CALayer(), c = CALayer()
        for (l, col) in [(a, red), (b, green), (c, blue)] {
            l.frame = r.bounds
            l.backgroundColor = col
        }
        r.sublayers = [a, b, c]
        #expect(pixel(rendered(r, 10, 10), 5, 5, is: (0, 0, 255, 255)))
        a.zPosition = 1; b.zPosition = 1
        // a and b come after c, and keep their order: b on top.
        #expect(pixel(rendered(r, 10, 10), 5, 5, is: (0, 255, 0, 255)))
    }

    /// iOS spreads a shadow of radius r like a Gaussian of σ ≈ 0.92 r: with r = 10 about 19 points of
    /// shadow show beyond the edge (alpha at least 2%), not the 14 of σ = r / 2.
    @Test func shadowRadiusTenShowsAboutNineteenPoints() {
        let r = root(100, 40)
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        l.shadowOpacity = 1
        l.shadowOffset = .zero
        l.shadowRadius = 10
        l.shadowPath = CGPath(rect: CGRect(x: -100, y: -100, width: 130, height: 240), transform: nil)  // edge at x = 30
        r.addSublayer(l)
        let img = rendered(r, 100, 40)
        let visible = 255 * 2 / 100
        #expect(Int(img.rgba(atX: 30 + 17, y: 20).a) > visible)
        #expect(Int(img.rgba(atX: 30 + 21, y: 20).a) < visible)
        // Half the shadow's alpha at the edge itself.
        #expect(abs(Int(img.rgba(atX: 30, y: 20).a) - 128) <= 12)
    }

    @Test func shadowFollowsOffsetAndBlurs() {
        let r = root(60, 60)
        let l = CALayer()
        l.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
        l.backgroundColor = white
        l.shadowOpacity = 1
        l.shadowRadius = 0
        r.addSublayer(l)
        var img = rendered(r, 60, 60)
        // Default offset (0, -3): a hard black shadow 3 points above the layer, nothing below it.
        #expect(pixel(img, 30, 18, is: (0, 0, 0, 255)))
        #expect(pixel(img, 30, 16, is: (0, 0, 0, 0)))
        #expect(pixel(img, 30, 41, is: (0, 0, 0, 0)))
        #expect(pixel(img, 30, 30, is: (255, 255, 255, 255)))

        // A blurred shadow from a path: across a straight edge the alpha follows the discrete Gaussian's
        // cumulative sum. Core Animation spreads a shadow radius r as a Gaussian of σ ≈ 0.92 r:
        // σ = 3.68 px, kernel radius ⌈3σ⌉ = 12.
        l.backgroundColor = nil
        l.shadowOffset = .zero
        l.shadowRadius = 4
        l.shadowPath = CGPath(rect: CGRect(x: -20, y: -20, width: 30, height: 60), transform: nil)  // right edge at x = 10 → 30 in root
        img = rendered(r, 60, 60)
        let sigma = 0.92 * 4
        let weights = (-12...12).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        func expected(_ x: Int) -> Int {
            // Pixel x is covered where x + i < 30.
            var s = 0.0
            for i in -12...12 where x + i < 30 && x + i >= 0 { s += weights[i + 12] }
            return Int((s / total * 255).rounded())
        }
        for x in [22, 26, 28, 29, 30, 31, 33, 37] {
            let a = Int(img.rgba(atX: x, y: 20).a)
            #expect(abs(a - expected(x)) <= 2, "x \(x): alpha \(a), expected \(expected(x))")
        }
        #expect(img.rgba(atX: 16, y: 20).a == 255)
        #expect(img.rgba(atX: 44, y: 20).a == 0)
    }

    @Test func shadowFollowsTheContentsAlpha() {
        // An image whose left half is opaque and right half transparent: only the left half casts a shadow.
        let ctx = makeCanvas(20, 20)
        ctx.setFillColor(white)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        let r = root(60, 60)
        let l = CALayer()
        l.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
        l.contents = ctx.makeImage()!
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowOffset = CGSize(width: 0, height: 5)
        r.addSublayer(l)
        let img = rendered(r, 60, 60)
        #expect(pixel(img, 25, 42, is: (0, 0, 0, 255)))   // below the opaque half
        #expect(pixel(img, 35, 42, is: (0, 0, 0, 0)))     // below the transparent half
        #expect(pixel(img, 25, 30, is: (255, 255, 255, 255)))  // the contents above their shadow
        #expect(pixel(img, 35, 30, is: (0, 0, 0, 0)))     // no shadow shows through the transparent half
    }

    @Test func shadowFollowsSublayersAndTheirChanges() {
        let r = root(60, 60)
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowOffset = CGSize(width: 0, height: 20)
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.backgroundColor = white
        l.addSublayer(child)
        r.addSublayer(l)
        var img = rendered(r, 60, 60)
        #expect(pixel(img, 5, 25, is: (0, 0, 0, 255)))
        #expect(pixel(img, 25, 25, is: (0, 0, 0, 0)))
        child.position.x += 20  // the cached shadow must follow the moved sublayer
        img = rendered(r, 60, 60)
        #expect(pixel(img, 5, 25, is: (0, 0, 0, 0)))
        #expect(pixel(img, 25, 25, is: (0, 0, 0, 255)))
    }

    @Test func hugeShadowsAndLayersStayBounded() {
        let r = root(100, 100)
        let l = CALayer()
        l.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        l.backgroundColor = white
        l.shadowOpacity = 1
        l.shadowRadius = 2000          // blurred at a low resolution instead of a 6000-pixel kernel
        l.shadowRadius = .nan          // ignored
        #expect(l.shadowRadius == 2000)
        r.addSublayer(l)
        let big = CAGradientLayer()
        big.frame = CGRect(x: 0, y: 0, width: 40_000, height: 40_000)  // 1.6 G points: drawn at a lower scale
        big.colors = [red, blue]
        big.opacity = 0.5
        r.insertSublayer(big, at: 0)
        let img = rendered(r, 100, 100)
        #expect(pixel(img, 50, 50, is: (255, 255, 255, 255)))
        // The gradient's first 100 of 40,000 points are red within rounding of the reduced resolution.
        #expect(img.rgba(atX: 5, y: 5).r > 200)
    }

    @Test func masksToBoundsHidesTheShadow() {
        let r = root(60, 60)
        let l = CALayer()
        l.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
        l.backgroundColor = white
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.masksToBounds = true
        r.addSublayer(l)
        #expect(pixel(rendered(r, 60, 60), 30, 18, is: (0, 0, 0, 0)))
    }

    @Test func contentsGravityFollowsIOS() {
        let r = root(20, 20)
        let l = CALayer()
        l.frame = r.bounds
        l.contents = solidImage(4, 4, blue)
        r.addSublayer(l)
        l.contentsGravity = .center
        var img = rendered(r, 20, 20)
        #expect(pixel(img, 9, 9, is: (0, 0, 255, 255)) && pixel(img, 7, 7, is: (0, 0, 0, 0)))
        // On iOS "top" is the bounds' maxY edge, the bottom of the screen.
        l.contentsGravity = .top
        img = rendered(r, 20, 20)
        #expect(pixel(img, 9, 18, is: (0, 0, 255, 255)) && pixel(img, 9, 1, is: (0, 0, 0, 0)))
        l.contentsGravity = .bottomLeft
        img = rendered(r, 20, 20)
        #expect(pixel(img, 1, 1, is: (0, 0, 255, 255)) && pixel(img, 18, 18, is: (0, 0, 0, 0)))
        l.contentsGravity = .resizeAspect
        l.bounds.size = CGSize(width: 20, height: 10)
        l.position = CGPoint(x: 10, y: 10)
        img = rendered(r, 20, 20)
        // A square image in 20×10: 10×10 centred horizontally at x 5...15.
        #expect(pixel(img, 10, 10, is: (0, 0, 255, 255)) && pixel(img, 2, 10, is: (0, 0, 0, 0)))
        // contentsScale 2: the 4-pixel image is 2 points wide.
        l.contentsGravity = .center
        l.contentsScale = 2
        img = rendered(r, 20, 20)
        #expect(pixel(img, 10, 10, is: (0, 0, 255, 255)) && pixel(img, 8, 10, is: (0, 0, 0, 0)))
    }

    /// A 2×2-pixel image: red, green on the first row; blue, white on the second.
    func quadImage() -> CGImage {
        let ctx = makeCanvas(2, 2)
        for (i, c) in [red, green, blue, white].enumerated() {
            ctx.setFillColor(c)
            ctx.fill(CGRect(x: i % 2, y: i / 2, width: 1, height: 1))
        }
        return ctx.makeImage()!
    }

    @Test func contentsRectPicksPartOfTheImage() {
        let r = root(10, 10)
        let l = CALayer()
        l.frame = r.bounds
        l.contents = quadImage()
        l.magnificationFilter = .nearest
        r.addSublayer(l)
        l.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)  // the top-right pixel
        var img = rendered(r, 10, 10)
        #expect(pixel(img, 5, 5, is: (0, 255, 0, 255)) && pixel(img, 0, 9, is: (0, 255, 0, 255)))
        l.contentsRect = CGRect(x: 0, y: 0.5, width: 0.5, height: 0.5)  // the bottom-left pixel
        img = rendered(r, 10, 10)
        #expect(pixel(img, 5, 5, is: (0, 0, 255, 255)))
    }

    @Test func contentsCenterStretchesNineParts() {
        // A 3×3 image: a red frame one pixel wide around a blue centre pixel.
        let ctx = makeCanvas(3, 3)
        ctx.setFillColor(red); ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        ctx.setFillColor(blue); ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        let image = ctx.makeImage()!
        let r = root(30, 30)
        let l = CALayer()
        l.frame = r.bounds
        l.contents = image
        l.magnificationFilter = .nearest
        l.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        r.addSublayer(l)
        let img = rendered(r, 30, 30)
        // The corners and edges stay one point thick; the centre fills the rest.
        #expect(pixel(img, 0, 0, is: (255, 0, 0, 255)))
        #expect(pixel(img, 15, 0, is: (255, 0, 0, 255)))
        #expect(pixel(img, 0, 15, is: (255, 0, 0, 255)))
        #expect(pixel(img, 29, 29, is: (255, 0, 0, 255)))
        #expect(pixel(img, 1, 1, is: (0, 0, 255, 255)))
        #expect(pixel(img, 28, 15, is: (0, 0, 255, 255)))
    }

    @Test func transformAndSublayerTransform() {
        let r = root(40, 40)
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        l.backgroundColor = red
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))  // about the centre (15,15): 5...25
        r.addSublayer(l)
        var img = rendered(r, 40, 40)
        #expect(pixel(img, 6, 6, is: (255, 0, 0, 255)) && pixel(img, 4, 4, is: (0, 0, 0, 0)))
        l.setAffineTransform(.identity)
        r.sublayerTransform = CATransform3DMakeTranslation(10, 0, 0)
        img = rendered(r, 40, 40)
        #expect(pixel(img, 25, 15, is: (255, 0, 0, 255)) && pixel(img, 12, 15, is: (0, 0, 0, 0)))
    }

    @Test func hiddenAndTransparentLayersAreSkipped() {
        let r = root(10, 10)
        let l = CALayer()
        l.frame = r.bounds
        l.backgroundColor = red
        r.addSublayer(l)
        l.isHidden = true
        #expect(pixel(rendered(r, 10, 10), 5, 5, is: (0, 0, 0, 0)))
        l.isHidden = false
        l.opacity = 0
        #expect(pixel(rendered(r, 10, 10), 5, 5, is: (0, 0, 0, 0)))
        l.opacity = 0.5
        #expect(pixel(rendered(r, 10, 10), 5, 5, is: (255, 0, 0, 128)))
    }
}
