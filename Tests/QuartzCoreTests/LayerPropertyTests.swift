import Testing
import QuartzCore

/// Apple's documented defaults and the handling of bad input.
@MainActor @Suite(.freshWorld) struct LayerPropertyTests {
    @Test func defaultsAreApples() {
        let l = CALayer()
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.shadowOffset == CGSize(width: 0, height: -3))
        #expect(l.shadowRadius == 3)
        #expect(l.shadowOpacity == 0)
        #expect(l.opacity == 1)
        #expect(l.allowsGroupOpacity)
        #expect(l.contentsScale == 1)
        #expect(l.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(l.borderWidth == 0 && l.cornerRadius == 0)
        #expect(l.contentsGravity == .resize)
        #expect(l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.sublayers == nil && l.superlayer == nil && l.mask == nil)
        #expect(l.backgroundColor == nil && l.contents == nil)
        #expect(CATransform3DIsIdentity(l.transform) && CATransform3DIsIdentity(l.sublayerTransform))
        #expect(!l.needsDisplayOnBoundsChange && !l.masksToBounds && !l.isHidden)
        #expect(l.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    /// `shadowColor` is nullable with an opaque black default: a nil set reads back nil, as does
    /// `borderColor`'s, and the layer draws no shadow.
    @Test func nilColoursReadBackNil() {
        let l = CALayer()
        #expect(l.shadowColor == CGColor(gray: 0, alpha: 1))
        l.shadowColor = nil
        l.borderColor = nil
        #expect(l.shadowColor == nil && l.borderColor == nil)
        l.shadowOpacity = 1
        #expect(l.shadowColor == nil)
    }

    @Test func nonFiniteGeometryIsIgnored() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        l.position = CGPoint(x: CGFloat.nan, y: 1)
        l.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5)
        l.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        var t = CATransform3DIdentity; t.m41 = .nan
        l.transform = t
        l.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        l.opacity = .nan
        #expect(l.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(CATransform3DIsIdentity(l.transform))
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.opacity == 1)
    }

    @Test func opacityIsClamped() {
        let l = CALayer()
        l.opacity = 2
        #expect(l.opacity == 1)
        l.opacity = -1
        #expect(l.opacity == 0)
    }

    @Test("A clamped opacity is recorded as a change (the frame shows it), as any opacity change is")
    func clampedOpacityIsAChange() {
        let l = CALayer()
        l.opacity = 0.5
        let before = l.changeCount
        l.opacity = -1
        #expect(l.opacity == 0)
        #expect(l.changeCount > before)
        let again = l.changeCount
        l.opacity = -3
        #expect(l.changeCount == again)
    }

    @Test func backingStoreCapGivesNoStore() {
        let l = CALayer()
        let d = CountingDelegate()
        l.delegate = d
        // 2^13 × 2^13 pixels at scale 2 is 2^28 pixels, above the 2^26 cap.
        l.bounds = CGRect(x: 0, y: 0, width: 8192, height: 8192)
        l.contentsScale = 2
        l.setNeedsDisplay()
        l.displayIfNeeded()
        #expect(l.backingStore == nil)
        #expect(d.draws == 0)
        #expect(l.contents == nil)
    }

    @Test func modelAndPresentationAreTheLayer() {
        let l = CALayer()
        l.position = CGPoint(x: 3, y: 4)
        #expect(l.model() === l)
        #expect(l.presentation()?.position == CGPoint(x: 3, y: 4))
    }

    @Test func initWithLayerCopiesProperties() {
        let l = CALayer()
        l.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        l.backgroundColor = red
        l.cornerRadius = 5
        let c = CALayer(layer: l)
        #expect(c.frame == l.frame && c.backgroundColor == red && c.cornerRadius == 5)
    }
}

/// The layer tree.
@MainActor @Suite(.freshWorld) struct LayerTreeTests {
    @Test func insertionOrder() {
        let p = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        p.addSublayer(a)
        p.addSublayer(b)
        p.insertSublayer(c, at: 0)
        #expect(p.sublayers! == [c, a, b])
        p.insertSublayer(d, above: a)
        #expect(p.sublayers! == [c, a, d, b])
        p.insertSublayer(b, below: c)
        #expect(p.sublayers! == [b, c, a, d])
        p.insertSublayer(b, above: d)
        #expect(p.sublayers! == [c, a, d, b])
        p.insertSublayer(a, at: 100)
        #expect(p.sublayers! == [c, d, b, a])
        p.insertSublayer(c, above: d)
        #expect(p.sublayers! == [d, c, b, a])
    }

    @Test func oneSuperlayer() {
        let p1 = CALayer(), p2 = CALayer(), c = CALayer()
        p1.addSublayer(c)
        p2.addSublayer(c)
        #expect(p1.sublayers == nil)
        #expect(p2.sublayers! == [c])
        #expect(c.superlayer === p2)
    }

    @Test func replaceSublayer() {
        let p = CALayer(), a = CALayer(), b = CALayer(), n = CALayer()
        p.sublayers = [a, b]
        p.replaceSublayer(a, with: n)
        #expect(p.sublayers! == [n, b])
        #expect(a.superlayer == nil && n.superlayer === p)
    }

    @Test func settingSublayersToEmptyGivesNil() {
        let p = CALayer()
        p.sublayers = [CALayer()]
        p.sublayers = []
        #expect(p.sublayers == nil)
    }

    @Test func maskHasNoSuperlayer() {
        let l = CALayer(), m = CALayer(), p = CALayer()
        p.addSublayer(m)
        l.mask = m
        #expect(m.superlayer == nil)
        #expect(p.sublayers == nil)
    }

    @Test func addingToOwnSubtreeIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = CALayer(), b = CALayer()
                a.addSublayer(b)
                b.addSublayer(a)
            }
        }
    }
}
