import Foundation

/// What `UITableView` and `UICollectionView` share for batch updates (internal): changes recorded into
/// one `ListUpdates` while a batch is open, applied when the outermost batch closes (or at once outside
/// a batch). Each view applies a batch its own way (`_applyUpdates`): the checks and the index-path
/// mapping are `ListUpdates`'.
@MainActor
protocol ListBatchUpdating: AnyObject {
    /// The changes recorded since the outermost batch opened.
    var _pendingUpdates: ListUpdates { get set }
    /// How many batches are open.
    var _updateDepth: Int { get set }
    /// Checks the pending changes against the data source and applies them.
    func _applyUpdates()
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
}

extension ListBatchUpdating {
    /// Records one change; outside a batch it applies at once, as UIKit's single-change methods do.
    func _record(_ change: (inout ListUpdates) -> Void) {
        change(&_pendingUpdates)
        if _updateDepth == 0 { _applyUpdates() }
    }

    /// Runs `updates` as one batch.
    func _batch(_ updates: (() -> Void)?) {
        _updateDepth += 1
        updates?()
        _updateDepth -= 1
        if _updateDepth == 0 { _applyUpdates() }
    }

    /// A diffable data source's apply: the changes between its snapshots as one batch, through the view's
    /// `performBatchUpdates(_:completion:)`. `evenIfEmpty`: the collection view lays out again after an
    /// apply that changed nothing, as UIKit's does.
    func _applyDiffableChanges(_ changes: _SnapshotChanges, evenIfEmpty: Bool) {
        guard evenIfEmpty || !changes.isEmpty else { return }
        performBatchUpdates({ self._record { $0.append(changes) } }, completion: nil)
    }
}

/// What a diffable data source holds for either view (internal): the current snapshot, and the step to a
/// new one.
struct DiffableState<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    var snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes `new` current (its one-shot reload and reconfigure marks consumed) and returns the changes
    /// from the previous snapshot.
    mutating func advance(to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> _SnapshotChanges {
        let changes = _SnapshotChanges.between(snapshot, new)
        snapshot = new._forReload
        return changes
    }
}

extension ListUpdates {
    /// Adds the changes between two diffable snapshots: a move is a delete of its old index path, an
    /// insert of its new one, and the mapping between them.
    mutating func append(_ changes: _SnapshotChanges) {
        deletedSections.formUnion(changes.deletedSections)
        insertedSections.formUnion(changes.insertedSections)
        reloadedSections.formUnion(changes.reloadedSections)
        deletedRows += changes.deletedItems
        insertedRows += changes.insertedItems
        for m in changes.movedItems { move(m.from, to: m.to) }
        reloadedRows += changes.reloadedItems
    }
}
