import Testing
import UIKit

/// The seed's "Content Modes": after a resize the cached snapshot is placed by `contentMode`, on pixels.
/// The content is 40×20 points: red x < 10, y < 10; green x ≥ 10, y < 10; blue x < 10, y ≥ 10; yellow
/// x ≥ 10, y ≥ 10. The view is then resized to 80×80 at the window's origin (white window, scale 1).
@MainActor @Suite(.serialized, .freshWorld)
struct ContentModeTests {
    /// Sample points and the colour expected there, worked out from each mode's placement rectangle.
    static let expectations: [(UIView.ContentMode, [(Int, Int, [Double])])] = [
        // Fill: the 40×20 content stretched to 80×80; the split lands at x 20, y 40.
        (.scaleToFill, [(10, 20, RGBA.red), (50, 20, RGBA.green), (10, 60, RGBA.blue), (50, 60, RGBA.yellow)]),
        // Fit: scale min(80/40, 80/20) = 2, 80×40 centered at y 20..60; split at x 20, y 40.
        (.scaleAspectFit, [(10, 30, RGBA.red), (50, 30, RGBA.green), (10, 50, RGBA.blue), (50, 50, RGBA.yellow),
                           (40, 10, RGBA.white), (40, 70, RGBA.white)]),
        // Fill aspect: scale max = 4, 160×80 at x −40..120; the red column (content x < 10) is off screen.
        (.scaleAspectFill, [(10, 20, RGBA.green), (70, 20, RGBA.green), (10, 60, RGBA.yellow)]),
        // Unscaled 40×20 placed at: center (20, 30), top (20, 0), bottom (20, 60), left (0, 30),
        // right (40, 30), topLeft (0, 0), topRight (40, 0), bottomLeft (0, 60), bottomRight (40, 60).
        (.center, [(25, 35, RGBA.red), (40, 35, RGBA.green), (25, 45, RGBA.blue), (40, 45, RGBA.yellow), (5, 5, RGBA.white)]),
        (.top, [(25, 5, RGBA.red), (40, 15, RGBA.yellow), (40, 50, RGBA.white)]),
        (.bottom, [(25, 65, RGBA.red), (40, 75, RGBA.yellow), (40, 10, RGBA.white)]),
        (.left, [(5, 35, RGBA.red), (30, 45, RGBA.yellow), (70, 40, RGBA.white)]),
        (.right, [(45, 35, RGBA.red), (70, 45, RGBA.yellow), (10, 40, RGBA.white)]),
        (.topLeft, [(5, 5, RGBA.red), (30, 15, RGBA.yellow), (60, 60, RGBA.white)]),
        (.topRight, [(45, 5, RGBA.red), (70, 15, RGBA.yellow), (10, 10, RGBA.white)]),
        (.bottomLeft, [(5, 65, RGBA.red), (30, 75, RGBA.yellow), (10, 10, RGBA.white)]),
        (.bottomRight, [(45, 65, RGBA.red), (70, 75, RGBA.yellow), (10, 10, RGBA.white)]),
        // Redraw: drawn again at 80×80; the split is at x 20, y 40 and nothing is blurred.
        (.redraw, [(10, 20, RGBA.red), (50, 20, RGBA.green), (10, 60, RGBA.blue), (50, 60, RGBA.yellow)]),
    ]

    @Test("A drawn view's snapshot under each of the 13 content modes after a resize; only .redraw draws again",
          arguments: 0..<13)
    func drawnContent(_ index: Int) {
        let (mode, samples) = Self.expectations[index]
        let window = makeWindow()
        let v = QuadrantView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        v.contentMode = mode
        window.addSubview(v)
        UIApplication.shared.runOneTurn()
        v.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        let image = window.renderedImage(scale: 1)
        #expect(v.drawCount == (mode == .redraw ? 2 : 1))
        for (x, y, rgba) in samples {
            #expect(image.pixel(x, y).isClose(to: rgba, tolerance: 2), "mode \(mode) at (\(x), \(y))")
        }
    }

    @Test("UIImageView shows its image through the layer's contents under each content mode", arguments: 0..<12)
    func imageViewContent(_ index: Int) {
        let (mode, samples) = Self.expectations[index] // .redraw (index 12) has no meaning for a fixed image
        let window = makeWindow()
        let iv = UIImageView(image: QuadrantView.image(CGSize(width: 40, height: 20)))
        iv.contentMode = mode
        window.addSubview(iv)
        #expect(iv.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        iv.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        let image = window.renderedImage(scale: 1)
        #expect(iv.layer.contents as? CGImage === iv.image?.cgImage)
        for (x, y, rgba) in samples {
            #expect(image.pixel(x, y).isClose(to: rgba, tolerance: 2), "mode \(mode) at (\(x), \(y))")
        }
    }

    @Test("contentMode is .scaleToFill by default; contentStretch is the layer's contentsCenter")
    func defaultsAndStretch() {
        let v = UIView()
        #expect(v.contentMode == .scaleToFill)
        #expect(v.contentStretch == CGRect(x: 0, y: 0, width: 1, height: 1))
        v.contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        #expect(v.layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    }
}
