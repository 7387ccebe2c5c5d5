import Foundation
import Testing
import UIKit

/// Editing mode by touch, as list apps use it: `setEditing(true, animated:)` shows each editable row's
/// delete (or insert) control and each movable row's reorder control; a tap on the delete control reveals the
/// Delete button, whose tap commits `.delete`; an insert control commits `.insert`; dragging a reorder
/// control moves the row and the data source hears `moveRowAt` (UIKit's documented data source and
/// delegate callbacks).
@MainActor @Suite(.serialized, .freshWorld)
struct TableEditingByTouchTests {
    final class Items: NSObject, UITableViewDataSource, UITableViewDelegate {
        var items = (0..<10).map { "Item \($0)" }
        var log: [String] = []
        var movable = true
        var insertRow: Int?

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            cell.textLabel?.numberOfLines = 0
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 9 }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            indexPath.row == insertRow ? .insert : .delete
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
            if editingStyle == .delete {
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
        }
        func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                       toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
            log.append("target \(sourceIndexPath.row)->\(proposedDestinationIndexPath.row)")
            return proposedDestinationIndexPath
        }
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("move \(sourceIndexPath.row)->\(destinationIndexPath.row)")
            items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
    }

    private func table(_ model: Items) -> (UIWindow, UITableView) { shownTable(model, reuseIdentifier: "item") }

    private func rowY(_ table: UITableView, _ row: Int) -> CGFloat {
        table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil).midY
    }

    private func tap(_ w: UIWindow, _ p: CGPoint) { tapTouch(in: w, at: p) }

    @Test("Editing mode moves editable rows' content aside for their control; leaving it puts it back")
    func controlsAppear() throws {
        let model = Items()
        let (_, table) = table(model)
        table.setEditing(true, animated: false)
        #expect(table.isEditing)
        UIApplication.shared.runOneTurn()
        let editable = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let fixed = try #require(table.cellForRow(at: IndexPath(row: 9, section: 0)))
        #expect(editable.isEditing && editable.editingStyle == .delete)
        #expect(editable.contentView.frame.minX > 30)
        #expect(fixed.editingStyle == .none)
        #expect(fixed.contentView.frame.minX == 0)
        table.setEditing(false, animated: false)
        UIApplication.shared.runOneTurn()
        #expect(!editable.isEditing && editable.editingStyle == .none)
        #expect(editable.contentView.frame.minX == 0)
    }

    @Test("A tap on the delete control reveals Delete; a tap on Delete commits .delete for the row")
    func deleteByTouch() throws {
        let model = Items()
        let (w, table) = table(model)
        table.setEditing(true, animated: false)
        UIApplication.shared.runOneTurn()
        tap(w, CGPoint(x: 25, y: rowY(table, 2)))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.frame.minX < -50)
        #expect(model.log.isEmpty)
        tap(w, CGPoint(x: 385, y: rowY(table, 2)))
        #expect(model.log == ["commit delete 2"])
        #expect(table.numberOfRows(inSection: 0) == 9)
        #expect(table.isEditing)
    }

    @Test("A tap on an insert control commits .insert at once")
    func insertByTouch() {
        let model = Items()
        model.insertRow = 3
        let (w, table) = table(model)
        table.setEditing(true, animated: false)
        UIApplication.shared.runOneTurn()
        tap(w, CGPoint(x: 25, y: rowY(table, 3)))
        #expect(model.log == ["commit insert 3"])
    }

    @Test("Dragging a reorder control moves the row: the delegate proposes, the data source moves")
    func reorderByTouch() throws {
        let model = Items()
        let (w, table) = table(model)
        table.setEditing(true, animated: false)
        UIApplication.shared.runOneTurn()
        dragTouch(in: w, from: CGPoint(x: 372, y: rowY(table, 1)), by: CGPoint(x: 0, y: 132), steps: 12)
        #expect(table.contentOffset.y == 0)
        #expect(model.log.last == "move 1->4")
        #expect(model.log.first == "target 1->2")
        #expect(model.items[4] == "Item 1")
        let moved = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        #expect(moved.textLabel?.text == "Item 1")
        #expect(moved.frame == table.rectForRow(at: IndexPath(row: 4, section: 0)))
    }

    @Test("While a row is dragged, the rows between its place and the proposed one make room for it")
    func rowsMakeRoom() throws {
        let model = Items()
        let (w, table) = table(model)
        table.setEditing(true, animated: false)
        UIApplication.shared.runOneTurn()
        let passed = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let start = CGPoint(x: 372, y: rowY(table, 1))
        let to = table.rectForRow(at: IndexPath(row: 4, section: 0)).midY - table.rectForRow(at: IndexPath(row: 1, section: 0)).midY
        dragTouch(in: w, from: start, by: CGPoint(x: 0, y: to), steps: 6, lift: false)
        #expect(passed.frame == table.rectForRow(at: IndexPath(row: 2, section: 0)))
        #expect(!model.log.contains { $0.hasPrefix("move") })
        w.sendTouch(.ended, at: CGPoint(x: start.x, y: start.y + to))
        UIApplication.shared.runOneTurn()
        #expect(model.log.last == "move 1->4")
        #expect(passed.frame == table.rectForRow(at: IndexPath(row: 2, section: 0)))
    }

    @Test("Rows that cannot move show no reorder control: a drag at their trailing edge moves nothing")
    func notMovable() {
        let model = Items()
        model.movable = false
        let (w, table) = table(model)
        table.setEditing(true, animated: false)
        UIApplication.shared.runOneTurn()
        dragTouch(in: w, from: CGPoint(x: 372, y: rowY(table, 8)), by: CGPoint(x: 0, y: -200))
        #expect(!model.log.contains { $0.hasPrefix("move") })
    }

    @Test("Rows that size themselves are measured again when the editing controls narrow their content")
    func remeasuresWhenEditing() throws {
        let model = Items()
        model.items[0] = "Lunch on Friday with the whole design team, then a walk along the river"
        let (_, table) = table(model)
        let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        table.setEditing(true, animated: false)
        UIApplication.shared.runOneTurn()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let label = try #require(cell.textLabel)
        #expect(label.frame.maxY <= cell.contentView.bounds.height)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height >= before)
    }
}
