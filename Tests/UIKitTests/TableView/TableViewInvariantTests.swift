import Testing
import UIKit

@MainActor @Suite(.freshWorld) struct TableViewInvariantTests {
    /// Checks that the visible cells are exactly the rows intersecting the bounds, each once, at rectForRow.
    func checkInvariants(_ t: UITableView, seed: UInt64, _ note: String) {
        let cells = t.visibleCells
        let paths = t.indexPathsForVisibleRows ?? []
        #expect(cells.count == paths.count, "seed \(seed) \(note)")
        #expect(Set(paths).count == paths.count, "seed \(seed) \(note): an index path twice")
        #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count, "seed \(seed) \(note): a cell twice")
        for (ip, cell) in zip(paths, cells) {
            #expect(cell.frame == t.rectForRow(at: ip), "seed \(seed) \(note): frame of \(ip)")
            #expect(cell.superview === t && t.indexPath(for: cell) == ip)
        }
        // Exactly the rows of positive height intersecting the bounds, computed independently.
        var expected: [IndexPath] = []
        for s in 0..<t.numberOfSections {
            for r in 0..<t.numberOfRows(inSection: s) {
                let rect = t.rectForRow(at: IndexPath(row: r, section: s))
                if rect.height > 0, rect.minY < t.bounds.maxY, rect.maxY > t.bounds.minY { expected.append(IndexPath(row: r, section: s)) }
            }
        }
        #expect(paths == expected, "seed \(seed) \(note)")
        // The visible rows cover the visible part of every section's row area without gaps.
        for (a, b) in zip(paths, paths.dropFirst()) where a.section == b.section {
            #expect(t.rectForRow(at: a).maxY == t.rectForRow(at: b).minY || b.row != a.row + 1, "seed \(seed) \(note): gap")
        }
        // Row rects tile each section: consecutive, starting after the header.
        for s in 0..<t.numberOfSections {
            var y = t.rectForHeader(inSection: s).maxY
            for r in 0..<t.numberOfRows(inSection: s) {
                let rect = t.rectForRow(at: IndexPath(row: r, section: s))
                #expect(rect.minY == y, "seed \(seed) \(note): rows of section \(s) not contiguous")
                y = rect.maxY
            }
            #expect(t.rectForFooter(inSection: s).minY == y)
        }
        #expect(t.contentSize.height == (t.numberOfSections == 0 ? 0 : t.rect(forSection: t.numberOfSections - 1).maxY))
    }

    @Test("random sections, heights and offsets: visible cells exactly cover the visible rows, each once, at rectForRow")
    func randomized() {
        for seed in UInt64(1)...UInt64(25) {
            var rng = SplitMix64(state: seed)
            let sections = (0..<rng.int(0...5)).map { _ in rng.int(0...40) }
            var heights: [IndexPath: CGFloat] = [:]
            for (s, n) in sections.enumerated() { for r in 0..<n { heights[IndexPath(row: r, section: s)] = CGFloat(rng.int(0...90)) } }
            let model = TableModel(rows: sections, heights: { heights[$0] ?? 44 })
            model.headerTitles = [0: "Zero", 2: "Two"]
            let style: UITableView.Style = [.plain, .grouped, .insetGrouped][rng.int(0...2)]
            let t = makeTable(model, style: style, frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(rng.int(100...600))))
            checkInvariants(t, seed: seed, "initial")
            for step in 0..<20 {
                let maxY = max(0, t.contentSize.height - t.bounds.height)
                t.contentOffset = CGPoint(x: 0, y: CGFloat(rng.int(0...Int(maxY) + 50)))
                t.layoutIfNeeded()
                checkInvariants(t, seed: seed, "step \(step) offset \(t.contentOffset.y)")
                // Now and then insert or delete a row in a random section.
                if step % 5 == 4, !model.rows.isEmpty {
                    let s = rng.int(0...model.rows.count - 1)
                    if model.rows[s] > 0, rng.int(0...1) == 0 {
                        let r = rng.int(0...model.rows[s] - 1)
                        // Shift the heights down to follow the data.
                        var moved: [IndexPath: CGFloat] = [:]
                        for (ip, h) in heights {
                            if ip.section != s || ip.row < r { moved[ip] = h } else if ip.row > r { moved[IndexPath(row: ip.row - 1, section: s)] = h }
                        }
                        heights = moved
                        model.rows[s] -= 1
                        t.deleteRows(at: [IndexPath(row: r, section: s)], with: .automatic)
                    } else {
                        let r = rng.int(0...model.rows[s])
                        var moved: [IndexPath: CGFloat] = [:]
                        for (ip, h) in heights {
                            if ip.section != s || ip.row < r { moved[ip] = h } else { moved[IndexPath(row: ip.row + 1, section: s)] = h }
                        }
                        moved[IndexPath(row: r, section: s)] = CGFloat(rng.int(1...80))
                        heights = moved
                        model.rows[s] += 1
                        t.insertRows(at: [IndexPath(row: r, section: s)], with: .automatic)
                    }
                    checkInvariants(t, seed: seed, "after update at step \(step)")
                }
            }
        }
    }

    @Test("dragging with the finger scrolls the table and brings in new rows' cells")
    func dragScrolls() {
        let w = makeEventWindow()
        let model = TableModel(rows: [200], heights: { _ in 44 })
        let t = makeTable(model)
        w.addSubview(t)
        UIApplication.shared.runOneTurn()
        w.sendTouch(.began, at: CGPoint(x: 160, y: 400))
        for i in 1...10 {
            CAMediaClock.advance(by: 0.016)
            w.sendTouch(.moved, at: CGPoint(x: 160, y: 400 - CGFloat(i) * 30))
            UIApplication.shared.runOneTurn()
        }
        #expect(t.contentOffset.y > 200)
        let visible = t.indexPathsForVisibleRows ?? []
        #expect(visible.first == t.indexPathForRow(at: CGPoint(x: 10, y: t.contentOffset.y)))
        #expect(!(visible.contains(IndexPath(row: 0, section: 0))))
        checkInvariants(t, seed: 0, "drag")
        CAMediaClock.advance(by: 0.5)
        w.sendTouch(.ended, at: CGPoint(x: 160, y: 100))
        UIApplication.shared.runOneTurn()
        // A drag is not a tap: nothing is selected.
        #expect(model.log.isEmpty && t.indexPathForSelectedRow == nil)
    }
}

@MainActor @Suite(.freshWorld) struct TableViewScaleTests {
    @Test("100 000 rows: only the visible rows get cells, and scrolling to the end asks only for the rows shown there")
    func largeTable() {
        let model = TableModel(rows: [100_000])
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.rowHeight = 30
        t.register(CountingCell.self, forCellReuseIdentifier: "cell")
        t.dataSource = model
        t.layoutIfNeeded()
        #expect(t.contentSize.height == 3_000_000 && model.cellForRowCalls.count == 16)
        model.cellForRowCalls = []
        t.scrollToRow(at: IndexPath(row: 99_999, section: 0), at: .bottom, animated: false)
        t.layoutIfNeeded()
        #expect(model.cellForRowCalls == (99_984..<100_000).map { IndexPath(row: $0, section: 0) })
        #expect(t.visibleCells.count == 16 && t.contentOffset.y == CGFloat(3_000_000 - 480))
    }
}
