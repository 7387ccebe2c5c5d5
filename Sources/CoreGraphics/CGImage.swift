import Foundation
import CCairo
import Synchronization

/// A bitmap image, mirroring Core Graphics' `CGImage`.
///
/// Pixels are stored once, 8 bits per component, premultiplied alpha first in a 32-bit little-endian word
/// (`premultipliedFirst | byteOrder32Little`, the layout iOS itself prefers and Cairo's `ARGB32`), so that an
/// image is composited without conversion. Immutable, so it can be shared freely.
public final class CGImage: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next.
    public let bytesPerRow: Int
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// `.premultipliedFirst`, or `.noneSkipFirst` for an image known to be opaque.
    public let alphaInfo: CGImageAlphaInfo
    /// The pixel layout: `alphaInfo` with `byteOrder32Little`.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: alphaInfo.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }
    /// The sRGB colour space.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// Whether the image should be interpolated when scaled.
    public let shouldInterpolate: Bool

    /// The pixels; owned by the image and never written after creation (read in place by the package's
    /// snapshot comparison, which would otherwise copy them through `dataProvider`).
    package let pixels: UnsafeMutableRawPointer
    /// A Cairo surface over `pixels` (made with the image: wrapping is cheap and spares a lock per draw).
    let cairoSurface: OpaquePointer
    /// Pixman images over `pixels` for the direct draw path, made at their first use and kept
    /// (`CGImage+Pixman.swift`): 0 before, 1 while one draw holds it, otherwise its address. One is filtered
    /// through a transform (fractional offsets), the other never transformed (whole pixels).
    let pixmanSlot = Atomic<UInt>(0)
    let pixmanPlainSlot = Atomic<UInt>(0)

    /// Takes ownership of `pixels` (allocated with `UnsafeMutableRawPointer.allocate`).
    init(width: Int, height: Int, bytesPerRow: Int, takingPixels pixels: UnsafeMutableRawPointer,
         opaque: Bool = false, shouldInterpolate: Bool = true) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.pixels = pixels
        self.alphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
        self.shouldInterpolate = shouldInterpolate
        self.cairoSurface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self),
                                                                opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                                Int32(width), Int32(height), Int32(bytesPerRow))
    }

    /// Copies the pixels of a Cairo image surface (package use: the bitmap context and decoders).
    convenience init?(copyingSurface surface: OpaquePointer, opaque: Bool = false) {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard w > 0, h > 0, let src = cairo_image_surface_get_data(surface) else { return nil }
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: stride * h, alignment: 16)
        bytes.copyMemory(from: src, byteCount: stride * h)
        self.init(width: w, height: h, bytesPerRow: stride, takingPixels: bytes, opaque: opaque)
    }

    deinit {
        releasePixmanSource()
        cairo_surface_destroy(cairoSurface)
        pixels.deallocate()
    }

    /// Reads one pixel as straight (non-premultiplied) RGBA bytes; package use by tests and image code.
    package func rgba(atX x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of range")
        let p = pixels.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self).littleEndian
        let a = alphaInfo == .noneSkipFirst ? 255 : UInt32((p >> 24) & 0xFF)
        func un(_ v: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (v * 255 + a / 2) / a)) }
        return (un((p >> 16) & 0xFF), un((p >> 8) & 0xFF), un(p & 0xFF), UInt8(a))
    }
}

extension CGImage {
    /// Calls `body` with the pixel bytes (premultiplied ARGB, 32-bit little-endian words) and the row
    /// stride; package use by hosts that upload frames.
    package func withUnsafePixels<R>(_ body: (UnsafeRawPointer, Int) throws -> R) rethrows -> R {
        try body(UnsafeRawPointer(pixels), bytesPerRow)
    }
}
