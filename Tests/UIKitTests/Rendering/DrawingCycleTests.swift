import Testing
import UIKit

/// The seed's "View Drawing Cycle": on-demand drawing, coalesced invalidation, snapshots reused.
@MainActor @Suite(.serialized, .freshWorld)
struct DrawingCycleTests {
    private func drawnView(_ frame: CGRect = CGRect(x: 0, y: 0, width: 40, height: 20)) -> (UIWindow, QuadrantView) {
        let window = makeWindow()
        let v = QuadrantView(frame: frame)
        window.addSubview(v)
        UIApplication.shared.runOneTurn()
        return (window, v)
    }

    @Test("Seed: 'When a view first appears on the screen, the system asks it to draw its content' — and not before it is in a window")
    func firstDrawOnAppearance() {
        let v = QuadrantView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        UIApplication.shared.runOneTurn()
        #expect(v.drawCount == 0)
        let window = makeWindow()
        window.addSubview(v)
        #expect(v.drawCount == 0) // nothing draws eagerly
        UIApplication.shared.runOneTurn()
        #expect(v.drawCount == 1)
        #expect(v.rects == [v.bounds])
        #expect(v.hadContext)
    }

    @Test("Seed: 'the system waits until the end of the current run loop before initiating any drawing operations' — three setNeedsDisplay give one draw(_:)")
    func coalescing() {
        let (window, v) = drawnView()
        defer { withExtendedLifetime(window) {} }
        v.setNeedsDisplay(); v.setNeedsDisplay(); v.setNeedsDisplay()
        #expect(v.drawCount == 1)
        UIApplication.shared.runOneTurn()
        #expect(v.drawCount == 2)
        UIApplication.shared.runOneTurn()
        #expect(v.drawCount == 2)
    }

    @Test("Two invalidated rects give one draw(_:) with their union; setNeedsDisplay() gives the bounds")
    func unionOfRects() {
        let (window, v) = drawnView()
        defer { withExtendedLifetime(window) {} }
        v.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        v.setNeedsDisplay(CGRect(x: 20, y: 10, width: 4, height: 4))
        UIApplication.shared.runOneTurn()
        #expect(v.drawCount == 2)
        #expect(v.rects.last == CGRect(x: 0, y: 0, width: 24, height: 14))
        v.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
        v.setNeedsDisplay()
        UIApplication.shared.runOneTurn()
        #expect(v.rects.last == v.bounds)
    }

    @Test("Random invalidations, repeated or not: one draw(_:) per turn with the union of the rects")
    func randomInvalidationsGiveTheirUnion() {
        let (window, v) = drawnView()
        defer { withExtendedLifetime(window) {} }
        var rng = SplitMix64(seed: 40)
        for _ in 0..<80 {
            var expected = CGRect.null
            var last = v.bounds
            for _ in 0..<rng.int(1...6) {
                switch rng.below(3) {
                case 0:
                    last = v.bounds
                    v.setNeedsDisplay()
                case 1:
                    // Inside or across the 40×20 bounds, never outside them.
                    last = CGRect(x: rng.int(0...30), y: rng.int(0...15), width: rng.int(1...20), height: rng.int(1...10))
                    v.setNeedsDisplay(last)
                default:
                    v.setNeedsDisplay(last) // the same rect again adds nothing
                }
                expected = expected.union(last.intersection(v.bounds))
            }
            let draws = v.drawCount
            UIApplication.shared.runOneTurn()
            #expect(v.drawCount == draws + 1)
            #expect(v.rects.last == expected)
        }
    }

    @Test("draw(_:)'s context is clipped to the invalidated rect: pixels outside it keep the old snapshot")
    func clippedToRect() {
        final class FillView: UIView {
            var color = UIColor.red
            override func draw(_ rect: CGRect) { color.setFill(); UIRectFill(bounds) }
        }
        let window = makeWindow()
        let v = FillView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.addSubview(v)
        UIApplication.shared.runOneTurn()
        v.color = .blue
        v.setNeedsDisplay(CGRect(x: 10, y: 0, width: 10, height: 20))
        let image = window.renderedImage(scale: 1)
        #expect(image.pixel(5, 10).isClose(to: RGBA.red))
        #expect(image.pixel(15, 10).isClose(to: RGBA.blue))
        #expect(image.pixel(25, 10).isClose(to: RGBA.red))
    }

    @Test("clearsContextBeforeDrawing: true clears the rect to transparent first; false keeps the old pixels under new drawing")
    func clearsContext() {
        final class HalfView: UIView {
            var paint = true
            override func draw(_ rect: CGRect) {
                guard let ctx = UIGraphicsGetCurrentContext() else { return }
                if paint { ctx.setFillColor(UIColor.red.cgColor); ctx.fill(bounds) }
                else { ctx.setFillColor(UIColor.blue.cgColor); ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20)) }
            }
        }
        for clears in [true, false] {
            let window = makeWindow()
            let v = HalfView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            v.clearsContextBeforeDrawing = clears
            v.isOpaque = false // cleared pixels are transparent only in a view that is not opaque
            window.addSubview(v)
            UIApplication.shared.runOneTurn()
            v.paint = false
            v.setNeedsDisplay()
            let image = window.renderedImage(scale: 1)
            #expect(image.pixel(5, 10).isClose(to: RGBA.blue))
            // Cleared: the window's white shows through; not cleared: the old red stays.
            #expect(image.pixel(30, 10).isClose(to: clears ? RGBA.white : RGBA.red))
        }
    }

    @Test("Seed: 'Changing a view's geometry does not automatically cause the system to redraw the view's content' — moving, alpha, transform and resizing reuse the snapshot")
    func geometryDoesNotRedraw() {
        let (window, v) = drawnView()
        defer { withExtendedLifetime(window) {} }
        v.center = CGPoint(x: 60, y: 60)
        v.alpha = 0.5
        v.transform = CGAffineTransform(rotationAngle: 0.3)
        v.transform = .identity
        v.bounds.size = CGSize(width: 80, height: 80)
        v.isHidden = true; v.isHidden = false
        v.backgroundColor = .gray
        UIApplication.shared.runOneTurn()
        #expect(v.drawCount == 1)
    }

    @Test("Seed: 'Changing the value of this property to UIViewContentModeRedraw forces the system to call your drawRect: method in response to geometry changes' — size changes only")
    func redrawMode() {
        let (window, v) = drawnView()
        defer { withExtendedLifetime(window) {} }
        v.contentMode = .redraw
        v.center = CGPoint(x: 50, y: 50)
        UIApplication.shared.runOneTurn()
        #expect(v.drawCount == 1)
        v.frame.size = CGSize(width: 80, height: 80)
        UIApplication.shared.runOneTurn()
        #expect(v.drawCount == 2)
        #expect(v.rects.last == CGRect(x: 0, y: 0, width: 80, height: 80))
    }

    @Test("Only views that draw get a backing store; backgroundColor is a layer property and draws nothing")
    func backingStores() {
        let window = makeWindow(scale: 2)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.backgroundColor = .red
        let drawn = QuadrantView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.addSubview(plain); window.addSubview(drawn)
        UIApplication.shared.runOneTurn()
        #expect(plain.layer.contents == nil)
        let store = drawn.layer.contents as? CGImage
        #expect(store?.width == 80 && store?.height == 40) // bounds × contentScaleFactor
    }

    @Test("Seed figure: a 45° rotation in draw(_:) plus a 45° view transform look like 90°")
    func twoRotations() {
        final class DiamondView: UIView {
            override func draw(_ rect: CGRect) {
                guard let ctx = UIGraphicsGetCurrentContext() else { return }
                ctx.translateBy(x: bounds.midX, y: bounds.midY)
                ctx.rotate(by: .pi / 4)
                UIColor.blue.setFill()
                ctx.fill(CGRect(x: -30, y: -4, width: 60, height: 8)) // a horizontal bar, turned 45°
            }
        }
        let window = makeWindow()
        let v = DiamondView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.isOpaque = false
        window.addSubview(v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let image = window.renderedImage(scale: 1)
        // 45° + 45° = 90°: the bar is vertical through the center.
        #expect(image.pixel(50, 25).isClose(to: RGBA.blue))
        #expect(image.pixel(50, 75).isClose(to: RGBA.blue))
        #expect(image.pixel(25, 50).isClose(to: RGBA.white))
        #expect(image.pixel(30, 30).isClose(to: RGBA.white))
    }
}
