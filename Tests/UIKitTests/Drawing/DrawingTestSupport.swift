import Foundation
import UIKit

/// Straight RGBA bytes of one pixel, for exact pixel checks of drawing tests.
struct PixelRGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    var description: String { "(\(r), \(g), \(b), \(a))" }
    /// Within `tol` per channel.
    func near(_ o: PixelRGBA, _ tol: Int = 1) -> Bool {
        abs(r - o.r) <= tol && abs(g - o.g) <= tol && abs(b - o.b) <= tol && abs(a - o.a) <= tol
    }
    static let clear = PixelRGBA(0, 0, 0, 0)
    static let red = PixelRGBA(255, 0, 0, 255)
    static let blue = PixelRGBA(0, 0, 255, 255)
    static let green = PixelRGBA(0, 255, 0, 255)
}

extension CGImage {
    /// The pixel at (x, y), top row 0, straight alpha.
    func px(_ x: Int, _ y: Int) -> PixelRGBA {
        let p = rgba(atX: x, y: y)
        return PixelRGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}

extension UIImage {
    func px(_ x: Int, _ y: Int) -> PixelRGBA { cgImage!.px(x, y) }
}

/// A raw Core Graphics bitmap context (y-up, CTM identity) in Cairo's native layout.
func rawBitmapContext(_ w: Int, _ h: Int) -> CGContext {
    CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpace(name: CGColorSpace.sRGB)!,
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
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
