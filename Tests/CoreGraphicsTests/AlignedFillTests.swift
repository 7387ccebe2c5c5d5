import Testing
import Foundation
import CoreGraphics
import PixelTestSupport

/// `fillAligned(_:)` stores opaque whole-pixel fills directly into the bitmap; every other fill goes
/// through Cairo. Either way the pixels must be the ones `fill(_:)` makes, byte for byte.
@Suite struct AlignedFillTests {
    private static func context(_ w: Int, _ h: Int, scale: CGFloat) -> CGContext {
        let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpace(name: CGColorSpace.sRGB)!,
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.concatenate(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(h)))
        return ctx
    }

    private static func bytes(_ ctx: CGContext) -> Data { ctx.makeImage()!.dataProvider!.data! as Data }

    /// A rect on whole device pixels at `scale`, or anywhere.
    private static func rect(_ g: inout TestRandom, scale: CGFloat, aligned: Bool) -> CGRect {
        if aligned {
            let x = CGFloat(Int(g.next() % 50) - 5), y = CGFloat(Int(g.next() % 40) - 5)
            return CGRect(x: x / scale, y: y / scale, width: CGFloat(g.next() % 30) / scale, height: CGFloat(g.next() % 30) / scale)
        }
        return CGRect(x: g.unit() * 45 - 5, y: g.unit() * 35 - 5, width: g.unit() * 25, height: g.unit() * 25)
    }

    /// Applies the same random sequence of state changes, clips and fills to `a` (through `fillAligned`)
    /// and `b` (through `fill`); returns how many fills stored pixels directly.
    private static func play(seed: UInt64, scale: CGFloat, _ a: CGContext, _ b: CGContext) -> Int {
        var g = TestRandom(state: seed)
        var direct = 0
        var depth = 0, layers = 0
        for _ in 0..<60 {
            let op = g.next() % 20
            let r = rect(&g, scale: scale, aligned: g.next() % 4 != 0)
            let colour: CGColor
            switch g.next() % 5 {
            case 0: colour = CGColor(red: g.unit(), green: g.unit(), blue: g.unit(), alpha: 0.5)
            case 1: colour = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            case 2: colour = CGColor(red: 1.0 / 255 * 0.5, green: 0.99999, blue: 0.5 / 255, alpha: 1)
            default: colour = CGColor(red: g.unit(), green: g.unit(), blue: g.unit(), alpha: 1)
            }
            // The numbers an op needs are drawn once, so both contexts get the same op.
            let v = (g.next(), g.next())
            let startsLayer = layers == 0
            for (i, ctx) in [a, b].enumerated() {
                switch op {
                case 0: ctx.setFillColor(colour)
                case 1: ctx.setAlpha(v.0 % 3 == 0 ? 0.6 : 1)
                case 2: ctx.setBlendMode([.normal, .normal, .multiply, .copy][Int(v.0 % 4)])
                case 3: ctx.saveGState()
                case 4: if depth > 0 { ctx.restoreGState() }
                case 5: ctx.clip(to: r)
                case 6:
                    ctx.addEllipse(in: r.insetBy(dx: -4, dy: -4))
                    ctx.clip()
                case 7: ctx.clip(to: [r, r.offsetBy(dx: 12, dy: 3)])
                case 8: ctx.resetClip()
                case 9: ctx.translateBy(x: v.0 % 2 == 0 ? 1 / scale : 0.3, y: v.1 % 2 == 0 ? -2 / scale : 0.25)
                case 10: if startsLayer { ctx.beginTransparencyLayer(auxiliaryInfo: nil) } else { ctx.endTransparencyLayer() }
                case 11: ctx.setShadow(offset: CGSize(width: 2, height: 2), blur: v.0 % 2 == 0 ? 0 : 2)
                case 12: ctx.setShadow(offset: .zero, blur: 0, color: nil)
                default:
                    // The same state decides both ways; count the fills that took the direct one.
                    if i == 0, ctx.fillWholePixels(r) { direct += 1 } else { ctx.fill(r) }
                }
            }
            if op == 3 { depth += 1 } else if op == 4, depth > 0 { depth -= 1 }
            if op == 10 { layers = startsLayer ? 1 : 0 }
        }
        if layers == 1 { a.endTransparencyLayer(); b.endTransparencyLayer() }
        return direct
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func randomStatesClipsAndFillsMatchCairo(scale: CGFloat) {
        var direct = 0
        for seed in 1...40 as ClosedRange<UInt64> {
            let a = Self.context(48, 40, scale: scale), b = Self.context(48, 40, scale: scale)
            direct += Self.play(seed: seed &* 2_654_435_761, scale: scale, a, b)
            #expect(Self.bytes(a) == Self.bytes(b), "seed \(seed) at \(scale)x")
        }
        // The direct path is taken, not only declined.
        #expect(direct > 30)
    }

    /// The pattern in a few lines: an opaque fill on whole pixels inside a whole-pixel clip stores
    /// Cairo's pixel values; a fractional edge, a translucent colour or a path clip goes through Cairo.
    @Test func opaqueWholePixelFillStoresCairosPixels() {
        let a = Self.context(20, 20, scale: 2), b = Self.context(20, 20, scale: 2)
        for ctx in [a, b] {
            ctx.setFillColor(CGColor(red: 0.5, green: 0.2, blue: 1, alpha: 1))
            ctx.clip(to: CGRect(x: 1, y: 1, width: 6, height: 6))
        }
        #expect(a.fillWholePixels(CGRect(x: 0.5, y: 2, width: 4, height: 9.5)))
        b.fill(CGRect(x: 0.5, y: 2, width: 4, height: 9.5))
        #expect(Self.bytes(a) == Self.bytes(b))
        #expect(!a.fillWholePixels(CGRect(x: 0.25, y: 2, width: 4, height: 4)))
        a.setAlpha(0.5)
        #expect(!a.fillWholePixels(CGRect(x: 0.5, y: 2, width: 4, height: 4)))
        a.setAlpha(1)
        a.addEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        a.clip()
        #expect(!a.fillWholePixels(CGRect(x: 0.5, y: 2, width: 4, height: 4)))
    }
}
