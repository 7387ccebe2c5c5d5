import Foundation

/// The inserts, deletes, moves and reloads of one update batch, and how they map old index paths to new
/// ones (internal). Deletes and reloads name old index paths, inserts new ones, as in UIKit.
struct _TableUpdates {
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
}
