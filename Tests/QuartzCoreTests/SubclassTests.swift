import Testing
import Foundation
import QuartzCore

/// CAShapeLayer, CAGradientLayer, CAReplicatorLayer and CATransformLayer.
@MainActor @Suite(.freshWorld) struct LayerSubclassTests {
    @Test func shapeLayerDefaults() {
        let s = CAShapeLayer()
        #expect(s.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(s.strokeColor == nil)
        #expect(s.lineWidth == 1 && s.miterLimit == 10)
        #expect(s.lineCap == .butt && s.lineJoin == .miter && s.fillRule == .nonZero)
        #expect(s.strokeStart == 0 && s.strokeEnd == 1)
    }

    @Test func shapeLayerFillsWithTheRule() {
        let s = CAShapeLayer()
        s.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        p.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        s.path = p
        s.fillColor = red
        var img = rendered(s, 30, 30)
        #expect(pixel(img, 15, 15, is: (255, 0, 0, 255)))
        s.fillRule = .evenOdd
        img = rendered(s, 30, 30)
        #expect(pixel(img, 15, 15, is: (0, 0, 0, 0)))
        #expect(pixel(img, 5, 5, is: (255, 0, 0, 255)))
    }

    @Test func shapeLayerStrokesBetweenStartAndEnd() {
        let s = CAShapeLayer()
        s.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 5))
        p.addLine(to: CGPoint(x: 40, y: 5))
        s.path = p
        s.fillColor = nil
        s.strokeColor = blue
        s.lineWidth = 4
        var img = rendered(s, 40, 10)
        #expect(pixel(img, 5, 5, is: (0, 0, 255, 255)) && pixel(img, 35, 5, is: (0, 0, 255, 255)))
        #expect(pixel(img, 20, 1, is: (0, 0, 0, 0)))  // 4 wide: rows 3...6
        s.strokeEnd = 0.5
        img = rendered(s, 40, 10)
        #expect(pixel(img, 5, 5, is: (0, 0, 255, 255)) && pixel(img, 35, 5, is: (0, 0, 0, 0)))
        s.strokeStart = 0.75
        s.strokeEnd = 1
        img = rendered(s, 40, 10)
        #expect(pixel(img, 5, 5, is: (0, 0, 0, 0)) && pixel(img, 35, 5, is: (0, 0, 255, 255)))
    }

    @Test func shapeLayerDrawsBetweenContentsAndSublayers() {
        let s = CAShapeLayer()
        s.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        s.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        s.fillColor = red
        s.backgroundColor = green
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 5, height: 10)
        child.backgroundColor = blue
        s.addSublayer(child)
        let img = rendered(s, 10, 10)
        #expect(pixel(img, 2, 5, is: (0, 0, 255, 255)))
        #expect(pixel(img, 7, 5, is: (255, 0, 0, 255)))
    }

    @Test func gradientDefaultsRunTopToBottom() {
        let g = CAGradientLayer()
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1) && g.type == .axial)
        g.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        g.colors = [red, blue]
        let img = rendered(g, 10, 100)
        // Pixel row y samples t = (y + 0.5) / 100 of the components' straight ramp, which iOS takes as Generic
        // RGB (1.8 gamma, P22 phosphors) and matches to sRGB: red is (255, 41, 0), blue (17, 48, 255), and the
        // middle row (149, 32, 145) is lighter than the sRGB ramp's (129, 0, 126).
        #expect(near(img, 5, 0, (255, 41, 0, 255)))
        #expect(near(img, 5, 49, (149, 32, 145, 255)))
        #expect(near(img, 5, 99, (17, 47, 254, 255)))
    }

    @Test func gradientLocationsAndRadial() {
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        g.startPoint = CGPoint(x: 0, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        g.colors = [red, green, blue]
        g.locations = [0, 0.2, 1]
        var img = rendered(g, 100, 10)
        // t = 0.005 at x 0: 1/40 of the way from red to green, matched from Generic RGB to sRGB.
        #expect(near(img, 0, 5, (252, 42, 0, 255)))
        // t = 0.605 at x 60: between green (0.2) and blue (1), f = 0.405 / 0.8 of the way.
        #expect(near(img, 60, 5, (0, 143, 148, 255)))

        let r = CAGradientLayer()
        r.type = .radial
        r.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        r.startPoint = CGPoint(x: 0.5, y: 0.5)
        r.endPoint = CGPoint(x: 1, y: 1)
        r.colors = [white, blue]
        img = rendered(r, 40, 40)
        // Near the centre almost white; at the corners (t ≥ 1) fully blue.
        #expect(img.rgba(atX: 19, y: 19).r > 240)
        #expect(near(img, 0, 0, (17, 48, 255, 255)))
    }

    /// Whether the pixel at (x, y) is within one level of `rgba` in every channel (the matched colours are
    /// rounded once more than the stops).
    private func near(_ img: CGImage, _ x: Int, _ y: Int, _ rgba: (Int, Int, Int, Int)) -> Bool {
        let p = img.rgba(atX: x, y: y)
        return abs(Int(p.r) - rgba.0) <= 1 && abs(Int(p.g) - rgba.1) <= 1 && abs(Int(p.b) - rgba.2) <= 1
            && abs(Int(p.a) - rgba.3) <= 1
    }

    @Test func gradientAsAMaskFadesTheLayer() {
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        l.backgroundColor = red
        let fade = CAGradientLayer()
        fade.frame = l.bounds
        fade.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 0, alpha: 0)]
        l.mask = fade
        let img = rendered(l, 10, 100)
        // Row y keeps alpha 1 − (y + 0.5) / 100 of the red.
        for y in [0, 25, 50, 75] {
            let a = Int(((1 - (Double(y) + 0.5) / 100) * 255).rounded())
            #expect(abs(Int(img.rgba(atX: 5, y: y).a) - a) <= 2, "row \(y)")
            #expect(img.rgba(atX: 5, y: y).r == 255)
        }
        #expect(img.rgba(atX: 5, y: 99).a <= 2)
    }

    @Test func replicatorRepeatsSublayers() {
        let rep = CAReplicatorLayer()
        #expect(rep.instanceCount == 1 && CATransform3DIsIdentity(rep.instanceTransform))
        rep.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 5, height: 10)
        dot.backgroundColor = white
        rep.addSublayer(dot)
        rep.instanceCount = 3
        rep.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        rep.instanceBlueOffset = -0.5
        let img = rendered(rep, 40, 10)
        #expect(pixel(img, 2, 5, is: (255, 255, 255, 255)))
        #expect(pixel(img, 12, 5, is: (255, 255, 128, 255)))   // blue × 0.5
        #expect(pixel(img, 22, 5, is: (255, 255, 0, 255)))     // blue × 0
        #expect(pixel(img, 32, 5, is: (0, 0, 0, 0)))
        #expect(pixel(img, 7, 5, is: (0, 0, 0, 0)))
    }

    @Test func transformLayerDrawsOnlySublayers() {
        let t = CATransformLayer()
        t.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        t.backgroundColor = red
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.backgroundColor = blue
        t.addSublayer(child)
        let img = rendered(t, 20, 20)
        #expect(pixel(img, 5, 5, is: (0, 0, 255, 255)))
        #expect(pixel(img, 15, 15, is: (0, 0, 0, 0)))
        #expect(t.hitTest(CGPoint(x: 15, y: 15)) == nil)
        #expect(t.hitTest(CGPoint(x: 5, y: 5)) === child)
    }
}

/// CAScrollLayer and the scrolling helpers on CALayer.
@MainActor @Suite(.freshWorld) struct ScrollLayerTests {
    @Test func scrollMovesTheBoundsOriginAlongAllowedAxes() {
        let s = CAScrollLayer()
        s.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        s.scroll(to: CGPoint(x: 10, y: 20))
        #expect(s.bounds.origin == CGPoint(x: 10, y: 20))
        #expect(s.frame.origin == .zero)  // position stays
        s.scrollMode = .vertically
        s.scroll(to: CGPoint(x: 50, y: 60))
        #expect(s.bounds.origin == CGPoint(x: 10, y: 60))
        s.scrollMode = .none
        s.scroll(to: CGPoint.zero)
        #expect(s.bounds.origin == CGPoint(x: 10, y: 60))
    }

    @Test func sublayersScrollTheirScrollLayer() {
        let s = CAScrollLayer(), content = CALayer()
        s.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        content.frame = CGRect(x: 0, y: 0, width: 100, height: 1000)
        s.addSublayer(content)
        content.scroll(CGPoint(x: 0, y: 300))
        #expect(s.bounds.origin == CGPoint(x: 0, y: 300))
        #expect(content.visibleRect == CGRect(x: 0, y: 300, width: 100, height: 100))
        // Showing (0, 500, 10, 50) needs the least move: its bottom at the bounds' bottom.
        content.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50))
        #expect(s.bounds.origin == CGPoint(x: 0, y: 450))
        content.scrollRectToVisible(CGRect(x: 0, y: 460, width: 10, height: 10))
        #expect(s.bounds.origin == CGPoint(x: 0, y: 450))
    }
}

/// CATiledLayer: tiles drawn on demand where composited, kept until invalidated.
@MainActor @Suite(.freshWorld) struct TiledLayerTests {
    @Test func drawsOnlyVisibleTilesOnceEach() {
        let t = CATiledLayer()
        #expect(t.tileSize == CGSize(width: 256, height: 256) && t.levelsOfDetail == 1 && t.levelsOfDetailBias == 0)
        let d = CountingDelegate()
        t.delegate = d
        // Far above the backing-store cap: only tiles are ever allocated.
        t.frame = CGRect(x: 0, y: 0, width: 100_000, height: 100_000)
        var img = rendered(t, 300, 300)
        // 300 points at scale 1 meet tiles 0 and 1 on each axis.
        #expect(t.tileDrawCount == 4)
        #expect(pixel(img, 10, 10, is: (255, 0, 0, 255)) && pixel(img, 290, 290, is: (255, 0, 0, 255)))
        img = rendered(t, 300, 300)
        #expect(t.tileDrawCount == 4)
        d.color = blue
        t.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
        img = rendered(t, 300, 300)
        #expect(t.tileDrawCount == 5)
        #expect(pixel(img, 10, 10, is: (0, 0, 255, 255)))
        #expect(pixel(img, 290, 290, is: (255, 0, 0, 255)))
        #expect(t.backingStore == nil)
    }
}
