import Testing
import Foundation
import CoreGraphics
import PixelTestSupport
import UIKit

/// Images: orientation of drawing, codecs, damaged files, cropping, pixel data, resizable images.
@Suite(.freshWorld) struct ImageTests {
    /// A 2×2 image, top row red, bottom row blue (as displayed).
    let twoRows: UIImage = drawnImage(2, 2) { ctx in
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
    }

    @Test("UIImage.draw(in:) is upright in a UIKit context; CGContext.draw(_:in:) is upside down there, as on iOS")
    func uprightVersusFlipped() {
        #expect(twoRows.px(0, 0) == .red && twoRows.px(0, 1) == .blue)
        let viaUIImage = drawnImage(2, 2) { _ in twoRows.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2)) }
        #expect(viaUIImage.px(0, 0) == .red && viaUIImage.px(0, 1) == .blue)
        let viaCG = drawnImage(2, 2) { ctx in ctx.draw(twoRows.cgImage!, in: CGRect(x: 0, y: 0, width: 2, height: 2)) }
        #expect(viaCG.px(0, 0) == .blue && viaCG.px(0, 1) == .red)
        // In a raw y-up context CGContext.draw is upright.
        let raw = rawBitmapContext(2, 2)
        raw.draw(twoRows.cgImage!, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(raw.makeImage()!.px(0, 0) == .red)
    }

    @Test("draw(in:) draws at full opacity with the normal blend mode whatever the context's, as Apple documents")
    func drawIgnoresContextAlpha() {
        let out = drawnImage(2, 2) { ctx in
            ctx.setAlpha(0.2)
            ctx.setBlendMode(.clear)
            twoRows.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
            #expect(ctx.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2)) // state restored
        }
        #expect(out.px(0, 0) == .red && out.px(1, 1) == .blue)
    }

    @Test("draw(at:) uses the point size; draw(in:blendMode:alpha:) applies alpha")
    func drawAtAndAlpha() {
        let img2x = UIImage(cgImage: twoRows.cgImage!, scale: 2) // 1×1 point
        #expect(img2x.size == CGSize(width: 1, height: 1))
        let out = drawnImage(4, 4, scale: 2) { _ in
            img2x.draw(at: CGPoint(x: 1, y: 1))
            twoRows.draw(in: CGRect(x: 0, y: 3, width: 1, height: 1), blendMode: .normal, alpha: 0.5)
        }
        #expect(out.px(2, 2) == .red && out.px(2, 3) == .blue && out.px(1, 1) == .clear && out.px(4, 2) == .clear)
        #expect(out.px(0, 6).near(PixelRGBA(255, 0, 0, 128), 1))
    }

    @Test("PNG round trip is lossless for opaque and fully transparent pixels")
    func pngRoundTrip() throws {
        let data = try #require(twoRows.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let back = try #require(UIImage(data: data))
        #expect(back.px(0, 0) == .red && back.px(1, 1) == .blue)
        let clear = drawnImage(2, 2) { _ in }
        #expect(UIImage(data: clear.pngData()!)!.px(0, 0) == .clear)
    }

    @Test("JPEG encode and decode: solid colours survive within a few levels; alpha is dropped")
    func jpegRoundTrip() throws {
        let solid = drawnImage(16, 16) { ctx in
            ctx.setFillColor(red: 0.2, green: 0.6, blue: 0.8, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        let data = try #require(solid.jpegData(compressionQuality: 1))
        #expect(data.starts(with: [0xFF, 0xD8]))
        let back = try #require(UIImage(data: data))
        #expect(back.cgImage!.width == 16 && back.cgImage!.alphaInfo == .noneSkipFirst)
        // 0.2·255 = 51, 0.6·255 = 153, 0.8·255 = 204.
        #expect(back.px(8, 8).near(PixelRGBA(51, 153, 204, 255), 3), "\(back.px(8, 8))")
        let small = try #require(solid.jpegData(compressionQuality: 0))
        #expect(UIImage(data: small) != nil)
    }

    @Test("Real files made by ImageMagick decode: a palette PNG and a baseline JPEG, top half red, bottom blue")
    func realFilesDecode() throws {
        let png = try #require(UIImage(data: drawingFixture("valid.png")))
        #expect(png.px(3, 2) == .red && png.px(3, 12) == .blue)
        let jpg = try #require(UIImage(data: drawingFixture("valid.jpg")))
        #expect(jpg.px(3, 2).near(.red, 12) && jpg.px(3, 12).near(.blue, 12), "\(jpg.px(3, 2)) \(jpg.px(3, 12))")
    }

    @Test("Damaged files give nil, never a crash", arguments: ["truncated.png", "bitflip.png", "text.png", "hugeheader.png",
                                                               "truncated.jpg", "hugeheader.jpg", "bitflip.jpg"])
    func damagedFilesGiveNil(name: String) {
        #expect(UIImage(data: drawingFixture(name)) == nil)
    }

    @Test("A bit flipped inside JPEG entropy-coded data (no checksum there) decodes to an image or nil, never a crash")
    func flippedScanData() {
        if let img = UIImage(data: drawingFixture("bitflip-scan.jpg")) {
            #expect(img.cgImage!.width == 16 && img.cgImage!.height == 16)
        }
    }

    @Test("A JPEG's EXIF orientation (6, 'right') becomes imageOrientation: size swaps and drawing turns it upright")
    func exifOrientation() throws {
        // Stored 4×2: left half red, right half blue; EXIF 6 says turn 90° clockwise to display.
        let img = try #require(UIImage(data: drawingFixture("exif-right.jpg")))
        #expect(img.imageOrientation == .right)
        #expect(img.size == CGSize(width: 2, height: 4))
        let out = drawnImage(2, 4) { _ in img.draw(at: .zero) }
        // Turned clockwise, the stored left half (red) is on top.
        #expect(out.px(0, 0).near(.red, 40) && out.px(1, 3).near(.blue, 40), "\(out.px(0, 0)) \(out.px(1, 3))")
        #expect(UIImage(data: drawingFixture("valid.jpg"))!.imageOrientation == .up)
    }

    @Test("Empty and garbage data give nil")
    func garbage() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF])) == nil)
        #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])) == nil)
    }

    @Test("@2x and @3x file names set the scale; size is in points")
    func scaleFromFileName() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-img-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let six = drawnImage(6, 6) { ctx in ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 6)) }
        try six.pngData()!.write(to: dir.appendingPathComponent("icon@3x.png"))
        try six.pngData()!.write(to: dir.appendingPathComponent("pic@2x.png"))
        let three = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("icon@3x.png").path))
        #expect(three.scale == 3 && three.size == CGSize(width: 2, height: 2))
        let two = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("pic@2x.png").path))
        #expect(two.scale == 2 && two.size == CGSize(width: 3, height: 3))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("missing.png").path) == nil)
    }

    @Test("cropping(to:) takes pixels from the top-left origin and clips to the image")
    func cropping() throws {
        let c = try #require(twoRows.cgImage!.cropping(to: CGRect(x: 0, y: 1, width: 5, height: 5)))
        #expect(c.width == 2 && c.height == 1)
        #expect(c.px(0, 0) == .blue)
        #expect(twoRows.cgImage!.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
    }

    @Test("CGImage from PixelRGBA bytes (straight alpha) and back through dataProvider")
    func imageFromBytes() throws {
        let bytes: [UInt8] = [255, 0, 0, 255,   0, 0, 255, 128]
        let provider = CGDataProvider(data: NSData(bytes: bytes, length: bytes.count))!
        let img = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                                       space: CGColorSpaceCreateDeviceRGB(),
                                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                                       provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(img.px(0, 0) == .red)
        #expect(img.px(1, 0).near(PixelRGBA(0, 0, 255, 128), 1))
        let data = try #require(img.dataProvider?.data)
        let p = CFDataGetBytePtr(data)!
        // Stored as premultiplied BGRA: 255·128/255 = 128 for blue.
        #expect(p[0] == 0 && p[1] == 0 && p[2] == 255 && p[3] == 255)
        #expect(abs(Int(p[4]) - 128) <= 1 && p[7] == 128)
    }

    @Test("withTintColor draws the image's alpha in the tint colour")
    func tint() {
        let tinted = twoRows.withTintColor(.green)
        #expect(tinted.renderingMode == .alwaysTemplate)
        let out = drawnImage(2, 2) { _ in tinted.draw(at: .zero) }
        #expect(out.px(0, 0) == .green && out.px(1, 1) == .green)
        #expect(twoRows.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test("Orientation turns the displayed image: .down draws it upside down, .right swaps the size")
    func orientation() {
        let down = UIImage(cgImage: twoRows.cgImage!, scale: 1, orientation: .down)
        let out = drawnImage(2, 2) { _ in down.draw(at: .zero) }
        #expect(out.px(0, 0) == .blue && out.px(0, 1) == .red)
        let wide = drawnImage(4, 2) { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let right = UIImage(cgImage: wide.cgImage!, scale: 1, orientation: .right)
        #expect(right.size == CGSize(width: 2, height: 4))
        // .right: displayed = stored turned 90° clockwise, so the stored left half becomes the top half.
        let r = drawnImage(2, 4) { _ in right.draw(at: .zero) }
        #expect(r.px(0, 0) == .red && r.px(1, 1) == .red && r.px(0, 3) == .clear)
    }

    /// A 3×3 image: red corners, green edges, blue centre.
    var nine: UIImage {
        drawnImage(3, 3) { ctx in
            for y in 0..<3 {
                for x in 0..<3 {
                    let corner = x != 1 && y != 1, centre = x == 1 && y == 1
                    ctx.setFillColor(red: corner ? 1 : 0, green: !corner && !centre ? 1 : 0, blue: centre ? 1 : 0, alpha: 1)
                    ctx.fill(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
        }
    }

    @Test("A stretched resizable image keeps its corners and stretches edges and centre", arguments: [UIImage.ResizingMode.stretch, .tile])
    func resizable(mode: UIImage.ResizingMode) {
        let r = nine.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: mode)
        let out = drawnImage(9, 9) { _ in r.draw(in: CGRect(x: 0, y: 0, width: 9, height: 9)) }
        for (x, y) in [(0, 0), (8, 0), (0, 8), (8, 8)] { #expect(out.px(x, y) == .red, "corner \(x),\(y)") }
        for (x, y) in [(4, 0), (0, 4), (8, 4), (4, 8), (1, 0), (7, 8)] { #expect(out.px(x, y) == .green, "edge \(x),\(y)") }
        for (x, y) in [(4, 4), (1, 1), (7, 7)] { #expect(out.px(x, y) == .blue, "centre \(x),\(y)") }
    }

    @Test("draw(_:in:byTiling:) repeats the image over the clip")
    func tiling() {
        let out = drawnImage(6, 4) { ctx in
            ctx.draw(twoRows.cgImage!, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        }
        // Tiles are oriented as draw(_:in:) orients the image: flipped in this UIKit context.
        #expect(out.px(0, 0) == .blue && out.px(4, 1) == .red && out.px(5, 2) == .blue && out.px(3, 3) == .red)
    }
}
