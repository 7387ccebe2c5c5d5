import Testing
import UIKit

/// Frame, bounds, center, transform and coordinate conversion: the seed's "View Geometry and Coordinate
/// Systems" and Apple's UIView reference.
@MainActor @Suite(.serialized, .freshWorld)
struct GeometryTests {
    @Test("Seed figure: an image view at (40, 40) of 240×380 has bounds origin (0, 0) and the same size")
    func frameAndBoundsFigure() {
        let v = UIImageView(frame: CGRect(x: 40, y: 40, width: 240, height: 380))
        #expect(v.frame == CGRect(x: 40, y: 40, width: 240, height: 380))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 240, height: 380))
        #expect(v.center == CGPoint(x: 40 + 240 / 2, y: 40 + 380 / 2))
    }

    @Test("Seed: 'When you set the frame property, the size value in the bounds property changes to match the new size of the frame rectangle. The value in the center property similarly changes'")
    func settingFrame() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.bounds.origin = CGPoint(x: 5, y: 7)
        v.frame = CGRect(x: 20, y: 30, width: 100, height: 60)
        #expect(v.bounds == CGRect(x: 5, y: 7, width: 100, height: 60)) // the origin is not the frame's
        #expect(v.center == CGPoint(x: 70, y: 60))
    }

    @Test("Seed: 'When you set the center property, the origin value in the frame changes accordingly'")
    func settingCenter() {
        let v = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 60))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -30, width: 100, height: 60))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test("Seed: 'When you set the size of the bounds property, the size value in the frame property changes to match' — about the center")
    func settingBounds() {
        let v = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 60))
        v.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(v.center == CGPoint(x: 70, y: 60))
        #expect(v.frame == CGRect(x: 50, y: 50, width: 40, height: 20))
    }

    @Test("Apple: a 50×50 view at the origin with transform scale 2 has frame (−25, −25, 100, 100) and unchanged bounds")
    func scaledFrame() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: -25, y: -25, width: 100, height: 100))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(v.center == CGPoint(x: 25, y: 25))
    }

    @Test("Seed: 'all transformations are performed relative to the view's center point'; a rotated frame reads as the bounding box")
    func rotationAboutCenter() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(v.center == CGPoint(x: 50, y: 25))
        #expect(v.frame.isClose(to: CGRect(x: 25, y: -25, width: 50, height: 100)))
        v.transform = .identity
        #expect(v.frame.isClose(to: CGRect(x: 0, y: 0, width: 100, height: 50)))
    }

    @Test("iOS-checked: setting frame (0, 0, 100, 100) on a view scaled 0.5 gives bounds 200×200")
    func frameUnderScale() {
        let v = UIView()
        v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        v.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(v.bounds.size == CGSize(width: 200, height: 200))
        #expect(v.center == CGPoint(x: 50, y: 50))
    }

    @Test("Seed: 'If you change the bounds origin, ... the new rectangle becomes the view's visible content' — subviews shift by the origin")
    func boundsOriginShiftsSubviews() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let child = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
        window.addSubview(parent); parent.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 40, y: 40))
        parent.bounds.origin = CGPoint(x: 20, y: 5)
        #expect(child.frame == CGRect(x: 30, y: 30, width: 10, height: 10)) // frames unchanged
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 35))
        #expect(parent.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test("convert(_:to:)/convert(_:from:) go through transforms and bounds origins; nil means the window")
    func conversions() {
        let window = makeWindow(CGSize(width: 200, height: 200))
        let root = UIView()
        root.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        window.addSubview(root); root.addSubview(child)
        // child (0,0) → root (25,25) → window: (25 − 100)·0.5 + 50 = 12.5
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 12.5, y: 12.5))
        #expect(child.convert(CGPoint.zero, to: window) == CGPoint(x: 12.5, y: 12.5))
        #expect(child.convert(CGPoint(x: 12.5, y: 12.5), from: nil) == .zero)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: nil) == CGRect(x: 12.5, y: 12.5, width: 25, height: 25))
        #expect(window.convert(CGRect(x: 12.5, y: 12.5, width: 25, height: 25), to: child) == CGRect(x: 0, y: 0, width: 50, height: 50))
        // Between siblings in different branches.
        let other = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        other.bounds.origin = CGPoint(x: 10, y: 10)
        window.addSubview(other)
        #expect(child.convert(CGPoint.zero, to: other) == CGPoint(x: 12.5 - 100 + 10, y: 12.5 - 100 + 10))
        #expect(other.convert(CGPoint(x: -77.5, y: -77.5), to: child).isClose(to: .zero))
        // A 90° rotation maps a rect to the bounding box of its corners.
        let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(rotated)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(rotated.convert(rotated.bounds, to: window).isClose(to: CGRect(x: 25, y: -25, width: 50, height: 100)))
    }

    @Test("contentScaleFactor is the screen's scale by default; UIScreen reports bounds in points and native pixels")
    func screenAndScale() {
        let saved = UIScreen.main
        defer { UIScreen.main = saved }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        #expect(UIView().contentScaleFactor == 3)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeScale == 3)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        let window = makeWindow(scale: 2)
        let v = UIView()
        window.addSubview(v)
        #expect(v.contentScaleFactor == 2)
    }

    @Test("Non-finite geometry is ignored with a warning, as UIKit tolerates it")
    func nanGeometry() {
        let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        v.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        v.center = CGPoint(x: CGFloat.infinity, y: 0)
        #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
