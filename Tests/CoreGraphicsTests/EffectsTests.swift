import Testing
import Foundation
import CoreGraphics
import PixelTestSupport

/// Gradients, shadows, transparency layers and image-mask clips.
@Suite struct EffectsTests {
    let redToBlue = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                               colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                        CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray,
                               locations: [0, 1])!

    @Test("A clipped linear gradient interpolates linearly inside the clip and paints nothing outside")
    func clippedLinearGradient() {
        let img = render(20, 10) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 10, y: 0), options: [])
        }
        // Pixel centre x = 4.5 → t = 0.45: red 0.55·255 = 140.25, blue 0.45·255 = 114.75.
        #expect(img.px(4, 5).near(PixelRGBA(140, 0, 115, 255), 2), "\(img.px(4, 5))")
        #expect(img.px(0, 5).r > img.px(9, 5).r)
        #expect(img.px(15, 5) == .clear)
    }

    @Test("drawsBeforeStartLocation / drawsAfterEndLocation extend the end colours, one side each")
    func gradientExtension() {
        func draw(_ o: CGGradientDrawingOptions) -> CGImage {
            render(20, 4) { ctx in
                ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: o)
            }
        }
        let none = draw([]), before = draw(.drawsBeforeStartLocation), after = draw(.drawsAfterEndLocation)
        #expect(none.px(1, 1) == .clear && none.px(18, 1) == .clear)
        #expect(before.px(1, 1) == .red && before.px(18, 1) == .clear)
        #expect(after.px(1, 1) == .clear && after.px(18, 1) == .blue)
        #expect(none.px(10, 1).a == 255)
    }

    @Test("A radial gradient from the centre: start colour at the centre, end colour at the rim, nothing beyond")
    func radialGradient() {
        let img = render(21, 21) { ctx in
            ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 10.5, y: 10.5), startRadius: 0,
                                   endCenter: CGPoint(x: 10.5, y: 10.5), endRadius: 10, options: [])
        }
        #expect(img.px(10, 10).near(.red, 12))
        #expect(img.px(0, 0) == .clear) // corner is 14 px from the centre: beyond the end circle
        // At the pixel centre (15.5, 10.5) the distance is 5: t = 0.5 → 127.5 each.
        #expect(img.px(15, 10).near(PixelRGBA(128, 0, 128, 255), 2), "\(img.px(15, 10))")
    }

    @Test("Gradient components (alpha included) interpolate linearly: white to clear black is grey at half alpha midway")
    func gradientInterpolatesComponents() {
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                                                      CGColor(red: 0, green: 0, blue: 0, alpha: 0)] as CFArray, locations: [0, 1])!
        let img = render(11, 1) { ctx in ctx.drawLinearGradient(g, start: .zero, end: CGPoint(x: 11, y: 0), options: []) }
        // Pixel 5's centre is t = 0.5: each component halfway, (0.5, 0.5, 0.5, 0.5) → 127.5.
        #expect(img.px(5, 0).near(PixelRGBA(128, 128, 128, 128), 1), "\(img.px(5, 0))")
    }

    @Test("Gradient from components and evenly spread colours")
    func gradientFromComponents() {
        let comps: [CGFloat] = [0, 1, 0, 1, 0, 1, 0, 1]
        let g = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: comps, locations: nil, count: 2)!
        let img = render(4, 4) { ctx in
            ctx.drawLinearGradient(g, start: .zero, end: CGPoint(x: 4, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(img.px(2, 2) == .green)
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    }

    /// Opaque 20×20 square at (10,10) with a blurred black shadow, no offset, blur 4 (σ = 2 points).
    func shadowed(scale: CGFloat = 1) -> CGImage {
        render(40, 40, scale: scale) { ctx in
            ctx.setShadow(offset: .zero, blur: 4, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
    }

    @Test("A shadow's blur falls off like a Gaussian away from the shape's edge")
    func shadowFalloff() {
        let img = shadowed()
        // Shape pixels stay the fill colour.
        #expect(img.px(20, 20) == .red)
        // Beside a straight edge a Gaussian blur of a step gives alpha 0.5·erfc(d / (σ√2)) at distance d:
        // d = 0.5 → 0.401 (102), d = 2.5 → 0.106 (27), d = 4.5 → 0.012 (3), d = 8.5 → ~0.
        let a = [30, 32, 34, 38].map { img.px($0, 20).a }
        #expect(abs(a[0] - 102) <= 16, "\(a)")
        #expect(abs(a[1] - 27) <= 12, "\(a)")
        #expect(a[2] <= 10, "\(a)")
        #expect(a[3] == 0, "\(a)")
        #expect(a[0] > a[1] && a[1] > a[2])
        // The shadow is black.
        #expect(img.px(31, 20).r == 0)
    }

    @Test("Shadow blur is in points: at scale 2 the falloff spans twice the pixels")
    func shadowBlurScalesWithBase() {
        let one = shadowed(scale: 1), two = shadowed(scale: 2)
        // 1 point outside the edge: pixel 30 at scale 1 is d = 0.5 pt, pixels 60 and 61 at scale 2 are
        // d = 0.25 and 0.75 pt, whose mean alpha matches.
        let mean = (two.px(60, 40).a + two.px(61, 40).a) / 2
        #expect(abs(mean - one.px(30, 20).a) <= 12, "\(mean) vs \(one.px(30, 20).a)")
    }

    @Test("Shadow offsets are in base space: positive height is down in UIKit contexts, up in raw ones")
    func shadowOffsetDirection() {
        let ui = render(30, 30) { ctx in
            ctx.setShadow(offset: CGSize(width: 0, height: 8), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        }
        #expect(ui.px(12, 20) == .blue)   // below the shape (shape ends at y 15)
        #expect(ui.px(12, 5) == .clear)
        #expect(ui.px(12, 12) == .red)    // the shape covers its own shadow

        let raw = rawBitmapContext(30, 30)
        raw.setShadow(offset: CGSize(width: 0, height: 8), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        raw.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        raw.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        let img = raw.makeImage()!
        // y-up rows 18..<23 → image rows 7...11: the shadow went up.
        #expect(img.px(12, 9) == .blue)
        #expect(img.px(12, 25) == .clear)
    }

    @Test("setShadow(offset:blur:) defaults to black at 1/3 alpha; a nil colour turns shadows off")
    func defaultShadowColour() {
        let img = render(20, 10) { ctx in
            ctx.setShadow(offset: CGSize(width: 10, height: 0), blur: 0)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            ctx.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: nil)
            ctx.fill(CGRect(x: 0, y: 5, width: 5, height: 5))
        }
        // 255/3 = 85.
        #expect(img.px(12, 2).near(PixelRGBA(0, 0, 0, 85), 1), "\(img.px(12, 2))")
        #expect(img.px(12, 7) == .clear)
    }

    @Test("Group alpha in a transparency layer: overlapping shapes composite once, unlike per-shape alpha")
    func transparencyLayerGroupAlpha() {
        func draw(layer: Bool) -> CGImage {
            render(20, 10) { ctx in
                ctx.setAlpha(0.5)
                ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
                if layer { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
                ctx.fill(CGRect(x: 0, y: 0, width: 12, height: 10))
                ctx.fill(CGRect(x: 8, y: 0, width: 12, height: 10))
                if layer { ctx.endTransparencyLayer() }
            }
        }
        let perShape = draw(layer: false), grouped = draw(layer: true)
        // Per shape: 1 − 0.5·0.5 = 0.75 → 191.25 where they overlap; grouped: 0.5 → 127.5 everywhere.
        #expect(abs(perShape.px(10, 5).a - 191) <= 1)
        #expect(perShape.px(2, 5).near(PixelRGBA(0, 0, 255, 128), 1))
        #expect(grouped.px(10, 5).near(PixelRGBA(0, 0, 255, 128), 1))
        #expect(grouped.px(2, 5).near(PixelRGBA(0, 0, 255, 128), 1))
    }

    @Test("A transparency layer casts one shadow for the whole group")
    func transparencyLayerShadow() {
        let img = render(30, 10) { ctx in
            ctx.setShadow(offset: CGSize(width: 15, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 10))
            ctx.fill(CGRect(x: 4, y: 0, width: 8, height: 10))
            ctx.endTransparencyLayer()
        }
        // Shadow of the overlap region is not darker than elsewhere: one shadow, alpha 0.5.
        #expect(img.px(21, 5).near(PixelRGBA(0, 0, 0, 128), 1))
        #expect(img.px(17, 5).near(PixelRGBA(0, 0, 0, 128), 1))
        #expect(img.px(6, 5) == .red)
    }

    @Test("clip(to:mask:) lets drawing through where the mask image has alpha, nothing outside its rect")
    func imageMaskClip() {
        // Mask: left half opaque, right half transparent (an image with alpha).
        let mask = render(4, 4) { ctx in
            ctx.setFillColor(gray: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let img = render(12, 8) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8), mask: mask)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 12, height: 8))
        }
        #expect(img.px(1, 4) == .red)
        #expect(img.px(6, 4) == .clear)
        #expect(img.px(10, 4) == .clear)
    }

    @Test("An opaque mask image masks by luminance: white lets drawing through, black blocks it")
    func luminanceMask() {
        let mask = render(2, 1, opaque: true) { ctx in
            ctx.setFillColor(gray: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let img = render(2, 1) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: mask)
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        #expect(img.px(0, 0) == .blue)
        #expect(img.px(1, 0) == .clear)
    }
}

/// Effects combined with each other and with converted pixel layouts.
@Suite struct EffectCombinationTests {
    @Test("A shadowed stroke and a shadowed image draw both cast shadows")
    func strokeAndImageShadows() {
        let tile = render(4, 4) { ctx in ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        let img = render(30, 20) { ctx in
            ctx.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.setLineWidth(2)
            ctx.move(to: CGPoint(x: 0, y: 3)); ctx.addLine(to: CGPoint(x: 8, y: 3))
            ctx.strokePath()
            ctx.draw(tile, in: CGRect(x: 0, y: 10, width: 4, height: 4)) // a solid tile: its orientation does not matter
        }
        #expect(img.px(4, 3) == .red && img.px(14, 3) == .blue && img.px(9, 3) == .clear)
        #expect(img.px(2, 12) == .red && img.px(12, 12) == .blue && img.px(6, 12) == .clear)
    }

    @Test("Shadows and image masks work in a converted (RGBA premultiplied-last) bitmap")
    func effectsInConvertedLayout() throws {
        var buf = [UInt8](repeating: 0, count: 10 * 4 * 4)
        try buf.withUnsafeMutableBytes { raw in
            let ctx = try #require(CGContext(data: raw.baseAddress, width: 10, height: 4, bitsPerComponent: 8, bytesPerRow: 40,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            ctx.setShadow(offset: CGSize(width: 5, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        // Row 0, pixel 0 red; pixel 5 blue shadow; pixel 3 untouched.
        #expect(Array(buf[0..<4]) == [255, 0, 0, 255])
        #expect(Array(buf[20..<24]) == [0, 0, 255, 255])
        #expect(Array(buf[12..<16]) == [0, 0, 0, 0])
    }

    @Test("An image mask also clips the shadow")
    func maskClipsShadow() {
        let mask = render(20, 2) { ctx in ctx.setFillColor(gray: 0, alpha: 1); ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 2)) }
        let img = render(20, 2) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 2), mask: mask) // left half only
            ctx.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        #expect(img.px(1, 1) == .red)
        #expect(img.px(12, 1) == .clear) // the shadow falls in the masked-out half
    }

    @Test("A raw PDF context writes pages and ignores drawing after closePDF")
    func rawPDF() throws {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 300, height: 200)
        let ctx = try #require(CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &box, nil))
        ctx.beginPDFPage(nil)
        ctx.setShadow(offset: CGSize(width: 3, height: -3), blur: 4)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 10, y: 10, width: 100, height: 50))
        ctx.endPDFPage()
        ctx.closePDF()
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.makeImage() == nil && ctx.data == nil)
        #expect((data as Data).starts(with: Array("%PDF".utf8)))
        #expect(String(decoding: data as Data, as: UTF8.self).contains("/Count 1"))
    }
}
