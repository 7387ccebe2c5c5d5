import Foundation

/// Batch updates (internal): the inserts, deletes, moves and reloads recorded since the outermost
/// `performBatchUpdates` are checked against the data source's new counts (UIKit's messages when they do
/// not add up), then surviving cells, the selection and self-sized item sizes move to their new index
/// paths, so only inserted or reloaded items are asked for. Recording, checking and mapping are
/// `ListUpdates`', shared with the table view.
extension UICollectionView: ListBatchUpdating {
    func _applyUpdates() {
        let u = _pendingUpdates
        _pendingUpdates = ListUpdates()
        _swipe?.close()
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
        let newCounts: [Int]
        switch u.validate(oldCounts: oldCounts, newSectionCount: max(0, ds.numberOfSections(in: self)),
                          newCount: { ds.collectionView(self, numberOfItemsInSection: $0) }, nouns: .collection) {
        case .success(let counts): newCounts = counts
        case .failure(let invalid): preconditionFailure(invalid.reason)
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
