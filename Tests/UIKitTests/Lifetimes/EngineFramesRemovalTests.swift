import Testing
@testable import UIKit

/// A view whose bounds changes run app code: the first change removes its partner from the superview.
private final class Remover: UIView {
    weak var partner: UIView?
    var boundsChanges = 0
    override var bounds: CGRect {
        didSet {
            guard bounds.size != oldValue.size else { return }
            boundsChanges += 1
            if let p = partner, p.superview != nil { p.removeFromSuperview() }
        }
    }
}

/// The superview's default `layoutSubviews()` sets the frames Auto Layout computed for its subviews, one
/// after another. A frame setter is app code (`bounds` and `center` are overridable) and may remove a
/// sibling that is still waiting for its frame, even the sibling's last reference: a view that left the
/// superview is not the superview's to place any more, and a released one is never touched.
@MainActor @Suite(.freshWorld) struct EngineFramesRemovalTests {
    /// Two constrained subviews whose sizes both change; whichever gets its frame first removes the other.
    private func makePair() -> (root: UIView, a: Remover, b: Remover, width: [NSLayoutConstraint]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = Remover(), b = Remover()
        var widths: [NSLayoutConstraint] = []
        for (i, v) in [a, b].enumerated() {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let w = v.widthAnchor.constraint(equalToConstant: 50)
            widths.append(w)
            NSLayoutConstraint.activate([
                w, v.heightAnchor.constraint(equalToConstant: 20),
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(10 + 30 * i)),
            ])
        }
        root.layoutIfNeeded()
        a.partner = b
        b.partner = a
        return (root, a, b, widths)
    }

    @Test func aSiblingRemovedByAFrameSetterIsNotPlaced() {
        let (root, a, b, widths) = makePair()
        #expect(a.frame.size == CGSize(width: 50, height: 20) && b.frame.size == CGSize(width: 50, height: 20))
        a.boundsChanges = 0
        b.boundsChanges = 0
        for w in widths { w.constant = 80 }
        root.layoutIfNeeded()
        // The first placed view removed the other before its turn: exactly one was resized.
        #expect(a.boundsChanges + b.boundsChanges == 1)
        let (placed, removed) = a.boundsChanges == 1 ? (a, b) : (b, a)
        #expect(placed.superview === root && removed.superview == nil)
        #expect(placed.frame.size.width == 80)
        #expect(removed.frame.size.width == 50)
    }

    @Test func aSiblingReleasedByAFrameSetterIsNotTouched() {
        let root: UIView
        weak var weakA: Remover?, weakB: Remover?
        do {
            let (r, a, b, widths) = makePair()
            root = r
            weakA = a
            weakB = b
            for w in widths { w.constant = 80 }
        }
        // The superview holds the only references: the removed one is released during the pass.
        root.layoutIfNeeded()
        #expect((weakA == nil) != (weakB == nil))
        #expect(root.subviews.count == 1)
        #expect(root.subviews.first?.frame.size.width == 80)
    }
}
