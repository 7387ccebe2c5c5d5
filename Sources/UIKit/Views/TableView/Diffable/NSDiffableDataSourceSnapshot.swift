import Foundation

/// The state of a diffable data source's data, mirroring `NSDiffableDataSourceSnapshot`: ordered sections,
/// each with ordered items, all identified by unique hashable identifiers. Identifiers must be unique across
/// the snapshot (sections among sections, items among items); adding a duplicate, or naming an identifier
/// the snapshot does not hold, is a programmer error, as UIKit raises.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items marked for reloading since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items marked for reconfiguring since the snapshot was made.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Sections marked for reloading since the snapshot was made.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The section identifiers in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    /// The number of items in `identifier`'s section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }
    /// The items of `identifier`'s section in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[sectionIndex(identifier)]
    }
    /// The section holding `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }
    /// The position of `identifier` among all items (counting across sections), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = sections.firstIndex(of: section) else { return nil }
        let before = items[..<s].reduce(0) { $0 + $1.count }
        return items[s].firstIndex(of: identifier).map { before + $0 }
    }
    /// The position of `identifier` among the sections, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[item], let s = sections.firstIndex(of: section),
              let row = items[s].firstIndex(of: item) else { return nil }
        return IndexPath(row: row, section: s)
    }
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return items[indexPath.section][indexPath.row]
    }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier`'s section (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        precondition(!sections.isEmpty, "There are currently no sections in the data source. Please add a section first.")
        let s = sectionIdentifier.map(sectionIndex) ?? sections.count - 1
        insert(identifiers, section: s, at: items[s].count)
    }
    /// Inserts items before `beforeIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let p = position(beforeIdentifier)
        insert(identifiers, section: p.section, at: p.row)
    }
    /// Inserts items after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let p = position(afterIdentifier)
        insert(identifiers, section: p.section, at: p.row + 1)
    }
    /// Deletes items (identifiers the snapshot does not hold are ignored, as UIKit does).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for s in items.indices { items[s].removeAll { gone.contains($0) } }
        for i in identifiers { sectionOfItem[i] = nil }
    }
    /// Deletes every item, keeping no sections.
    public mutating func deleteAllItems() {
        sections = []; items = []; sectionOfItem = [:]
    }
    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        precondition(identifier != toIdentifier, "Cannot move an item relative to itself")
        _ = position(identifier)
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }
    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        precondition(identifier != toIdentifier, "Cannot move an item relative to itself")
        _ = position(identifier)
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }
    /// Marks items for reloading (their cells are asked for again).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for i in identifiers { _ = position(i) }
        reloadedItemIdentifiers += identifiers
    }
    /// Marks items for reconfiguring (their existing cells are updated).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for i in identifiers { _ = position(i) }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }
    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: sectionIndex(toIdentifier))
    }
    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: sectionIndex(toIdentifier) + 1)
    }
    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard let s = sections.firstIndex(of: id) else { continue }
            for i in items[s] { sectionOfItem[i] = nil }
            sections.remove(at: s); items.remove(at: s)
        }
    }
    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }
    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }
    /// Marks sections for reloading.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers { _ = sectionIndex(id) }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Helpers

    private func sectionIndex(_ id: SectionIdentifierType) -> Int {
        guard let s = sections.firstIndex(of: id) else { preconditionFailure("Invalid section identifier \(id)") }
        return s
    }
    private func position(_ item: ItemIdentifierType) -> (section: Int, row: Int) {
        guard let p = indexPath(of: item) else { preconditionFailure("Invalid item identifier \(item)") }
        return (p.section, p.row)
    }
    private mutating func insert(_ identifiers: [ItemIdentifierType], section s: Int, at row: Int) {
        for i in identifiers {
            precondition(sectionOfItem[i] == nil, "Duplicate item identifier \(i)")
            sectionOfItem[i] = sections[s]
        }
        precondition(Set(identifiers).count == identifiers.count, "Duplicate item identifiers")
        items[s].insert(contentsOf: identifiers, at: row)
    }
    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        for id in identifiers { precondition(!sections.contains(id), "Duplicate section identifier \(id)") }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }
    private mutating func moveSection(_ id: SectionIdentifierType, to target: SectionIdentifierType, after: Bool) {
        precondition(id != target, "Cannot move a section relative to itself")
        let from = sectionIndex(id)
        let moved = items.remove(at: from)
        sections.remove(at: from)
        let to = sectionIndex(target) + (after ? 1 : 0)
        sections.insert(id, at: to)
        items.insert(moved, at: to)
    }
}
