import Testing
import UIKit

/// `NSDiffableDataSourceSnapshot` and `UITableViewDiffableDataSource` as Apple documents them: ordered
/// sections and items by identifier, appends to the last section by default, inserts/moves relative to
/// identifiers, and a table that shows the applied snapshot.
@MainActor @Suite(.freshWorld) struct TableDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main, archive }

    @Test func snapshotOrdersSectionsAndItemsByIdentifier() {
        var s = NSDiffableDataSourceSnapshot<Section, String>()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
        s.appendSections([.main, .archive])
        s.appendItems(["a", "b"], toSection: .main)
        s.appendItems(["z"])                                  // last section by default
        s.insertItems(["a0"], beforeItem: "a")
        s.insertItems(["b1"], afterItem: "b")
        #expect(s.itemIdentifiers(inSection: .main) == ["a0", "a", "b", "b1"])
        #expect(s.itemIdentifiers == ["a0", "a", "b", "b1", "z"])
        #expect(s.sectionIdentifier(containingItem: "z") == .archive)
        #expect(s.indexOfItem("z") == 4 && s.indexOfSection(.archive) == 1)
        s.moveItem("a0", afterItem: "z")
        #expect(s.itemIdentifiers(inSection: .archive) == ["z", "a0"])
        s.deleteItems(["b", "missing"])
        #expect(s.numberOfItems == 4)
        s.moveSection(.archive, beforeSection: .main)
        #expect(s.sectionIdentifiers == [.archive, .main])
        s.reloadItems(["a"])
        #expect(s.reloadedItemIdentifiers == ["a"])
        s.deleteSections([.archive])
        #expect(s.sectionIdentifiers == [.main] && s.itemIdentifiers == ["a", "b1"])
    }

    @Test func tableShowsTheAppliedSnapshot() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        var asked: [String] = []
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { tableView, indexPath, item in
            asked.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        #expect(table.dataSource === source)
        var s = NSDiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.main])
        s.appendItems(["One", "Two", "Three"])
        var completed = false
        source.apply(s, animatingDifferences: false) { completed = true }
        table.layoutIfNeeded()
        #expect(completed)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3)
        #expect(Set(asked) == ["One", "Two", "Three"])
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Two")
        #expect(source.indexPath(for: "Three") == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "One")
        s.deleteItems(["One"])
        source.apply(s)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(source.snapshot().itemIdentifiers == ["Two", "Three"])
    }
}
