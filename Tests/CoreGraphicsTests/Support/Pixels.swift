import Foundation
import CoreGraphics
import PixelTestSupport

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
