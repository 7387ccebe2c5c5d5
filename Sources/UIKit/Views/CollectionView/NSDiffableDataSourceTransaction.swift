import Foundation

/// What a reordering changed, mirroring `NSDiffableDataSourceTransaction`: the snapshots before and after
/// the move, the difference between their items, and one section transaction per section whose items
/// changed. A diffable data source passes one to its `reorderingHandlers`.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot before the reordering (`initialSnapshot`).
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it (`finalSnapshot`).
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The removals and insertions that turn the initial snapshot's items into the final one's
    /// (`difference`): applying it to `initialSnapshot.itemIdentifiers` gives `finalSnapshot.itemIdentifiers`.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The transactions of the sections whose items changed, in the final snapshot's order (`sectionTransactions`).
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, before: before, after: after)
        }
    }
}

/// What a reordering changed in one section, mirroring `NSDiffableDataSourceSectionTransaction`: the
/// section's items before and after as section snapshots, and the difference between them.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section (`sectionIdentifier`).
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reordering (`initialSnapshot`).
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after it (`finalSnapshot`).
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The removals and insertions between the two (`difference`).
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, before: [ItemIdentifierType], after: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(before)
        var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        final.append(after)
        initialSnapshot = initial
        finalSnapshot = final
        difference = after.difference(from: before).inferringMoves()
    }
}
