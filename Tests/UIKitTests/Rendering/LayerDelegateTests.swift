import Testing
import UIKit

/// UIView as its layer's delegate: drawing for layers that draw in pieces, and no implicit actions.
@MainActor @Suite(.serialized, .freshWorld)
struct LayerDelegateTests {
    final class TiledView: UIView {
        override class var layerClass: AnyClass { CATiledLayer.self }
        var rects: [CGRect] = []
        override func draw(_ rect: CGRect) {
            rects.append(rect)
            UIColor.blue.setFill()
            UIRectFill(rect)
        }
    }

    @Test("A CATiledLayer-backed view draws its tiles through draw(_:), each call given that tile's rect")
    func tiledViewDrawsThroughDrawRect() throws {
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 300))
        window.makeKeyAndVisible()
        let v = TiledView(frame: CGRect(x: 0, y: 0, width: 600, height: 300))
        let tiled = try #require(v.layer as? CATiledLayer)
        tiled.tileSize = CGSize(width: 256, height: 256)
        window.addSubview(v)
        let image = window.renderedImage(scale: 1)
        #expect(!v.rects.isEmpty)
        // Every call covers at most one 256×256 tile (points equal pixels at scale 1).
        #expect(v.rects.allSatisfy { $0.width <= 256 && $0.height <= 256 })
        #expect(image.pixel(10, 10).isClose(to: [0, 0, 255, 255]))
        #expect(image.pixel(590, 290).isClose(to: [0, 0, 255, 255]))
    }

    @Test("A view's layer has no implicit action: the delegate answers NSNull, which ends the search")
    func viewSuppressesImplicitActions() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(v.action(for: v.layer, forKey: "opacity") is NSNull)
        #expect(v.layer.action(forKey: "opacity") == nil)
    }
}
