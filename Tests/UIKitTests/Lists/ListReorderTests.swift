import Foundation
import Testing
import UIKit

/// Reordering a list by its reorder accessory, as list apps do: `UICellAccessory.reorder()` shows while the
/// collection view is editing; dragging it carries the row with the finger while the other rows make room;
/// on release the diffable data source runs `reorderingHandlers` (`willReorder`, then `didReorder` with an
/// `NSDiffableDataSourceTransaction`) and takes the final snapshot. Only items `canReorderItem` allows move.
@MainActor @Suite(.serialized, .freshWorld)
struct ListReorderTests {
    @MainActor final class Harness {
        let window: UIWindow
        let collectionView: UICollectionView
        let source: UICollectionViewDiffableDataSource<Int, String>
        var log: [String] = []
        var transactions: [NSDiffableDataSourceTransaction<Int, String>] = []
        var states: [String: [UICellConfigurationState]] = [:]

        init(sections: [[String]], canReorder: ((String) -> Bool)? = { _ in true }) {
            var states: ((String, UICellConfigurationState) -> Void)?
            (window, collectionView, source) = shownDiffableCollection(
                layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), sections: sections,
                cell: UICollectionViewListCell.self) { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.reorder()]
                cell.configurationUpdateHandler = { cell, state in
                    guard let text = ((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text else { return }
                    states?(text, state)
                }
            }
            source.reorderingHandlers.canReorderItem = canReorder
            states = { [unowned self] item, state in self.states[item, default: []].append(state) }
            source.reorderingHandlers.willReorder = { [unowned self] t in
                self.log.append("will")
                self.transactions.append(t)
            }
            source.reorderingHandlers.didReorder = { [unowned self] t in
                self.log.append("did \(self.source.snapshot().itemIdentifiers == t.finalSnapshot.itemIdentifiers)")
                self.transactions.append(t)
            }
            collectionView.isEditing = true
            UIApplication.shared.runOneTurn()
        }

        /// The row's frame in window coordinates.
        func rowFrame(_ ip: IndexPath) -> CGRect {
            collectionView.convert(collectionView.layoutAttributesForItem(at: ip)!.frame, to: nil)
        }
        /// Where a finger grabs the row's reorder control: the control sits at the trailing edge.
        func handle(_ ip: IndexPath) -> CGPoint { CGPoint(x: 359, y: rowFrame(ip).midY) }

        /// Every visible cell shows the item the data source has at its index path.
        func cellsMatchSnapshot() -> Bool {
            collectionView.indexPathsForVisibleItems.allSatisfy { ip in
                let cell = collectionView.cellForItem(at: ip) as? UICollectionViewListCell
                let text = (cell?.contentConfiguration as? UIListContentConfiguration)?.text
                return text != nil && text == source.itemIdentifier(for: ip)
            }
        }
    }

    private func letters(_ n: Int, from start: Int = 0) -> [String] { (start..<(start + n)).map { "Item \($0)" } }

    @Test("Dragging the reorder control moves the row; the transaction's snapshots and difference describe the move")
    func dragMovesRow() throws {
        let h = Harness(sections: [letters(8)])
        let start = h.handle(IndexPath(item: 1, section: 0))
        let rowHeight = h.rowFrame(IndexPath(item: 1, section: 0)).height
        dragTouch(in: h.window, from: start, by: CGPoint(x: 0, y: rowHeight * 3), steps: 12)
        let expected = ["Item 0", "Item 2", "Item 3", "Item 4", "Item 1", "Item 5", "Item 6", "Item 7"]
        #expect(h.log == ["will", "did true"])
        #expect(h.source.snapshot().itemIdentifiers == expected)
        let t = try #require(h.transactions.last)
        #expect(t.initialSnapshot.itemIdentifiers == letters(8))
        #expect(t.finalSnapshot.itemIdentifiers == expected)
        #expect(letters(8).applying(t.difference) == expected)
        #expect(t.sectionTransactions.count == 1)
        #expect(t.sectionTransactions.first?.sectionIdentifier == 0)
        #expect(t.sectionTransactions.first?.finalSnapshot.items == expected)
        #expect(t.sectionTransactions.first?.initialSnapshot.items == letters(8))
        #expect(h.cellsMatchSnapshot())
        let moved = try #require(h.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(moved.frame == h.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame)
    }

    @Test("While the row is dragged the rows it passes make room, and its cell follows the finger")
    func rowsMakeRoom() throws {
        let h = Harness(sections: [letters(8)])
        let cv = h.collectionView
        let rowHeight = h.rowFrame(IndexPath(item: 0, section: 0)).height
        let dragged = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let passed = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
        let slot1 = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        let start = h.handle(IndexPath(item: 1, section: 0))
        let end = CGPoint(x: start.x, y: start.y + rowHeight * 0.75)
        dragTouch(in: h.window, from: start, by: CGPoint(x: 0, y: rowHeight * 0.75), steps: 3, lift: false)
        // Past the middle of row 2: row 2 now sits in row 1's place; the dragged cell is under the finger.
        #expect(passed.frame == slot1)
        #expect(abs(dragged.center.y - (slot1.midY + rowHeight * 0.75)) < 0.5)
        #expect(h.log.isEmpty)
        h.window.sendTouch(.ended, at: end)
        UIApplication.shared.runOneTurn()
        #expect(h.source.snapshot().itemIdentifiers.prefix(3) == ["Item 0", "Item 2", "Item 1"])
        #expect(dragged.frame == cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
    }

    @Test("The dragged cell's configuration state is reordering until the finger lifts; editing shows in the state")
    func reorderingState() throws {
        let h = Harness(sections: [letters(6)])
        let start = h.handle(IndexPath(item: 0, section: 0))
        h.states = [:]
        h.window.sendTouch(.began, at: start)
        UIApplication.shared.runOneTurn()
        #expect(h.states["Item 0"]?.last?.isReordering == true)
        #expect(h.states["Item 0"]?.last?.isEditing == true)
        h.window.sendTouch(.ended, at: start)
        UIApplication.shared.runOneTurn()
        #expect(h.states["Item 0"]?.last?.isReordering == false)
        #expect(h.log.isEmpty)
    }

    @Test("Items canReorderItem refuses do not move; without the handler nothing moves")
    func refusedItems() {
        let h = Harness(sections: [letters(6)], canReorder: { $0 != "Item 2" })
        let rowHeight = h.rowFrame(IndexPath(item: 0, section: 0)).height
        dragTouch(in: h.window, from: h.handle(IndexPath(item: 2, section: 0)), by: CGPoint(x: 0, y: rowHeight * 2))
        #expect(h.log.isEmpty)
        #expect(h.source.snapshot().itemIdentifiers == letters(6))

        let none = Harness(sections: [letters(6)], canReorder: nil)
        dragTouch(in: none.window, from: none.handle(IndexPath(item: 1, section: 0)), by: CGPoint(x: 0, y: rowHeight * 2))
        #expect(none.log.isEmpty)
        #expect(none.source.snapshot().itemIdentifiers == letters(6))
    }

    @Test("A row dragged into another section joins it; both sections' transactions are reported")
    func acrossSections() throws {
        let h = Harness(sections: [letters(3), letters(3, from: 3)])
        let from = IndexPath(item: 0, section: 0)
        let to = h.rowFrame(IndexPath(item: 1, section: 1))
        dragTouch(in: h.window, from: h.handle(from), by: CGPoint(x: 0, y: to.midY - h.rowFrame(from).midY), steps: 15)
        let snap = h.source.snapshot()
        #expect(snap.itemIdentifiers(inSection: 0) == ["Item 1", "Item 2"])
        #expect(snap.itemIdentifiers(inSection: 1) == ["Item 3", "Item 4", "Item 0", "Item 5"])
        let t = try #require(h.transactions.last)
        #expect(t.sectionTransactions.map(\.sectionIdentifier) == [0, 1])
        #expect(h.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(h.collectionView.numberOfItems(inSection: 1) == 4)
        #expect(h.cellsMatchSnapshot())
    }

    @Test("Holding a dragged row near the bottom edge scrolls the list, so the row reaches places off screen")
    func autoscroll() throws {
        let h = Harness(sections: [letters(40)])
        let cv = h.collectionView
        let start = h.handle(IndexPath(item: 0, section: 0))
        let edge = CGPoint(x: start.x, y: cv.convert(cv.bounds, to: nil).maxY - 10)
        dragTouch(in: h.window, from: start, by: CGPoint(x: 0, y: edge.y - start.y), lift: false)
        runFor(1.0)
        #expect(cv.contentOffset.y > 100)
        h.window.sendTouch(.ended, at: edge)
        UIApplication.shared.runOneTurn()
        let index = try #require(h.source.snapshot().itemIdentifiers.firstIndex(of: "Item 0"))
        let lastVisibleBefore = Int((cv.bounds.height) / h.rowFrame(IndexPath(item: 1, section: 0)).height)
        #expect(index > lastVisibleBefore)
        #expect(h.cellsMatchSnapshot())
        // The scrolling stopped with the drag.
        let offset = cv.contentOffset.y
        runFor(0.5)
        #expect(cv.contentOffset.y == offset)
    }

    @Test("Not editing, the reorder control is hidden: a drag at the trailing edge moves nothing")
    func hiddenWhenNotEditing() {
        let h = Harness(sections: [letters(6)])
        h.collectionView.isEditing = false
        UIApplication.shared.runOneTurn()
        let rowHeight = h.rowFrame(IndexPath(item: 0, section: 0)).height
        dragTouch(in: h.window, from: h.handle(IndexPath(item: 1, section: 0)), by: CGPoint(x: 0, y: rowHeight * 2))
        #expect(h.log.isEmpty)
        #expect(h.source.snapshot().itemIdentifiers == letters(6))
    }

    @Test("Random drags from and to random rows keep the snapshot equal to the expected permutation and every cell on its item",
          arguments: [1, 2, 3, 4])
    func randomDrags(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let sectionCount = Int.random(in: 1...3, using: &rng)
        var sections: [[String]] = []
        var next = 0
        for _ in 0..<sectionCount {
            let n = Int.random(in: 1...5, using: &rng)
            sections.append(letters(n, from: next))
            next += n
        }
        let h = Harness(sections: sections)
        var model = sections
        for _ in 0..<8 {
            let flat = model.flatMap { $0 }
            let a = Int.random(in: 0..<flat.count, using: &rng)
            // Include the same row, the first and the last.
            let b = [a, 0, flat.count - 1, Int.random(in: 0..<flat.count, using: &rng)][Int.random(in: 0..<4, using: &rng)]
            let ipA = indexPath(ofFlat: a, in: model), ipB = indexPath(ofFlat: b, in: model)
            let fromY = h.rowFrame(ipA).midY, toY = h.rowFrame(ipB).midY
            dragTouch(in: h.window, from: CGPoint(x: 359, y: fromY), by: CGPoint(x: 0, y: toY - fromY), steps: 20)
            // The expected permutation: the item ends where the row it was dropped on was, in that row's section.
            let item = flat[a]
            var rest = model
            rest[ipA.section].remove(at: ipA.item)
            let before = rest[..<ipB.section].reduce(0) { $0 + $1.count }
            rest[ipB.section].insert(item, at: b - before)
            if a != b { model = rest }
            let snap = h.source.snapshot()
            #expect(snap.sectionIdentifiers.map { snap.itemIdentifiers(inSection: $0) } == model, "drag \(a) -> \(b)")
            #expect(h.cellsMatchSnapshot(), "drag \(a) -> \(b)")
            for (s, items) in model.enumerated() { #expect(h.collectionView.numberOfItems(inSection: s) == items.count) }
        }
    }

    private func indexPath(ofFlat k: Int, in model: [[String]]) -> IndexPath {
        var k = k
        for (s, items) in model.enumerated() {
            if k < items.count { return IndexPath(item: k, section: s) }
            k -= items.count
        }
        return IndexPath(item: 0, section: 0)
    }
}
