import Testing
import UIKit
import QuartzCore

/// `CALayer.render(in:)` renders "in the coordinate space of the layer": a layer whose bounds origin is not
/// zero (a scrolled table view) shows the content at its bounds origin at the context's origin, once.
@MainActor @Suite(.freshWorld) struct RenderInOriginTests {
    /// The first row (from the top) whose pixel at x is mostly red.
    func firstRedRow(_ image: UIImage, x: Int) -> Int? {
        guard let cg = image.cgImage else { return nil }
        for y in 0..<cg.height { let p = cg.rgba(atX: x, y: y); if p.r > 200 && p.g < 60 { return y } }
        return nil
    }

    @Test("a layer scrolled to bounds origin y = -20: its sublayer at y 43 lands at 43 in the layer's space, at 63 in a renderer made for its bounds")
    func layerWithBoundsOrigin() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 120)
        root.bounds.origin = CGPoint(x: 0, y: -20)
        let line = CALayer()
        line.frame = CGRect(x: 0, y: 43, width: 100, height: 1)
        line.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(line)
        let format = UIGraphicsImageRendererFormat(); format.scale = 1
        let layerSpace = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 120), format: format).image { ctx in
            root.render(in: ctx.cgContext)
        }
        #expect(firstRedRow(layerSpace, x: 50) == 43)
        let forBounds = UIGraphicsImageRenderer(bounds: root.bounds, format: format).image { ctx in
            root.render(in: ctx.cgContext)
        }
        #expect(firstRedRow(forBounds, x: 50) == 63)
    }

    @Test("a scrolled table view's layer rendered with render(in:) into a renderer for its bounds matches the window (row 1 at 64, not shifted twice)")
    func scrolledTableMatchesWindow() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ t: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let c = UITableViewCell(style: .default, reuseIdentifier: nil)
                c.backgroundColor = indexPath.row == 1 ? .red : .white
                return c
            }
        }
        let window = makeWindow(CGSize(width: 200, height: 300))
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = Source()
        table.dataSource = source
        table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.addSubview(table)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: -20)
        window.layoutIfNeeded()
        let fromWindow = window.renderedImage(scale: 1)
        let format = UIGraphicsImageRendererFormat(); format.scale = 1
        CATransaction.flush()
        let fromLayer = UIGraphicsImageRenderer(bounds: table.bounds, format: format).image { ctx in
            table.layer.render(in: ctx.cgContext)
        }
        // Row 1 (red) begins at 20 + 44 in the window.
        #expect(firstRedRow(fromWindow, x: 100) == 64)
        #expect(firstRedRow(fromLayer, x: 100) == 64)
    }
}
