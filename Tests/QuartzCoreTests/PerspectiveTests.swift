import Testing
import Foundation
import QuartzCore

/// Non-affine transforms: rotations about y and `m34` perspective, warped projectively.
@MainActor @Suite(.freshWorld) struct PerspectiveTests {
    @Test func rotationAboutYNarrowsTheLayer() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let l = CALayer()
        l.frame = CGRect(x: 30, y: 40, width: 40, height: 20)
        l.backgroundColor = red
        l.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        root.addSublayer(l)
        let img = rendered(root, 100, 100)
        // Without perspective, a 60° turn about y shows cos 60° = 1/2 of the width: x 40...60.
        #expect(pixel(img, 42, 50, is: (255, 0, 0, 255)))
        #expect(pixel(img, 58, 50, is: (255, 0, 0, 255)))
        #expect(pixel(img, 37, 50, is: (0, 0, 0, 0)))
        #expect(pixel(img, 63, 50, is: (0, 0, 0, 0)))
    }

    @Test func perspectiveMagnifiesLayersNearerTheViewer() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let parent = CALayer()
        parent.frame = root.bounds
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 100
        parent.sublayerTransform = p
        let l = CALayer()
        l.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        l.backgroundColor = red
        l.zPosition = 50
        parent.addSublayer(l)
        root.addSublayer(parent)
        let img = rendered(root, 100, 100)
        // w = 1 + 50 · (−1/100) = 1/2: the 20-point layer appears 40 wide about the centre, x 30...70.
        #expect(pixel(img, 32, 50, is: (255, 0, 0, 255)))
        #expect(pixel(img, 67, 67, is: (255, 0, 0, 255)))
        #expect(pixel(img, 28, 50, is: (0, 0, 0, 0)))
        #expect(pixel(img, 72, 50, is: (0, 0, 0, 0)))
    }

    @Test func hitTestingFollowsTheProjection() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let parent = CALayer()
        parent.frame = root.bounds
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 100
        parent.sublayerTransform = p
        let l = CALayer()
        l.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        l.zPosition = 50
        parent.addSublayer(l)
        root.addSublayer(parent)
        // Shown at 30...70: (32, 50) hits it, at local x = 1 (the point 18 left of the centre halves to 9).
        #expect(root.hitTest(CGPoint(x: 32, y: 50)) === l)
        #expect(root.hitTest(CGPoint(x: 28, y: 50)) === parent)
        let local = l.unprojected(CGPoint(x: 32, y: 50))!
        #expect(abs(local.x - 1) < 1e-9 && abs(local.y - 10) < 1e-9)
    }

    @Test func perspectiveDamageIsTheProjectedBox() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let l = CALayer()
        l.frame = CGRect(x: 30, y: 40, width: 40, height: 20)
        l.backgroundColor = red
        root.addSublayer(l)
        let renderer = LayerTreeRenderer(pixelWidth: 100, pixelHeight: 100)!
        renderer.renderFrame(root: root)
        l.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        // Old frame (30, 40, 40, 20) ∪ new projected box (40, 40, 20, 20) = the old frame.
        #expect(renderer.renderFrame(root: root) == CGRect(x: 30, y: 40, width: 40, height: 20))
        let img = renderer.makeImage()!
        #expect(pixel(img, 35, 50, is: (0, 0, 0, 0)) && pixel(img, 50, 50, is: (255, 0, 0, 255)))
        // A change inside a warped layer redraws the warped layer.
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.addSublayer(child)
        child.backgroundColor = blue
        #expect(renderer.renderFrame(root: root) == CGRect(x: 40, y: 40, width: 20, height: 20))
    }
}
