import Foundation

/// The inserts, deletes, moves and reloads of one update batch of a table or collection view, whether
/// they add up, and how they map old index paths to new ones (internal). Deletes and reloads name old
/// index paths, inserts new ones, as in UIKit. `UITableView` calls a position a row, `UICollectionView` an
/// item; `IndexPath`'s two indexes are read as (section, position) for both.
struct ListUpdates {
    /// The words of UIKit's messages for one kind of list.
    struct Nouns {
        let className: String
        let view: String
        let item: String
        static let table = Nouns(className: "UITableView", view: "table view", item: "row")
        static let collection = Nouns(className: "UICollectionView", view: "collection view", item: "item")
    }

    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()

    var isEmpty: Bool {
        insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && moves.isEmpty
            && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
    }

    /// Records a move: a delete of the old index path, an insert of the new one, and the mapping between
    /// them.
    mutating func move(_ from: IndexPath, to: IndexPath) {
        deletedRows.append(from)
        insertedRows.append(to)
        moves.append((from, to))
    }

    /// The new index of an old section, or nil when it was deleted.
    func newSection(_ old: Int) -> Int? {
        if deletedSections.contains(old) { return nil }
        var s = old - deletedSections.count(in: 0..<max(0, old))
        for ins in insertedSections { if ins <= s { s += 1 } else { break } }
        return s
    }

    /// The new index path of an old row, or nil when it was deleted or reloaded.
    func newIndexPath(_ ip: IndexPath) -> IndexPath? {
        for (from, to) in moves where from == ip { return to }
        if reloadedRows.contains(ip) || reloadedSections.contains(ip.section) { return nil }
        guard let ns = newSection(ip.section), !deletedRows.contains(ip) else { return nil }
        var r = ip.row - deletedRows.filter { $0.section == ip.section && $0.row < ip.row }.count
        for i in insertedRows.filter({ $0.section == ns }).map(\.row).sorted() {
            if i <= r { r += 1 } else { break }
        }
        return IndexPath(row: r, section: ns)
    }

    /// A batch that does not add up, with UIKit's reason for it.
    struct Invalid: Error, Equatable { let reason: String }

    /// Checks the batch against the counts before and after it: the new positions per section, or why the
    /// batch does not add up, in UIKit's words. `oldCounts` holds the positions per section before the
    /// batch; `newSectionCount` and `newCount(_:)` are the data source's answers after it (`newCount` is
    /// asked once per section, only once the section count is right). UIKit raises
    /// NSInternalInconsistencyException with the reason; callers stop with a precondition failure.
    func validate(oldCounts: [Int], newSectionCount newN: Int, newCount: (Int) -> Int,
                  nouns: Nouns) -> Result<[Int], Invalid> {
        let item = nouns.item, items = nouns.item + "s"
        for ip in deletedRows + reloadedRows
        where !(ip.count == 2 && oldCounts.indices.contains(ip[0]) && ip[1] >= 0 && ip[1] < oldCounts[ip[0]]) {
            return .failure(Invalid(reason: "\(nouns.className): attempt to delete or reload \(item) \(ip) which does not exist before the update"))
        }
        for s in deletedSections.union(reloadedSections) where !oldCounts.indices.contains(s) {
            return .failure(Invalid(reason: "\(nouns.className): attempt to delete or reload section \(s), but there are only \(oldCounts.count) sections before the update"))
        }
        guard newN == oldCounts.count - deletedSections.count + insertedSections.count else {
            return .failure(Invalid(reason: "Invalid update: invalid number of sections. The number of sections contained in the \(nouns.view) after the update (\(newN)) must be equal to the number of sections contained in the \(nouns.view) before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."))
        }
        for s in insertedSections where s < 0 || s >= newN {
            return .failure(Invalid(reason: "\(nouns.className): attempt to insert section \(s), but there are only \(newN) sections after the update"))
        }
        let newCounts = (0..<newN).map { max(0, newCount($0)) }
        for ip in insertedRows
        where !(ip.count == 2 && newCounts.indices.contains(ip[0]) && ip[1] >= 0 && ip[1] < newCounts[ip[0]]) {
            return .failure(Invalid(reason: "\(nouns.className): attempt to insert \(item) \(ip) which does not exist after the update"))
        }
        for os in oldCounts.indices {
            guard !reloadedSections.contains(os), let ns = newSection(os), ns < newN else { continue }
            let deleted = deletedRows.filter { $0[0] == os }.count
            let inserted = insertedRows.filter { $0[0] == ns }.count
            guard newCounts[ns] == oldCounts[os] - deleted + inserted else {
                return .failure(Invalid(reason: "Invalid update: invalid number of \(items) in section \(ns). The number of \(items) contained in an existing section after the update (\(newCounts[ns])) must be equal to the number of \(items) contained in that section before the update (\(oldCounts[os])), plus or minus the number of \(items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or out of that section."))
            }
        }
        return .success(newCounts)
    }
}
