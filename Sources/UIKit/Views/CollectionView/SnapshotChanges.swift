import Foundation

/// The batch update that turns one diffable snapshot into another (internal), in UIKit's terms: deletes and
/// reloads at old index paths, inserts at new ones, moves from old to new. Sections whose relative order
/// is kept (the longest increasing run of common sections) stay; other sections are deleted and inserted.
/// Within kept sections, items keeping their relative order (again the longest increasing run) stay, the
/// rest of the common items move, and reloaded or reconfigured items are reloaded (a moved one is deleted and
/// inserted instead, as UIKit does not allow reloading a moving item).
struct _SnapshotChanges: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [Move] = []
    var reloadedItems: [IndexPath] = []

    struct Move: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    /// The indexes (into `values`) of one longest strictly increasing subsequence.
    static func longestIncreasing(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let m = (lo + hi) / 2
                if values[tails[m]] < v { lo = m + 1 } else { hi = m }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var out = Set<Int>()
        var k = tails.last ?? -1
        while k >= 0 { out.insert(k); k = previous[k] }
        return out
    }

    static func between<S, I>(_ old: NSDiffableDataSourceSnapshot<S, I>, _ new: NSDiffableDataSourceSnapshot<S, I>) -> _SnapshotChanges {
        var c = _SnapshotChanges()
        // Sections.
        let commonNewOrder = new._sections.filter { old._sectionIndex[$0] != nil }
        let oldIndexes = commonNewOrder.map { old._sectionIndex[$0]! }
        let keptPositions = longestIncreasing(oldIndexes)
        var kept = Set<S>()
        for (i, s) in commonNewOrder.enumerated() where keptPositions.contains(i) { kept.insert(s) }
        for (i, s) in old._sections.enumerated() where !kept.contains(s) { c.deletedSections.insert(i) }
        for (i, s) in new._sections.enumerated() where !kept.contains(s) { c.insertedSections.insert(i) }
        for s in new._reloadedSections where kept.contains(s) { c.reloadedSections.insert(old._sectionIndex[s]!) }
        // Items of kept sections.
        let reload = Set(new._reloadedItems + new._reconfiguredItems)
        func inKept(_ snap: NSDiffableDataSourceSnapshot<S, I>, _ id: I) -> S? {
            guard let s = snap._itemSection[id], kept.contains(s) else { return nil }
            return s
        }
        for (si, s) in old._sections.enumerated() where kept.contains(s) && !c.reloadedSections.contains(si) {
            for (i, id) in old._items[si].enumerated() {
                // Gone, or moved into a reloaded section (which the section's reload covers).
                if let ns = inKept(new, id), !(ns != s && new._reloadedSections.contains(ns)) { continue }
                c.deletedItems.append(IndexPath(item: i, section: si))
            }
        }
        for (si, s) in new._sections.enumerated() where kept.contains(s) && !new._reloadedSections.contains(s) {
            let oldSi = old._sectionIndex[s]!
            var survivors: [(newItem: Int, oldItem: Int)] = []
            var oldPosition: [I: Int] = [:]
            for (i, id) in old._items[oldSi].enumerated() { oldPosition[id] = i }
            for (i, id) in new._items[si].enumerated() {
                let to = IndexPath(item: i, section: si)
                guard let os = inKept(old, id) else { c.insertedItems.append(to); continue }
                if os == s, let oi = oldPosition[id] { survivors.append((i, oi)); continue }
                // From another kept section: a move (or delete + insert when reloaded).
                let from = old._indexPath(of: id)!
                if new._reloadedSections.contains(os) {
                    c.insertedItems.append(to)
                } else if reload.contains(id) {
                    c.deletedItems.append(from); c.insertedItems.append(to)
                } else {
                    c.movedItems.append(Move(from: from, to: to))
                }
            }
            let stay = longestIncreasing(survivors.map(\.oldItem))
            for (k, pair) in survivors.enumerated() {
                let from = IndexPath(item: pair.oldItem, section: oldSi), to = IndexPath(item: pair.newItem, section: si)
                let id = new._items[si][pair.newItem]
                if stay.contains(k) {
                    if reload.contains(id) { c.reloadedItems.append(from) }
                } else if reload.contains(id) {
                    c.deletedItems.append(from); c.insertedItems.append(to)
                } else {
                    c.movedItems.append(Move(from: from, to: to))
                }
            }
        }
        return c
    }
}
