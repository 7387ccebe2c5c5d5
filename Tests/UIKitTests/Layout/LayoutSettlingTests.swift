import Foundation
import Testing
import UIKit

/// Layout settles: a commit lays out each view that needs it once per pass, a view whose
/// `layoutSubviews()` builds or rebuilds its subviews settles without re-running itself, and layout that
/// keeps re-dirtying views already laid out waits for the next turn instead of looping in the commit
/// (at most `CATransaction.layoutsPerCommit` layouts of a view per commit).
@MainActor @Suite(.serialized, .freshWorld)
struct LayoutSettlingTests {
    /// A keypad that removes its buttons and builds them again on every layout, then frames them, as a
    /// calculator app does.
    final class RebuildingKeypad: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            subviews.forEach { $0.removeFromSuperview() }
            let w = bounds.width / 4, h = bounds.height / 5
            for i in 0..<20 {
                let b = UIButton(type: .system)
                b.setTitle("\(i)", for: .normal)
                b.frame = CGRect(x: CGFloat(i % 4) * w, y: CGFloat(i / 4) * h, width: w, height: h)
                addSubview(b)
            }
        }
    }

    /// A board that builds its tiles once, on its first layout, and frames them on every layout.
    final class TileBoard: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            if subviews.isEmpty { for _ in 0..<16 { let t = UILabel(); t.text = "2"; addSubview(t) } }
            let side = bounds.width / 4
            for (i, t) in subviews.enumerated() {
                t.frame = CGRect(x: CGFloat(i % 4) * side, y: CGFloat(i / 4) * side, width: side, height: side)
            }
        }
    }

    /// A view that asks for layout again from its own `layoutSubviews()` every time (a feedback loop).
    final class Restless: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1; setNeedsLayout() }
    }

    /// A child whose layout resizes itself, which lays out its superview again: a loop between two views.
    final class Grower: UIView {
        override func layoutSubviews() { frame.size.width += 1 }
    }
    final class Holder: UIView {
        var layouts = 0
        let child = Grower()
        override init(frame: CGRect) { super.init(frame: frame); addSubview(child) }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func layoutSubviews() { layouts += 1; child.frame = CGRect(x: 0, y: 0, width: 10, height: 10) }
    }

    @Test("A view that rebuilds its subviews in layoutSubviews is laid out once per commit and settles")
    func rebuildingSettles() {
        let (window, vc) = shownController()
        let pad = RebuildingKeypad(frame: CGRect(x: 0, y: 300, width: 390, height: 500))
        vc.view.addSubview(pad)
        UIApplication.shared.runOneTurn()
        #expect(pad.layouts == 1)
        #expect(pad.subviews.count == 20)
        UIApplication.shared.runOneTurn()
        #expect(pad.layouts == 1) // nothing asked for layout again
        pad.setNeedsLayout()
        UIApplication.shared.runOneTurn()
        #expect(pad.layouts == 2 && pad.subviews.count == 20)
        _ = window
    }

    @Test("A view that builds its subviews on its first layout settles in that commit")
    func buildOnceSettles() {
        let (window, vc) = shownController()
        let board = TileBoard(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
        vc.view.addSubview(board)
        UIApplication.shared.runOneTurn()
        #expect(board.layouts == 1)
        UIApplication.shared.runOneTurn()
        #expect(board.layouts == 1)
        #expect(board.subviews[5].frame == CGRect(x: 80, y: 80, width: 80, height: 80))
        _ = window
    }

    @Test("A view that re-dirties itself in layoutSubviews is laid out twice per commit, then again next turn")
    func feedbackLoopWaitsForNextTurn() {
        let (window, vc) = shownController()
        let v = Restless(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        vc.view.addSubview(v)
        UIApplication.shared.runOneTurn()
        #expect(v.layouts == 2)
        UIApplication.shared.runOneTurn()
        #expect(v.layouts == 4)
        v.layoutIfNeeded() // an explicit request always lays out
        #expect(v.layouts == 5)
        _ = window
    }

    @Test("Two views that re-dirty each other are each laid out twice per commit, not in a tight loop")
    func mutualLoopWaitsForNextTurn() {
        let (window, vc) = shownController()
        let h = Holder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        vc.view.addSubview(h)
        UIApplication.shared.runOneTurn()
        #expect(h.layouts == 2)
        UIApplication.shared.runOneTurn()
        #expect(h.layouts == 4)
        _ = window
    }

    /// A row that adds its constrained label on its first layout, after `super.layoutSubviews()`: the
    /// constraints need one more layout of the row, in the same commit.
    final class ConstrainedRow: UIView {
        var layouts = 0
        let label = UILabel()
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            guard label.superview == nil else { return }
            label.text = "Total"
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                                         label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                                         label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8)])
        }
    }

    @Test("A view whose layoutSubviews adds constrained subviews settles in two passes of one commit")
    func constrainedBuildSettlesInTwoPasses() {
        let (window, vc) = shownController()
        let row = ConstrainedRow(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        vc.view.addSubview(row)
        UIApplication.shared.runOneTurn()
        #expect(row.layouts == 2)
        #expect(row.label.frame.minX == 8 && row.label.frame.width == 184)
        UIApplication.shared.runOneTurn()
        #expect(row.layouts == 2)
        _ = window
    }
}
