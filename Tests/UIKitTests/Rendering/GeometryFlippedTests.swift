import Testing
import UIKit
import QuartzCore

/// `CALayer.isGeometryFlipped`: "whether the geometry of the layer and its sublayers is flipped vertically";
/// false by default; it "does not affect the rendering of the layer's content". `contentsAreFlipped()`
/// reports an odd number of flipped layers from the layer up to the root.
@MainActor @Suite(.freshWorld) struct GeometryFlippedTests {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// Renders `root` (its own geometry ignored, as `render(in:)` does) at 1×.
    func render(_ root: CALayer) -> CGImage? {
        let format = UIGraphicsImageRendererFormat(); format.scale = 1
        return UIGraphicsImageRenderer(size: root.bounds.size, format: format).image { root.render(in: $0.cgContext) }.cgImage
    }

    /// The rows whose pixel at `x` is mostly red.
    func redRows(_ image: CGImage?, x: Int) -> [Int] {
        guard let image else { return [] }
        return (0..<image.height).filter { let p = image.rgba(atX: x, y: $0); return p.r > 200 && p.g < 60 && p.b < 60 }
    }

    /// A 100 × 100 container holding a 100 × 100 layer (flipped or not) with a red 20 × 10 sublayer at the
    /// top-left of its geometry.
    func tree(flipped: Bool) -> (container: CALayer, flipped: CALayer, child: CALayer) {
        let container = CALayer(); container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let host = CALayer(); host.frame = container.bounds
        host.isGeometryFlipped = flipped
        let child = CALayer(); child.frame = CGRect(x: 10, y: 0, width: 20, height: 10)
        child.backgroundColor = red
        host.addSublayer(child); container.addSublayer(host)
        return (container, host, child)
    }

    @Test("isGeometryFlipped is false by default, and contentsAreFlipped() too")
    func defaults() {
        let layer = CALayer()
        #expect(layer.isGeometryFlipped == false)
        #expect(layer.contentsAreFlipped() == false)
    }

    @Test("a sublayer at y = 0 of a flipped layer sits at the bottom edge; upright, at the top")
    func sublayerMeasuredFromTheBottom() {
        #expect(redRows(render(tree(flipped: false).container), x: 20) == Array(0..<10))
        #expect(redRows(render(tree(flipped: true).container), x: 20) == Array(90..<100))
    }

    @Test("frame and geometry values are unchanged; conversions leaving the flipped layer include the flip")
    func conversions() {
        let t = tree(flipped: true)
        #expect(t.child.frame == CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(t.flipped.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(t.child.convert(CGPoint(x: 0, y: 0), to: t.flipped) == CGPoint(x: 10, y: 0))
        #expect(t.child.convert(CGPoint(x: 0, y: 0), to: t.container) == CGPoint(x: 10, y: 100))
        #expect(t.container.convert(CGPoint(x: 15, y: 95), to: t.child) == CGPoint(x: 5, y: 5))
        #expect(t.container.hitTest(CGPoint(x: 15, y: 95)) === t.child)
        #expect(t.container.hitTest(CGPoint(x: 15, y: 5)) === t.flipped)
    }

    @Test("contents stay upright: an image red above blue shows red above blue inside a flipped layer")
    func contentsStayUpright() {
        let format = UIGraphicsImageRendererFormat(); format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
        }
        let t = tree(flipped: true)
        t.child.backgroundColor = nil
        t.child.frame = CGRect(x: 10, y: 0, width: 20, height: 20)
        t.child.contents = image.cgImage
        #expect(t.child.contentsAreFlipped())
        #expect(redRows(render(t.container), x: 20) == Array(80..<90))
    }

    @Test("a flipped layer inside a flipped layer is upright again")
    func flipsAccumulate() {
        let t = tree(flipped: true)
        let inner = CALayer(); inner.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        inner.isGeometryFlipped = true
        let dot = CALayer(); dot.frame = CGRect(x: 40, y: 0, width: 20, height: 10); dot.backgroundColor = red
        inner.addSublayer(dot); t.flipped.addSublayer(inner)
        #expect(inner.contentsAreFlipped() == false)
        #expect(dot.contentsAreFlipped() == false)
        // `inner` occupies y 50..<100 on screen (its frame's y = 0 is the bottom); `dot` is at the top of it.
        #expect(redRows(render(t.container), x: 50) == Array(50..<60))
    }

    @Test("turning the flag on redraws a window's layer tree with the sublayer at the bottom")
    func changingTheFlagRedraws() {
        let window = makeWindow(CGSize(width: 100, height: 100))
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let child = CALayer(); child.frame = CGRect(x: 10, y: 0, width: 20, height: 10); child.backgroundColor = red
        host.layer.addSublayer(child)
        #expect(redRows(window.renderedImage(scale: 1).cgImage, x: 20) == Array(0..<10))
        host.layer.isGeometryFlipped = true
        #expect(redRows(window.renderedImage(scale: 1).cgImage, x: 20) == Array(90..<100))
    }
}
