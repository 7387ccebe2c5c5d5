import Testing
import Foundation
@testable import QuartzCore

/// A shadow without a `shadowPath` follows the alpha of everything its layer draws, sublayers included, and a
/// masked sublayer draws only under its mask: the shadow follows the mask. So moving or resizing a
/// sublayer's mask (an edit of the mask alone, not of the sublayer) changes the shadow, in the frame that
/// shows the edit and in any later render.
@MainActor @Suite(.freshWorld) struct MaskedSublayerShadowTests {
    /// A white root holding a layer with a black, offset, unblurred shadow and one sublayer masked to a
    /// strip; returns the root and the mask.
    private func makeTree() -> (root: CALayer, mask: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        root.backgroundColor = white
        let holder = CALayer()
        holder.frame = CGRect(x: 10, y: 10, width: 4, height: 4)
        holder.shadowOpacity = 1
        holder.shadowRadius = 0
        holder.shadowOffset = CGSize(width: 3, height: 3)
        let masked = CALayer()
        masked.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        masked.backgroundColor = blue
        let mask = CALayer()
        mask.frame = CGRect(x: 1, y: 1, width: 20, height: 5)
        mask.backgroundColor = CGColor(gray: 0, alpha: 1)
        masked.mask = mask
        holder.addSublayer(masked)
        root.addSublayer(holder)
        return (root, mask)
    }

    @Test("moving a sublayer's mask moves the shadow that follows it, as a tree built with the mask there draws")
    func movedMaskMovesShadow() {
        let (root, mask) = makeTree()
        let r = LayerTreeRenderer(pixelWidth: 60, pixelHeight: 40)!
        r.renderFrame(root: root)
        mask.position.x += 3
        r.renderFrame(root: root)

        let (expected, expectedMask) = makeTree()
        expectedMask.position.x += 3
        let fresh = LayerTreeRenderer(pixelWidth: 60, pixelHeight: 40)!
        fresh.renderFrame(root: expected)
        let image = r.makeImage()!
        #expect(differingPixels(image, fresh.makeImage()!).isEmpty)
        // The strip now covers x 14..<34, rows 11..<16 of the surface, and its shadow x 17..<37, rows
        // 14..<19: the shadow's old first column below the strip (x 14, row 18) shows the root's white again.
        #expect(pixelBytes(image, 14, 18) == [255, 255, 255, 255])
        #expect(pixelBytes(image, 17, 18) == [0, 0, 0, 255])
    }

    @Test("resizing a sublayer's mask reshapes the shadow in every later render")
    func resizedMaskReshapesShadow() {
        let (root, mask) = makeTree()
        let r = LayerTreeRenderer(pixelWidth: 60, pixelHeight: 40)!
        r.renderFrame(root: root)
        mask.bounds.size.width = 10
        mask.position.x = 6
        r.renderFrame(root: root)
        let full = LayerTreeRenderer(pixelWidth: 60, pixelHeight: 40)!
        full.renderFrame(root: root)
        // The strip covers x 11..<21, rows 11..<16, its shadow x 14..<24, rows 14..<19.
        for image in [r.makeImage()!, full.makeImage()!] {
            #expect(pixelBytes(image, 23, 18) == [0, 0, 0, 255])
            #expect(pixelBytes(image, 24, 18) == [255, 255, 255, 255])
        }
    }
}
