import Testing
import Foundation
import CoreGraphics
import PixelTestSupport

/// Images drawn at their pixel size at a fractional offset are composited with pixman directly
/// (`CGContext+DirectImage.swift`), the way Cairo's image compositor does it but with kept objects. The
/// pixels must be Cairo's, byte for byte, whatever the offset, alpha, clip and background; every case the
/// direct path declines draws through Cairo.
@Suite struct DirectImageDrawingTests {
    /// A w×h bitmap in Cairo's layout, flipped to y-down points at 1×, as the compositor's surface is.
    private static func canvas(_ w: Int, _ h: Int) -> CGContext {
        let ctx = rawBitmapContext(w, h)
        ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(h)))
        return ctx
    }

    /// Writes random premultiplied pixels (some clear, some opaque) into a bitmap in Cairo's layout.
    private static func scribble(_ ctx: CGContext, opaque: Bool, _ g: inout TestRandom) {
        let p = ctx.data!.assumingMemoryBound(to: UInt32.self)
        for i in 0..<(ctx.bytesPerRow / 4 * ctx.height) {
            let a: UInt64 = opaque ? 255 : [0, 255, g.next() % 256, g.next() % 256][g.int(4)]
            func channel() -> UInt32 { UInt32(g.next() % (a + 1)) }
            p[i] = UInt32(a) << 24 | channel() << 16 | channel() << 8 | channel()
        }
    }

    /// A w×h image of random pixels: opaque (no alpha) or premultiplied translucent.
    private static func image(_ w: Int, _ h: Int, opaque: Bool, _ g: inout TestRandom) -> CGImage {
        let ctx = rawBitmapContext(w, h)
        scribble(ctx, opaque: opaque, &g)
        let made = ctx.makeImage()!
        guard opaque else { return made }
        return CGImage(width: w, height: h, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: made.bytesPerRow,
                       space: CGColorSpace(name: CGColorSpace.sRGB)!,
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
                       provider: made.dataProvider!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
    }

    private static func bytes(_ ctx: CGContext) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: ctx.data!, count: ctx.bytesPerRow * ctx.height))
    }

    /// A coordinate with a fraction of the kinds that decide the path: whole, on 1/256 steps, within 1/512
    /// of a whole pixel, just past it, a half, near the next pixel, or anything.
    private static func coordinate(_ g: inout TestRandom, range: Int, from: Int) -> CGFloat {
        let whole = CGFloat(g.int(range) + from)
        let fractions: [CGFloat] = [0, CGFloat(g.int(256)) / 256, 0.0019, 0.0021, 0.5, 0.9975, 0.996, 0.003, 0.9999,
                                    g.unit(), g.unit(), g.unit()]
        return whole + fractions[g.int(fractions.count)]
    }

    /// Plays one random script of state changes and image draws on `a` (direct path allowed) and `b` (Cairo
    /// only); returns how many draws took the direct path, and the first draw after which the pixels differ.
    private static func play(seed: UInt64, _ a: CGContext, _ b: CGContext, images: [CGImage]) -> (direct: Int, firstDifference: Int?) {
        var g = TestRandom(state: seed)
        var direct = 0, depth = 0
        for step in 0..<40 {
            let op = g.int(12)
            let v = (g.next(), g.next(), g.unit())
            let origin = CGPoint(x: coordinate(&g, range: a.width + 40, from: -30), y: coordinate(&g, range: a.height + 40, from: -30))
            let clip = CGRect(x: g.int(a.width) - 4, y: g.int(a.height) - 4, width: g.int(a.width), height: g.int(a.height))
            let image = images[g.int(images.count)]
            for ctx in [a, b] {
                switch op {
                case 0: ctx.saveGState()
                case 1: if depth > 0 { ctx.restoreGState() }
                case 2: ctx.clip(to: v.0 % 5 == 0 ? clip.insetBy(dx: 0.25, dy: 0) : clip)
                case 3: ctx.setAlpha([1, 1, 0.5, v.2, 0.997, 0.9961, 0.0039, 0.004, 0.002, 0][Int(v.0 % 10)])
                case 4: ctx.interpolationQuality = [.default, .default, .low, .medium, .none, .high][Int(v.0 % 6)]
                case 5: ctx.translateBy(x: [0, 1, 0.5, v.2][Int(v.0 % 4)], y: [0, -2, 0.25][Int(v.1 % 3)])
                case 6: ctx.setBlendMode(v.0 % 4 == 0 ? .multiply : .normal)
                case 7: ctx.setShouldAntialias(v.0 % 4 != 0)
                default:
                    let rect = CGRect(origin: origin, size: CGSize(width: image.width, height: image.height))
                    if ctx === a, a.drawImageUprightDirectly(image, in: rect) { direct += 1 } else { ctx.drawImageUpright(image, in: rect) }
                }
            }
            if op == 0 { depth += 1 } else if op == 1, depth > 0 { depth -= 1 }
            if op >= 8, bytes(a) != bytes(b) { return (direct, step) }
        }
        return (direct, nil)
    }

    @Test func randomOffsetsAlphasClipsAndBackgroundsMatchCairo() {
        var direct = 0
        for seed in 1...80 as ClosedRange<UInt64> {
            var g = TestRandom(state: seed &* 7_919)
            let w = 20 + g.int(50), h = 20 + g.int(40)
            let images = [Self.image(1 + g.int(30), 1 + g.int(30), opaque: false, &g),
                          Self.image(1 + g.int(30), 1 + g.int(30), opaque: true, &g),
                          Self.image(1 + g.int(4), 1 + g.int(4), opaque: false, &g),
                          Self.image(w + 20, h + 20, opaque: g.int(2) == 0, &g)]
            let a = Self.canvas(w, h), b = Self.canvas(w, h)
            Self.scribble(a, opaque: false, &g)
            b.data!.copyMemory(from: a.data!, byteCount: a.bytesPerRow * h)
            b.drawsImagesDirectly = false
            let result = Self.play(seed: seed &* 2_654_435_761, a, b, images: images)
            direct += result.direct
            #expect(result.firstDifference == nil, "seed \(seed): pixels differ after step \(result.firstDifference ?? -1)")
        }
        // The direct path is taken, not only declined.
        #expect(direct > 200)
    }

    /// The pattern in a few lines: a translucent image at a fractional offset or within 1/512 of whole pixels,
    /// at alpha 0.6, inside a whole-pixel clip, goes straight to pixman with Cairo's pixels; without
    /// filtering or under a rotation it goes through Cairo.
    @Test func fractionalOffsetDrawsDirectlyWithCairosPixels() {
        var g = TestRandom(state: 42)
        let image = Self.image(12, 9, opaque: false, &g)
        let a = Self.canvas(24, 20), b = Self.canvas(24, 20)
        Self.scribble(a, opaque: true, &g)
        b.data!.copyMemory(from: a.data!, byteCount: a.bytesPerRow * 20)
        b.drawsImagesDirectly = false
        for ctx in [a, b] {
            ctx.clip(to: CGRect(x: 2, y: 3, width: 15, height: 12))
            ctx.setAlpha(0.6)
        }
        let rect = CGRect(x: 3.3, y: 2.7, width: 12, height: 9)
        #expect(a.drawImageUprightDirectly(image, in: rect))
        b.drawImageUpright(image, in: rect)
        #expect(Self.bytes(a) == Self.bytes(b))
        // Within 1/512 of whole pixels Cairo copies whole pixels; so does the direct path.
        let nearlyWhole = CGRect(x: 5.001, y: 1, width: 12, height: 9)
        #expect(a.drawImageUprightDirectly(image, in: nearlyWhole))
        b.drawImageUpright(image, in: nearlyWhole)
        #expect(Self.bytes(a) == Self.bytes(b))
        a.interpolationQuality = .none
        #expect(!a.drawImageUprightDirectly(image, in: rect))
        a.interpolationQuality = .default
        a.rotate(by: 0.1)
        #expect(!a.drawImageUprightDirectly(image, in: rect))
    }
}
