import Testing
import UIKit

/// In a regular-width table (an iPad's), a cell's content margins are 20 points; 16 in compact width.
@MainActor @Suite(.freshWorld) struct TableRegularWidthMarginTests {
    final class Source: NSObject, UITableViewDataSource {
        func tableView(_ t: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let c = t.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            c.textLabel?.text = "Row \(indexPath.row)"
            return c
        }
    }

    func table(width: CGFloat) -> (UIWindow, UITableView, Source) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let source = Source()
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, table, source)
    }

    @Test("regular width (768 pt): the text starts 20 points in; compact width (375 pt): 16")
    func margins() {
        let (w1, wide, s1) = table(width: 768)
        let wideCell = wide.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(wideCell?.traitCollection.horizontalSizeClass == .regular)
        #expect(wideCell?.textLabel?.frame.minX == 20)
        let (w2, narrow, s2) = table(width: 375)
        #expect(narrow.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.frame.minX == 16)
        _ = (w1, s1, w2, s2)
    }
}
