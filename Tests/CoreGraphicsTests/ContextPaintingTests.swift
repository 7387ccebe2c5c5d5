import Testing
import Foundation
import CoreGraphics
import PixelTestSupport

/// Fills, strokes, clips and coordinate conventions, checked pixel by pixel on small bitmaps.
@Suite struct ContextPaintingTests {
    @Test("A raw bitmap context is y-up: a filled rect covers exactly its pixels, counted from the bottom")
    func rawContextFillCoversExactPixels() {
        let ctx = rawBitmapContext(10, 10)
        #expect(ctx.ctm == .identity)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 2, y: 3, width: 4, height: 5))
        let img = ctx.makeImage()!
        // y-up rows 3..<8 are image rows (10-8)...(10-4) = 2...6; columns 2...5.
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2...5).contains(x) && (2...6).contains(y)
                #expect(img.px(x, y) == (inside ? .red : .clear), "pixel \(x),\(y)")
            }
        }
    }

    @Test("Even-odd fill of two nested rects leaves a hole; winding with the same direction does not")
    func evenOddRingHasHole() {
        func draw(_ rule: CGPathFillRule) -> CGImage {
            render(20, 20) { ctx in
                ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
                ctx.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
                ctx.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
                ctx.fillPath(using: rule)
            }
        }
        let eo = draw(.evenOdd), nz = draw(.winding)
        #expect(eo.px(10, 10) == .clear)
        #expect(eo.px(2, 2) == .blue)
        #expect(nz.px(10, 10) == .blue)
    }

    @Test("A dash pattern [4, 2] strokes 4 pixels, skips 2")
    func dashPattern() {
        let img = render(20, 10) { ctx in
            ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.setLineWidth(1)
            ctx.setLineDash(phase: 0, lengths: [4, 2])
            ctx.move(to: CGPoint(x: 0, y: 5.5))
            ctx.addLine(to: CGPoint(x: 20, y: 5.5))
            ctx.strokePath()
        }
        let on = [0, 1, 2, 3, 6, 7, 8, 9, 12], off = [4, 5, 10, 11, 16, 17]
        for x in on { #expect(img.px(x, 5) == .red, "x \(x)") }
        for x in off { #expect(img.px(x, 5) == .clear, "x \(x)") }
        #expect(img.px(2, 4) == .clear && img.px(2, 6) == .clear)
    }

    @Test("Global alpha and the fill colour's alpha multiply")
    func alphaMultiplies() {
        let img = render(4, 4) { ctx in
            ctx.setAlpha(0.5)
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        // 0.25 · 255 = 63.75
        #expect(img.px(1, 1).near(PixelRGBA(0, 0, 255, 64), 1))
    }

    @Test("saveGState/restoreGState bring back colour, alpha, CTM and clip")
    func saveRestore() {
        let img = render(10, 10) { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.saveGState()
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.setAlpha(0.2)
            ctx.translateBy(x: 5, y: 0)
            ctx.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.restoreGState()
            ctx.restoreGState() // unbalanced: ignored
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(img.px(0, 0) == .red && img.px(9, 9) == .red)
    }

    @Test("clip(to:) limits drawing; clear(_:) makes pixels transparent whatever the blend mode")
    func clipAndClear() {
        let img = render(10, 10) { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setBlendMode(.multiply)
            ctx.clear(CGRect(x: 0, y: 0, width: 2, height: 2))
            ctx.setBlendMode(.normal)
            ctx.clip(to: CGRect(x: 5, y: 5, width: 5, height: 5))
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(img.px(1, 1) == .clear)
        #expect(img.px(4, 4) == .red)
        #expect(img.px(5, 5) == .blue)
    }

    @Test("Antialiasing off gives hard edges: a rect from x 0.5 to 2.5 covers whole pixels only")
    func antialiasing() {
        func draw(_ aa: Bool) -> CGImage {
            render(4, 1) { ctx in
                ctx.setShouldAntialias(aa)
                ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                ctx.fill(CGRect(x: 0.5, y: 0, width: 2, height: 1))
            }
        }
        let on = draw(true), off = draw(false)
        // With antialiasing the half-covered pixels 0 and 2 get alpha 127.5.
        #expect(on.px(0, 0).near(PixelRGBA(255, 0, 0, 128), 1) && on.px(1, 0) == .red)
        #expect([0, 1, 2, 3].allSatisfy { off.px($0, 0).a == 0 || off.px($0, 0).a == 255 })
        #expect(off.px(1, 0) == .red)
    }

    @Test("Multiply blend: red over grey 0.5 gives (128, 0, 0)")
    func multiplyBlend() {
        let img = render(4, 4) { ctx in
            ctx.setFillColor(gray: 0.5, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            ctx.setBlendMode(.multiply)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        // 0.5 · 1 = 0.5 → 127.5; 0.5 · 0 = 0.
        #expect(img.px(2, 2).near(PixelRGBA(128, 0, 0, 255), 1))
    }

    @Test("fill(_ rect:), stroke(_:), fillEllipse and clip(to:) clear the current path, as Apple documents")
    func rectConveniencesClearThePath() {
        let ctx = rawBitmapContext(10, 10)
        for op in [{ ctx.fill(CGRect(x: 8, y: 8, width: 1, height: 1)) }, { ctx.stroke(CGRect(x: 8, y: 8, width: 1, height: 1)) },
                   { ctx.fillEllipse(in: CGRect(x: 8, y: 8, width: 1, height: 1)) }, { ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10)) }] {
            ctx.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
            #expect(!ctx.isPathEmpty && ctx.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 2, height: 2))
            op()
            #expect(ctx.isPathEmpty)
        }
        // Drawing an image leaves the path alone.
        ctx.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.draw(ctx.makeImage()!, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test("NaN and infinite coordinates neither crash nor poison later drawing")
    func nanDoesNotPoison() {
        let img = render(10, 10) { ctx in
            ctx.move(to: CGPoint(x: CGFloat.nan, y: 0))
            ctx.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
            ctx.addCurve(to: CGPoint(x: CGFloat.nan, y: CGFloat.nan), control1: .zero, control2: .zero)
            ctx.addRect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
            ctx.fillPath()
            ctx.setLineWidth(.nan)
            ctx.setLineDash(phase: .nan, lengths: [.nan, -1])
            ctx.concatenate(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
            ctx.scaleBy(x: 0, y: 0)
            ctx.setFillColor(red: .nan, green: 0, blue: 0, alpha: 1)
            ctx.drawLinearGradient(CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor.white] as CFArray, locations: nil)!,
                                   start: CGPoint(x: CGFloat.nan, y: 0), end: .zero, options: [])
            let p = CGMutablePath()
            p.move(to: CGPoint(x: CGFloat.nan, y: 1))
            p.addLine(to: CGPoint(x: 5, y: CGFloat.nan))
            p.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
            ctx.addPath(p)
            ctx.strokePath()
            // Later drawing still works.
            ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(img.px(5, 5) == .green)
    }

    @Test("Bitmap contexts above 2^28 pixels, empty or with a short bytesPerRow return nil")
    func sizeCap() {
        let space = CGColorSpace(name: CGColorSpace.sRGB)!
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(CGContext(data: nil, width: 20_000, height: 20_000, bitsPerComponent: 8, bytesPerRow: 0, space: space, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: space, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 39, space: space, bitmapInfo: info) == nil)
        // Core Graphics refuses non-premultiplied alpha in bitmap contexts.
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                          bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
    }

    @Test("strokeLineSegments strokes separate pairs; fillEllipse covers the centre, not the corners")
    func segmentsAndEllipse() {
        let img = render(20, 20) { ctx in
            ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.setLineWidth(2)
            ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 20, y: 1), CGPoint(x: 0, y: 19), CGPoint(x: 20, y: 19)])
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fillEllipse(in: CGRect(x: 4, y: 4, width: 12, height: 12))
        }
        #expect(img.px(10, 0) == .red && img.px(10, 19) == .red)
        #expect(img.px(10, 10) == .blue)
        #expect(img.px(4, 4) == .clear && img.px(10, 5) == .blue)
    }

    @Test("pathContains honours the fill rule; the context's path reads back in user space")
    func pathQueries() {
        let ctx = rawBitmapContext(20, 20)
        ctx.translateBy(x: 3, y: 0)
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(ctx.pathContains(CGPoint(x: 5, y: 5), mode: .fill))
        #expect(!ctx.pathContains(CGPoint(x: 5, y: 5), mode: .eoFill))
        #expect(ctx.pathContains(CGPoint(x: 1, y: 5), mode: .eoFill))
        #expect(ctx.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(ctx.currentPointOfPath == CGPoint(x: 2, y: 2))
    }
}

/// Colour spaces on the context.
@Suite struct ContextColorSpaceTests {
    @Test("setFillColorSpace then setFillColor(components) reads components in that space")
    func componentsInSpace() {
        let img = render(2, 1) { ctx in
            ctx.setFillColorSpace(CGColorSpaceCreateDeviceGray())
            var grey: [CGFloat] = [1, 1]
            ctx.setFillColor(&grey)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.setFillColorSpace(CGColorSpaceCreateDeviceRGB())
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1)) // the space's initial colour: opaque black
        }
        #expect(img.px(0, 0) == PixelRGBA(255, 255, 255, 255) && img.px(1, 0) == PixelRGBA(0, 0, 0, 255))
    }
}
