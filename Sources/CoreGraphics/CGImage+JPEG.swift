import Foundation
import CJPEG

/// JPEG encoding and decoding through libjpeg(-turbo). Apple reaches these through ImageIO and `UIImage`;
/// here they are package API that UIKit's `UIImage` builds on.
extension CGImage {
    /// Decodes JPEG bytes; nil for anything that is not a complete, valid baseline or progressive JPEG
    /// in grey or YCbCr (truncated or corrupt files included, as `UIImage(data:)` returns nil), and for
    /// images above `CGContext.maximumBitmapPixelCount` pixels.
    package static func decodeJPEG(_ data: Data) -> CGImage? {
        guard data.count > 4, data.starts(with: [0xFF, 0xD8]) else { return nil }
        var out: UnsafeMutablePointer<UInt8>?
        var w: Int32 = 0, h: Int32 = 0, stride: Int32 = 0
        // Entropy-coded JPEG needs a few bits per 8×8 block at the very least, so a file smaller than
        // pixels / 1024 bytes cannot hold its picture: refuse it before allocating (a header claiming a huge
        // size on a tiny, truncated file would otherwise make libjpeg fill the whole bitmap).
        let limit = min(CGContext.maximumBitmapPixelCount, data.count * 1024)
        let status = data.withUnsafeBytes { raw in
            cjpeg_decode(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt(raw.count),
                         limit, &out, &w, &h, &stride)
        }
        guard status == 0, let out else { return nil }
        defer { free(out) }
        let bytes = Int(stride) * Int(h)
        let pixels = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        pixels.copyMemory(from: out, byteCount: bytes)
        return CGImage(width: Int(w), height: Int(h), bytesPerRow: Int(stride), takingPixels: pixels, opaque: true)
    }

    /// The image encoded as JPEG at `quality` (0...1, clamped), alpha dropped; composited over black as
    /// premultiplied pixels are, which is what iOS writes for transparent areas.
    package func jpegData(quality: CGFloat) -> Data? {
        let q = quality.isNaN ? 75 : Int32((min(max(quality, 0), 1) * 100).rounded())
        var out: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        let status = cjpeg_encode(pixels.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
                                  Int32(bytesPerRow), q, &out, &length)
        guard status == 0, let out else { return nil }
        defer { free(out) }
        return Data(bytes: out, count: Int(length))
    }
}
