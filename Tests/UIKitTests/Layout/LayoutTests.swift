import Testing
import UIKit

/// The layout cycle: needs-layout marking, the commit's layout pass, autoresizing, sizeThatFits.
@MainActor @Suite(.serialized, .freshWorld)
struct LayoutTests {
    @Test("Seed: layout changes 'when the size of a view's bounds rectangle changes' — a pure move does not mark layout")
    func sizeChangeMarksLayout() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        v.center = CGPoint(x: 40, y: 40)
        v.frame.origin = CGPoint(x: 3, y: 4)
        v.transform = CGAffineTransform(rotationAngle: 1)
        #expect(!v.layer.needsLayout())
        v.transform = .identity
        v.bounds.size = CGSize(width: 20, height: 10)
        #expect(v.layer.needsLayout())
        v.layoutIfNeeded()
        #expect(!v.layer.needsLayout())
        v.frame.size = CGSize(width: 20, height: 30)
        #expect(v.layer.needsLayout())
    }

    @Test("The layout pass runs shallowest first, before the display pass, in one commit")
    func layoutBeforeDisplayShallowestFirst() {
        final class Drawing: UIView {
            var log: CallLog?
            override func layoutSubviews() { log?.add("drawing.layoutSubviews") }
            override func draw(_ rect: CGRect) { log?.add("drawing.draw") }
        }
        let log = CallLog()
        let window = makeWindow()
        let parent = RecordingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = RecordingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let drawing = Drawing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        drawing.log = log
        window.addSubview(parent); parent.addSubview(child); child.addSubview(drawing)
        UIApplication.shared.runOneTurn()
        log.entries.removeAll()
        drawing.setNeedsDisplay()
        drawing.setNeedsLayout()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        #expect(log.entries.isEmpty) // only recorded
        UIApplication.shared.runOneTurn()
        #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews", "drawing.layoutSubviews", "drawing.draw"])
    }

    @Test("setNeedsLayout coalesces; layoutIfNeeded lays out at once")
    func layoutIfNeededNow() {
        let log = CallLog()
        let v = RecordingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        log.entries.removeAll()
        v.setNeedsLayout(); v.setNeedsLayout()
        v.layoutIfNeeded()
        v.layoutIfNeeded()
        #expect(log.entries == ["v.layoutSubviews"])
    }

    @Test("setNeedsUpdateConstraints: updateConstraints runs before layoutSubviews")
    func updateConstraintsHook() {
        final class V: UIView {
            var log: [String] = []
            override func updateConstraints() { log.append("updateConstraints"); super.updateConstraints() }
            override func layoutSubviews() { log.append("layoutSubviews") }
        }
        let v = V(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        v.log.removeAll()
        v.setNeedsUpdateConstraints()
        #expect(v.needsUpdateConstraints())
        v.layoutIfNeeded()
        #expect(v.log == ["updateConstraints", "layoutSubviews"])
        #expect(!v.needsUpdateConstraints())
        #expect(v.translatesAutoresizingMaskIntoConstraints)
    }

    // MARK: Autoresizing

    /// A 100×100 superview with one subview at (10, 20, 30, 40) and `mask`; the superview grows to 160×200.
    /// Horizontal parts: left 10, width 30, right 60 (Δ 60). Vertical: top 20, height 40, bottom 40 (Δ 100).
    private func resized(_ mask: UIView.AutoresizingMask) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 160, height: 200)
        return child.frame
    }

    @Test("Autoresizing: one flexible part on an axis takes the whole size difference")
    func singleFlexiblePart() {
        #expect(resized([]) == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(resized(.flexibleLeftMargin) == CGRect(x: 70, y: 20, width: 30, height: 40))
        #expect(resized(.flexibleWidth) == CGRect(x: 10, y: 20, width: 90, height: 40))
        #expect(resized(.flexibleRightMargin) == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(resized(.flexibleTopMargin) == CGRect(x: 10, y: 120, width: 30, height: 40))
        #expect(resized(.flexibleHeight) == CGRect(x: 10, y: 20, width: 30, height: 140))
        #expect(resized(.flexibleBottomMargin) == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("Apple: 'When more than one option along the same axis is set, ... distribute the size difference proportionally among the flexible portions'")
    func proportionalDistribution() {
        // Left 10 and width 30 share Δ 60 as 10:30 → +15, +45.
        #expect(resized([.flexibleLeftMargin, .flexibleWidth]) == CGRect(x: 25, y: 20, width: 75, height: 40))
        // Left 10 and right 60 share 60 as 10:60 → left +60·10/70.
        let lr = resized([.flexibleLeftMargin, .flexibleRightMargin])
        #expect(abs(lr.minX - (10 + 60.0 * 10 / 70)) < 1e-9 && lr.width == 30)
        // All three: proportional to 10:30:60 of 100 → the frame scales with the superview (×1.6).
        let all = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        #expect(all.isClose(to: CGRect(x: 16, y: 20, width: 48, height: 40)))
        // Vertical: top 20, height 40, bottom 40 share Δ 100 as 20:40:40 → +20, +40, +40.
        let v = resized([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
        #expect(v.isClose(to: CGRect(x: 10, y: 40, width: 30, height: 80)))
        // Width and height together.
        #expect(resized([.flexibleWidth, .flexibleHeight]) == CGRect(x: 10, y: 20, width: 90, height: 140))
    }

    @Test("Autoresizing needs autoresizesSubviews and a size change; a bounds-origin change or move does nothing")
    func autoresizingConditions() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.center = CGPoint(x: 500, y: 500)
        parent.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
        parent.autoresizesSubviews = false
        parent.bounds.size = CGSize(width: 200, height: 200)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
        parent.autoresizesSubviews = true
        parent.bounds.size = CGSize(width: 150, height: 120)
        // Δ −50 and −80 on 10-point sizes: the size stops at zero (see Docs/Deviations.md).
        #expect(child.frame == CGRect(x: 10, y: 10, width: 0, height: 0))
    }

    @Test("Autoresizing cascades down the tree, and the root view controller's view follows its window")
    func cascade() {
        let window = makeWindow(CGSize(width: 100, height: 100))
        let vc = UIViewController()
        window.rootViewController = vc
        let bar = UIView(frame: CGRect(x: 0, y: 90, width: 100, height: 10))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        vc.view.addSubview(bar)
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(bar.frame == CGRect(x: 0, y: 290, width: 200, height: 10))
    }

    @Test("sizeThatFits returns the current size by default; sizeToFit applies it keeping the origin")
    func sizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 33, height: 11) }
        }
        let v = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(v.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 7, height: 8))
        let f = Fixed(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        f.sizeToFit()
        #expect(f.frame == CGRect(x: 5, y: 6, width: 33, height: 11))
        let iv = UIImageView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        iv.image = QuadrantView.image(CGSize(width: 40, height: 20))
        #expect(iv.frame.size == CGSize(width: 3, height: 4)) // setting the image does not resize
        iv.sizeToFit()
        #expect(iv.frame == CGRect(x: 1, y: 2, width: 40, height: 20))
    }

    @Test("Seed: 'Hidden views still participate in resizing and layout operations'")
    func hiddenViewsAreLaidOut() {
        let log = CallLog()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hidden = RecordingView("hidden", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        hidden.autoresizingMask = .flexibleWidth
        parent.addSubview(hidden)
        parent.frame.size.width = 200
        #expect(hidden.frame.width == 110)
        parent.layoutIfNeeded()
        #expect(log.entries.contains("hidden.layoutSubviews"))
    }
}
