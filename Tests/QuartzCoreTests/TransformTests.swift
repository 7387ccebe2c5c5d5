import Testing
import QuartzCore

/// CATransform3D against Apple's conventions: row vectors, Concat(a, b) applies a then b.
@MainActor @Suite(.freshWorld) struct CATransform3DTests {
    @Test func concatAppliesFirstArgumentFirst() {
        let s = CATransform3DMakeScale(2, 2, 1)
        let t = CATransform3DMakeTranslation(10, 0, 0)
        // Scale then translate maps (1, 1) to (12, 2): m41 = 10, m11 = 2.
        let st = CATransform3DConcat(s, t)
        #expect(st.m11 == 2 && st.m41 == 10)
        // Translate then scale maps (1, 1) to (22, 2): the translation is scaled, m41 = 20.
        #expect(CATransform3DConcat(t, s).m41 == 20)
    }

    @Test func affineRoundTrip() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == a)
    }

    @Test func invertOfSingularIsUnchanged() {
        let z = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(z) == z)
        let t = CATransform3DMakeTranslation(3, 4, 5)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(t, CATransform3DInvert(t))))
    }
}

/// Layer geometry: the numbers the issue quotes were checked on iOS.
@MainActor @Suite(.freshWorld) struct LayerGeometryTests {
    @Test func boundsSizeChangeKeepsPosition() {
        let l = CALayer()
        l.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        l.bounds.size = CGSize(width: 256, height: 512)
        #expect(l.frame.origin == CGPoint(x: -28, y: -156))
    }

    @Test func frameUnderScaleTransform() {
        let l = CALayer()
        l.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
        l.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        #expect(l.bounds.size == CGSize(width: 200, height: 200))
        #expect(l.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test func removingLastSublayerLeavesNil() {
        let p = CALayer(), c = CALayer()
        p.addSublayer(c)
        #expect(p.sublayers?.count == 1)
        c.removeFromSuperlayer()
        #expect(p.sublayers == nil)
    }
}
