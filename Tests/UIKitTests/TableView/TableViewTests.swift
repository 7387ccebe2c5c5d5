import Testing
import UIKit

@MainActor @Suite(.freshWorld) struct TableViewTests {
    @Test("defaults and API surface as Apple documents them")
    func defaults() {
        let t = UITableView(frame: .zero, style: .grouped)
        #expect(t.style == .grouped && UITableView(frame: .zero).style == .plain)
        #expect(t.rowHeight == UITableView.automaticDimension && t.estimatedRowHeight == UITableView.automaticDimension)
        #expect(t.sectionHeaderHeight == UITableView.automaticDimension && t.allowsSelection && !t.allowsMultipleSelection)
        #expect(t.separatorStyle == .singleLine && !t.isEditing && t.indexPathForSelectedRow == nil)
        #expect(UITableView.Style.insetGrouped.rawValue == 2 && UITableView.RowAnimation.automatic.rawValue == 100)
        #expect(UITableView.ScrollPosition.bottom.rawValue == 3 && UITableViewCell.AccessoryType.checkmark.rawValue == 3)
        let ip = IndexPath(row: 4, section: 2)
        #expect(ip.row == 4 && ip.section == 2 && ip.count == 2)
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "x")
        #expect(cell.reuseIdentifier == "x" && cell.textLabel != nil && cell.detailTextLabel != nil)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(cell.selectionStyle == .default && cell.accessoryType == .none && !cell.isSelected)
        var config = cell.defaultContentConfiguration()
        config.text = "Title"
        config.secondaryText = "Detail"
        cell.contentConfiguration = config
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Title")
        #expect(UITableView().style == .plain && UITableViewController().tableView.style == .plain)
        #expect(UITableViewCell().reuseIdentifier == nil && UITableViewHeaderFooterView().reuseIdentifier == nil)
        let vc = UITableViewController(style: .insetGrouped)
        #expect(vc.tableView.style == .insetGrouped && vc.clearsSelectionOnViewWillAppear)
        #expect(vc.tableView.dataSource === vc && vc.tableView.delegate === vc)
    }

    @Test("cellForRowAt is asked only for visible rows; contentSize is the sum of the heights")
    func onlyVisibleRows() {
        let model = TableModel(rows: [1000], heights: { _ in 40 })
        let t = makeTable(model)
        #expect(model.cellForRowCalls == (0..<12).map { IndexPath(row: $0, section: 0) })
        #expect(t.contentSize == CGSize(width: 320, height: 40_000))
        #expect(t.visibleCells.count == 12 && t.indexPathsForVisibleRows == (0..<12).map { IndexPath(row: $0, section: 0) })
        #expect(t.numberOfSections == 1 && t.numberOfRows(inSection: 0) == 1000 && t.numberOfRows(inSection: 5) == 0)
    }

    @Test("scrolling recycles cells: new rows reuse queued cells and prepareForReuse runs once per reuse")
    func reuseOnScroll() {
        let model = TableModel(rows: [1000], heights: { _ in 40 })
        let t = makeTable(model)
        let first = Set(t.visibleCells.map(ObjectIdentifier.init))
        CountingCell.prepareCount = 0
        model.cellForRowCalls = []
        t.contentOffset = CGPoint(x: 0, y: 400) // rows 10..<22 visible
        t.layoutIfNeeded()
        #expect(model.cellForRowCalls == (12..<22).map { IndexPath(row: $0, section: 0) })
        // Rows 0..<10 left; their 10 cells served the 10 new rows.
        #expect(CountingCell.prepareCount == 10)
        #expect(Set(t.visibleCells.map(ObjectIdentifier.init)).isSubset(of: first))
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(t.cellForRow(at: IndexPath(row: 15, section: 0))?.textLabel?.text == "0.15")
    }

    @Test("rectForRow, rect(forSection:) and indexPathForRow(at:) agree with the heights and header titles")
    func geometry() {
        let model = TableModel(rows: [3, 2], heights: { ip in CGFloat(30 + 10 * ip.row) })
        model.headerTitles = [1: "Second"]
        let t = makeTable(model)
        // Plain style: no header without a title, a 28-point header with one.
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(t.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 70, width: 320, height: 50))
        #expect(t.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 120))
        #expect(t.rectForHeader(inSection: 1) == CGRect(x: 0, y: 120, width: 320, height: 28))
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 178, width: 320, height: 40))
        #expect(t.contentSize.height == 218)
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 69.5)) == IndexPath(row: 1, section: 0))
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 70)) == IndexPath(row: 2, section: 0))
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 130)) == nil) // in the header
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 400)) == nil)
        #expect(t.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
        #expect(t.headerView(forSection: 1)?.textLabel?.text == "Second")
    }

    @Test("a tap selects the row: willSelect then didSelect with its index path; a second tap moves the selection")
    func tapSelects() {
        let w = makeEventWindow()
        let model = TableModel(rows: [20], heights: { _ in 44 })
        let t = makeTable(model)
        w.addSubview(t)
        UIApplication.shared.runOneTurn()
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        UIApplication.shared.runOneTurn()
        #expect(model.log == ["willSelect 0.2", "didSelect 0.2"])
        #expect(t.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(t.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        model.log = []
        w.sendTouch(.began, at: CGPoint(x: 100, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 10))
        UIApplication.shared.runOneTurn()
        #expect(model.log == ["willSelect 0.0", "willDeselect 0.2", "didDeselect 0.2", "didSelect 0.0"])
        #expect(t.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(t.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0))?.isHighlighted == false)
    }

    @Test("willSelectRowAt returning nil prevents the selection; allowsSelection false ignores taps")
    func selectionVetoes() {
        let w = makeEventWindow()
        let model = TableModel(rows: [20], heights: { _ in 44 })
        model.willSelectOverride = { _ in nil }
        let t = makeTable(model)
        w.addSubview(t)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        UIApplication.shared.runOneTurn()
        #expect(model.log == ["willSelect 0.2"] && t.indexPathForSelectedRow == nil)
        model.log = []
        t.allowsSelection = false
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        UIApplication.shared.runOneTurn()
        #expect(model.log.isEmpty && t.indexPathForSelectedRow == nil)
    }

    @Test("selectRow/deselectRow change the selection without calling the delegate; multiple selection keeps several")
    func programmaticSelection() {
        let model = TableModel(rows: [20], heights: { _ in 44 })
        let t = makeTable(model)
        t.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        t.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(t.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)] && model.log.isEmpty)
        t.allowsMultipleSelection = true
        t.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(t.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        t.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(t.indexPathForSelectedRow == IndexPath(row: 1, section: 0) && model.log.isEmpty)
        #expect(t.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == false)
        t.selectRow(at: IndexPath(row: 15, section: 0), animated: false, scrollPosition: .bottom)
        #expect(t.contentOffset.y == CGFloat(16 * 44 - 480))
        t.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
        #expect(t.contentOffset.y == CGFloat(20 * 44 - 480)) // clamped to the end of the content
        t.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(t.indexPathsForSelectedRows == nil)
    }

    @Test("dequeue: nil for an unknown identifier without a registration; registered classes are created with the identifier")
    func dequeue() {
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(t.dequeueReusableCell(withIdentifier: "nope") == nil)
        #expect(t.dequeueReusableHeaderFooterView(withIdentifier: "nope") == nil)
        t.register(CountingCell.self, forCellReuseIdentifier: "c")
        let c = t.dequeueReusableCell(withIdentifier: "c", for: IndexPath(row: 0, section: 0))
        #expect(c is CountingCell && c.reuseIdentifier == "c")
        t.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
        #expect(t.dequeueReusableHeaderFooterView(withIdentifier: "h")?.reuseIdentifier == "h")
    }

    @Test("insert and delete rows: counts, content size, and only the new rows' cells are asked for")
    func insertDelete() {
        let model = TableModel(rows: [5], heights: { _ in 50 })
        let t = makeTable(model)
        #expect(t.contentSize.height == 250)
        let cell3 = t.cellForRow(at: IndexPath(row: 3, section: 0))
        model.rows = [7]
        model.cellForRowCalls = []
        t.insertRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(t.numberOfRows(inSection: 0) == 7 && t.contentSize.height == 350)
        #expect(model.cellForRowCalls == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        #expect(t.cellForRow(at: IndexPath(row: 5, section: 0)) === cell3)
        #expect(t.cellForRow(at: IndexPath(row: 5, section: 0))?.frame.minY == 250)
        model.rows = [4]
        model.cellForRowCalls = []
        t.performBatchUpdates({
            t.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 6, section: 0)], with: .fade)
        }, completion: { finished in #expect(finished) })
        #expect(t.visibleCells.count == 4 && t.contentSize.height == 200 && model.cellForRowCalls.isEmpty)
        #expect(t.cellForRow(at: IndexPath(row: 3, section: 0)) === cell3)
        // Sections.
        model.rows = [4, 2]
        t.insertSections(IndexSet(integer: 1), with: .automatic)
        #expect(t.numberOfSections == 2 && t.contentSize.height == 300)
        model.rows = [2]
        t.deleteSections(IndexSet(integer: 0), with: .automatic)
        #expect(t.numberOfSections == 1 && t.numberOfRows(inSection: 0) == 2 && t.visibleCells.count == 2)
    }

    @Test("reloadRows asks again for those rows only; reloadData asks for every visible row")
    func reloads() {
        let model = TableModel(rows: [5], heights: { _ in 50 })
        let t = makeTable(model)
        model.cellForRowCalls = []
        t.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        #expect(model.cellForRowCalls == [IndexPath(row: 2, section: 0)])
        model.cellForRowCalls = []
        t.reloadData()
        #expect(model.cellForRowCalls.count == 5)
    }

    @Test("automatic dimension: a cell constrained in its content view gets its Auto Layout height")
    func selfSizing() {
        final class TallCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 80),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                indexPath.row == 1 ? tableView.dequeueReusableCell(withIdentifier: "tall", for: indexPath)
                                   : UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.register(TallCell.self, forCellReuseIdentifier: "tall")
        let source = Source()
        t.dataSource = source
        t.layoutIfNeeded()
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 100))
        #expect(t.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 144)
        #expect(t.contentSize.height == 188)
    }

    @Test("UITableViewController: the table is the view, the controller answers as data source, and overrides are called")
    func controller() {
        final class VC: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let c = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                c.textLabel?.text = "Row \(indexPath.row)"
                c.accessoryType = .disclosureIndicator
                return c
            }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
        }
        let vc = VC(style: .plain)
        vc.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        vc.view.layoutIfNeeded()
        #expect(vc.view === vc.tableView && vc.tableView.visibleCells.count == 3)
        #expect(vc.tableView.contentSize.height == 180)
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Row 1")
    }
}

@MainActor @Suite(.freshWorld) struct TableViewHeaderTests {
    @Test("plain tables float a section's header at the top while the section is on screen; it is pushed up by the next")
    func stickyHeaders() {
        let model = TableModel(rows: [20, 20], heights: { _ in 40 })
        model.headerTitles = [0: "A", 1: "B"]
        let t = makeTable(model)
        // Section 0: header 0..<28, rows 28..<828; section 1 header at 828.
        t.contentOffset = CGPoint(x: 0, y: 300)
        t.layoutIfNeeded()
        #expect(t.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 300, width: 320, height: 28))
        #expect(t.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        t.contentOffset = CGPoint(x: 0, y: 810)
        t.layoutIfNeeded()
        #expect(t.headerView(forSection: 0)?.frame.minY == 800) // pushed up by section 1's header
        #expect(t.headerView(forSection: 1)?.frame.minY == 828)
        t.contentOffset = CGPoint(x: 0, y: 900)
        t.layoutIfNeeded()
        #expect(t.headerView(forSection: 0) == nil && t.headerView(forSection: 1)?.frame.minY == 900)
    }

    @Test("a finger down on a row highlights it; lifting selects and unhighlights")
    func highlight() {
        let w = makeEventWindow()
        let model = TableModel(rows: [10], heights: { _ in 44 })
        let t = makeTable(model)
        w.addSubview(t)
        UIApplication.shared.runOneTurn()
        w.sendTouch(.began, at: CGPoint(x: 100, y: 60))
        CAMediaClock.advance(by: 0.2)
        UIApplication.shared.runOneTurn()
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 60))
        UIApplication.shared.runOneTurn()
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
        #expect(t.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }
}

@MainActor @Suite(.freshWorld) struct TableViewCellAndControllerTests {
    @Test("cells follow the table's separatorInset unless their own was set; separatorStyle none hides separators")
    func separators() {
        let model = TableModel(rows: [3], heights: { _ in 44 })
        let t = makeTable(model)
        t.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        t.layoutIfNeeded()
        #expect(t.visibleCells.allSatisfy { $0.separatorInset.left == 40 })
        let c0 = t.cellForRow(at: IndexPath(row: 0, section: 0))!
        c0.separatorInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0)
        t.separatorInset = .zero
        t.layoutIfNeeded()
        #expect(c0.separatorInset.left == 5 && t.cellForRow(at: IndexPath(row: 1, section: 0))?.separatorInset.left == 0)
    }

    @Test("UITableViewController clears the selection when its view appears again")
    func clearsSelection() {
        let vc = UITableViewController(style: .plain)
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        let source = Source()
        vc.tableView.dataSource = source
        vc.viewWillAppear(false)
        vc.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(vc.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        vc.viewWillAppear(false)
        #expect(vc.tableView.indexPathForSelectedRow == nil)
        vc.clearsSelectionOnViewWillAppear = false
        vc.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        vc.viewWillAppear(false)
        #expect(vc.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }
}
