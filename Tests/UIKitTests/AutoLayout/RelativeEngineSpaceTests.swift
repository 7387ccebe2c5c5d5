import Testing
import UIKit

/// Frames the engine gives when constraints relate views of different superviews, position multipliers,
/// and constraint changes found during a `layoutIfNeeded()` walk. Expected frames are worked out by hand
/// from the constraints (positions in the closest common ancestor's space, as UIKit measures them).
@MainActor @Suite(.freshWorld) struct RelativeEngineSpaceTests {
    private func constrained(in superview: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(v)
        return v
    }

    @Test func childPinnedOutsideItsMovingParentKeepsItsPlace() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let header = constrained(in: root), panel = constrained(in: root)
        let badge = constrained(in: panel)
        let headerHeight = header.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            header.widthAnchor.constraint(equalToConstant: 100), headerHeight,
            panel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            panel.widthAnchor.constraint(equalToConstant: 200), panel.heightAnchor.constraint(equalToConstant: 300),
            // The badge's top is pinned to the root, across its own superview.
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            badge.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 30, y: 70, width: 200, height: 300))
        #expect(badge.frame == CGRect(x: 5, y: 130, width: 10, height: 10))

        // The panel moves down 30 points; the badge stays at 200 in the root, so 100 in the panel.
        headerHeight.constant = 80
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 30, y: 100, width: 200, height: 300))
        #expect(badge.frame == CGRect(x: 5, y: 100, width: 10, height: 10))
        #expect(badge.convert(badge.bounds, to: root).minY == 200)
    }

    @Test func positionMultiplierIsMeasuredInTheSuperviewsSpace() {
        // centerX = superview.centerX × 0.5 puts the centre at a quarter of the superview's width, wherever
        // the superview sits in its own superview.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let container = constrained(in: root)
        let v = constrained(in: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 100),
            NSLayoutConstraint(item: v, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                               multiplier: 0.5, constant: 0),
            v.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
    }

    @Test func ancestorMovedByAConstraintChangeBelowItIsLaidOutInTheSameCall() {
        // A constant changes in a constraint installed deep in the tree; it resizes a view whose superview
        // is the root. One layoutIfNeeded() on the root shows the new frame.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let a = constrained(in: root), b = constrained(in: root)
        let c = constrained(in: b)
        let cWidth = c.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), a.widthAnchor.constraint(equalTo: c.widthAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 300), b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.widthAnchor.constraint(equalToConstant: 200), b.heightAnchor.constraint(equalToConstant: 200),
            c.topAnchor.constraint(equalTo: b.topAnchor), c.leadingAnchor.constraint(equalTo: b.leadingAnchor),
            cWidth, c.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(a.frame.width == 50)
        // Nothing is pending after a layout: the root itself does not need layout any more.
        #expect(!root.layer.needsLayout())
        cWidth.constant = 80
        #expect(!root.layer.needsLayout())
        root.layoutIfNeeded()
        #expect(c.frame.width == 80)
        #expect(a.frame.width == 80)
    }

    /// A superview whose layoutSubviews skips super while `skipping` is set.
    private final class Gate: UIView {
        var skipping = false
        override func layoutSubviews() { if !skipping { super.layoutSubviews() } }
    }

    @Test func framesCatchUpAfterLayoutPassesThatSkippedSuper() {
        // The engine keeps changing the subviews' frames while the superview's layoutSubviews does not
        // call super; once it does, every subview gets the engine's current frame.
        let root = Gate(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        var views: [UIView] = [], tops: [NSLayoutConstraint] = []
        for i in 0..<5 {
            let v = constrained(in: root)
            let top = v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i * 10))
            NSLayoutConstraint.activate([top, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 5)])
            views.append(v); tops.append(top)
        }
        root.layoutIfNeeded()
        root.skipping = true
        for round in 1...4 {
            for (i, t) in tops.enumerated() { t.constant = CGFloat(i * 10 + round * 100) }
            root.layoutIfNeeded()
        }
        #expect(views[0].frame.minY == 0)
        root.skipping = false
        root.setNeedsLayout()
        root.layoutIfNeeded()
        for (i, v) in views.enumerated() { #expect(v.frame == CGRect(x: 0, y: CGFloat(i * 10 + 400), width: 20, height: 5)) }
        // A frame set in code is put back by the superview's next layout.
        views[2].frame = CGRect(x: 50, y: 50, width: 1, height: 1)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(views[2].frame == CGRect(x: 0, y: 420, width: 20, height: 5))
    }
}
