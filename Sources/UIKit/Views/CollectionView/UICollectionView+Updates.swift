import Foundation

/// Batch updates (internal): the inserts, deletes, moves and reloads recorded since the outermost
/// `performBatchUpdates` are checked against the data source's new counts (UIKit's messages when they do
/// not add up), then surviving cells, the selection and self-sized item sizes move to their new index
/// paths, so only inserted or reloaded items are asked for. The mapping is the table view's (`_TableUpdates`).
extension UICollectionView {
    func _record(_ change: (inout _TableUpdates) -> Void) {
        change(&_pendingUpdates)
        if _updateDepth == 0 { _applyUpdates() }
    }

    func _applyUpdates() {
        let u = _pendingUpdates
        _pendingUpdates = _TableUpdates()
        guard !u.isEmpty else {
            // An update with no changes still asks the layout again (UIKit's empty `performBatchUpdates`,
            // and a diffable `apply` of an unchanged snapshot): what the layout reads may have changed.
            if _hasLoaded {
                _layout.invalidateLayout()
                setNeedsLayout()
            }
            return
        }
        guard _hasLoaded, _dataValid, let ds = dataSource else { _invalidateAll(); return }
        let oldCounts = _counts
        for ip in u.deletedRows + u.reloadedRows {
            precondition(ip.count == 2 && oldCounts.indices.contains(ip[0]) && ip[1] >= 0 && ip[1] < oldCounts[ip[0]],
                         "UICollectionView: attempt to delete or reload item \(ip) which does not exist before the update")
        }
        for s in u.deletedSections.union(u.reloadedSections) {
            precondition(oldCounts.indices.contains(s), "UICollectionView: attempt to delete or reload section \(s), but there are only \(oldCounts.count) sections before the update")
        }
        let newN = max(0, ds.numberOfSections(in: self))
        precondition(newN == oldCounts.count - u.deletedSections.count + u.insertedSections.count,
                     "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(newN)) must be equal to the number of sections contained in the collection view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(u.insertedSections.count) inserted, \(u.deletedSections.count) deleted).")
        var newCounts = [Int](repeating: 0, count: newN)
        for s in 0..<newN { newCounts[s] = max(0, ds.collectionView(self, numberOfItemsInSection: s)) }
        for ip in u.insertedRows {
            precondition(ip.count == 2 && newCounts.indices.contains(ip[0]) && ip[1] >= 0 && ip[1] < newCounts[ip[0]],
                         "UICollectionView: attempt to insert item \(ip) which does not exist after the update")
        }
        for os in oldCounts.indices {
            guard !u.reloadedSections.contains(os), let ns = u.newSection(os), ns < newN else { continue }
            let deleted = u.deletedRows.filter { $0[0] == os }.count
            let inserted = u.insertedRows.filter { $0[0] == ns }.count
            precondition(newCounts[ns] == oldCounts[os] - deleted + inserted,
                         "Invalid update: invalid number of items in section \(ns). The number of items contained in an existing section after the update (\(newCounts[ns])) must be equal to the number of items contained in that section before the update (\(oldCounts[os])), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section.")
        }
        var items: [UICollectionViewUpdateItem] = []
        for ip in u.deletedRows where !u.moves.contains(where: { $0.0 == ip }) { items.append(UICollectionViewUpdateItem(action: .delete, before: ip, after: nil)) }
        for ip in u.insertedRows where !u.moves.contains(where: { $0.1 == ip }) { items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: ip)) }
        for ip in u.reloadedRows { items.append(UICollectionViewUpdateItem(action: .reload, before: ip, after: ip)) }
        for (a, b) in u.moves { items.append(UICollectionViewUpdateItem(action: .move, before: a, after: b)) }
        _layout.prepare(forCollectionViewUpdates: items)

        var kept: [IndexPath: UICollectionViewCell] = [:]
        var gone: [(IndexPath, UICollectionViewCell)] = []
        for (ip, cell) in _cells {
            if let n = u.newIndexPath(ip) { kept[n] = cell } else { gone.append((ip, cell)) }
        }
        _cells = kept
        for (ip, cell) in gone { _recycle(cell, at: ip) }
        for (k, v) in _supplementaries { _recycleSupplementary(v, key: k) }
        _supplementaries.removeAll()
        _selected = _selected.compactMap { u.newIndexPath($0) }
        _highlighted = _highlighted.flatMap { u.newIndexPath($0) }
        _layout._remapIndexPaths { u.newIndexPath($0) }
        _counts = newCounts
        _layout._needsPrepare = true
        _layout.invalidateLayout()
        _layoutCollection()
        _layout.finalizeCollectionViewUpdates()
    }
}
