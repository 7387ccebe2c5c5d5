import Testing
import UIKit

@MainActor @Suite(.freshWorld) struct CollectionViewInvariantTests {
    /// Checks the collection view against the layout and the reference model: the visible cells are exactly the
    /// layout's cells in the visible bounds, each once, at the layout's frame, showing the model's item there;
    /// the selection names the items the model says are selected.
    func check(_ cv: UICollectionView, _ model: GridModel, selectedIDs: Set<Int>, seed: UInt64, _ note: String) {
        let paths = cv.indexPathsForVisibleItems
        let cells = cv.visibleCells
        #expect(paths.count == cells.count, "seed \(seed) \(note)")
        #expect(Set(paths).count == paths.count, "seed \(seed) \(note): an index path twice")
        #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count, "seed \(seed) \(note): a cell twice")
        let expected = (cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.intersects(cv.bounds) }
            .map(\.indexPath)
        #expect(Set(paths) == Set(expected), "seed \(seed) \(note): visible \(paths.count) vs layout \(expected.count)")
        for (ip, cell) in zip(paths, cells) {
            #expect(cell.frame == cv.layoutAttributesForItem(at: ip)?.frame, "seed \(seed) \(note): frame of \(ip)")
            #expect(cell.superview === cv && cv.indexPath(for: cell) == ip)
            #expect((cell as! GridCell).label.text == "\(model.items[ip.section][ip.item])", "seed \(seed) \(note): content of \(ip)")
            #expect(cell.isSelected == selectedIDs.contains(model.items[ip.section][ip.item]), "seed \(seed) \(note): selection of \(ip)")
        }
        #expect(cv.numberOfSections == model.items.count)
        for s in model.items.indices { #expect(cv.numberOfItems(inSection: s) == model.items[s].count) }
        let selected = Set((cv.indexPathsForSelectedItems ?? []).map { model.items[$0.section][$0.item] })
        #expect(selected == selectedIDs, "seed \(seed) \(note): selected items")
        #expect(cv.contentSize == cv.collectionViewLayout.collectionViewContentSize)
    }

    /// The index path of an item identifier in a model.
    func path(of id: Int, in items: [[Int]]) -> IndexPath? {
        for (s, sec) in items.enumerated() { if let i = sec.firstIndex(of: id) { return IndexPath(item: i, section: s) } }
        return nil
    }

    @Test("random batch updates and scrolling against a reference model: visible cells match the layout, content follows items, reuse pool bounded")
    func randomized() {
        for seed in UInt64(1)...UInt64(12) {
            var rng = SplitMix64(state: seed)
            var nextID = 0
            func newID() -> Int { defer { nextID += 1 }; return nextID }
            let model = GridModel(items: (0..<rng.int(1...4)).map { _ in (0..<rng.int(0...40)).map { _ in newID() } })
            // Item sizes depend on the item, so moving items changes the lines; some seeds use one size.
            let uniform = seed % 3 == 0
            model.sizes = { [unowned model] ip in
                let id = model.items[ip.section][ip.item]
                return uniform ? CGSize(width: 60, height: 40) : CGSize(width: CGFloat(30 + (id * 37) % 120), height: CGFloat(20 + (id * 53) % 60))
            }
            let l = UICollectionViewFlowLayout()
            l.headerReferenceSize = CGSize(width: 0, height: CGFloat(rng.int(0...1) * 24))
            l.sectionInset = UIEdgeInsets(top: 5, left: CGFloat(rng.int(0...12)), bottom: 5, right: 8)
            l.scrollDirection = seed % 4 == 1 ? .horizontal : .vertical
            let created0 = GridCell.created
            let cv = makeGrid(model, layout: l, frame: CGRect(x: 0, y: 0, width: CGFloat(rng.int(200...400)), height: CGFloat(rng.int(200...500))))
            cv.allowsMultipleSelection = true
            var selected = Set<Int>()
            var peak = cv.visibleCells.count
            check(cv, model, selectedIDs: selected, seed: seed, "initial")
            for step in 0..<30 {
                let note = "step \(step)"
                let old = model.items
                switch rng.int(0...9) {
                case 0...5:
                    // A batch of item deletes, inserts, moves and reloads.
                    var final = old
                    var deleted: [Int] = [], moved: [Int] = [], inserted: [Int] = []
                    let all = old.flatMap { $0 }
                    for id in all where rng.int(0...9) == 0 { deleted.append(id) }
                    for id in all where !deleted.contains(id) && rng.int(0...14) == 0 { moved.append(id) }
                    final = final.map { $0.filter { !deleted.contains($0) && !moved.contains($0) } }
                    for _ in 0..<rng.int(0...4) { inserted.append(newID()) }
                    for id in inserted + moved {
                        let s = rng.int(0...final.count - 1)
                        final[s].insert(id, at: rng.int(0...final[s].count))
                    }
                    let survivors = all.filter { !deleted.contains($0) && !moved.contains($0) }
                    let reloaded = survivors.filter { _ in rng.int(0...19) == 0 }
                    model.items = final
                    cv.performBatchUpdates {
                        cv.deleteItems(at: deleted.map { path(of: $0, in: old)! })
                        cv.insertItems(at: inserted.map { path(of: $0, in: final)! })
                        for id in moved { cv.moveItem(at: path(of: id, in: old)!, to: path(of: id, in: final)!) }
                        cv.reloadItems(at: reloaded.map { path(of: $0, in: old)! })
                    }
                    // Deleted items leave the selection; so do reloaded ones (reload is delete + insert, as for tables).
                    selected.subtract(deleted)
                    selected.subtract(reloaded)
                case 6:
                    let s = rng.int(0...old.count)
                    model.items.insert((0..<rng.int(0...12)).map { _ in newID() }, at: s)
                    cv.insertSections(IndexSet(integer: s))
                case 7 where old.count > 1:
                    let s = rng.int(0...old.count - 1)
                    selected.subtract(old[s])
                    model.items.remove(at: s)
                    cv.deleteSections(IndexSet(integer: s))
                default:
                    // Select or deselect a visible item as a user would (the delegate allows it).
                    let visible = cv.indexPathsForVisibleItems
                    if !visible.isEmpty {
                        let ip = visible[rng.int(0...visible.count - 1)]
                        let id = model.items[ip.section][ip.item]
                        if selected.contains(id) { cv.deselectItem(at: ip, animated: false); selected.remove(id) }
                        else { cv.selectItem(at: ip, animated: false, scrollPosition: []); selected.insert(id) }
                    }
                }
                peak = max(peak, cv.visibleCells.count)
                check(cv, model, selectedIDs: selected, seed: seed, note + " after update")
                let size = cv.contentSize
                let maxX = max(0, size.width - cv.bounds.width), maxY = max(0, size.height - cv.bounds.height)
                cv.contentOffset = CGPoint(x: CGFloat(rng.int(0...Int(maxX))), y: CGFloat(rng.int(0...Int(maxY))))
                cv.layoutIfNeeded()
                peak = max(peak, cv.visibleCells.count)
                check(cv, model, selectedIDs: selected, seed: seed, note + " after scroll")
            }
            // Cells are made only when the reuse queue is empty, so there are never more than were ever shown at once.
            #expect(GridCell.created - created0 <= peak, "seed \(seed): \(GridCell.created - created0) cells for at most \(peak) visible")
        }
    }
}
