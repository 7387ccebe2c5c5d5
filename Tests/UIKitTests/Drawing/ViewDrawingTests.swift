import Testing
import Foundation
import UIKit
import PixelTestSupport

/// Drawing in a view's `draw(_:)`: the backing store is a UIKit context like a renderer's.
@MainActor @Suite(.freshWorld) struct ViewDrawingTests {
    final class ShadowView: UIView {
        override func draw(_ rect: CGRect) {
            let ctx = UIGraphicsGetCurrentContext()!
            ctx.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: UIColor.blue.cgColor)
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 4)).fill()
            // A UIImage draws upright here too.
            ImageHolder.twoRows?.draw(in: CGRect(x: 20, y: 0, width: 2, height: 2))
        }
    }
    enum ImageHolder { nonisolated(unsafe) static var twoRows: UIImage? }

    @Test("In draw(_:), shadows point down for positive heights and scale with the backing store; UIImage draws upright")
    func shadowInViewBackingStore() {
        ImageHolder.twoRows = drawnImage(2, 2) { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        }
        let v = ShadowView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        v.isOpaque = false // transparent around the drawing (an opaque view's undrawn pixels are black)
        v.contentScaleFactor = 2 // draw at the scale we render, so the backing store is not resampled
        let img = v.renderedImage(scale: 2)
        // Shape: points y 5..<9 → pixels 10..<18; shadow 6 points lower: pixels 22..<30.
        #expect(img.px(20, 12) == .red)
        #expect(img.px(20, 25) == .blue)
        #expect(img.px(20, 19) == .clear)
        #expect(img.px(40, 0) == .red && img.px(40, 3) == .blue, "\(img.px(40, 0)) \(img.px(40, 3)) \(img.px(40, 2))")
    }

    @Test("Legacy PDF context: pages between begin and end, data written, context popped")
    func legacyPDF() {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 100, height: 50), nil)
        UIGraphicsBeginPDFPage()
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 100, height: 50))
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect((data as Data).starts(with: Array("%PDF".utf8)))
    }
}
