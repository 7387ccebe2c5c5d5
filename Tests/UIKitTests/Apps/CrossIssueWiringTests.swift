import Foundation
import Testing
import UIKit

/// The scroll view's own recognizers drive its physics, and its layout guides take part in Auto Layout.
@MainActor @Suite struct ScrollViewGestureTests {
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
        defer { CAMediaClock.useSystemClock() }
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
        defer { CAMediaClock.useSystemClock() }
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

/// Labels and Auto Layout meet: a text change re-lays out, baselines align on the font's metrics.
@MainActor @Suite struct LabelAutoLayoutTests {
    @Test("A label's text change invalidates its intrinsic size, so the constrained width follows the text")
    func textChangeRelaysOut() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Hi"
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        let short = label.frame.width
        label.text = "A much longer line of text"
        window.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > short)
    }

    @Test("firstBaselineAnchor sits at the font's ascender below the label's top; lastBaselineAnchor at its descender above the bottom")
    func baselines() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let a = UILabel(), b = UILabel()
        a.font = .systemFont(ofSize: 30)
        b.font = .systemFont(ofSize: 12)
        a.text = "Big"; b.text = "small"
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; window.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let baseA = a.frame.minY + a.font.ascender, baseB = b.frame.minY + b.font.ascender
        #expect(abs(baseA - baseB) < 0.001)
        #expect(b.frame.minY > a.frame.minY)
    }
}

/// Controls built with text take touches through UIControl's tracking.
@MainActor @Suite struct SegmentedControlTouchTests {
    @Test("A tap on a segment selects it and sends .valueChanged once; a tap on the selected one sends nothing")
    func tapSelects() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        window.addSubview(control)
        window.isHidden = false
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        window.sendTouch(.began, at: CGPoint(x: 250, y: 16))
        window.sendTouch(.ended, at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 2)
        #expect(changes == 1)
        window.sendTouch(.began, at: CGPoint(x: 250, y: 16))
        window.sendTouch(.ended, at: CGPoint(x: 250, y: 16))
        #expect(changes == 1)
    }
}

/// The navigation controller's edge swipe runs the interactive pop.
@MainActor @Suite struct InteractivePopGestureTests {
    func makeStack() -> (UIWindow, UINavigationController, UIViewController, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController(), top = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(top, animated: false)
        UIApplication.shared.runOneTurn()
        return (window, nav, root, top)
    }

    @Test("interactivePopGestureRecognizer is a left-edge pan on the navigation controller's view")
    func recognizerExists() {
        let (_, nav, _, _) = makeStack()
        let r = nav.interactivePopGestureRecognizer
        #expect(r is UIScreenEdgePanGestureRecognizer)
        #expect((r as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
        #expect(r?.view === nav.view)
    }

    @Test("Dragging from the left edge past half the width and lifting pops the top view controller; a short drag cancels")
    func swipePops() {
        CAMediaClock.useManualClock(startingAt: 300)
        defer { CAMediaClock.useSystemClock() }
        let (window, nav, root, top) = makeStack()
        // A short drag, held still, then lifted: cancelled, the stack is unchanged.
        window.sendTouch(.began, at: CGPoint(x: 5, y: 200))
        CAMediaClock.advance(by: 0.016)
        window.sendTouch(.moved, at: CGPoint(x: 40, y: 200))
        CAMediaClock.advance(by: 0.016)
        window.sendTouch(.moved, at: CGPoint(x: 80, y: 200))
        CAMediaClock.advance(by: 1)
        window.sendTouch(.ended, at: CGPoint(x: 80, y: 200))
        for _ in 0..<40 { CAMediaClock.advance(by: 1.0 / 60); UIApplication.shared.runOneTurn() }
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController === top)
        // A long drag past half of the 320-point width: the pop finishes.
        window.sendTouch(.began, at: CGPoint(x: 5, y: 200))
        CAMediaClock.advance(by: 0.016)
        window.sendTouch(.moved, at: CGPoint(x: 40, y: 200))
        CAMediaClock.advance(by: 0.016)
        window.sendTouch(.moved, at: CGPoint(x: 250, y: 200))
        CAMediaClock.advance(by: 1)
        window.sendTouch(.ended, at: CGPoint(x: 250, y: 200))
        for _ in 0..<40 { CAMediaClock.advance(by: 1.0 / 60); UIApplication.shared.runOneTurn() }
        #expect(nav.viewControllers.count == 1)
        #expect(nav.topViewController === root)
    }
}

/// A text view's delegate is assigned as on iOS: a `UITextViewDelegate` is a scroll view delegate.
@MainActor @Suite struct TextViewDelegateTests {
    @Test("textView.delegate = a UITextViewDelegate compiles and reads back as that object")
    func delegateAssigns() {
        final class Owner: NSObject, UITextViewDelegate {}
        let owner = Owner()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.delegate = owner
        #expect(textView.delegate === owner)
        #expect(textView.delegate is any UITextViewDelegate)
    }
}
