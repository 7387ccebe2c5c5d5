import Foundation
import CCairo

/// A bitmap context's pixel layout as the caller asked for it, and how Cairo draws it.
struct BitmapLayout {
    enum Kind: Equatable {
        /// 32-bit RGB: memory positions of alpha (nil when skipped), red, green, blue; `skip` is the position
        /// of an ignored byte.
        case rgb32(a: Int?, r: Int, g: Int, b: Int, skip: Int?)
        /// 8-bit grey, no alpha.
        case gray8
        /// 8-bit alpha only.
        case alpha8
    }
    let kind: Kind

    /// Decodes Core Graphics' (colour space, bitmap info) pair; nil for what Core Graphics rejects or this
    /// implementation does not draw (16-bit and float components, non-premultiplied alpha, CMYK).
    init?(space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard !info.contains(.floatComponents),
              let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        if alpha == .alphaOnly { kind = .alpha8; return }
        switch space.model {
        case .monochrome:
            guard alpha == .none else { return nil }
            kind = .gray8
        case .rgb:
            guard order == 0 || order == CGBitmapInfo.byteOrder32Little.rawValue || order == CGBitmapInfo.byteOrder32Big.rawValue
            else { return nil }
            // Component order within the 32-bit word, most significant first (big-endian memory order).
            var big: [Character]
            switch alpha {
            case .premultipliedFirst: big = ["a", "r", "g", "b"]
            case .noneSkipFirst: big = ["x", "r", "g", "b"]
            case .premultipliedLast: big = ["r", "g", "b", "a"]
            case .noneSkipLast: big = ["r", "g", "b", "x"]
            default: return nil
            }
            if order == CGBitmapInfo.byteOrder32Little.rawValue { big.reverse() }
            kind = .rgb32(a: big.firstIndex(of: "a"), r: big.firstIndex(of: "r")!, g: big.firstIndex(of: "g")!,
                          b: big.firstIndex(of: "b")!, skip: big.firstIndex(of: "x"))
        default:
            return nil
        }
    }

    var bytesPerPixel: Int { if case .rgb32 = kind { return 4 } else { return 1 } }

    /// The Cairo format drawn into.
    var cairoFormat: cairo_format_t {
        switch kind {
        case .rgb32(let a, _, _, _, _): return a == nil ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        case .gray8: return CAIRO_FORMAT_RGB24
        case .alpha8: return CAIRO_FORMAT_A8
        }
    }

    /// Whether Cairo can draw straight into the caller's buffer (little-endian ARGB/XRGB, or A8).
    var isCairoNative: Bool {
        switch kind {
        case .rgb32(let a, let r, let g, let b, let skip): return r == 2 && g == 1 && b == 0 && (a == 3 || skip == 3)
        case .gray8: return false
        case .alpha8: return true
        }
    }
}

/// Copies pixels between a caller's buffer in a non-Cairo layout and the internal Cairo surface.
struct BitmapBridge {
    let layout: BitmapLayout
    let data: UnsafeMutableRawPointer
    let stride: Int
    let width: Int
    let height: Int

    /// Caller's buffer → Cairo surface.
    func importPixels(into surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let dst = cairo_image_surface_get_data(surface) else { return }
        let dstStride = Int(cairo_image_surface_get_stride(surface))
        let src = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let s = src + y * stride, d = dst + y * dstStride
            switch layout.kind {
            case .rgb32(let a, let r, let g, let b, _):
                for x in 0..<width {
                    let p = s + x * 4, q = d + x * 4
                    q[0] = p[b]; q[1] = p[g]; q[2] = p[r]; q[3] = a.map { p[$0] } ?? 255
                }
            case .gray8:
                for x in 0..<width {
                    let v = s[x], q = d + x * 4
                    q[0] = v; q[1] = v; q[2] = v; q[3] = 255
                }
            case .alpha8:
                d.update(from: s, count: width)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Cairo surface → caller's buffer.
    func exportPixels(from surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let src = cairo_image_surface_get_data(surface) else { return }
        let srcStride = Int(cairo_image_surface_get_stride(surface))
        let dst = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let s = src + y * srcStride, d = dst + y * stride
            switch layout.kind {
            case .rgb32(let a, let r, let g, let b, let skip):
                for x in 0..<width {
                    let p = s + x * 4, q = d + x * 4
                    q[r] = p[2]; q[g] = p[1]; q[b] = p[0]
                    if let a { q[a] = p[3] }
                    if let skip { q[skip] = 255 }
                }
            case .gray8:
                for x in 0..<width {
                    let p = s + x * 4
                    // Rec. 709 luma of the sRGB values, rounded.
                    let v = (2126 * Int(p[2]) + 7152 * Int(p[1]) + 722 * Int(p[0]) + 5000) / 10000
                    d[x] = UInt8(min(v, 255))
                }
            case .alpha8:
                d.update(from: s, count: width)
            }
        }
    }

    /// An image of the surface's pixels.
    func makeImage(from surface: OpaquePointer) -> CGImage? {
        switch layout.kind {
        case .alpha8: return CGImage(copyingAlphaSurface: surface)
        case .gray8: return CGImage(copyingSurface: surface, opaque: true)
        case .rgb32(let a, _, _, _, _): return CGImage(copyingSurface: surface, opaque: a == nil)
        }
    }
}

extension CGContext {
    /// Before a drawing operation on a converted layout: take in what the caller wrote into its buffer.
    @inline(__always) func beginBridgedDrawing() {
        if let bridge { bridge.importPixels(into: surface) }
    }

    /// After a drawing operation on a converted layout: hand the pixels back in the caller's layout.
    @inline(__always) func endBridgedDrawing() {
        if let bridge { bridge.exportPixels(from: surface) }
    }
}
