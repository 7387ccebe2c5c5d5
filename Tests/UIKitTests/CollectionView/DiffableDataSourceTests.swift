import Testing
import UIKit

/// A flow layout that records the update items of each batch (`prepare(forCollectionViewUpdates:)`).
@MainActor
final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var batches: [[String]] = []
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        func p(_ ip: IndexPath?) -> String { ip.map { "\($0.section).\($0.item)" } ?? "-" }
        batches.append(updateItems.map { u in
            switch u.updateAction {
            case .insert: return "insert \(p(u.indexPathAfterUpdate))"
            case .delete: return "delete \(p(u.indexPathBeforeUpdate))"
            case .reload: return "reload \(p(u.indexPathBeforeUpdate))"
            case .move: return "move \(p(u.indexPathBeforeUpdate))>\(p(u.indexPathAfterUpdate))"
            case .none: return "none"
            }
        }.sorted())
    }
}

@MainActor @Suite(.freshWorld) struct DiffableDataSourceTests {
    @Test("snapshot: sections and items in order, look-ups, inserts before/after, moves and deletes")
    func snapshotBasics() {
        var s = NSDiffableDataSourceSnapshot<String, Int>()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([10, 11])
        #expect(s.sectionIdentifiers == ["a", "b"] && s.itemIdentifiers == [1, 2, 3, 10, 11])
        #expect(s.numberOfItems == 5 && s.numberOfItems(inSection: "b") == 2)
        #expect(s.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(s.sectionIdentifier(containingItem: 11) == "b" && s.sectionIdentifier(containingItem: 99) == nil)
        #expect(s.indexOfItem(10) == 3 && s.indexOfItem(99) == nil && s.indexOfSection("b") == 1)
        s.insertItems([4], beforeItem: 1)
        s.insertItems([5], afterItem: 11)
        #expect(s.itemIdentifiers == [4, 1, 2, 3, 10, 11, 5])
        s.moveItem(4, afterItem: 10)
        s.moveItem(3, beforeItem: 1)
        #expect(s.itemIdentifiers(inSection: "a") == [3, 1, 2] && s.itemIdentifiers(inSection: "b") == [10, 4, 11, 5])
        s.deleteItems([2, 11, 99])
        #expect(s.itemIdentifiers == [3, 1, 10, 4, 5])
        s.insertSections(["z"], beforeSection: "a")
        s.moveSection("b", beforeSection: "z")
        #expect(s.sectionIdentifiers == ["b", "z", "a"])
        s.reloadItems([1])
        s.reconfigureItems([3])
        #expect(s.reloadedItemIdentifiers == [1] && s.reconfiguredItemIdentifiers == [3])
        s.deleteSections(["b"])
        #expect(s.itemIdentifiers == [3, 1] && s.numberOfItems == 2 && s.sectionIdentifier(containingItem: 10) == nil)
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }

    func makeSource(_ layout: UICollectionViewFlowLayout, calls: @escaping (Int) -> Void) -> (UICollectionView, UICollectionViewDiffableDataSource<String, Int>) {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<GridCell, Int> { cell, _, item in
            cell.label.text = "\(item)"
        }
        let ds = UICollectionViewDiffableDataSource<String, Int>(collectionView: cv) { cv, ip, item in
            calls(item)
            return cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        return (cv, ds)
    }

    func labels(_ cv: UICollectionView) -> [String] { cv.visibleCells.map { ($0 as! GridCell).label.text ?? "" } }

    @Test("apply works out inserts, deletes and moves; only new items are asked for; cells follow their items")
    func applyDiffs() {
        let layout = RecordingFlowLayout()
        var asked: [Int] = []
        let (cv, ds) = makeSource(layout) { asked.append($0) }
        #expect(cv.dataSource === ds)
        var s = NSDiffableDataSourceSnapshot<String, Int>()
        s.appendSections(["fruit", "veg"])
        s.appendItems([1, 2, 3, 4], toSection: "fruit")
        s.appendItems([10, 11], toSection: "veg")
        var completions = 0
        ds.apply(s, animatingDifferences: false) { completions += 1 }
        cv.layoutIfNeeded()
        #expect(asked == [1, 2, 3, 4, 10, 11] && completions == 1)
        #expect(labels(cv) == ["1", "2", "3", "4", "10", "11"])
        let cellOf3 = cv.cellForItem(at: IndexPath(item: 2, section: 0))
        asked = []
        layout.batches = []
        // Delete 2, insert 5 at the front, move 4 before 1, move 10 into fruit at the end.
        s.deleteItems([2])
        s.insertItems([5], beforeItem: 1)
        s.moveItem(4, beforeItem: 1)
        s.moveItem(10, afterItem: 3)
        ds.apply(s)
        #expect(asked == [5])
        #expect(layout.batches == [["delete 0.1", "insert 0.0", "move 0.3>0.1", "move 1.0>0.4"]])
        #expect(labels(cv) == ["5", "4", "1", "3", "10", "11"])
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === cellOf3)
        #expect(ds.itemIdentifier(for: IndexPath(item: 4, section: 0)) == 10 && ds.indexPath(for: 11) == IndexPath(item: 0, section: 1))
        #expect(ds.sectionIdentifier(for: 1) == "veg" && ds.index(for: "fruit") == 0 && ds.itemIdentifier(for: IndexPath(item: 9, section: 0)) == nil)
        // Sections: delete one, insert one; reloading an item asks for it again.
        asked = []
        layout.batches = []
        s.deleteSections(["veg"])
        s.appendSections(["nuts"])
        s.appendItems([20], toSection: "nuts")
        s.reloadItems([3])
        ds.apply(s)
        #expect(Set(asked) == [3, 20])
        #expect(layout.batches == [["reload 0.3"]])
        #expect(labels(cv) == ["5", "4", "1", "3", "10", "20"])
        #expect(ds.snapshot().reloadedItemIdentifiers.isEmpty && ds.snapshot().sectionIdentifiers == ["fruit", "nuts"])
        // Applying the same snapshot changes nothing.
        asked = []
        layout.batches = []
        ds.apply(ds.snapshot())
        #expect(asked.isEmpty && layout.batches.isEmpty)
    }

    @Test("supplementary registrations and the supplementary view provider make headers")
    func supplementaryProvider() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (cv, ds) = makeSource(layout) { _ in }
        let header = UICollectionView.SupplementaryRegistration<GridHeader>(elementKind: UICollectionView.elementKindSectionHeader) { v, kind, ip in
            v.label.text = "\(kind == UICollectionView.elementKindSectionHeader ? "H" : "?")\(ip.section)"
        }
        ds.supplementaryViewProvider = { cv, _, ip in cv.dequeueConfiguredReusableSupplementary(using: header, for: ip) }
        var s = NSDiffableDataSourceSnapshot<String, Int>()
        s.appendSections(["a", "b"])
        s.appendItems([1], toSection: "a")
        s.appendItems([2], toSection: "b")
        ds.apply(s)
        cv.layoutIfNeeded()
        let headers = cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map { ($0 as! GridHeader).label.text }
        #expect(headers == ["H0", "H1"])
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 110)  // header 30, item 50, header 30
    }

    @Test("random snapshots: the view shows the snapshot, and cells of items that stay visible are kept")
    func randomSnapshots() {
        for seed in UInt64(1)...UInt64(10) {
            var rng = SplitMix64(state: seed)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 60, height: 40)
            var asked: [Int] = []
            let (cv, ds) = makeSource(layout) { asked.append($0) }
            var next = 0
            var s = NSDiffableDataSourceSnapshot<String, Int>()
            for step in 0..<25 {
                var n = s
                // Random edits of the snapshot.
                if n.numberOfSections == 0 || rng.int(0...5) == 0 { n.appendSections(["s\(next)"]); next += 1 }
                let sections = n.sectionIdentifiers
                for _ in 0..<rng.int(0...6) {
                    let all = n.itemIdentifiers
                    switch rng.int(0...4) {
                    case 0, 1:
                        n.appendItems([1000 + next], toSection: sections[rng.int(0...sections.count - 1)]); next += 1
                    case 2 where !all.isEmpty:
                        n.deleteItems([all[rng.int(0...all.count - 1)]])
                    case 3 where all.count > 1:
                        let a = all[rng.int(0...all.count - 1)], b = all[rng.int(0...all.count - 1)]
                        if a != b { rng.int(0...1) == 0 ? n.moveItem(a, beforeItem: b) : n.moveItem(a, afterItem: b) }
                    case 4 where sections.count > 1 && rng.int(0...3) == 0:
                        let a = sections[rng.int(0...sections.count - 1)], b = sections[rng.int(0...sections.count - 1)]
                        if a != b, n.indexOfSection(a) != nil, n.indexOfSection(b) != nil { n.moveSection(a, afterSection: b) }
                    default:
                        if let x = all.first, rng.int(0...2) == 0 { n.reloadItems([x]) }
                    }
                }
                let before = Dictionary(uniqueKeysWithValues: cv.indexPathsForVisibleItems.map { (ds.itemIdentifier(for: $0)!, cv.cellForItem(at: $0)!) })
                let reloaded = Set(n.reloadedItemIdentifiers)
                // When no section changes place, every surviving item keeps its cell (moves included).
                let sectionsStable = s.sectionIdentifiers.filter { n.indexOfSection($0) != nil }
                    == n.sectionIdentifiers.filter { s.indexOfSection($0) != nil }
                asked = []
                ds.apply(n)
                s = ds.snapshot()
                cv.layoutIfNeeded()
                // The view shows exactly the snapshot.
                #expect(cv.numberOfSections == s.numberOfSections, "seed \(seed) step \(step)")
                for (si, sec) in s.sectionIdentifiers.enumerated() { #expect(cv.numberOfItems(inSection: si) == s.numberOfItems(inSection: sec)) }
                for ip in cv.indexPathsForVisibleItems {
                    let id = ds.itemIdentifier(for: ip)!
                    #expect((cv.cellForItem(at: ip) as! GridCell).label.text == "\(id)", "seed \(seed) step \(step) \(ip)")
                    // A visible item that was visible before and not reloaded keeps its cell and is not asked for.
                    if sectionsStable, let old = before[id], !reloaded.contains(id) {
                        #expect(!asked.contains(id), "seed \(seed) step \(step): \(id) asked again")
                        #expect(cv.cellForItem(at: ip) === old, "seed \(seed) step \(step): cell of \(id) replaced")
                    }
                }
                cv.contentOffset = CGPoint(x: 0, y: CGFloat(rng.int(0...Int(max(0, cv.contentSize.height - 480)))))
                cv.layoutIfNeeded()
            }
        }
    }

    @Test("UITableViewDiffableDataSource applies the same snapshots to a table")
    func tableDiffable() {
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        var asked: [String] = []
        let ds = UITableViewDiffableDataSource<Int, String>(tableView: t) { t, ip, item in
            asked.append(item)
            let c = t.dequeueReusableCell(withIdentifier: "c", for: ip)
            c.textLabel?.text = item
            return c
        }
        #expect(t.dataSource === ds)
        var s = NSDiffableDataSourceSnapshot<Int, String>()
        s.appendSections([0])
        s.appendItems(["a", "b", "c"])
        ds.apply(s, animatingDifferences: false)
        t.layoutIfNeeded()
        #expect(t.visibleCells.map { $0.textLabel?.text } == ["a", "b", "c"])
        asked = []
        s.deleteItems(["b"])
        s.appendItems(["d"])
        s.moveItem("c", beforeItem: "a")
        ds.apply(s)
        #expect(asked == ["d"])
        #expect(t.visibleCells.map { $0.textLabel?.text } == ["c", "a", "d"])
        #expect(ds.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "d" && ds.indexPath(for: "a") == IndexPath(row: 1, section: 0))
    }
}
