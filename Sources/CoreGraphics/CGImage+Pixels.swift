import Foundation
import CCairo

/// Making images from pixel data and taking pixel data out, mirroring `CGImage(width:height:...)`,
/// `dataProvider` and `cropping(to:)`.
extension CGImage {
    /// An image from pixel bytes in a common layout (`CGImageCreate`): 8 bits per component, 32-bit RGB in
    /// any alpha position (premultiplied, straight or skipped) and either 32-bit byte order, 8-bit grey, or
    /// 16-bit grey with alpha. The bytes are copied and converted. Nil for other layouts, too little data,
    /// or more than `CGContext.maximumBitmapPixelCount` pixels.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard width > 0, height > 0, width <= 1 << 20, height <= 1 << 20,
              width * height <= CGContext.maximumBitmapPixelCount, bitsPerComponent == 8,
              !bitmapInfo.contains(.floatComponents), let data = provider.data,
              let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
        else { return nil }
        let bpp = bitsPerPixel / 8
        guard bytesPerRow >= width * bpp, data.length >= bytesPerRow * (height - 1) + width * bpp else { return nil }
        let order = bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue
        // Memory positions of r, g, b, a (a nil when absent); whether colour is premultiplied.
        var pos: (r: Int, g: Int, b: Int, a: Int?)
        var premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
        switch (space.model, bpp) {
        case (.rgb, 4):
            var big: [Character]
            switch alpha {
            case .premultipliedFirst, .first: big = ["a", "r", "g", "b"]
            case .noneSkipFirst: big = ["x", "r", "g", "b"]
            case .premultipliedLast, .last: big = ["r", "g", "b", "a"]
            case .noneSkipLast: big = ["r", "g", "b", "x"]
            default: return nil
            }
            if order == CGBitmapInfo.byteOrder32Little.rawValue { big.reverse() }
            pos = (big.firstIndex(of: "r")!, big.firstIndex(of: "g")!, big.firstIndex(of: "b")!, big.firstIndex(of: "a"))
        case (.rgb, 3) where alpha == .none:
            pos = (0, 1, 2, nil)
        case (.monochrome, 1) where alpha == .none:
            pos = (0, 0, 0, nil)
        case (.monochrome, 2):
            switch alpha {
            case .premultipliedLast, .last: pos = (0, 0, 0, 1)
            case .premultipliedFirst, .first: pos = (1, 1, 1, 0)
            case .noneSkipLast: pos = (0, 0, 0, nil)
            case .noneSkipFirst: pos = (1, 1, 1, nil)
            default: return nil
            }
        default: return nil
        }
        if pos.a == nil { premultiplied = true }
        let stride = width * 4
        let out = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        let dst = out.assumingMemoryBound(to: UInt8.self)
        let src = data.bytes.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let s = src + y * bytesPerRow, d = dst + y * stride
            for x in 0..<width {
                let p = s + x * bpp, q = d + x * 4
                let a = pos.a.map { Int(p[$0]) } ?? 255
                var r = Int(p[pos.r]), g = Int(p[pos.g]), b = Int(p[pos.b])
                if !premultiplied { r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255 }
                q[0] = UInt8(min(b, a)); q[1] = UInt8(min(g, a)); q[2] = UInt8(min(r, a)); q[3] = UInt8(a)
            }
        }
        self.init(width: width, height: height, bytesPerRow: stride, takingPixels: out,
                  opaque: pos.a == nil, shouldInterpolate: shouldInterpolate)
    }

    /// The pixel bytes as stored: premultiplied ARGB in 32-bit little-endian words (`bitmapInfo`), rows
    /// `bytesPerRow` apart. A copy, as `CGDataProviderCopyData` makes.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(data: NSData(bytes: pixels, length: bytesPerRow * height))
    }

    /// The part of the image inside `rect` (pixels, origin at the top-left of the image data), as
    /// `cropping(to:)` does: `rect` is made integral and intersected with the image; nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        let stride = w * 4
        let out = UnsafeMutableRawPointer.allocate(byteCount: stride * h, alignment: 16)
        for y in 0..<h {
            out.advanced(by: y * stride).copyMemory(from: pixels.advanced(by: (y0 + y) * bytesPerRow + x0 * 4), byteCount: stride)
        }
        return CGImage(width: w, height: h, bytesPerRow: stride, takingPixels: out,
                       opaque: alphaInfo == .noneSkipFirst, shouldInterpolate: shouldInterpolate)
    }

    /// A copy of the image (`copy()`); images are immutable, so this is the image itself.
    public func copy() -> CGImage? { self }

    /// Whether the image is an image mask (never: image masks are not made here).
    public var isMask: Bool { false }

    /// The rendering intent (every RGB space is sRGB here).
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

    /// Copies an A8 Cairo surface as an image: black, with the plane as its alpha.
    convenience init?(copyingAlphaSurface surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let srcStride = Int(cairo_image_surface_get_stride(surface))
        guard w > 0, h > 0, let src = cairo_image_surface_get_data(surface) else { return nil }
        let stride = w * 4
        let out = UnsafeMutableRawPointer.allocate(byteCount: stride * h, alignment: 16)
        let d = out.assumingMemoryBound(to: UInt32.self)
        for y in 0..<h { for x in 0..<w { d[y * w + x] = (UInt32(src[y * srcStride + x]) << 24).littleEndian } }
        self.init(width: w, height: h, bytesPerRow: stride, takingPixels: out)
    }

    /// The image with its luminance as alpha (black transparent, white opaque), for greyscale masks.
    var luminanceAlphaImage: CGImage {
        let stride = width * 4
        let out = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        let d = out.assumingMemoryBound(to: UInt32.self)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self).littleEndian
                let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
                let l = UInt32((2126 * r + 7152 * g + 722 * b + 5000) / 10000)
                d[y * width + x] = (l << 24 | l << 16 | l << 8 | l).littleEndian
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: stride, takingPixels: out)
    }
}
