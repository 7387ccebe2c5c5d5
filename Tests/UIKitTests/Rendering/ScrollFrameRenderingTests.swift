import Testing
import Foundation
import UIKit

/// Scrolling frames of a table view under a translucent bar and beside a floating button: each frame the
/// host presents equals a full render of the window, byte for byte, including the frames that moved the
/// composited pixels instead of compositing the table again.
@MainActor @Suite(.serialized, .freshWorld)
struct ScrollFrameRenderingTests {
    private final class Rows: NSObject, UITableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.backgroundColor = indexPath.row % 3 == 0 ? UIColor(white: 0.93, alpha: 1) : .white
            return cell
        }
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func tableScrollFramesMatchAFullRender(scale: CGFloat) throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let host = HeadlessHost()
        UIApplication.shared.host = host
        let size = CGSize(width: 180, height: 200)
        let window = makeWindow(size, scale: scale)
        defer { window.isHidden = true }
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows(count: 200)
        table.dataSource = rows
        window.addSubview(table)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: 30))
        bar.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 1, alpha: 0.7)
        window.addSubview(bar)
        let button = UIView(frame: CGRect(x: 130, y: 150, width: 36, height: 36))
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 18
        window.addSubview(button)
        UIApplication.shared.runOneTurn()
        var g = SplitMix64(state: 26 &+ UInt64(scale))
        var moved = 0
        for step in 0..<24 {
            // Whole points, whole device pixels and fractions of a pixel, down and up.
            let choices: [CGFloat] = [8, 13, 1 / scale, -4, 0.3, 44, -2 / scale]
            let dy = choices[Int(g.next() % UInt64(choices.count))]
            table.contentOffset.y = max(0, table.contentOffset.y + dy)
            UIApplication.shared.runOneTurn()
            if host.lastFrameMovedPixels(of: window) { moved += 1 }
            let incremental = try #require(host.lastFrame(of: window)?.cgImage)
            let fresh = try #require(LayerTreeRenderer(pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale),
                                                       scale: scale))
            fresh.renderFrame(root: window.layer)
            let full = try #require(fresh.makeImage())
            let same = incremental.dataProvider?.data as Data? == full.dataProvider?.data as Data?
            #expect(same, "step \(step) at \(scale)x, offset \(table.contentOffset.y): the presented frame differs from a full render")
            if !same { return }
        }
        #expect(moved > 0)
    }
}
