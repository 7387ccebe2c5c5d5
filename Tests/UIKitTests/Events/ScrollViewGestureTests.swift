import Foundation
import Testing
import UIKit

/// The scroll view's own recognizers drive its physics, and its layout guides take part in Auto Layout.
@MainActor @Suite(.freshWorld) struct ScrollViewGestureTests {
    func makeScrollView() -> (UIWindow, UIScrollView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 100, height: 1000)
        window.addSubview(scroll)
        window.isHidden = false
        return (window, scroll)
    }

    @Test("panGestureRecognizer is attached to the scroll view; pinchGestureRecognizer exists only while zooming is possible")
    func recognizersExist() {
        let (_, scroll) = makeScrollView()
        #expect(scroll.gestureRecognizers?.contains { $0 === scroll.panGestureRecognizer } == true)
        #expect(scroll.panGestureRecognizer.view === scroll)
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.maximumZoomScale = 3
        let pinch = scroll.pinchGestureRecognizer
        #expect(pinch != nil)
        #expect(pinch?.view === scroll)
        scroll.maximumZoomScale = 1
        #expect(scroll.pinchGestureRecognizer == nil)
    }

    @Test("A finger drag moves the content with the finger once the pan has begun; a slow release leaves it there")
    func dragScrolls() {
        CAMediaClock.useManualClock(startingAt: 100)
        let (window, scroll) = makeScrollView()
        var began = 0
        final class D: NSObject, UIScrollViewDelegate {
            var events: [String] = []
            func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBegin") }
            func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { events.append("didEnd(\(decelerate))") }
        }
        let d = D()
        scroll.delegate = d
        window.sendTouch(.began, at: CGPoint(x: 50, y: 80))
        CAMediaClock.advance(by: 0.016)
        window.sendTouch(.moved, at: CGPoint(x: 50, y: 70))   // 10 points: the pan begins here (translation 0)
        #expect(scroll.isDragging)
        if d.events.first == "willBegin" { began += 1 }
        CAMediaClock.advance(by: 0.016)
        window.sendTouch(.moved, at: CGPoint(x: 50, y: 40))   // 30 points further up
        // The content follows the finger: it moved up 30 points, so the offset grew by 30.
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 30))
        CAMediaClock.advance(by: 1)                           // no movement for a second: no velocity left
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 40))
        UIApplication.shared.runOneTurn()
        #expect(began == 1)
        #expect(d.events == ["willBegin", "didEnd(false)"])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 30))
        #expect(!scroll.isDragging)
    }

    @Test("A wheel step scrolls the content by the step, clamped to the content")
    func wheelScrolls() {
        CAMediaClock.useManualClock(startingAt: 200)
        let (window, scroll) = makeScrollView()
        // A scroll's delta moves content as a pan's translation does: up 20 means the offset grows by 20.
        window.sendScroll(by: CGPoint(x: 0, y: -20), at: CGPoint(x: 50, y: 50))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 20))
        window.sendScroll(by: CGPoint(x: 0, y: -20), at: CGPoint(x: 50, y: 50))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
        CAMediaClock.advance(by: 0.5)
        UIApplication.shared.runOneTurn()
        #expect(scroll.panGestureRecognizer.state == .ended) // reset to .possible in the next turn
        UIApplication.shared.runOneTurn()
        #expect(scroll.panGestureRecognizer.state == .possible)
        // Scrolling back past the top stops at the top (maximum offset is 1000 - 100).
        window.sendScroll(by: CGPoint(x: 0, y: 500), at: CGPoint(x: 50, y: 50))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 0))
    }

    @Test("Content pinned to contentLayoutGuide and as wide as frameLayoutGuide sets contentSize")
    func contentGuideGivesContentSize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let scroll = UIScrollView(frame: window.bounds)
        window.addSubview(scroll)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 200, height: 1000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 1000))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 1000))
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 120, width: 200, height: 300))
    }
}
