import Testing
import UIKit

// Table code as an iOS app writes it: a view controller owning a table laid out with Auto Layout,
// conformances in extensions, registered cells and headers, content configurations, swipe actions.
private struct Fruit { let name: String; let color: String }

@MainActor
private final class FruitHeader: UITableViewHeaderFooterView {
    var configuredCount = 0
    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() { super.prepareForReuse(); textLabel?.text = nil }
}

@MainActor
private final class FruitListViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var fruits: [[Fruit]] = [
        [Fruit(name: "Apple", color: "Red"), Fruit(name: "Banana", color: "Yellow")],
        [Fruit(name: "Cherry", color: "Red"), Fruit(name: "Kiwi", color: "Green"), Fruit(name: "Lime", color: "Green")],
    ]
    var selected: [String] = []
    var displayedHeaders: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FruitCell")
        tableView.register(FruitHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.tableFooterView = UIView()
    }
}

extension FruitListViewController: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { fruits.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.section][indexPath.row].name
        content.secondaryText = fruits[indexPath.section][indexPath.row].color
        content.textProperties.color = .label
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            fruits[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
}

extension FruitListViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") as? FruitHeader
        header?.textLabel?.text = section == 0 ? "Orchard" : "Other"
        return header
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        displayedHeaders.append(section)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        selected.append(fruits[indexPath.section][indexPath.row].name)
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.tableView(tableView, commit: .delete, forRowAt: indexPath)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

@MainActor @Suite(.freshWorld) struct TableViewAppStyleTests {
    @Test("an app-style table controller: headers from a registered class, content configurations, tap and delete")
    func appStyle() {
        let w = makeEventWindow()
        let vc = FruitListViewController()
        w.rootViewController = vc
        UIApplication.shared.runOneTurn()
        let t = vc.tableView
        #expect(t.frame == w.bounds)
        #expect(t.numberOfSections == 2 && t.numberOfRows(inSection: 1) == 3)
        #expect(t.headerView(forSection: 0)?.textLabel?.text == "Orchard" && t.headerView(forSection: 0) is FruitHeader)
        #expect(vc.displayedHeaders == [0, 1])
        #expect(t.rectForHeader(inSection: 1).height == 40)
        // Rows are inset in an inset grouped table and get at least 44 points.
        let r = t.rectForRow(at: IndexPath(row: 0, section: 1))
        #expect(r.minX > 0 && r.maxX < t.bounds.width && r.height >= 44)
        let cell = t.cellForRow(at: IndexPath(row: 1, section: 1))
        #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "Kiwi")
        w.sendTouch(.began, at: t.convert(CGPoint(x: r.midX, y: r.midY), to: w))
        w.sendTouch(.ended, at: t.convert(CGPoint(x: r.midX, y: r.midY), to: w))
        UIApplication.shared.runOneTurn()
        #expect(vc.selected == ["Cherry"] && t.indexPathForSelectedRow == nil)
        let swipe = vc.tableView(t, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0))
        #expect(swipe?.actions.first?.style == .destructive && swipe?.performsFirstActionWithFullSwipe == true)
        var finished: Bool?
        swipe?.actions.first?.handler(swipe!.actions.first!, t) { finished = $0 }
        #expect(finished == true && t.numberOfRows(inSection: 0) == 1 && vc.fruits[0].map(\.name) == ["Banana"])
        #expect((t.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text == "Banana")
    }
}
