import Foundation
import Testing
import UIKit

/// A collection view cell's configuration state follows its collection view's editing, as UIKit documents
/// for `UICellConfigurationState.isEditing`: list cells and plain cells both see `isEditing` change, and
/// `updateConfiguration(using:)` (or `configurationUpdateHandler`) runs when it does, as for selection.
@MainActor @Suite(.serialized, .freshWorld)
struct CellEditingStateTests {
    /// A plain cell that restyles itself for editing in `updateConfiguration(using:)`.
    final class EditingCell: UICollectionViewCell {
        var seen: [Bool] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            seen.append(state.isEditing)
            contentView.backgroundColor = state.isEditing ? .systemYellow : .systemBackground
        }
    }

    @Test("A plain cell's updateConfiguration(using:) runs with isEditing when the collection view starts and stops editing")
    func plainCell() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let (_, cv, source) = shownDiffableCollection(layout: layout, sections: [[1, 2, 3]], cell: EditingCell.self)
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? EditingCell)
        #expect(cell.seen.last == false)
        #expect(!cell.configurationState.isEditing)
        cv.isEditing = true
        UIApplication.shared.runOneTurn()
        #expect(cell.configurationState.isEditing)
        #expect(cell.seen.last == true)
        #expect(cell.contentView.backgroundColor == .systemYellow)
        let count = cell.seen.count
        UIApplication.shared.runOneTurn()
        #expect(cell.seen.count == count)   // no change, no update
        cv.isEditing = false
        UIApplication.shared.runOneTurn()
        #expect(cell.seen.last == false)
        #expect(cell.contentView.backgroundColor == .systemBackground)
    }

    @Test("A list cell's configurationUpdateHandler sees isEditing; cells made while editing start editing")
    func listCell() throws {
        var seen: [Int: [Bool]] = [:]
        let (_, cv, source) = shownDiffableCollection(
            layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)), sections: [[1, 2]],
            cell: UICollectionViewListCell.self) { cell, _, item in
            cell.configurationUpdateHandler = { cell, state in
                seen[item, default: []].append(state.isEditing)
                var content = UIListContentConfiguration.cell().updated(for: state)
                content.text = state.isEditing ? "Editing \(item)" : "Item \(item)"
                cell.contentConfiguration = content
            }
        }
        #expect(seen[1]?.last == false)
        cv.isEditing = true
        UIApplication.shared.runOneTurn()
        #expect(seen[1]?.last == true)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Editing 1")
        var snapshot = source.snapshot()
        snapshot.appendItems([3])
        source.apply(snapshot, animatingDifferences: false)
        UIApplication.shared.runOneTurn()
        #expect(seen[3] == [true])
    }
}
