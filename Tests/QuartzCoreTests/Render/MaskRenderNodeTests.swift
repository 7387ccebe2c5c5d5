import Testing
import Foundation
import QuartzCore

/// A mask is drawn as part of its owner (Core Animation gives it no superlayer), so it has a render node
/// while its owner is rendered. Unsetting it takes it out of the rendered tree, as removing a sublayer does:
/// its node goes, and the owner's next frame shows the layer unmasked.
@MainActor @Suite(.freshWorld) struct MaskRenderNodeTests {
    @Test("an unset mask drops its render node and the owner draws unmasked, as a full render does")
    func unsetMaskDropsItsNode() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let masked = CALayer()
        masked.frame = CGRect(x: 4, y: 4, width: 30, height: 30)
        masked.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        masked.mask = mask
        root.addSublayer(masked)
        let r = LayerTreeRenderer(pixelWidth: 40, pixelHeight: 40)!
        r.renderFrame(root: root)
        #expect(mask._renderNodeState != nil)

        masked.mask = nil
        #expect(mask._renderNodeState == nil)
        r.renderFrame(root: root)
        let full = LayerTreeRenderer(pixelWidth: 40, pixelHeight: 40)!
        full.renderFrame(root: root)
        #expect(differingPixels(r.makeImage()!, full.makeImage()!).isEmpty)
    }
}
