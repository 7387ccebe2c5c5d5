import Foundation

/// A collection view data source driven by snapshots, mirroring `UICollectionViewDiffableDataSource`: it
/// answers the counts from its current snapshot, makes cells with `cellProvider` for the item identifier at
/// an index path, and `apply(_:animatingDifferences:completion:)` works out the inserts, deletes, moves and
/// reloads from the previous snapshot and applies them as one batch update (so only new or reloaded items get
/// new cells). Creating it makes it the collection view's `dataSource`.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item (`CellProvider`).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (`SupplementaryViewProvider`).
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var _collectionView: UICollectionView?
    private let _cellProvider: CellProvider
    private var _state = DiffableState<SectionIdentifierType, ItemIdentifierType>()
    private var _snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        get { _state.snapshot }
        set { _state.snapshot = newValue }
    }

    /// Makes supplementary views (headers, footers) (`supplementaryViewProvider`).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Outline sections applied with `apply(_:to:animatingDifferences:completion:)`.
    var _sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// What happens when a user expands or collapses an outline item (`SectionSnapshotHandlers`): each
    /// handler is optional; without `shouldExpandItem`/`shouldCollapseItem` every item may change.
    public struct SectionSnapshotHandlers<Item: Hashable> {
        /// Whether `item` may expand (`shouldExpandItem`).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before `item` expands (`willExpandItem`).
        public var willExpandItem: ((Item) -> Void)?
        /// Whether `item` may collapse (`shouldCollapseItem`).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before `item` collapses (`willCollapseItem`).
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show under a parent being expanded, given its current children
        /// (`snapshotForExpandingParent`).
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }
    /// The expand and collapse handlers (`sectionSnapshotHandlers`).
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What happens when the user reorders items (`ReorderingHandlers`): without `canReorderItem` no item
    /// can move.
    public struct ReorderingHandlers {
        /// Whether `item` can be reordered (`canReorderItem`).
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called with the reordering's transaction before the data source takes its final snapshot (`willReorder`).
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the transaction once the data source's snapshot is the final one, to update the
        /// app's own store from `difference` or `finalSnapshot` (`didReorder`).
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }
    /// The reordering handlers (`reorderingHandlers`).
    open var reorderingHandlers = ReorderingHandlers()

    /// Creates the data source and makes it the collection view's `dataSource` (`init(collectionView:cellProvider:)`).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        _collectionView = collectionView
        _cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the current snapshot (`snapshot()`).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { _snapshot }

    /// Makes a snapshot current, updating the collection view with the differences from the previous one
    /// (`apply(_:animatingDifferences:completion:)`). Not animated here; `completion` runs once the
    /// collection view shows the result.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let changes = _state.advance(to: snapshot)
        let new = _state.snapshot
        // An outline section whose items the new snapshot changed is flat again.
        for (section, outline) in _sectionSnapshots
        where !new.sectionIdentifiers.contains(section) || new.itemIdentifiers(inSection: section) != outline.visibleItems {
            _sectionSnapshots[section] = nil
        }
        // The update runs even when nothing changed, so the collection view is laid out again, as UIKit's
        // apply does.
        if let cv = _collectionView, cv.dataSource === self { cv._applyDiffableChanges(changes, evenIfEmpty: true) }
        completion?()
    }
    /// Makes a snapshot current (`apply(_:animatingDifferences:) async`).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }
    /// Makes a snapshot current and reloads the collection view without diffing (`applySnapshotUsingReloadData(_:completion:)`).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        _snapshot = snapshot._forReload
        _collectionView?.reloadData()
        completion?()
    }
    /// Makes a snapshot current with a reload (`applySnapshotUsingReloadData(_:) async`).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Makes `snapshot` the outline of `section`: the section shows its visible items (expanded parents'
    /// children), and is appended when the current snapshot lacks it
    /// (`apply(_:to:animatingDifferences:completion:)`).
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = _snapshot
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.deleteItems(full.itemIdentifiers(inSection: section))
        full.appendItems(snapshot.visibleItems, toSection: section)
        _sectionSnapshots[section] = snapshot   // before the update, so new cells are indented
        apply(full, animatingDifferences: animatingDifferences, completion: nil)
        completion?()
    }
    /// The outline of `section`: the one applied to it, else its items as root items
    /// (`snapshot(for:)`).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let s = _sectionSnapshots[section] { return s }
        var s = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if _snapshot.indexOfSection(section) != nil { s.append(_snapshot.itemIdentifiers(inSection: section)) }
        return s
    }

    /// The item at an index path, or nil (`itemIdentifier(for:)`).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { _snapshot._itemIdentifier(at: indexPath) }
    /// The index path of an item, or nil (`indexPath(for:)`).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { _snapshot._indexPath(of: itemIdentifier) }
    /// The section at an index, or nil (`sectionIdentifier(for:)`).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { _snapshot._sectionIdentifier(at: index) }
    /// The index of a section, or nil (`index(for:)`).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { _snapshot._sectionIndex[sectionIdentifier] }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { _snapshot.numberOfSections }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        _snapshot._itemCount(inSection: section)
    }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let id = itemIdentifier(for: indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: no item identifier for index path \(indexPath)")
        }
        guard let cell = _cellProvider(collectionView, indexPath, id) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for index path \(indexPath)")
        }
        // List cells of an outline section are indented by level and show whether they are expanded.
        if let list = cell as? UICollectionViewListCell, let section = sectionIdentifier(for: indexPath.section),
           let outline = _sectionSnapshots[section], outline.contains(id) {
            list.indentationLevel = outline.level(of: id)
            list._outlineExpanded = outline.isExpanded(id)
        }
        return cell
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let v = supplementaryViewProvider?(collectionView, kind, indexPath) { return v }
        UIKitLog.warn("UICollectionViewDiffableDataSource: no supplementary view provider result for kind \(kind) at \(indexPath)")
        let v = UICollectionReusableView(_collectionReuseIdentifier: "_UICollectionViewDiffableEmptySupplementary")
        v.isHidden = true
        return v
    }
    /// Whether the item may move: what `reorderingHandlers.canReorderItem` says (false without it).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let can = reorderingHandlers.canReorderItem, let id = itemIdentifier(for: indexPath) else { return false }
        return can(id)
    }
    /// A move the user made (interactive movement, the reorder accessory): the data source builds the
    /// reordering's transaction, calls `willReorder`, takes the final snapshot (the collection view already
    /// shows it), then calls `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let id = itemIdentifier(for: sourceIndexPath), let toSection = sectionIdentifier(for: destinationIndexPath.section) else { return }
        let initial = _snapshot
        var final = initial
        final.deleteItems([id])
        let rest = final.itemIdentifiers(inSection: toSection)
        let at = min(max(0, destinationIndexPath.item), rest.count)
        if at < rest.count { final.insertItems([id], beforeItem: rest[at]) } else { final.appendItems([id], toSection: toSection) }
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final)
        reorderingHandlers.willReorder?(transaction)
        _ = _state.advance(to: final)
        // Outline sections the move changed are flat again.
        for s in transaction.sectionTransactions { _sectionSnapshots[s.sectionIdentifier] = nil }
        reorderingHandlers.didReorder?(transaction)
    }
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    // MARK: Outline disclosure

    /// Expands or collapses the outline item at `indexPath`, as its disclosure accessory does when tapped,
    /// asking the handlers first.
    func _toggleOutlineItem(at indexPath: IndexPath) {
        guard let id = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        var outline = snapshot(for: section)
        guard outline.contains(id) else { return }
        let h = sectionSnapshotHandlers
        if outline.isExpanded(id) {
            guard h.shouldCollapseItem?(id) ?? true else { return }
            h.willCollapseItem?(id)
            outline.collapse([id])
        } else {
            guard h.shouldExpandItem?(id) ?? true else { return }
            h.willExpandItem?(id)
            if let make = h.snapshotForExpandingParent {
                outline.replace(childrenOf: id, using: make(id, outline.snapshot(of: id)))
            }
            outline.expand([id])
        }
        apply(outline, to: section, animatingDifferences: true)
        if let cell = _collectionView?.cellForItem(at: indexPath) as? UICollectionViewListCell {
            cell._outlineExpanded = outline.isExpanded(id)
        }
    }
}

extension UICollectionViewDiffableDataSource: _OutlineDataSource {}

/// A data source that can expand and collapse outline items (the diffable data source, whatever its
/// identifier types), for the outline disclosure accessory.
@MainActor
protocol _OutlineDataSource: AnyObject {
    func _toggleOutlineItem(at indexPath: IndexPath)
}
