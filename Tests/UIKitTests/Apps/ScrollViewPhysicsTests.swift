import Foundation
import Testing
import UIKit

/// UIScrollView physics at fixed media times, against the published formulas:
/// rubber band `(1 − 1/(x·0.55/d + 1))·d`; deceleration `o + v·(r^t − 1)/ln r` with t in ms and v in
/// points per ms; bounce-back a critically damped spring `x(t) = (x0 + (v0 + ωx0)t)e^(−ωt)`, ω = 0.012/ms.
@MainActor @Suite(.serialized, .freshWorld)
struct ScrollViewPhysicsTests {
    final class Recorder: NSObject, UIScrollViewDelegate {
        var calls: [String] = []
        var velocity: CGPoint?
        var target: CGPoint?
        var replaceTarget: CGPoint?
        var zoomView: UIView?
        func scrollViewDidScroll(_ scrollView: UIScrollView) { if calls.last != "didScroll" { calls.append("didScroll") } }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            calls.append("willEndDragging")
            self.velocity = velocity
            target = targetContentOffset.pointee
            if let r = replaceTarget { targetContentOffset.pointee = r }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging(\(decelerate))") }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { calls.append("didEndZooming(\(scale))") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { if calls.last != "didZoom" { calls.append("didZoom") } }
    }

    func makeScroll(_ size: CGSize = CGSize(width: 300, height: 400), content: CGSize = CGSize(width: 300, height: 4000)) -> (UIScrollView, Recorder, UIWindow) {
        let w = appWindow(CGSize(width: 300, height: 400))
        w.makeKeyAndVisible()
        let s = UIScrollView(frame: CGRect(origin: .zero, size: size))
        s.contentSize = content
        let r = Recorder()
        s.delegate = r
        w.addSubview(s)
        UIApplication.shared.runOneTurn()
        return (s, r, w)
    }

    func rubber(_ x: CGFloat, _ d: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / d + 1)) * d }

    @Test("Dragging follows the finger; past the top edge the offset is rubber-banded with coefficient 0.55")
    func rubberBand() {
        let (s, _, _) = makeScroll()
        s._beginDragging()
        s._drag(translation: CGPoint(x: 0, y: -50))
        #expect(s.contentOffset == CGPoint(x: 0, y: 50))
        s._drag(translation: CGPoint(x: 0, y: 100))
        #expect(abs(s.contentOffset.y - (-rubber(100, 400))) < 1e-9)
        s._drag(translation: CGPoint(x: 0, y: 1000))
        #expect(abs(s.contentOffset.y - (-rubber(1000, 400))) < 1e-9)
        #expect(s.contentOffset.x == 0) // content as wide as the view: no horizontal scrolling
        s.bounces = false
        s._drag(translation: CGPoint(x: 0, y: 100))
        #expect(s.contentOffset.y == 0)
    }

    @Test("Deceleration after a flick is the exponential decay by decelerationRate per millisecond, with Apple's delegate order",
          arguments: [UIScrollView.DecelerationRate.normal, .fast])
    func deceleration(rate: UIScrollView.DecelerationRate) {
        let (s, r, _) = makeScroll()
        s.decelerationRate = rate
        s.contentOffset = CGPoint(x: 0, y: 1000)
        r.calls = []
        s._beginDragging()
        s._drag(translation: CGPoint(x: 0, y: -100))
        s._endDragging(velocity: CGPoint(x: 0, y: -1500)) // finger moving up at 1500 pt/s
        let o: CGFloat = 1100, v: CGFloat = 1.5, rr = rate.rawValue
        #expect(r.velocity == CGPoint(x: 0, y: 1.5))
        #expect(abs(r.target!.y - (o - v / log(rr))) < 1e-6)
        #expect(r.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(s.isDecelerating && !s.isDragging)
        for ms in [100.0, 250, 400] {
            CAMediaClock.advance(by: ms / 1000 - (ms == 100 ? 0 : (ms == 250 ? 0.1 : 0.25)))
            UIApplication.shared.runOneTurn()
            let expected = o + v * (pow(rr, CGFloat(ms)) - 1) / log(rr)
            #expect(abs(s.contentOffset.y - expected) < 1e-6)
        }
        runFor(10, step: 0.1)
        #expect(!s.isDecelerating)
        #expect(abs(s.contentOffset.y - (o - v / log(rr))) < 1e-6)
        #expect(r.calls.last == "didEndDecelerating")
    }

    @Test("Released past the edge, the content springs back: critically damped, ω = 0.012 per ms")
    func bounceBack() {
        let (s, r, _) = makeScroll()
        s._beginDragging()
        s._drag(translation: CGPoint(x: 0, y: 200))
        let x0 = s.contentOffset.y
        #expect(abs(x0 + rubber(200, 400)) < 1e-9)
        s._endDragging(velocity: .zero)
        #expect(r.calls.contains("didEndDragging(true)"))
        CAMediaClock.advance(by: 0.1)
        UIApplication.shared.runOneTurn()
        let t: CGFloat = 100, w: CGFloat = 0.012
        #expect(abs(s.contentOffset.y - x0 * (1 + w * t) * exp(-w * t)) < 1e-6)
        runFor(3, step: 0.05)
        #expect(s.contentOffset.y == 0)
        #expect(r.calls.last == "didEndDecelerating")
    }

    @Test("A flick into the edge decelerates, crosses it, and comes back to rest at the edge")
    func flickIntoEdge() {
        let (s, _, _) = makeScroll(content: CGSize(width: 300, height: 800))
        s.contentOffset = CGPoint(x: 0, y: 300)
        s._beginDragging()
        s._endDragging(velocity: CGPoint(x: 0, y: -3000))
        var maxSeen: CGFloat = 0
        for _ in 0..<240 {
            CAMediaClock.advance(by: 1.0 / 60)
            UIApplication.shared.runOneTurn()
            maxSeen = max(maxSeen, s.contentOffset.y)
        }
        #expect(maxSeen > 400) // overshot the 400-point maximum
        #expect(s.contentOffset.y == 400)
        #expect(!s.isDecelerating)
    }

    @Test("The delegate can change targetContentOffset; the content comes to rest there")
    func targetReplacement() {
        let (s, r, _) = makeScroll()
        r.replaceTarget = CGPoint(x: 0, y: 700)
        s._beginDragging()
        s._drag(translation: CGPoint(x: 0, y: -20))
        s._endDragging(velocity: CGPoint(x: 0, y: -1000))
        runFor(4, step: 0.05)
        #expect(s.contentOffset.y == 700)
    }

    @Test("Paging: a fast flick moves one page in its direction, a slow short drag returns to the page")
    func paging() {
        let (s, r, _) = makeScroll(content: CGSize(width: 300, height: 4000))
        s.isPagingEnabled = true
        s._beginDragging()
        s._drag(translation: CGPoint(x: 0, y: -60))
        s._endDragging(velocity: CGPoint(x: 0, y: -800))
        #expect(r.target == CGPoint(x: 0, y: 400))
        runFor(3, step: 0.05)
        #expect(s.contentOffset.y == 400)
        s._beginDragging()
        s._drag(translation: CGPoint(x: 0, y: -60))
        s._endDragging(velocity: CGPoint(x: 0, y: -50))
        runFor(3, step: 0.05)
        #expect(s.contentOffset.y == 400)
        s._beginDragging()
        s._drag(translation: CGPoint(x: 0, y: -900))
        s._endDragging(velocity: CGPoint(x: 0, y: -5000))
        runFor(3, step: 0.05)
        #expect(s.contentOffset.y == 800) // never more than one page per flick
    }

    @Test("Zoom: the scale stays within its limits, contentSize follows the zoomed view, a pinch past the maximum springs back")
    func zoom() {
        let (s, r, _) = makeScroll(content: CGSize(width: 300, height: 400))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        s.addSubview(image)
        r.zoomView = image
        s.minimumZoomScale = 0.5
        s.maximumZoomScale = 3
        s.zoomScale = 2
        #expect(s.zoomScale == 2)
        #expect(s.contentSize == CGSize(width: 600, height: 800))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 600, height: 800))
        s.zoomScale = 10
        #expect(s.zoomScale == 3)
        s.setZoomScale(0.1, animated: false)
        #expect(s.zoomScale == 0.5)
        s.zoomScale = 1
        r.calls = []
        s._beginZooming()
        s._zoom(pinchScale: 4)
        #expect(s.zoomScale > 3 && s.zoomScale < 4) // bounces past the limit, resisting
        s._endZooming()
        runFor(0.5)
        #expect(abs(s.zoomScale - 3) < 1e-9)
        #expect(r.calls.first == "willBeginZooming")
        #expect(r.calls.last == "didEndZooming(3.0)")
        s.zoom(to: CGRect(x: 0, y: 0, width: 150, height: 200), animated: false)
        #expect(s.zoomScale == 2)
    }

    @Test("Indicators show while dragging and fade 0.5 s after the content stops, over 0.25 s")
    func indicators() {
        let (s, _, _) = makeScroll()
        #expect(s._indicatorAlpha.vertical == nil)
        s._beginDragging()
        s._drag(translation: CGPoint(x: 0, y: -10))
        #expect(s._indicatorAlpha.vertical == 1)
        #expect(s._indicatorAlpha.horizontal == nil) // not horizontally scrollable
        s._endDragging(velocity: .zero)
        runFor(0.45)
        #expect(s._indicatorAlpha.vertical == 1)
        runFor(0.4)
        #expect(s._indicatorAlpha.vertical == nil)
    }

    @Test("setContentOffset(animated:) ends with scrollViewDidEndScrollingAnimation; scrollRectToVisible scrolls the least distance; wheel scrolling stays inside")
    func programmatic() {
        let (s, r, _) = makeScroll()
        s.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        runFor(0.35)
        #expect(s.contentOffset.y == 500)
        #expect(r.calls.last == "didEndScrollingAnimation")
        s.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 50), animated: false)
        #expect(s.contentOffset.y == 650)
        s.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 50), animated: false)
        #expect(s.contentOffset.y == 650) // already visible: no scroll
        s.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(s.contentOffset.y == 100)
        s._scrollWheel(delta: CGPoint(x: 0, y: 100_000))
        #expect(s.contentOffset.y == 3600)
        s._scrollWheel(delta: CGPoint(x: 0, y: -100_000))
        #expect(s.contentOffset.y == 0)
    }

    @Test("Bad input: a NaN content size is refused with a warning; 10⁹ points scrolls; NaN velocities stop")
    func badInput() {
        let (s, _, _) = makeScroll()
        let before = UIKitLog.warnings.count
        s.contentSize = CGSize(width: CGFloat.nan, height: 10)
        #expect(s.contentSize == CGSize(width: 300, height: 4000))
        #expect(UIKitLog.warnings.count == before + 1)
        s.contentSize = CGSize(width: 300, height: 1e9)
        s._scrollWheel(delta: CGPoint(x: 0, y: 2e9))
        #expect(s.contentOffset.y == 1e9 - 400)
        s._beginDragging()
        s._endDragging(velocity: CGPoint(x: CGFloat.nan, y: .infinity))
        runFor(0.1)
        #expect(!s.isDecelerating)
        #expect(s.contentOffset.y.isFinite)
    }

    @Test("Randomized drags, flicks, wheel steps and time: the offset stays finite and always settles inside the content", arguments: [1, 2, 3])
    func randomized(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let (s, r, _) = makeScroll(content: CGSize(width: 900, height: 3000))
        for _ in 0..<40 {
            s.isPagingEnabled = rng.next() % 4 == 0
            s.bounces = rng.next() % 5 != 0
            s.decelerationRate = rng.next() % 2 == 0 ? .normal : .fast
            switch rng.next() % 3 {
            case 0:
                s._beginDragging()
                for _ in 0..<Int(rng.next() % 5) {
                    s._drag(translation: CGPoint(x: rng.unit() * 800 - 400, y: rng.unit() * 1600 - 800))
                }
                s._endDragging(velocity: CGPoint(x: rng.unit() * 6000 - 3000, y: rng.unit() * 8000 - 4000))
            case 1:
                s._scrollWheel(delta: CGPoint(x: rng.unit() * 200 - 100, y: rng.unit() * 2000 - 1000))
            default:
                break
            }
            runFor(rng.unit() * 0.5, step: 1.0 / 60)
            #expect(s.contentOffset.x.isFinite && s.contentOffset.y.isFinite)
        }
        runFor(8, step: 0.1)
        #expect(!s.isDecelerating && !s.isDragging)
        #expect(s.contentOffset.y >= 0 && s.contentOffset.y <= 2600)
        #expect(s.contentOffset.x >= 0 && s.contentOffset.x <= 600)
        let began = r.calls.filter { $0 == "willBeginDecelerating" }.count
        let ended = r.calls.filter { $0 == "didEndDecelerating" }.count
        #expect(ended <= began)
    }
}

/// Directional lock, scroll to top, adjusted insets.
@MainActor @Suite(.serialized, .freshWorld)
struct ScrollViewDetailsTests {
    final class TopDelegate: NSObject, UIScrollViewDelegate {
        var allow = true
        var scrolledToTop = 0
        var insetChanges = 0
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { allow }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { scrolledToTop += 1 }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insetChanges += 1 }
    }

    @Test("With isDirectionalLockEnabled a mostly vertical drag moves only vertically")
    func directionalLock() {
        let w = appWindow(CGSize(width: 300, height: 400))
        w.makeKeyAndVisible()
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        s.contentSize = CGSize(width: 3000, height: 3000)
        s.contentOffset = CGPoint(x: 500, y: 500)
        w.addSubview(s)
        s.isDirectionalLockEnabled = true
        s._beginDragging()
        s._drag(translation: CGPoint(x: -5, y: -40))
        #expect(s.contentOffset == CGPoint(x: 500, y: 540))
        s._drag(translation: CGPoint(x: -30, y: -60))
        #expect(s.contentOffset == CGPoint(x: 500, y: 560))
        s._endDragging(velocity: .zero)
        s.isDirectionalLockEnabled = false
        s._beginDragging()
        s._drag(translation: CGPoint(x: -5, y: -40))
        #expect(s.contentOffset == CGPoint(x: 505, y: 600))
        s._endDragging(velocity: .zero)
    }

    @Test("Scroll to top asks the delegate, moves to the top of the adjusted inset and reports it; contentInset changes are reported")
    func scrollToTop() {
        let w = appWindow(CGSize(width: 300, height: 400))
        w.makeKeyAndVisible()
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        s.contentSize = CGSize(width: 300, height: 3000)
        let d = TopDelegate()
        s.delegate = d
        w.addSubview(s)
        s.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(d.insetChanges == 1)
        #expect(s.contentOffset.y == -20) // content resting at the top stays at the top
        s.contentOffset = CGPoint(x: 0, y: 900)
        d.allow = false
        s._scrollToTop()
        #expect(s.contentOffset.y == 900 && d.scrolledToTop == 0)
        d.allow = true
        s._scrollToTop()
        #expect(s.contentOffset.y == -20 && d.scrolledToTop == 1)
        s.scrollsToTop = false
        s.contentOffset.y = 300
        s._scrollToTop()
        #expect(s.contentOffset.y == 300)
    }
}
