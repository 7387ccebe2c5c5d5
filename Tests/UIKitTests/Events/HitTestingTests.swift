import Testing
import UIKit

/// `point(inside:with:)` and `hitTest(_:with:)` with UIKit's rules.
@MainActor @Suite(.serialized, .freshWorld)
struct HitTestingTests {
    @Test("iOS-checked: a root view scaled 0.5 with frame (0,0,100,100) has bounds 200×200; its child at (25,25,50,50) gets (74,74) but not (75,75)")
    func scaledRoot() {
        let window = makeWindow(CGSize(width: 200, height: 200))
        let root = UIView()
        root.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        window.addSubview(root); root.addSubview(child)
        #expect(root.bounds.size == CGSize(width: 200, height: 200))
        #expect(root.hitTest(CGPoint(x: 74, y: 74), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
        // The same points seen from the window: (74 − 100)·0.5 + 50 = 37 and 37.5.
        #expect(window.hitTest(CGPoint(x: 37, y: 37), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 37.5, y: 37.5), with: nil) === root)
    }

    @Test("point(inside:with:) is the bounds with the max edges exclusive")
    func pointInside() {
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(v.point(inside: .zero, with: nil))
        #expect(v.point(inside: CGPoint(x: 99.99, y: 49.99), with: nil))
        #expect(!v.point(inside: CGPoint(x: 100, y: 10), with: nil))
        #expect(!v.point(inside: CGPoint(x: 10, y: 50), with: nil))
        #expect(!v.point(inside: CGPoint(x: -0.01, y: 0), with: nil))
    }

    @Test("Hidden views, views with alpha below 0.01 and views with user interaction disabled are skipped with their subtrees")
    func skippedViews() {
        let window = makeWindow()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(back); window.addSubview(front); front.addSubview(inner)
        let p = CGPoint(x: 10, y: 10)
        #expect(window.hitTest(p, with: nil) === inner)
        front.isHidden = true
        #expect(window.hitTest(p, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(window.hitTest(p, with: nil) === back)
        front.alpha = 0.02 // (alpha is stored as the layer's Float opacity, so exactly 0.01 reads back just below 0.01)
        #expect(window.hitTest(p, with: nil) === inner)
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(p, with: nil) === back)
        front.isUserInteractionEnabled = true
        inner.isUserInteractionEnabled = false
        #expect(window.hitTest(p, with: nil) === front)
    }

    @Test("Seed: 'touch events that occur in a part of a view that lies outside its superview's bounds rectangle are not delivered to that view' — clipped or not")
    func outsideSuperviewBounds() {
        let window = makeWindow(CGSize(width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 50))
        window.addSubview(parent); parent.addSubview(child)
        #expect(!parent.clipsToBounds)
        #expect(window.hitTest(CGPoint(x: 60, y: 10), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 120, y: 10), with: nil) === window)
        #expect(parent.hitTest(CGPoint(x: 120, y: 10), with: nil) == nil)
    }

    @Test("Subviews are tried front to back; bounds origins and rotations are followed")
    func orderAndTransforms() {
        let window = makeWindow(CGSize(width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(a); window.addSubview(b)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === b)
        window.bringSubviewToFront(a)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === a)
        // Scrolled parent: a child at (0, 150) shows at the top once the bounds origin is (0, 150).
        let scroller = UIView(frame: CGRect(x: 0, y: 150, width: 200, height: 50))
        let row = UIView(frame: CGRect(x: 0, y: 150, width: 200, height: 20))
        window.addSubview(scroller); scroller.addSubview(row)
        #expect(window.hitTest(CGPoint(x: 10, y: 155), with: nil) === scroller)
        scroller.bounds.origin = CGPoint(x: 0, y: 150)
        #expect(window.hitTest(CGPoint(x: 10, y: 155), with: nil) === row)
        // A 100×20 bar rotated 90° about its center (100, 100) covers x 90..110, y 50..150.
        let bar = UIView(frame: CGRect(x: 50, y: 90, width: 100, height: 20))
        window.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(window.hitTest(CGPoint(x: 100, y: 60), with: nil) === bar)
        #expect(window.hitTest(CGPoint(x: 60, y: 100), with: nil) !== bar)
    }

    @Test("UIImageView does not take touches by default")
    func imageViewIgnoresTouches() {
        let window = makeWindow()
        let iv = UIImageView(image: QuadrantView.image(CGSize(width: 40, height: 20)))
        window.addSubview(iv)
        #expect(!iv.isUserInteractionEnabled)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
    }
}
