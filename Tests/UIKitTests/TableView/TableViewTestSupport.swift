import Testing
import UIKit

/// A cell that counts `prepareForReuse()` calls.
@MainActor
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var prepareCount = 0
    var prepared = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
        CountingCell.prepareCount += 1
    }
}

/// A data source and delegate with configurable sections, row heights, and call logs.
@MainActor
final class TableModel: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var heights: ((IndexPath) -> CGFloat)?
    var headerTitles: [Int: String] = [:]
    var cellForRowCalls: [IndexPath] = []
    var created = 0
    var log: [String] = []
    var willSelectOverride: ((IndexPath) -> IndexPath?)?

    init(rows: [Int], heights: ((IndexPath) -> CGFloat)? = nil) {
        self.rows = rows
        self.heights = heights
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellForRowCalls.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.section).\(indexPath.row)")
        return willSelectOverride.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.section).\(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
}

/// A plain table 320×480 with `CountingCell` registered as "cell", laid out.
@MainActor
func makeTable(_ model: TableModel, style: UITableView.Style = .plain, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) -> UITableView {
    let t = UITableView(frame: frame, style: style)
    t.register(CountingCell.self, forCellReuseIdentifier: "cell")
    t.dataSource = model
    t.delegate = model
    t.layoutIfNeeded()
    return t
}
