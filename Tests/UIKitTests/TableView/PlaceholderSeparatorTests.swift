import Testing
import UIKit

/// A plain table fills the visible area below its last row with the separators of empty rows; a
/// `tableFooterView` (the usual empty `UIView()`) removes them.
@MainActor @Suite(.freshWorld) struct PlaceholderSeparatorTests {
    final class Source: NSObject, UITableViewDataSource {
        func tableView(_ t: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// The rows (y, pixels) below the content whose pixel at x = 100 is darker than the background.
    func separatorRows(_ table: UITableView, window: UIWindow) -> [Int] {
        guard let cg = window.renderedImage(scale: 1).cgImage else { return [] }
        return (88..<cg.height).filter { y in let p = cg.rgba(atX: 100, y: y); return p.r < 240 }
    }

    @Test("two 44-pt rows in a 300-pt plain table: separators of empty rows every 44 points down to the bottom")
    func placeholders() {
        let window = makeWindow(CGSize(width: 200, height: 300))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        let source = Source()
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        // Empty rows end at 132, 176, 220, 264: a 1-pt line at the bottom of each.
        #expect(separatorRows(table, window: window) == [131, 175, 219, 263])
        table.tableFooterView = UIView()
        window.layoutIfNeeded()
        #expect(separatorRows(table, window: window).isEmpty)
    }

    @Test("grouped tables and separatorStyle .none show no placeholder separators")
    func noPlaceholders() {
        let window = makeWindow(CGSize(width: 200, height: 300))
        let source = Source()
        let plain = UITableView(frame: window.bounds, style: .plain)
        plain.rowHeight = 44
        plain.separatorStyle = .none
        plain.dataSource = source
        window.addSubview(plain)
        window.layoutIfNeeded()
        #expect(separatorRows(plain, window: window).isEmpty)
    }
}
