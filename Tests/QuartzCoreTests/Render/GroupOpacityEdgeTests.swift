import Testing
import QuartzCore

/// A fading group (opacity below 1 with sublayers) at a fractional position: its edge rows are snapped to
/// whole pixels like any background, whatever area its sublayers cover, so a sublayer's move changes no
/// pixel outside the sublayer's own old and new rects.
@MainActor @Suite(.serialized, .freshWorld) struct GroupOpacityEdgeTests {
    @Test("A sublayer moving beyond a fractional fading group's edge leaves the group's edge row as a full render draws it")
    func fractionalGroupEdge() {
        PipelineOwner.installFresh()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        let group = CALayer()
        group.frame = CGRect(x: 10, y: 10.3, width: 20, height: 10)
        group.backgroundColor = red
        group.opacity = 0.5
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 2, width: 4, height: 4)
        child.backgroundColor = blue
        group.addSublayer(child)
        root.addSublayer(group)
        let incremental = LayerTreeRenderer(pixelWidth: 40, pixelHeight: 30)!
        incremental.renderFrame(root: root)
        for y in [-8.0, 2.0, -3.0] {
            child.position = CGPoint(x: 2, y: y + 2)
            incremental.renderFrame(root: root)
            let full = LayerTreeRenderer(pixelWidth: 40, pixelHeight: 30)!
            full.renderFrame(root: root)
            let a = incremental.makeImage()!, b = full.makeImage()!
            #expect(differingPixels(a, b).isEmpty, "child at y \(y)")
            // The group's top row (y 10, snapped from 10.3) right of the child: red at half opacity, not cut at 10.3.
            #expect(pixel(a, 25, 10, is: (255, 0, 0, 128), tolerance: 2))
        }
    }
}
