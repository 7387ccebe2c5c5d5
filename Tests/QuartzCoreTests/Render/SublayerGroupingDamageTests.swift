import Testing
import Foundation
import QuartzCore

/// A layer with `opacity` below 1 composites as one group while it has sublayers (`allowsGroupOpacity`,
/// true by default), so its border over its background shows the border's colour alone at that opacity;
/// as a leaf the two are blended one over the other. Gaining a first sublayer or losing the last one
/// therefore changes pixels all over its own rect, and a damage-tracked frame must redraw them.
@MainActor @Suite(.freshWorld) struct SublayerGroupingDamageTests {
    private func fadedBorderedLayer() -> (root: CALayer, faded: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = white
        let faded = CALayer()
        faded.frame = CGRect(x: 4, y: 4, width: 20, height: 20)
        faded.backgroundColor = red
        faded.borderWidth = 2
        faded.borderColor = blue
        faded.opacity = 0.5
        root.addSublayer(faded)
        return (root, faded)
    }

    /// The incremental frame's pixels against a full render of the same tree.
    private func differsFromFullRender(_ r: LayerTreeRenderer, _ root: CALayer) -> Int {
        let full = LayerTreeRenderer(pixelWidth: 40, pixelHeight: 40)!
        full.renderFrame(root: root)
        return differingPixels(r.makeImage()!, full.makeImage()!).count
    }

    @Test func removingTheLastSublayerRedrawsTheFadedLayer() {
        let (root, faded) = fadedBorderedLayer()
        let child = CALayer()
        child.frame = CGRect(x: 12, y: 12, width: 4, height: 4)
        faded.addSublayer(child)
        let r = LayerTreeRenderer(pixelWidth: 40, pixelHeight: 40)!
        r.renderFrame(root: root)
        child.removeFromSuperlayer()
        r.renderFrame(root: root)
        #expect(differsFromFullRender(r, root) == 0)
    }

    @Test func aFirstSublayerRedrawsTheFadedLayer() {
        let (root, faded) = fadedBorderedLayer()
        let r = LayerTreeRenderer(pixelWidth: 40, pixelHeight: 40)!
        r.renderFrame(root: root)
        let child = CALayer()
        child.frame = CGRect(x: 12, y: 12, width: 4, height: 4)
        faded.addSublayer(child)
        r.renderFrame(root: root)
        #expect(differsFromFullRender(r, root) == 0)
    }

    @Test func clearingTheSublayersRedrawsTheFadedLayer() {
        let (root, faded) = fadedBorderedLayer()
        faded.addSublayer(CALayer())
        let r = LayerTreeRenderer(pixelWidth: 40, pixelHeight: 40)!
        r.renderFrame(root: root)
        faded.sublayers = nil
        r.renderFrame(root: root)
        #expect(differsFromFullRender(r, root) == 0)
    }
}
