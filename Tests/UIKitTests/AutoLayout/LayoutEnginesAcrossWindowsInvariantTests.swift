import Testing
import QuartzCore
@testable import UIKit

/// Random constraint screens spread over two windows, under random moves of screens between the windows
/// (and out of them and back) and random edits: after every step each window's engine mentions only
/// views of its own window, and every view's frame equals the frame the same screen gets when it is built
/// afresh, alone, in a new window of the same size and scale (UIKit keeps a moved subtree's own
/// constraints, so a screen lays out the same wherever it is).
@MainActor @Suite(.serialized, .freshWorld) struct LayoutEnginesAcrossWindowsInvariantTests {

    /// A screen: a frame-placed container of rows chained top to bottom, each pinned at an inset from the
    /// container's sides with a fixed height.
    private struct Spec { var rows: [(height: CGFloat, inset: CGFloat)] }

    @MainActor private final class Screen {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        var rows: [UIView] = []
        var heights: [NSLayoutConstraint] = []
        var insets: [NSLayoutConstraint] = []
        var spec = Spec(rows: [])
    }

    @MainActor private func addRow(_ s: Screen, height: CGFloat, inset: CGFloat) {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        s.container.addSubview(row)
        let h = row.heightAnchor.constraint(equalToConstant: height)
        let lead = row.leadingAnchor.constraint(equalTo: s.container.leadingAnchor, constant: inset)
        NSLayoutConstraint.activate([
            h, lead,
            row.trailingAnchor.constraint(equalTo: s.container.trailingAnchor, constant: -inset),
            row.topAnchor.constraint(equalTo: s.rows.last?.bottomAnchor ?? s.container.topAnchor, constant: 4)])
        s.rows.append(row); s.heights.append(h); s.insets.append(lead)
        s.spec.rows.append((height, inset))
    }

    @MainActor private func build(_ spec: Spec) -> Screen {
        let s = Screen()
        for r in spec.rows { addRow(s, height: r.height, inset: r.inset) }
        return s
    }

    private func window(scale: CGFloat) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        w.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 600), scale: scale)
        return w
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func enginesStayPerWindowAndFramesMatchAFreshSolve(seed: UInt64) {
        PipelineOwner.installFresh()
        var rng = SplitMix64(seed: seed &* 0x5DEECE66D)
        let windows = [window(scale: 2), window(scale: 3)]
        var screens: [Screen] = []
        var placeOf: [Int] = []   // per screen: window index, or -1 when detached
        for i in 0..<4 {
            let s = build(Spec(rows: (0..<Int.random(in: 1...6, using: &rng)).map { _ in
                (CGFloat(Int.random(in: 10...40, using: &rng)) + 0.3, CGFloat(Int.random(in: 0...20, using: &rng)))
            }))
            windows[i % 2].addSubview(s.container)
            screens.append(s); placeOf.append(i % 2)
        }
        var log: [String] = []
        for step in 0..<60 {
            let i = Int.random(in: 0..<screens.count, using: &rng)
            let s = screens[i]
            let op = Int.random(in: 0..<6, using: &rng)
            log.append("\(op)@\(i)")
            switch op {
            case 0:   // to the other window (or back into one)
                let to = placeOf[i] == 0 ? 1 : 0
                windows[to].addSubview(s.container); placeOf[i] = to
            case 1:   // out of its window; laid out on its own
                s.container.removeFromSuperview(); placeOf[i] = -1
                s.container.layoutIfNeeded()
            case 2:
                let k = Int.random(in: 0..<s.rows.count, using: &rng)
                let h = CGFloat(Int.random(in: 10...40, using: &rng)) + 0.25
                s.heights[k].constant = h; s.spec.rows[k].height = h
            case 3:
                let k = Int.random(in: 0..<s.rows.count, using: &rng)
                let inset = CGFloat(Int.random(in: 0...30, using: &rng))
                s.insets[k].constant = inset
                // The trailing constraint follows through the spec: rebuild its constant.
                for c in s.container.constraints where c.firstItem === s.rows[k] && c.firstAttribute == .trailing {
                    c.constant = -inset
                }
                s.spec.rows[k].inset = inset
            case 4:
                addRow(s, height: CGFloat(Int.random(in: 10...40, using: &rng)), inset: CGFloat(Int.random(in: 0...20, using: &rng)))
            default:
                if s.rows.count > 1 {
                    s.rows.removeLast().removeFromSuperview()
                    s.heights.removeLast(); s.insets.removeLast(); s.spec.rows.removeLast()
                }
            }
            for w in windows { w.layoutIfNeeded() }
            for (j, sc) in screens.enumerated() where placeOf[j] == -1 { sc.container.layoutIfNeeded() }

            // Each engine mentions only views of its own hierarchy.
            for w in windows {
                for v in LayoutEngineInspection.viewsInSolver(of: w) {
                    #expect(v.window === w, "seed \(seed) step \(step): a view of another hierarchy in a window's engine")
                }
            }
            for (j, sc) in screens.enumerated() where placeOf[j] == -1 {
                for v in LayoutEngineInspection.viewsInSolver(of: sc.container) {
                    #expect(v === sc.container || v.isDescendant(of: sc.container), "seed \(seed) step \(step): detached screen's engine holds a foreign view")
                }
            }
            // Frames equal a fresh solve of the same screen alone, at the same scale.
            for (j, sc) in screens.enumerated() {
                let scale: CGFloat = placeOf[j] == -1 ? UIScreen.main.scale : windows[placeOf[j]].screen.scale
                let fresh = build(sc.spec)
                let w = window(scale: scale)
                if placeOf[j] == -1 {
                    fresh.container.layoutIfNeeded()
                } else {
                    w.addSubview(fresh.container)
                    w.layoutIfNeeded()
                }
                for (k, row) in sc.rows.enumerated() {
                    #expect(row.frame == fresh.rows[k].frame, "seed \(seed) step \(step) screen \(j) row \(k): \(row.frame) want \(fresh.rows[k].frame) after \(log)")
                }
            }
        }
    }
}
