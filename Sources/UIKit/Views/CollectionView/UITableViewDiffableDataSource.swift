import Foundation

/// A table data source driven by snapshots, mirroring `UITableViewDiffableDataSource`; it shares
/// `NSDiffableDataSourceSnapshot` and the diffing with `UICollectionViewDiffableDataSource`. Creating it
/// makes it the table's `dataSource`. Subclasses override the title and editing methods, as on iOS.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item (`CellProvider`).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var _tableView: UITableView?
    private let _cellProvider: CellProvider
    private var _state = DiffableState<SectionIdentifierType, ItemIdentifierType>()
    private var _snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        get { _state.snapshot }
        set { _state.snapshot = newValue }
    }
    /// The row animation used by `apply` (`defaultRowAnimation`, default `.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source and makes it the table's `dataSource` (`init(tableView:cellProvider:)`).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        _tableView = tableView
        _cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the current snapshot (`snapshot()`).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { _snapshot }

    /// Makes a snapshot current, updating the table with the differences (`apply(_:animatingDifferences:completion:)`).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let changes = _state.advance(to: snapshot)
        if let t = _tableView, t.dataSource === self { t._applyDiffableChanges(changes, evenIfEmpty: false) }
        completion?()
    }
    /// Makes a snapshot current (`apply(_:animatingDifferences:) async`).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }
    /// Makes a snapshot current and reloads the table (`applySnapshotUsingReloadData(_:completion:)`).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        _snapshot = snapshot._forReload
        _tableView?.reloadData()
        completion?()
    }

    /// The item at an index path, or nil (`itemIdentifier(for:)`).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { _snapshot._itemIdentifier(at: indexPath) }
    /// The index path of an item, or nil (`indexPath(for:)`).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { _snapshot._indexPath(of: itemIdentifier) }
    /// The section at an index, or nil (`sectionIdentifier(for:)`).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { _snapshot._sectionIdentifier(at: index) }
    /// The index of a section, or nil (`index(for:)`).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { _snapshot._sectionIndex[sectionIdentifier] }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { _snapshot.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        _snapshot._itemCount(inSection: section)
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let id = itemIdentifier(for: indexPath) else {
            preconditionFailure("UITableViewDiffableDataSource: no item identifier for index path \(indexPath)")
        }
        guard let cell = _cellProvider(tableView, indexPath, id) else {
            preconditionFailure("UITableViewDiffableDataSource: the cell provider returned nil for index path \(indexPath)")
        }
        return cell
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
