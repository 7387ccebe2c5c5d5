import Testing
import Foundation
@testable import UIKit

/// A redraw starts from a cleared backing store (`clearsContextBeforeDrawing` is true by default), so a
/// `draw(_:)` that draws nothing this time leaves no pixels of the last drawing: transparent for a view
/// that is not opaque, opaque black for an opaque one (UIKit: pixels an opaque view leaves undrawn are
/// undefined, and come out black).
@MainActor @Suite(.freshWorld) struct RedrawClearsTests {
    final class SometimesRedView: UIView {
        var drawsRed = true
        override func draw(_ rect: CGRect) {
            guard drawsRed else { return }
            UIColor.red.setFill()
            UIRectFill(bounds)
        }
    }

    func centrePixel(_ view: UIView) -> [UInt8] {
        let renderer = UIGraphicsImageRenderer(size: view.bounds.size)
        let image = renderer.image { ctx in view.layer.render(in: ctx.cgContext) }
        guard let cg = image.cgImage, let data = cg.dataProvider?.data as Data? else { return [] }
        let x = cg.width / 2, y = cg.height / 2
        let o = y * cg.bytesPerRow + 4 * x
        return Array(data[o..<o + 4])
    }

    @Test("A view that drew red and then draws nothing shows no red", arguments: [false, true])
    func redrawThatDrawsNothingClears(opaque: Bool) {
        let window = appWindow(CGSize(width: 100, height: 100))
        let view = SometimesRedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.isOpaque = opaque
        window.addSubview(view)
        UIApplication.shared.runOneTurn()
        let red = centrePixel(view)
        #expect(red.count == 4 && red[2] == 255 && red[1] == 0 && red[0] == 0)  // BGRA: red
        view.drawsRed = false
        view.setNeedsDisplay()
        UIApplication.shared.runOneTurn()
        let after = centrePixel(view)
        #expect(after.count == 4 && after[2] == 0, "red left after a redraw that drew nothing: \(after)")
        if !opaque { #expect(after[3] == 0) } else { #expect(after[3] == 255) }
        view.removeFromSuperview()
    }
}
