import Testing
@testable import UIKit

/// The checks a batch update must pass before a table or collection view applies it. UIKit raises
/// NSInternalInconsistencyException when the changes and the data source's new counts disagree; here the
/// view stops with a precondition failure carrying the same reason, which these tests read from the
/// shared check without stopping the test process.
@MainActor @Suite(.freshWorld) struct ListUpdateValidationTests {
    private func check(_ u: ListUpdates, old: [Int], new: [Int], _ nouns: ListUpdates.Nouns = .table) -> Result<[Int], ListUpdates.Invalid> {
        u.validate(oldCounts: old, newSectionCount: new.count, newCount: { new[$0] }, nouns: nouns)
    }

    @Test("a consistent batch passes and yields the new counts")
    func consistent() {
        var u = ListUpdates()
        u.insertedRows = [IndexPath(row: 2, section: 0)]
        u.deletedRows = [IndexPath(row: 0, section: 1)]
        #expect(check(u, old: [2, 3], new: [3, 2]) == .success([3, 2]))
    }

    @Test("the table checks inserted rows: a row past the new count is refused")
    func tableInsertedRowOutOfRange() throws {
        var u = ListUpdates()
        u.insertedRows = [IndexPath(row: 5, section: 0)]
        let result = check(u, old: [2], new: [3])
        guard case .failure(let invalid) = result else { Issue.record("accepted"); return }
        #expect(invalid.reason.hasPrefix("UITableView: attempt to insert row"))
    }

    @Test("the table checks deleted sections: a section that did not exist is refused")
    func tableDeletedSectionOutOfRange() {
        var u = ListUpdates()
        u.deletedSections = [3]
        guard case .failure(let invalid) = check(u, old: [1, 1, 1], new: [1, 1]) else { Issue.record("accepted"); return }
        #expect(invalid.reason == "UITableView: attempt to delete or reload section 3, but there are only 3 sections before the update")
    }

    @Test("wrong counts: UIKit's 'Invalid update' reasons, with each view's noun")
    func invalidCounts() {
        var u = ListUpdates()
        u.insertedRows = [IndexPath(row: 0, section: 0)]
        guard case .failure(let rows) = check(u, old: [2], new: [2]) else { Issue.record("accepted"); return }
        #expect(rows.reason.hasPrefix("Invalid update: invalid number of rows in section 0."))
        guard case .failure(let items) = check(u, old: [2], new: [2], .collection) else { Issue.record("accepted"); return }
        #expect(items.reason.hasPrefix("Invalid update: invalid number of items in section 0."))
        guard case .failure(let sections) = check(ListUpdates(), old: [2], new: [2, 1]) else { Issue.record("accepted"); return }
        #expect(sections.reason.hasPrefix("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2)"))
    }

    @Test("a valid table batch inserting a row and deleting a section applies through the shared path")
    func tableAppliesValidBatch() {
        PipelineOwner.installFresh()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        final class Source: NSObject, UITableViewDataSource {
            var rows = [2, 1]
            func numberOfSections(in tableView: UITableView) -> Int { rows.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let source = Source()
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        source.rows = [3]
        table.performBatchUpdates {
            table.deleteSections([1], with: .none)
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        }
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3)
    }
}
