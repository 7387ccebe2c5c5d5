import Foundation
import CoreGraphics

/// Small helpers for pixel checks: straight RGBA reads and tolerant comparisons.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    var description: String { "(\(r), \(g), \(b), \(a))" }
    /// Within `tol` per channel.
    func near(_ o: RGBA, _ tol: Int = 1) -> Bool {
        abs(r - o.r) <= tol && abs(g - o.g) <= tol && abs(b - o.b) <= tol && abs(a - o.a) <= tol
    }
    static let clear = RGBA(0, 0, 0, 0)
    static let red = RGBA(255, 0, 0, 255)
    static let blue = RGBA(0, 0, 255, 255)
    static let green = RGBA(0, 255, 0, 255)
}

extension CGImage {
    /// The pixel at (x, y), top row 0, straight alpha.
    func px(_ x: Int, _ y: Int) -> RGBA {
        let p = rgba(atX: x, y: y)
        return RGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}

/// A raw Core Graphics bitmap context (y-up, CTM identity) in Cairo's native layout.
func rawContext(_ w: Int, _ h: Int) -> CGContext {
    CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpace(name: CGColorSpace.sRGB)!,
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

/// Renders `body` into a top-left-origin bitmap context at `scale` (default 1) and returns the image: the
/// context UIKit's image renderer makes (`w`×`h` points, pixels at `scale`, ctm (s, 0, 0, -s, 0, h·s);
/// opaque: no alpha, black before drawing), set up here with Core Graphics alone.
func render(_ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1, opaque: Bool = false,
            _ body: (CGContext) -> Void) -> CGImage {
    let pw = Int((w * scale).rounded(.up)), ph = Int((h * scale).rounded(.up))
    let alpha: CGImageAlphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
    let ctx = CGContext(data: nil, width: pw, height: ph, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpace(name: CGColorSpace.sRGB)!,
                        bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    if opaque { ctx.setFillColor(gray: 0, alpha: 1); ctx.fill(CGRect(x: 0, y: 0, width: pw, height: ph)) }
    ctx.concatenate(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(ph)))
    body(ctx)
    return ctx.makeImage()!
}
