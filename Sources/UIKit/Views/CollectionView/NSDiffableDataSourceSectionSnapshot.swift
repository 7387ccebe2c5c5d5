import Foundation

/// The items of one section as an outline, mirroring `NSDiffableDataSourceSectionSnapshot`: items have
/// children, each parent is expanded or collapsed, and `visibleItems` (the items whose ancestors are all
/// expanded, depth first) are what a diffable data source shows for the section. Identifiers are unique
/// within the snapshot; adding one twice, or naming an item it does not contain, is a programmer error, as
/// UIKit raises.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private var _roots: [ItemIdentifierType] = []
    private var _children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var _parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var _members: Set<ItemIdentifierType> = []
    private var _expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (`items`).
    public var items: [ItemIdentifierType] { _flatten(_roots, visibleOnly: false) }
    /// The items with no parent (`rootItems`).
    public var rootItems: [ItemIdentifierType] { _roots }
    /// The items whose ancestors are all expanded, depth first (`visibleItems`).
    public var visibleItems: [ItemIdentifierType] { _flatten(_roots, visibleOnly: true) }
    /// Whether the snapshot holds `item` (`contains(_:)`).
    public func contains(_ item: ItemIdentifierType) -> Bool { _members.contains(item) }
    /// The index of `item` in `items`, or nil (`index(of:)`).
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    /// The item's depth: 0 for a root item (`level(of:)`); -1 for an item the snapshot does not hold.
    public func level(of item: ItemIdentifierType) -> Int {
        guard contains(item) else { return -1 }
        var level = 0, p = _parents[item]
        while let x = p { level += 1; p = _parents[x] }
        return level
    }
    /// The item's parent, or nil for a root item (`parent(of:)`).
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { _parents[item] }
    /// Whether `item` is expanded (`isExpanded(_:)`).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { _expanded.contains(item) }
    /// Whether every ancestor of `item` is expanded (`isVisible(_:)`).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var p = _parents[item]
        while let x = p { guard _expanded.contains(x) else { return false }; p = _parents[x] }
        return true
    }
    /// The subtree under `parent` as its own snapshot, with `parent` as its root when `includingParent`
    /// (`snapshot(of:includingParent:)`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        _require(parent)
        var s = NSDiffableDataSourceSectionSnapshot()
        if includingParent {
            s.append([parent])
            _copyChildren(of: parent, into: &s, under: parent)
            if _expanded.contains(parent) { s._expanded.insert(parent) }
        } else {
            s.append(_children[parent] ?? [])
            for c in _children[parent] ?? [] { _copyChildren(of: c, into: &s, under: c) }
            for c in _children[parent] ?? [] where _expanded.contains(c) { s._expanded.insert(c) }
        }
        return s
    }
    /// A text outline of the snapshot, one item per line, indented by level (`visualDescription()`).
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: level(of: $0)) + (isExpanded($0) ? "- " : "+ ") + "\($0)" }
            .joined(separator: "\n")
    }

    // MARK: Editing

    /// Adds `items` after the last child of `parent` (or as root items) (`append(_:to:)`).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        _admit(items)
        if let parent {
            _require(parent)
            _children[parent, default: []].append(contentsOf: items)
            for i in items { _parents[i] = parent }
        } else {
            _roots.append(contentsOf: items)
        }
    }
    /// Adds `items` as siblings just before `item` (`insert(_:before:)`).
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) { _insert(items, next: item, after: false) }
    /// Adds `items` as siblings just after `item` (`insert(_:after:)`).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) { _insert(items, next: item, after: true) }
    /// Adds another snapshot's items, structure and expansion under `parent` (`append(_:to:)`).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        append(snapshot._roots, to: parent)
        _adoptStructure(of: snapshot)
    }
    /// Inserts another snapshot's root items before `item`, with their children (`insert(_:before:)`).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        insert(snapshot._roots, before: item)
        _adoptStructure(of: snapshot)
    }
    /// Inserts another snapshot's root items after `item`, with their children (`insert(_:after:)`).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        insert(snapshot._roots, after: item)
        _adoptStructure(of: snapshot)
    }
    /// Replaces the children of `parent` with another snapshot's items (`replace(childrenOf:using:)`).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        _require(parent)
        delete(_children[parent] ?? [])
        append(snapshot, to: parent)
    }
    /// Removes `items` and all their descendants (`delete(_:)`); items it does not hold are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where _members.contains(item) {
            if let p = _parents[item] { _children[p]?.removeAll { $0 == item } } else { _roots.removeAll { $0 == item } }
            _forget(item)
        }
    }
    /// Removes every item (`deleteAll()`).
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }
    /// Expands `items` (`expand(_:)`); their children become visible when they are.
    public mutating func expand(_ items: [ItemIdentifierType]) { for i in items { _require(i); _expanded.insert(i) } }
    /// Collapses `items` (`collapse(_:)`).
    public mutating func collapse(_ items: [ItemIdentifierType]) { for i in items { _require(i); _expanded.remove(i) } }

    // MARK: Private

    private func _flatten(_ level: [ItemIdentifierType], visibleOnly: Bool) -> [ItemIdentifierType] {
        var out: [ItemIdentifierType] = []
        func walk(_ items: [ItemIdentifierType]) {
            for i in items {
                out.append(i)
                if let c = _children[i], !visibleOnly || _expanded.contains(i) { walk(c) }
            }
        }
        walk(level)
        return out
    }
    private func _require(_ item: ItemIdentifierType) {
        precondition(_members.contains(item), "Invalid item identifier specified: \(item); it is not in the section snapshot.")
    }
    private mutating func _admit(_ items: [ItemIdentifierType]) {
        for i in items {
            precondition(!_members.contains(i), "Item identifiers must be unique: \(i) is already in the section snapshot.")
            _members.insert(i)
        }
    }
    private mutating func _insert(_ items: [ItemIdentifierType], next item: ItemIdentifierType, after: Bool) {
        _require(item)
        _admit(items)
        if let p = _parents[item] {
            var c = _children[p] ?? []
            let i = c.firstIndex(of: item)! + (after ? 1 : 0)
            c.insert(contentsOf: items, at: i)
            _children[p] = c
            for x in items { _parents[x] = p }
        } else {
            let i = _roots.firstIndex(of: item)! + (after ? 1 : 0)
            _roots.insert(contentsOf: items, at: i)
        }
    }
    private mutating func _adoptStructure(of s: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        for root in s._roots { s._copyChildren(of: root, into: &self, under: root) }
        _expanded.formUnion(s._expanded)
    }
    private func _copyChildren(of item: ItemIdentifierType, into s: inout NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                               under target: ItemIdentifierType) {
        guard let c = _children[item], !c.isEmpty else { return }
        s.append(c, to: target)
        for x in c {
            if _expanded.contains(x) { s._expanded.insert(x) }
            _copyChildren(of: x, into: &s, under: x)
        }
    }
    private mutating func _forget(_ item: ItemIdentifierType) {
        for c in _children[item] ?? [] { _forget(c) }
        _children[item] = nil
        _parents[item] = nil
        _members.remove(item)
        _expanded.remove(item)
    }
}
