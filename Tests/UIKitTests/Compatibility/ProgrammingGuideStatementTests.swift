import Testing
import UIKit

/// Further sentences of the seeds (000_*: View Programming Guide, 004_*: notes on the drawing and layout
/// cycle), each checked as stated.
@MainActor @Suite(.serialized, .freshWorld)
struct ProgrammingGuideStatementTests {
    @Test("Seed: layout changes 'when the Core Animation sublayers associated with the view's layer change' and when subviews are added")
    func sublayerChangesMarkLayout() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        v.layer.addSublayer(CALayer())
        #expect(v.layer.needsLayout())
        v.layoutIfNeeded()
        v.addSubview(UIView())
        #expect(v.layer.needsLayout())
    }

    @Test("Seed: 'when you change the transform property of a view, all of its subviews are affected' — on pixels")
    func transformAffectsSubviews() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        child.backgroundColor = .red
        window.addSubview(parent); parent.addSubview(child)
        parent.transform = CGAffineTransform(scaleX: 2, y: 2) // about the center (20, 20): child → (−20..20)
        let image = window.renderedImage(scale: 1)
        #expect(image.pixel(15, 15).isClose(to: RGBA.red))
        #expect(image.pixel(25, 25).isClose(to: RGBA.white))
        #expect(child.frame == CGRect(x: 0, y: 0, width: 20, height: 20)) // its own geometry is unchanged
    }

    @Test("Seed: 'If you hide a view that is currently the first responder, the view does not automatically resign its first responder status'")
    func hiddenFirstResponderStays() {
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        let f = Field()
        // Leaving the window does resign it (becoming first responder needs a window).
        let window = makeWindow()
        let container = UIView()
        window.addSubview(container); container.addSubview(f)
        #expect(f.becomeFirstResponder())
        f.isHidden = true
        #expect(f.isFirstResponder)
        container.removeFromSuperview()
        #expect(!f.isFirstResponder)
    }

    @Test("Seed: 'The subviews property itself contains a read-only list of subviews, but there are several methods for adding and rearranging subviews' — the returned array is a copy")
    func subviewsIsACopy() {
        let parent = UIView(), a = UIView()
        var list = parent.subviews
        list.append(a)
        #expect(parent.subviews.isEmpty)
        parent.addSubview(a)
        #expect(list.count == 1 && parent.subviews == [a])
    }

    @Test("Seed: 'the bounds rectangle's origin is (0, 0) by default and its size matches the frame's'")
    func boundsDefaults() {
        let v = UIView(frame: CGRect(x: 12, y: 34, width: 56, height: 78))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 56, height: 78))
    }

    @Test("Seed: 'If you do not change the view's content, its drawing code may never be called again' — frames without changes reuse the snapshot")
    func noChangeNoDraw() {
        let window = makeWindow()
        let v = QuadrantView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.addSubview(v)
        for _ in 0..<5 { UIApplication.shared.runOneTurn() }
        _ = window.renderedImage(scale: 1)
        _ = v.snapshotView(afterScreenUpdates: true)
        #expect(v.drawCount == 1)
    }
}
