import Foundation
import UIKit
import PixelTestSupport

extension UIImage {
    func px(_ x: Int, _ y: Int) -> PixelRGBA { cgImage!.px(x, y) }
}

/// Draws `body` with a UIKit image renderer at `scale` (default 1) and returns the image.
func drawnImage(_ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1, opaque: Bool = false,
                _ body: (CGContext) -> Void) -> UIImage {
    let f = UIGraphicsImageRendererFormat()
    f.scale = scale
    f.opaque = opaque
    return UIGraphicsImageRenderer(size: CGSize(width: w, height: h), format: f).image { body($0.cgContext) }
}

/// The image files the codec tests decode (`Drawing/Fixtures`).
let drawingFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

func drawingFixture(_ name: String) -> Data {
    FileManager.default.contents(atPath: drawingFixtures.appendingPathComponent(name).path)!
}
