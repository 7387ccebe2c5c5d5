import Foundation
import UIKit

extension CatalogPages {
    /// A settings-style grouped table: a UITableViewController subclass written as for iOS.
    static func tableView() -> UIViewController {
        final class SettingsController: UITableViewController {
            let sections: [(header: String?, rows: [(String, String?, UITableViewCell.AccessoryType)], footer: String?)] = [
                ("Network", [("Wi-Fi", "Home", .disclosureIndicator), ("Bluetooth", "On", .disclosureIndicator),
                             ("Cellular", nil, .disclosureIndicator)], nil),
                ("Display", [("Light", nil, .checkmark), ("Dark", nil, .none), ("Automatic", nil, .none)],
                 "Cells are dequeued from a registered class and recycled as the table scrolls."),
                ("About", (1...12).map { ("Row \($0)", "Value \($0)", UITableViewCell.AccessoryType.none) }, nil),
            ]
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Table view"
                tableView.register(ValueCell.self, forCellReuseIdentifier: "value")
            }
            override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
            override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "value", for: indexPath)
                let row = sections[indexPath.section].rows[indexPath.row]
                cell.textLabel?.text = row.0
                cell.detailTextLabel?.text = row.1
                cell.accessoryType = row.2
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
            }
        }
        final class ValueCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .value1, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { return nil }
        }
        return SettingsController(style: .insetGrouped)
    }
}
