import Testing
import QuartzCore

/// A transparent bitmap context in UIKit orientation (origin top-left, y down), 1 pixel per point.
@MainActor func makeCanvas(_ w: Int, _ h: Int) -> CGContext {
    let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpace(name: CGColorSpace.sRGB)!,
                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(h)))
    return ctx
}

/// Renders `layer` with `render(in:)` into a fresh w×h canvas and returns the image.
@MainActor func rendered(_ layer: CALayer, _ w: Int, _ h: Int) -> CGImage {
    let ctx = makeCanvas(w, h)
    layer.render(in: ctx)
    return ctx.makeImage()!
}

/// A solid image of `w`×`h` pixels in one colour.
@MainActor func solidImage(_ w: Int, _ h: Int, _ color: CGColor) -> CGImage {
    let ctx = makeCanvas(w, h)
    ctx.setFillColor(color)
    ctx.fill(CGRect(x: 0, y: 0, width: w, height: h))
    return ctx.makeImage()!
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

/// Whether two channel values are within `tolerance`.
func near(_ a: UInt8, _ b: Int, _ tolerance: Int = 1) -> Bool { abs(Int(a) - b) <= tolerance }

/// Whether the pixel has the given straight RGBA bytes, ±1.
func pixel(_ img: CGImage, _ x: Int, _ y: Int, is c: (Int, Int, Int, Int), tolerance: Int = 1) -> Bool {
    let p = img.rgba(atX: x, y: y)
    let ok = near(p.r, c.0, tolerance) && near(p.g, c.1, tolerance) && near(p.b, c.2, tolerance) && near(p.a, c.3, tolerance)
    if !ok { print("pixel (\(x),\(y)) = \(p), expected \(c)") }
    return ok
}

/// A layer delegate that counts draws and fills what it is asked to draw with a colour.
@MainActor final class CountingDelegate: CALayerDelegate {
    var draws = 0
    var clipBoxes: [CGRect] = []
    var color = red
    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws += 1
        clipBoxes.append(ctx.boundingBoxOfClipPath)
        ctx.setFillColor(color)
        ctx.fill(layer.bounds)
    }
}

/// An action that counts its runs.
@MainActor final class CountingAction: CAAction {
    var runs: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
}

/// An image of `w`×`h` pixels with a gradient of translucent (or opaque) colours and gaps, so that edges
/// and filtering show in its pixels.
@MainActor func gradientImage(_ w: Int, _ h: Int, opaque: Bool, _ g: inout SplitMix64) -> CGImage {
    let ctx = makeCanvas(w, h)
    let base = CGFloat(g.next() % 256) / 255
    for y in 0..<h {
        for x in 0..<w where (x + y) % 3 != 0 || opaque {
            let a: CGFloat = opaque ? 1 : CGFloat((x * 7 + y * 3) % 10 + 1) / 10
            ctx.setFillColor(CGColor(red: base, green: CGFloat(x) / CGFloat(w), blue: CGFloat(y) / CGFloat(h), alpha: a))
            ctx.fill(CGRect(x: x, y: y, width: 1, height: 1))
        }
    }
    return ctx.makeImage()!
}
