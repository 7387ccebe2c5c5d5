import Foundation
import Testing
import UIKit

/// Swipe actions by touch, as the notes and mail patterns use them: a horizontal drag on a row reveals the
/// `UISwipeActionsConfiguration`'s actions behind the sliding content, a tap on an action calls its handler,
/// a full swipe performs the first action when the configuration allows it, and a tap elsewhere or a scroll
/// closes the row (UIKit's documented behaviour of `UIContextualAction` and the table delegate's swipe methods).
@MainActor @Suite(.serialized, .freshWorld)
struct SwipeActionsTests {
    /// A data source and delegate giving each row trailing and leading actions that log their handlers.
    final class Notes: NSObject, UITableViewDataSource, UITableViewDelegate {
        var notes = (0..<20).map { "Note \($0)" }
        var log: [String] = []
        var trailing = true
        var fullSwipe = true
        var completes = true
        var pending: ((Bool) -> Void)?

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            cell.textLabel?.text = notes[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            guard trailing else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] action, view, done in
                log.append("delete \(indexPath.row) from \(view is UIControl ? "button" : "other")")
                if completes { done(true) } else { pending = done }
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                log.append("flag \(indexPath.row)")
                done(false)
            }
            flag.backgroundColor = .systemOrange
            let c = UISwipeActionsConfiguration(actions: [delete, flag])
            c.performsFirstActionWithFullSwipe = fullSwipe
            return c
        }
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let pin = UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
                log.append("pin \(indexPath.row)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [pin])
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBeginEditing \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("didEndEditing \(indexPath?.row ?? -1)") }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle == .delete ? "delete" : "other") \(indexPath.row)")
            notes.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    private func table(_ model: Notes) -> (UIWindow, UITableView) { shownTable(model, reuseIdentifier: "note") }

    private func drag(_ w: UIWindow, from a: CGPoint, by d: CGPoint, steps: Int = 10) {
        dragTouch(in: w, from: a, by: d, steps: steps, holdBeforeLift: true)
    }

    private func tap(_ w: UIWindow, _ p: CGPoint) { tapTouch(in: w, at: p) }

    /// The middle of a row, in window coordinates.
    private func rowY(_ table: UITableView, _ row: Int) -> CGFloat {
        table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil).midY
    }

    @Test("A left drag opens the row on its trailing actions; a tap on an action calls its handler, then the row closes")
    func trailingActionsOpenAndRun() throws {
        let model = Notes()
        let (w, table) = table(model)
        drag(w, from: CGPoint(x: 300, y: rowY(table, 2)), by: CGPoint(x: -120, y: 2))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.frame.minX < -100)
        #expect(table.isEditing)
        #expect(model.log == ["willBeginEditing 2"])
        // The first action sits at the trailing edge.
        tap(w, CGPoint(x: 385, y: rowY(table, 2)))
        #expect(model.log == ["willBeginEditing 2", "delete 2 from button", "didEndEditing 2"])
        #expect(cell.frame.minX == 0)
        #expect(!table.isEditing)
        // The second action sits next to it, towards the content.
        drag(w, from: CGPoint(x: 300, y: rowY(table, 2)), by: CGPoint(x: -120, y: 2))
        let open = -cell.frame.minX
        tap(w, CGPoint(x: 390 - open + 10, y: rowY(table, 2)))
        #expect(model.log.suffix(3) == ["willBeginEditing 2", "flag 2", "didEndEditing 2"])
    }

    @Test("A short drag snaps back; a right drag reveals the leading actions")
    func shortDragAndLeading() throws {
        let model = Notes()
        let (w, table) = table(model)
        drag(w, from: CGPoint(x: 300, y: rowY(table, 1)), by: CGPoint(x: -30, y: 0))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame.minX == 0)
        #expect(model.log == ["willBeginEditing 1", "didEndEditing 1"])
        drag(w, from: CGPoint(x: 60, y: rowY(table, 1)), by: CGPoint(x: 120, y: 0))
        #expect(cell.frame.minX > 50)
        tap(w, CGPoint(x: 5, y: rowY(table, 1)))
        #expect(model.log.suffix(2) == ["pin 1", "didEndEditing 1"])
    }

    @Test("A tap on another row while one is open closes it and selects nothing")
    func tapElsewhereCloses() throws {
        let model = Notes()
        let (w, table) = table(model)
        drag(w, from: CGPoint(x: 300, y: rowY(table, 3)), by: CGPoint(x: -150, y: 0))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(cell.frame.minX < 0)
        tap(w, CGPoint(x: 100, y: rowY(table, 6)))
        #expect(cell.frame.minX == 0)
        #expect(!model.log.contains { $0.hasPrefix("select") })
        #expect(model.log.last == "didEndEditing 3")
        tap(w, CGPoint(x: 100, y: rowY(table, 6)))
        #expect(model.log.last == "select 6")
    }

    @Test("Scrolling closes an open row")
    func scrollCloses() throws {
        let model = Notes()
        let (w, table) = table(model)
        drag(w, from: CGPoint(x: 300, y: rowY(table, 3)), by: CGPoint(x: -150, y: 0))
        #expect(table.isEditing)
        drag(w, from: CGPoint(x: 200, y: 600), by: CGPoint(x: 0, y: -200))
        #expect(table.contentOffset.y > 0)
        #expect(!table.isEditing)
        #expect(model.log.last == "didEndEditing 3")
    }

    @Test("A full swipe performs the first action without a tap, unless the configuration turns it off")
    func fullSwipe() throws {
        let model = Notes()
        let (w, table) = table(model)
        drag(w, from: CGPoint(x: 370, y: rowY(table, 4)), by: CGPoint(x: -330, y: 0), steps: 15)
        #expect(model.log == ["willBeginEditing 4", "delete 4 from button", "didEndEditing 4"])
        model.fullSwipe = false
        model.log = []
        drag(w, from: CGPoint(x: 370, y: rowY(table, 4)), by: CGPoint(x: -330, y: 0), steps: 15)
        #expect(model.log == ["willBeginEditing 4"])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        #expect(cell.frame.minX < -100 && cell.frame.minX > -250)
    }

    @Test("The row stays open until the handler calls its completion")
    func completionCloses() throws {
        let model = Notes()
        model.completes = false
        let (w, table) = table(model)
        drag(w, from: CGPoint(x: 300, y: rowY(table, 2)), by: CGPoint(x: -150, y: 0))
        tap(w, CGPoint(x: 385, y: rowY(table, 2)))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.frame.minX < 0)
        let done = try #require(model.pending)
        done(true)
        #expect(cell.frame.minX == 0)
        #expect(model.log.last == "didEndEditing 2")
    }

    @Test("Without trailing actions from the delegate, swipe to delete calls the data source's commit with .delete")
    func swipeToDelete() {
        let model = Notes()
        model.trailing = false
        let (w, table) = table(model)
        drag(w, from: CGPoint(x: 300, y: rowY(table, 5)), by: CGPoint(x: -150, y: 0))
        tap(w, CGPoint(x: 385, y: rowY(table, 5)))
        #expect(model.log == ["willBeginEditing 5", "commit delete 5", "didEndEditing 5"])
        #expect(table.numberOfRows(inSection: 0) == 19)
    }

    @Test("A vertical drag scrolls and reveals nothing")
    func verticalDragScrolls() {
        let model = Notes()
        let (w, table) = table(model)
        drag(w, from: CGPoint(x: 300, y: 600), by: CGPoint(x: -20, y: -200))
        #expect(model.log.isEmpty)
        #expect(table.contentOffset.y > 100)
    }

    @Test("A list section's trailing swipe actions provider gives its rows' actions")
    func listSwipeActions() throws {
        var log: [String] = []
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.trailingSwipeActionsConfigurationProvider = { ip in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                log.append("delete \(ip.item)")
                done(true)
            }])
        }
        let (window, cv, _) = shownDiffableCollection(
            layout: UICollectionViewCompositionalLayout.list(using: config), sections: [Array(0..<10)],
            cell: UICollectionViewListCell.self) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let y = cell.frame.midY
        drag(window, from: CGPoint(x: 300, y: y), by: CGPoint(x: -150, y: 0))
        #expect(cell.frame.minX < -50)
        tap(window, CGPoint(x: 385, y: y))
        #expect(log == ["delete 1"])
        #expect(cell.frame.minX == 0)
    }

    @Test("A table paged sideways by an enclosing scroll view leaves horizontal drags to the pager unless its delegate gives actions")
    func tableInsidePager() throws {
        let (w, vc) = shownController(CGSize(width: 390, height: 844))
        let pager = UIScrollView(frame: vc.view.bounds)
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 390 * 2, height: 844)
        vc.view.addSubview(pager)
        let plain = Notes()
        plain.trailing = false
        let table = UITableView(frame: pager.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        table.dataSource = plain
        pager.addSubview(table)
        UIApplication.shared.runOneTurn()
        drag(w, from: CGPoint(x: 300, y: rowY(table, 3)), by: CGPoint(x: -250, y: 0))
        runFor(2)
        #expect(pager.contentOffset.x == 390)
        #expect(!table.isEditing)
        // With the delegate's own actions the row opens instead.
        pager.contentOffset = .zero
        let model = Notes()
        table.dataSource = model
        table.delegate = model
        UIApplication.shared.runOneTurn()
        drag(w, from: CGPoint(x: 300, y: rowY(table, 3)), by: CGPoint(x: -120, y: 0))
        runFor(1)
        #expect(pager.contentOffset.x == 0)
        #expect(model.log == ["willBeginEditing 3"])
    }
}
