import Testing
import UIKit
import DemoScenes

/// The walking skeleton: one frame through the whole pipeline (views → layers → display → compositor → PNG).
@MainActor @Suite(.serialized, .freshWorld)
struct PipelineGoldenTests {
    private func screen(_ scale: CGFloat) -> UIScreen {
        UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 240), scale: scale)
    }

    @Test("The demo scene matches its golden at scale 1 and at scale 2, which has twice the pixel size")
    func demoSceneMatchesGoldens() throws {
        let one = SkeletonScene(screen: screen(1)).window.renderedImage(scale: 1)
        let two = SkeletonScene(screen: screen(2)).window.renderedImage(scale: 2)
        #expect(one.cgImage!.width == 320 && one.cgImage!.height == 240)
        #expect(two.cgImage!.width == 640 && two.cgImage!.height == 480)
        #expect(one.size == two.size)
        try Golden.check(one, named: "skeleton@1x.png")
        try Golden.check(two, named: "skeleton@2x.png")
    }

    @Test("Sibling order: the later-added subview covers the earlier one where they overlap")
    func laterSiblingIsOnTop() {
        let scene = SkeletonScene(screen: screen(1))
        let image = scene.window.renderedImage(scale: 1)
        // (120, 90) lies in both `back` (20,20,140,100) and `front` (90,60,140,100): front wins.
        // 0.6·255 = 153, 0.3·255 = 76.5: Cairo may round either way.
        #expect(image.pixel(120, 90).isClose(to: [0, 153, 76.5, 255]))
        // (40, 40) is only in `back`.
        #expect(image.pixel(40, 40).isClose(to: [255, 0, 0, 255]))
        // Bringing the back view to the front reverses that.
        scene.window.bringSubviewToFront(scene.back)
        #expect(scene.window.renderedImage(scale: 1).pixel(120, 90).isClose(to: [255, 0, 0, 255]))
    }

    @Test("draw(_:) runs once for the first frame and not again for a frame with no change")
    func drawRunsOncePerInvalidation() {
        let scene = SkeletonScene(screen: screen(1))
        #expect(scene.badge.drawCount == 0) // nothing draws eagerly
        UIApplication.shared.runOneTurn()
        #expect(scene.badge.drawCount == 1)
        UIApplication.shared.runOneTurn()
        _ = scene.window.renderedImage(scale: 1)
        #expect(scene.badge.drawCount == 1)
        scene.badge.setNeedsDisplay()
        scene.badge.setNeedsDisplay()
        UIApplication.shared.runOneTurn()
        #expect(scene.badge.drawCount == 2)
    }

    @Test("A view that does not override draw(_:) has no backing store; one that draws has one")
    func onlyDrawingViewsGetBackingStores() {
        let scene = SkeletonScene(screen: screen(2))
        UIApplication.shared.runOneTurn()
        #expect(scene.back.layer.contents == nil)
        #expect(scene.front.layer.contents == nil)
        #expect(scene.window.layer.contents == nil)
        let store = scene.badge.layer.contents as? CGImage
        #expect(store?.width == 200 && store?.height == 200) // bounds size × contentsScale
    }

    @Test("Geometry changes do not redraw: the cached snapshot is reused")
    func movingDoesNotRedraw() {
        let scene = SkeletonScene(screen: screen(1))
        UIApplication.shared.runOneTurn()
        scene.badge.center = CGPoint(x: 100, y: 100)
        scene.badge.alpha = 0.5
        scene.badge.transform = CGAffineTransform(rotationAngle: 0.3)
        UIApplication.shared.runOneTurn()
        #expect(scene.badge.drawCount == 1)
    }

    @Test("Outside draw(_:) there is no current context, and drawing calls are ignored")
    func noContextOutsideDrawing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10)) // logs a warning, does not crash
    }
}
