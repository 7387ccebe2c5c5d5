import Foundation

/// The state of a diffable data source's sections and items at one moment, mirroring
/// `NSDiffableDataSourceSnapshot`: an ordered list of unique section identifiers, each with an ordered list of
/// unique item identifiers. A value type: build one, then `apply(_:animatingDifferences:completion:)` it to
/// a `UICollectionViewDiffableDataSource` or `UITableViewDiffableDataSource`, which works out the inserts,
/// deletes and moves.
///
/// As in UIKit, identifiers must be unique across the snapshot (a duplicate raises a precondition failure),
/// and items can only be added once a section exists.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    var _sections: [SectionIdentifierType] = []
    var _items: [[ItemIdentifierType]] = []
    var _sectionIndex: [SectionIdentifierType: Int] = [:]
    var _itemSection: [ItemIdentifierType: SectionIdentifierType] = [:]
    var _reloadedItems: [ItemIdentifierType] = []
    var _reconfiguredItems: [ItemIdentifierType] = []
    var _reloadedSections: [SectionIdentifierType] = []

    /// An empty snapshot (`init()`).
    public init() {}

    // MARK: Reading

    /// The number of items in all sections (`numberOfItems`).
    public var numberOfItems: Int { _itemSection.count }
    /// The number of sections (`numberOfSections`).
    public var numberOfSections: Int { _sections.count }
    /// The section identifiers, in order (`sectionIdentifiers`).
    public var sectionIdentifiers: [SectionIdentifierType] { _sections }
    /// Every item identifier, section by section (`itemIdentifiers`).
    public var itemIdentifiers: [ItemIdentifierType] { _items.flatMap { $0 } }
    /// Items reloaded since the snapshot was taken (`reloadedItemIdentifiers`).
    public var reloadedItemIdentifiers: [ItemIdentifierType] { _reloadedItems }
    /// Items reconfigured since the snapshot was taken (`reconfiguredItemIdentifiers`).
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _reconfiguredItems }
    /// Sections reloaded since the snapshot was taken (`reloadedSectionIdentifiers`).
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { _reloadedSections }

    /// The number of items in a section (`numberOfItems(inSection:)`). Precondition: the section exists.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        _items[_index(of: identifier)].count
    }
    /// The items of a section, in order (`itemIdentifiers(inSection:)`). Precondition: the section exists.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        _items[_index(of: identifier)]
    }
    /// The section holding an item, or nil (`sectionIdentifier(containingItem:)`).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        _itemSection[identifier]
    }
    /// The position of an item among all items, or nil (`indexOfItem(_:)`).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let s = _itemSection[identifier], let si = _sectionIndex[s] else { return nil }
        let before = _items[..<si].reduce(0) { $0 + $1.count }
        return _items[si].firstIndex(of: identifier).map { before + $0 }
    }
    /// The position of a section, or nil (`indexOfSection(_:)`).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { _sectionIndex[identifier] }

    /// The index path of an item (internal).
    /// The item at a (section, item-or-row) index path, nil outside the snapshot. Both diffable data
    /// sources answer their data-source questions through these.
    func _itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, _items.indices.contains(indexPath[0]), _items[indexPath[0]].indices.contains(indexPath[1]) else { return nil }
        return _items[indexPath[0]][indexPath[1]]
    }
    /// The section at an index, nil outside the snapshot.
    func _sectionIdentifier(at index: Int) -> SectionIdentifierType? { _sections.indices.contains(index) ? _sections[index] : nil }
    /// The number of items in a section, 0 outside the snapshot.
    func _itemCount(inSection section: Int) -> Int { _items.indices.contains(section) ? _items[section].count : 0 }
    /// The snapshot as a reload makes it current: no pending item or section reloads.
    var _forReload: NSDiffableDataSourceSnapshot {
        var s = self
        s._reloadedItems = []
        s._reconfiguredItems = []
        s._reloadedSections = []
        return s
    }

    func _indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let s = _itemSection[identifier], let si = _sectionIndex[s], let i = _items[si].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: i, section: si)
    }

    // MARK: Items

    /// Adds items at the end of a section, by default the last (`appendItems(_:toSection:)`).
    /// Precondition: the section exists (there is at least one section when none is named).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let si: Int
        if let s = sectionIdentifier { si = _index(of: s) } else {
            precondition(!_sections.isEmpty, "There are currently no sections in the data source. Please add a section first.")
            si = _sections.count - 1
        }
        _checkNew(identifiers)
        _items[si].append(contentsOf: identifiers)
        for id in identifiers { _itemSection[id] = _sections[si] }
    }
    /// Inserts items before an item (`insertItems(_:beforeItem:)`). Precondition: the item exists.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let (si, i) = _position(of: beforeIdentifier)
        _checkNew(identifiers)
        _items[si].insert(contentsOf: identifiers, at: i)
        for id in identifiers { _itemSection[id] = _sections[si] }
    }
    /// Inserts items after an item (`insertItems(_:afterItem:)`). Precondition: the item exists.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let (si, i) = _position(of: afterIdentifier)
        _checkNew(identifiers)
        _items[si].insert(contentsOf: identifiers, at: i + 1)
        for id in identifiers { _itemSection[id] = _sections[si] }
    }
    /// Deletes items; identifiers not in the snapshot are ignored (`deleteItems(_:)`).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var bySection: [Int: Set<ItemIdentifierType>] = [:]
        for id in identifiers {
            guard let s = _itemSection.removeValue(forKey: id) else { continue }
            bySection[_sectionIndex[s]!, default: []].insert(id)
        }
        for (si, ids) in bySection { _items[si].removeAll { ids.contains($0) } }
        _reloadedItems.removeAll { identifiers.contains($0) }
        _reconfiguredItems.removeAll { identifiers.contains($0) }
    }
    /// Deletes every item, keeping no sections (`deleteAllItems()`).
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }
    /// Moves an item before another (`moveItem(_:beforeItem:)`). Precondition: both exist and differ.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        precondition(identifier != toIdentifier, "NSDiffableDataSourceSnapshot: cannot move an item relative to itself")
        _remove(identifier)
        let (si, i) = _position(of: toIdentifier)
        _items[si].insert(identifier, at: i)
        _itemSection[identifier] = _sections[si]
    }
    /// Moves an item after another (`moveItem(_:afterItem:)`). Precondition: both exist and differ.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        precondition(identifier != toIdentifier, "NSDiffableDataSourceSnapshot: cannot move an item relative to itself")
        _remove(identifier)
        let (si, i) = _position(of: toIdentifier)
        _items[si].insert(identifier, at: i + 1)
        _itemSection[identifier] = _sections[si]
    }
    /// Marks items for reloading: their cells are asked for again (`reloadItems(_:)`). Precondition: they exist.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            precondition(_itemSection[id] != nil, "Invalid item identifier specified for reload: \(id)")
            if !_reloadedItems.contains(id) { _reloadedItems.append(id) }
        }
    }
    /// Marks items for reconfiguring: their existing cells are configured again (`reconfigureItems(_:)`).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            precondition(_itemSection[id] != nil, "Invalid item identifier specified for reconfigure: \(id)")
            if !_reconfiguredItems.contains(id) { _reconfiguredItems.append(id) }
        }
    }

    // MARK: Sections

    /// Adds sections at the end (`appendSections(_:)`).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        _insertSections(identifiers, at: _sections.count)
    }
    /// Inserts sections before a section (`insertSections(_:beforeSection:)`). Precondition: it exists.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        _insertSections(identifiers, at: _index(of: toIdentifier))
    }
    /// Inserts sections after a section (`insertSections(_:afterSection:)`). Precondition: it exists.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        _insertSections(identifiers, at: _index(of: toIdentifier) + 1)
    }
    /// Deletes sections and their items; unknown identifiers are ignored (`deleteSections(_:)`).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        var keptSections: [SectionIdentifierType] = [], keptItems: [[ItemIdentifierType]] = []
        for (s, items) in zip(_sections, _items) {
            if gone.contains(s) { for id in items { _itemSection[id] = nil } } else { keptSections.append(s); keptItems.append(items) }
        }
        _sections = keptSections
        _items = keptItems
        _reindexSections()
        _reloadedSections.removeAll { gone.contains($0) }
    }
    /// Moves a section before another (`moveSection(_:beforeSection:)`).
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, relativeTo: toIdentifier, after: false)
    }
    /// Moves a section after another (`moveSection(_:afterSection:)`).
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, relativeTo: toIdentifier, after: true)
    }
    /// Marks sections for reloading (`reloadSections(_:)`). Precondition: they exist.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for s in identifiers {
            _ = _index(of: s)
            if !_reloadedSections.contains(s) { _reloadedSections.append(s) }
        }
    }

    // MARK: Internal

    private func _index(of section: SectionIdentifierType) -> Int {
        guard let i = _sectionIndex[section] else { preconditionFailure("Invalid section identifier specified: \(section)") }
        return i
    }
    private func _position(of item: ItemIdentifierType) -> (Int, Int) {
        guard let s = _itemSection[item], let si = _sectionIndex[s], let i = _items[si].firstIndex(of: item) else {
            preconditionFailure("Invalid item identifier specified: \(item)")
        }
        return (si, i)
    }
    private func _checkNew(_ identifiers: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        for id in identifiers {
            precondition(_itemSection[id] == nil && seen.insert(id).inserted,
                         "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(id)")
        }
    }
    private mutating func _remove(_ item: ItemIdentifierType) {
        let (si, i) = _position(of: item)
        _items[si].remove(at: i)
        _itemSection[item] = nil
    }
    private mutating func _insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set<SectionIdentifierType>()
        for s in identifiers {
            precondition(_sectionIndex[s] == nil && seen.insert(s).inserted,
                         "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(s)")
        }
        _sections.insert(contentsOf: identifiers, at: index)
        _items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        _reindexSections()
    }
    private mutating func _moveSection(_ s: SectionIdentifierType, relativeTo t: SectionIdentifierType, after: Bool) {
        precondition(s != t, "NSDiffableDataSourceSnapshot: cannot move a section relative to itself")
        let from = _index(of: s)
        let items = _items.remove(at: from)
        _sections.remove(at: from)
        _reindexSections()
        let to = _index(of: t) + (after ? 1 : 0)
        _sections.insert(s, at: to)
        _items.insert(items, at: to)
        _reindexSections()
    }
    private mutating func _reindexSections() {
        _sectionIndex.removeAll(keepingCapacity: true)
        for (i, s) in _sections.enumerated() { _sectionIndex[s] = i }
    }
}

extension NSDiffableDataSourceSnapshot: @unchecked Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
