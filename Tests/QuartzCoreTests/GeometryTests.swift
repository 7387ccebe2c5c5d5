import Testing
import QuartzCore

/// Frame, conversion and hit testing through transforms and bounds origins.
@MainActor @Suite(.freshWorld) struct LayerConversionTests {
    @Test func frameUnderRotationIsTheBoundingBox() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 100, y: 100)
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        // A quarter turn about the centre swaps the extents: 50 wide, 100 high, centred on (100, 100).
        let f = l.frame
        #expect(abs(f.minX - 75) < 1e-9 && abs(f.minY - 50) < 1e-9)
        #expect(abs(f.width - 50) < 1e-9 && abs(f.height - 100) < 1e-9)
    }

    @Test func frameFollowsAnchorPoint() {
        let l = CALayer()
        l.anchorPoint = .zero
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.position = CGPoint(x: 5, y: 5)
        #expect(l.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        l.frame = CGRect(x: 20, y: 30, width: 40, height: 50)
        #expect(l.position == CGPoint(x: 20, y: 30))
        #expect(l.bounds.size == CGSize(width: 40, height: 50))
    }

    @Test func convertThroughBoundsOrigin() {
        let root = CALayer(), child = CALayer()
        root.bounds = CGRect(x: 0, y: 50, width: 200, height: 200)  // scrolled down by 50
        root.addSublayer(child)
        child.frame = CGRect(x: 10, y: 60, width: 20, height: 20)
        // The child's origin is at root-bounds (10, 60); the root's own visible top-left is bounds y 50.
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 60))
        #expect(root.convert(CGPoint(x: 15, y: 65), to: child) == CGPoint(x: 5, y: 5))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: root) == CGRect(x: 10, y: 60, width: 5, height: 5))
    }

    @Test func convertThroughScaleTransform() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        child.frame = CGRect(x: 0, y: 0, width: 100, height: 100)  // centred at (50, 50)
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        // Local (0,0) is 50 left and above the centre, scaled by 2: (50 - 100, 50 - 100).
        let p = child.convert(CGPoint.zero, to: root)
        #expect(p == CGPoint(x: -50, y: -50))
        let back = root.convert(p, to: child)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    }

    @Test func convertBetweenSiblings() {
        let root = CALayer(), a = CALayer(), b = CALayer()
        root.sublayers = [a, b]
        a.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        b.frame = CGRect(x: 100, y: 50, width: 10, height: 10)
        #expect(a.convert(CGPoint(x: 1, y: 2), to: b) == CGPoint(x: -89, y: -38))
        #expect(b.convert(CGPoint(x: 1, y: 2), from: a) == CGPoint(x: -89, y: -38))
        #expect(a.convert(CGPoint(x: -89, y: -38), from: b) == CGPoint(x: 1, y: 2))
    }

    @Test func hitTestDeepestWins() {
        let root = CALayer(), a = CALayer(), b = CALayer(), hidden = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        a.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        b.frame = CGRect(x: 5, y: 5, width: 10, height: 10)  // in a's space: root (15...25)
        hidden.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        hidden.isHidden = true
        root.sublayers = [a, hidden]
        a.addSublayer(b)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === b)
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === a)
        #expect(root.hitTest(CGPoint(x: 90, y: 90)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) == nil)
        #expect(a.contains(CGPoint(x: 49, y: 49)) && !a.contains(CGPoint(x: 51, y: 0)))
    }

    @Test func hitTestLaterSiblingAndZPositionWin() {
        let root = CALayer(), low = CALayer(), high = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        low.frame = root.bounds; high.frame = root.bounds
        root.sublayers = [low, high]
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === high)
        low.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === low)
    }
}
