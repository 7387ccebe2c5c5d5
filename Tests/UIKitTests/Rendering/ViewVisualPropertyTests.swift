import Testing
import UIKit

/// Background, alpha, hiding, clipping and tint.
@MainActor @Suite(.serialized, .freshWorld)
struct ViewVisualPropertyTests {
    @Test("Seed: subviews outside the parent are drawn unless clipsToBounds is true (the layer's masksToBounds)")
    func clipping() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        child.backgroundColor = .red
        window.addSubview(parent); parent.addSubview(child)
        #expect(window.renderedImage(scale: 1).pixel(60, 60).isClose(to: RGBA.red))
        parent.clipsToBounds = true
        #expect(parent.layer.masksToBounds)
        let clipped = window.renderedImage(scale: 1)
        #expect(clipped.pixel(60, 60).isClose(to: RGBA.white))
        #expect(clipped.pixel(40, 40).isClose(to: RGBA.red))
    }

    @Test("Seed: 'If a subview is partially transparent, the content from the subview and the underlying content are blended'; alpha applies to the subtree")
    func transparency() {
        let window = makeWindow()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        back.backgroundColor = .blue
        let front = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        front.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        window.addSubview(back); window.addSubview(front)
        let image = window.renderedImage(scale: 1)
        // Over blue: 0.5·red + 0.5·blue = (127.5, 0, 127.5); over white: (255, 127.5, 127.5).
        #expect(image.pixel(45, 45).isClose(to: [127.5, 0, 127.5, 255]))
        #expect(image.pixel(75, 75).isClose(to: [255, 127.5, 127.5, 255]))
        // alpha 0.5 on the back view's subtree: its blue child blends with white.
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        child.backgroundColor = .blue
        back.addSubview(child)
        back.alpha = 0.5
        #expect(window.renderedImage(scale: 1).pixel(10, 10).isClose(to: [127.5, 127.5, 255, 255]))
    }

    @Test("Hidden views are not drawn; alpha is clamped to 0...1")
    func hiddenAndAlpha() {
        let window = makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        v.backgroundColor = .red
        window.addSubview(v)
        v.isHidden = true
        #expect(window.renderedImage(scale: 1).pixel(10, 10).isClose(to: RGBA.white))
        v.alpha = 3
        #expect(v.alpha == 1)
        v.alpha = -1
        #expect(v.alpha == 0)
    }

    @Test("tintColor is inherited down the tree (system blue at the root); tintColorDidChange reaches the views that inherit")
    func tint() {
        let log = CallLog()
        let root = RecordingView("root", log: log), mid = RecordingView("mid", log: log), leaf = RecordingView("leaf", log: log)
        root.addSubview(mid); mid.addSubview(leaf)
        #expect(leaf.tintColor == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        log.entries.removeAll()
        root.tintColor = .red
        #expect(leaf.tintColor == .red)
        #expect(log.entries == ["root.tintColorDidChange", "mid.tintColorDidChange", "leaf.tintColorDidChange"])
        log.entries.removeAll()
        mid.tintColor = .green
        #expect(leaf.tintColor == .green && root.tintColor == .red)
        root.tintColor = .blue // mid keeps its own
        #expect(log.entries == ["mid.tintColorDidChange", "leaf.tintColorDidChange", "root.tintColorDidChange"])
        #expect(leaf.tintColor == .green)
        // Moving to a superview with another tint notifies.
        log.entries.removeAll()
        let other = RecordingView("other", log: log)
        other.tintColor = .yellow
        other.addSubview(leaf)
        #expect(leaf.tintColor == .yellow)
        #expect(log.entries.contains("leaf.tintColorDidChange"))
    }

    @Test("tintAdjustmentMode: .automatic inherits (normal at the root); .dimmed desaturates the tint")
    func tintAdjustment() {
        let root = UIView(), leaf = UIView()
        root.addSubview(leaf)
        #expect(leaf.tintAdjustmentMode == .normal)
        root.tintColor = .red
        root.tintAdjustmentMode = .dimmed
        #expect(leaf.tintAdjustmentMode == .dimmed)
        let c = leaf.tintColor.cgColor.components!
        #expect(c.count == 2 && abs(c[0] - 0.299) < 1e-9) // red's luminance as grey
        leaf.tintAdjustmentMode = .normal
        #expect(leaf.tintColor == .red)
    }
}
