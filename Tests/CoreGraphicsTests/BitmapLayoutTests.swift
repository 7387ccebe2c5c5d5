import Testing
import Foundation
import CoreGraphics
import PixelTestSupport

/// Bitmap contexts over a caller's buffer in the layouts iOS code asks for.
@Suite struct BitmapLayoutTests {
    func context(_ buffer: UnsafeMutableRawPointer, _ w: Int, _ h: Int, bpr: Int, space: CGColorSpace, info: UInt32) -> CGContext? {
        CGContext(data: buffer, width: w, height: h, bitsPerComponent: 8, bytesPerRow: bpr, space: space, bitmapInfo: info)
    }

    @Test("RGBA premultiplied-last over a caller buffer: bytes are R, G, B, A, premultiplied")
    func rgbaPremultipliedLast() throws {
        var buf = [UInt8](repeating: 0, count: 4 * 2 * 2)
        try buf.withUnsafeMutableBytes { raw in
            let ctx = try #require(context(raw.baseAddress!, 2, 2, bpr: 8, space: CGColorSpaceCreateDeviceRGB(),
                                           info: CGImageAlphaInfo.premultipliedLast.rawValue))
            #expect(ctx.bitsPerPixel == 32 && ctx.bytesPerRow == 8 && ctx.alphaInfo == .premultipliedLast)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 1, width: 2, height: 1)) // y-up: the top row (first in memory)
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(ctx.data == raw.baseAddress)
            let img = try #require(ctx.makeImage())
            #expect(img.px(0, 0) == PixelRGBA(255, 0, 0, 255))
            #expect(img.px(0, 1).near(PixelRGBA(0, 0, 255, 128), 1))
        }
        #expect(Array(buf[0..<4]) == [255, 0, 0, 255])
        // 0.5 alpha → 127.5 premultiplied blue, alpha 127.5.
        #expect(buf[8] == 0 && buf[9] == 0 && abs(Int(buf[10]) - 128) <= 1 && abs(Int(buf[11]) - 128) <= 1)
        #expect(Array(buf[12..<16]) == [0, 0, 0, 0])
    }

    @Test("What the caller wrote into its buffer is drawn over and seen by makeImage")
    func callerPixelsAreImported() throws {
        var buf: [UInt8] = [0, 255, 0, 255]
        try buf.withUnsafeMutableBytes { raw in
            let ctx = try #require(context(raw.baseAddress!, 1, 1, bpr: 4, space: CGColorSpaceCreateDeviceRGB(),
                                           info: CGImageAlphaInfo.premultipliedLast.rawValue))
            #expect(ctx.makeImage()!.px(0, 0) == .green)
            raw[0] = 255; raw[1] = 0 // caller edits between operations
            #expect(ctx.makeImage()!.px(0, 0) == .red)
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        // Blue at 0.5 over opaque red: (127.5, 0, 127.5, 255).
        #expect(abs(Int(buf[0]) - 128) <= 1 && buf[1] == 0 && abs(Int(buf[2]) - 128) <= 1 && buf[3] == 255)
    }

    @Test("Other 32-bit orders", arguments: [
        (CGImageAlphaInfo.premultipliedFirst.rawValue, [255, 255, 0, 0]),                                        // A R G B
        (CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [0, 0, 255, 255]), // B G R A
        (CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [255, 0, 0, 255]),  // A B G R
        (CGImageAlphaInfo.noneSkipLast.rawValue, [255, 0, 0, 255]),                                              // R G B x
        (CGImageAlphaInfo.noneSkipFirst.rawValue, [255, 255, 0, 0]),                                             // x R G B
    ])
    func otherOrders(info: UInt32, expected: [Int]) throws {
        var buf = [UInt8](repeating: 0, count: 4)
        try buf.withUnsafeMutableBytes { raw in
            let ctx = try #require(context(raw.baseAddress!, 1, 1, bpr: 4, space: CGColorSpaceCreateDeviceRGB(), info: info))
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(ctx.makeImage()!.px(0, 0) == .red)
        }
        #expect(buf.map(Int.init) == expected)
    }

    @Test("8-bit grey: grey levels land as they are; colours as their Rec. 709 luma")
    func grey() throws {
        var buf = [UInt8](repeating: 0, count: 3)
        try buf.withUnsafeMutableBytes { raw in
            let ctx = try #require(context(raw.baseAddress!, 3, 1, bpr: 3, space: CGColorSpaceCreateDeviceGray(),
                                           info: CGImageAlphaInfo.none.rawValue))
            #expect(ctx.bitsPerPixel == 8)
            ctx.setFillColor(gray: 0.5, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            ctx.setFillColor(gray: 1, alpha: 1)
            ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        }
        // 0.5 → 127.5; red → 0.2126·255 = 54.2; white → 255.
        #expect(abs(Int(buf[0]) - 128) <= 1 && abs(Int(buf[1]) - 54) <= 1 && buf[2] == 255)
    }

    @Test("Alpha-only contexts record coverage, with odd strides too")
    func alphaOnly() throws {
        var buf = [UInt8](repeating: 0, count: 3 * 2)
        try buf.withUnsafeMutableBytes { raw in
            let ctx = try #require(context(raw.baseAddress!, 3, 2, bpr: 3, space: CGColorSpaceCreateDeviceGray(),
                                           info: CGImageAlphaInfo.alphaOnly.rawValue))
            ctx.setFillColor(gray: 0, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 1)) // bottom row
            let img = try #require(ctx.makeImage())
            #expect(img.px(0, 1).a == 128 || img.px(0, 1).a == 127)
        }
        #expect(buf[0] == 0 && (127...128).contains(buf[3]) && (127...128).contains(buf[5]))
    }

    @Test("Cairo's own layout draws in place (no copy): premultipliedFirst | byteOrder32Little")
    func nativeLayoutInPlace() throws {
        var buf = [UInt8](repeating: 0, count: 4)
        try buf.withUnsafeMutableBytes { raw in
            let ctx = try #require(context(raw.baseAddress!, 1, 1, bpr: 4, space: CGColorSpaceCreateDeviceRGB(),
                                           info: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
            ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(ctx.data == raw.baseAddress)
        }
        #expect(buf == [0, 255, 0, 255])
    }
}
