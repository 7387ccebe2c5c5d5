import Foundation
import CCairo

/// PNG encoding and decoding through Cairo's libpng support. Apple reaches these through ImageIO and
/// `UIImage`; here they are package API that UIKit's `UIImage` builds on.
extension CGImage {
    private final class ByteSink { var data = Data() }
    private final class ByteSource {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    /// The image encoded as PNG (straight alpha, 8 bits per channel), or nil if Cairo fails.
    package func pngData() -> Data? {
        let sink = ByteSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        let status = cairo_surface_write_to_png_stream(cairoSurface, { closure, bytes, length in
            let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
            if let bytes { sink.data.append(bytes, count: Int(length)) }
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }

    /// Decodes PNG bytes; nil for anything that is not a complete, valid PNG (truncated or corrupt
    /// files included), as `UIImage(data:)` returns nil.
    package static func decodePNG(_ data: Data) -> CGImage? {
        guard data.count > 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        // IHDR comes first: refuse sizes above the bitmap cap before Cairo allocates for them.
        let b = [UInt8](data[data.startIndex + 16 ..< data.startIndex + 24])
        let w = Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
        let h = Int(b[4]) << 24 | Int(b[5]) << 16 | Int(b[6]) << 8 | Int(b[7])
        guard w > 0, h > 0, w <= 1 << 20, h <= 1 << 20, w * h <= CGContext.maximumBitmapPixelCount else { return nil }
        let source = ByteSource(data)
        let box = Unmanaged.passRetained(source)
        defer { box.release() }
        guard let surface = cairo_image_surface_create_from_png_stream({ closure, out, length in
            let src = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard src.offset + n <= src.data.count, let out else { return CAIRO_STATUS_READ_ERROR }
            src.data.withUnsafeBytes { raw in
                out.update(from: raw.baseAddress!.advanced(by: src.offset).assumingMemoryBound(to: UInt8.self), count: n)
            }
            src.offset += n
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque()) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        if cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 && !opaque {
            // Grey or A8 PNGs: convert through an ARGB32 surface.
            let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
            let conv = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
            defer { cairo_surface_destroy(conv) }
            let cr = cairo_create(conv)!
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            return CGImage(copyingSurface: conv)
        }
        return CGImage(copyingSurface: surface, opaque: opaque)
    }
}
