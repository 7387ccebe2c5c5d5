import Foundation
import Testing
import UIKit

/// Everyday app patterns: navigation, gestures, drawing and layout counts, scrolling, text fields.
@MainActor @Suite(.freshWorld) struct CommonPatternsInteractionTests {
    @Test func navigationPushPop() {
        let window = appWindow()
        let log = VCLog()
        let root = LoggedVC("root", log)
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        runFor(0.1)
        log.clear()
        let detail = LoggedVC("detail", log)
        nav.pushViewController(detail, animated: true)
        #expect(nav.topViewController === detail)
        runFor(1)
        #expect(log.entries.contains("detail.viewDidAppear"))
        #expect(log.entries.contains("root.viewDidDisappear"))
        #expect(detail.navigationController === nav)
        log.clear()
        nav.popViewController(animated: true)
        runFor(1)
        #expect(nav.viewControllers.count == 1)
        #expect(log.entries.contains("root.viewDidAppear"))
        #expect(log.entries.contains("detail.viewDidDisappear"))
    }

    @Test func longPressAfterMinimumDuration() {
        let (window, vc) = shownController(CGSize(width: 300, height: 300))
        UIApplication.shared.runOneTurn()
        var states: [UIGestureRecognizer.State] = []
        let lp = UILongPressGestureRecognizer()
        lp.addHandler { states.append($0.state) }
        vc.view.addGestureRecognizer(lp)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        runFor(0.3)
        #expect(states.isEmpty)
        runFor(0.3)
        #expect(states == [.began])
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 50))
        UIApplication.shared.runOneTurn()
        #expect(states == [.began, .ended])
    }

    @Test func panTranslation() {
        let (window, vc) = shownController(CGSize(width: 300, height: 300))
        UIApplication.shared.runOneTurn()
        var translations: [CGPoint] = []
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer()
        pan.addHandler { r in
            states.append(r.state)
            translations.append((r as! UIPanGestureRecognizer).translation(in: vc.view))
        }
        vc.view.addGestureRecognizer(pan)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        for i in 1...10 {
            CAMediaClock.advance(by: 0.016)
            window.sendTouch(.moved, at: CGPoint(x: 50 + CGFloat(i) * 5, y: 50))
            UIApplication.shared.runOneTurn()
        }
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 50))
        UIApplication.shared.runOneTurn()
        #expect(states.first == .began)
        #expect(states.last == .ended)
        // Translation counts from where the finger went down ("total translation over time"): a view
        // moved by it stays under the finger.
        #expect(translations.last == CGPoint(x: 50, y: 0))
        #expect(translations.first == CGPoint(x: 10, y: 0))
    }

    /// The common direction filter: `gestureRecognizerShouldBegin` reads the velocity, which already
    /// points the way the finger moved.
    @Test func shouldBeginSeesVelocityDirection() {
        let (window, vc) = shownController(CGSize(width: 300, height: 300))
        UIApplication.shared.runOneTurn()
        final class HorizontalOnly: NSObject, UIGestureRecognizerDelegate {
            var asked: [CGPoint] = []
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
                let v = (g as! UIPanGestureRecognizer).velocity(in: g.view)
                asked.append(v)
                return abs(v.x) > abs(v.y)
            }
        }
        let d = HorizontalOnly()
        var began = 0
        let pan = UIPanGestureRecognizer()
        pan.delegate = d
        pan.addHandler { if $0.state == .began { began += 1 } }
        vc.view.addGestureRecognizer(pan)
        func drag(dx: CGFloat, dy: CGFloat) {
            var p = CGPoint(x: 150, y: 150)
            window.sendTouch(.began, at: p)
            for _ in 0..<6 {
                CAMediaClock.advance(by: 0.016)
                p.x += dx; p.y += dy
                window.sendTouch(.moved, at: p)
                UIApplication.shared.runOneTurn()
            }
            window.sendTouch(.ended, at: p)
            UIApplication.shared.runOneTurn()
        }
        drag(dx: 0, dy: 6)
        #expect(began == 0)
        drag(dx: 6, dy: 1)
        #expect(began == 1)
        #expect(d.asked.count == 2)
        #expect((d.asked.last?.x ?? 0) > 300)
    }

    @Test func darkModeResolvesDynamicColors() {
        let (window, vc) = shownController(CGSize(width: 100, height: 100))
        vc.view.backgroundColor = .systemBackground
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        v.backgroundColor = dynamic
        vc.view.addSubview(v)
        window.overrideUserInterfaceStyle = .dark
        UIApplication.shared.runOneTurn()
        #expect(v.traitCollection.userInterfaceStyle == .dark)
        #expect(dynamic.resolvedColor(with: v.traitCollection) == .red)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0 && g == 0 && b == 0)
        #expect(v.layer.backgroundColor?.components?.first == 1)
    }

    @Test func layoutSubviewsOncePerTurn() {
        final class Counting: UIView {
            var layouts = 0, draws = 0
            override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
            override func draw(_ rect: CGRect) { draws += 1 }
        }
        let (window, vc) = shownController(CGSize(width: 100, height: 100))
        defer { withExtendedLifetime(window) {} }
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        vc.view.addSubview(v)
        UIApplication.shared.runOneTurn()
        let l0 = v.layouts, d0 = v.draws
        #expect(d0 == 1)
        v.setNeedsLayout(); v.setNeedsLayout(); v.setNeedsDisplay(); v.setNeedsDisplay()
        UIApplication.shared.runOneTurn()
        #expect(v.layouts == l0 + 1)
        #expect(v.draws == d0 + 1)
        UIApplication.shared.runOneTurn()
        #expect(v.layouts == l0 + 1)
    }

    @Test func setContentOffsetAnimated() {
        let (window, vc) = shownController(CGSize(width: 300, height: 400))
        defer { withExtendedLifetime(window) {} }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 2000)
        vc.view.addSubview(scroll)
        final class D: NSObject, UIScrollViewDelegate {
            var ended = 0
            func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { ended += 1 }
        }
        let d = D()
        scroll.delegate = d
        UIApplication.shared.runOneTurn()
        scroll.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        runFor(1)
        #expect(scroll.contentOffset.y == 500)
        #expect(d.ended == 1)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1500, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset.y == 1110)
    }

    @Test func textFieldDelegateGetsTypedText() {
        let (window, vc) = shownController(CGSize(width: 300, height: 300))
        let tf = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        vc.view.addSubview(tf)
        final class D: NSObject, UITextFieldDelegate {
            var changes: [String] = []
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                changes.append(string); return string != "x"
            }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.resignFirstResponder(); return true }
        }
        let d = D()
        tf.delegate = d
        var edits = 0
        tf.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
        UIApplication.shared.runOneTurn()
        #expect(tf.becomeFirstResponder())
        for ch in ["a", "b", "x"] { window.sendText(ch) }
        #expect(tf.text == "ab")
        #expect(d.changes == ["a", "b", "x"])
        #expect(edits == 2)
    }
}
