import Foundation
import Testing
@testable import UIKit

/// The frame's discipline: layout asked for while views draw waits for the next commit (UIKit documents
/// `setNeedsLayout()` as "during the next update cycle" and `CATransaction.flush()` as delayed until the
/// current work completes), and no view changes while a frame is composited (debug builds trap).
@MainActor @Suite(.serialized, .freshWorld) struct FrameDisciplineTests {
    /// Counts its layouts and the phase each ran in.
    private final class LayoutCounter: UIView {
        var phases: [PipelineOwner.Phase] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            phases.append(PipelineOwner.current.phase)
        }
    }

    /// Runs `during` once, from inside its first `draw(_:)`.
    private final class DrawHook: UIView {
        var during: (() -> Void)?
        override func draw(_ rect: CGRect) {
            let hook = during
            during = nil
            hook?()
        }
    }

    /// A shown window with a view that runs `during` from inside its next `draw(_:)` and a view that counts
    /// its layouts; returns the phases `other` was laid out in during that drawing turn and the turn after.
    private func layouts(whenDrawingRuns during: @escaping (LayoutCounter) -> Void)
        -> (drawingTurn: [PipelineOwner.Phase], nextTurn: [PipelineOwner.Phase]) {
        let window = appWindow(CGSize(width: 100, height: 100))
        window.makeKeyAndVisible()
        let drawing = DrawHook(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let other = LayoutCounter(frame: CGRect(x: 50, y: 0, width: 40, height: 40))
        window.addSubview(drawing)
        window.addSubview(other)
        UIApplication.shared.runOneTurn()
        other.phases.removeAll()
        drawing.during = { during(other) }
        drawing.setNeedsDisplay()
        UIApplication.shared.runOneTurn()
        let drawingTurn = other.phases
        other.phases.removeAll()
        UIApplication.shared.runOneTurn()
        return (drawingTurn, other.phases)
    }

    @Test("setNeedsLayout() from inside draw(_:) is laid out by the next turn's layout phase, not during the display pass")
    func setNeedsLayoutWhileDrawingWaits() {
        let turns = layouts { other in other.setNeedsLayout() }
        #expect(turns.drawingTurn.isEmpty && turns.nextTurn == [.layout])
    }

    @Test("A commit asked for from inside draw(_:) (CATransaction.flush(), renderedImage) lays nothing out: the layout waits for the next turn")
    func commitWhileDrawingDefersLayout() {
        let turns = layouts { other in
            other.setNeedsLayout()
            CATransaction.flush()
            _ = other.renderedImage(scale: 1)
        }
        #expect(turns.drawingTurn.isEmpty && turns.nextTurn == [.layout])
    }

    @Test("layoutIfNeeded() from inside draw(_:) lays the view out at once, as UIKit documents (it is the caller's own request)")
    func explicitLayoutWhileDrawingRuns() {
        let turns = layouts { other in
            other.setNeedsLayout()
            other.layoutIfNeeded()
        }
        #expect(turns.drawingTurn == [.display] && turns.nextTurn.isEmpty)
    }

    @Test("Changing a view's frame, bounds, center, transform, alpha or visibility while a frame is composited is a precondition failure (debug builds)",
          .enabled(if: PipelineOwner.checksDiscipline))
    func viewChangeDuringRenderTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                PipelineOwner.current.compositing { v.frame.origin.x = 5 }
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                PipelineOwner.current.compositing { v.alpha = 0.5 }
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                PipelineOwner.current.compositing { v.isHidden = true }
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                PipelineOwner.current.compositing { v.transform = CGAffineTransform(scaleX: 2, y: 2) }
            }
        }
    }

    @Test("Adding, removing or reordering subviews while a frame is composited is a precondition failure (debug builds)",
          .enabled(if: PipelineOwner.checksDiscipline))
    func hierarchyChangeDuringRenderTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView(), child = UIView()
                PipelineOwner.current.compositing { parent.addSubview(child) }
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView(), child = UIView()
                parent.addSubview(child)
                PipelineOwner.current.compositing { child.removeFromSuperview() }
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView(), a = UIView(), b = UIView()
                parent.addSubview(a)
                parent.addSubview(b)
                PipelineOwner.current.compositing { parent.exchangeSubview(at: 0, withSubviewAt: 1) }
            }
        }
    }

    @Test("The same edits outside the render phase are fine, and a frame's own render leaves the model alone")
    func editsOutsideRenderAreFine() {
        let window = appWindow(CGSize(width: 100, height: 100))
        window.makeKeyAndVisible()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), b = UIView()
        window.addSubview(a)
        window.addSubview(b)
        UIApplication.shared.runOneTurn()
        a.frame.origin.x = 5
        a.alpha = 0.5
        a.isHidden = true
        window.exchangeSubview(at: 0, withSubviewAt: 1)
        b.removeFromSuperview()
        UIApplication.shared.runOneTurn()
        #expect(a.frame.origin.x == 5 && a.alpha == 0.5 && a.isHidden)
        #expect(window.subviews == [a])
    }
}
