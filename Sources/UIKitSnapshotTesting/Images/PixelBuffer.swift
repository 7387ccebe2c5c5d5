import Foundation
import UIKit

/// An image's pixels as 8-bit premultiplied sRGB, four bytes a pixel in the order red, green, blue,
/// alpha, rows packed: the form both images of a comparison are brought to before their bytes are
/// compared, whatever each image's stored layout.
struct PixelBuffer: Equatable {
    let width: Int
    let height: Int
    /// `width * height * 4` bytes, row after row from the top.
    var bytes: [UInt8]

    var pixelCount: Int { width * height }

    /// The pixels of `image`, or nil when it has no bitmap.
    init?(_ image: CGImage) {
        guard image.width > 0, image.height > 0, let data = image.dataProvider?.data else { return nil }
        let width = image.width, height = image.height
        self.width = width
        self.height = height
        let stride = image.bytesPerRow
        var out = [UInt8](repeating: 0, count: width * height * 4)
        // This CoreGraphics stores premultiplied ARGB in little-endian 32-bit words: bytes b, g, r, a.
        let source = Data(referencing: data)
        source.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            out.withUnsafeMutableBufferPointer { dst in
                var y = 0
                while y < height {
                    let row = base + y * stride
                    var x = 0, o = y * width * 4
                    while x < width {
                        let p = row + x * 4
                        dst[o] = p[2]; dst[o + 1] = p[1]; dst[o + 2] = p[0]; dst[o + 3] = p[3]
                        x += 1; o += 4
                    }
                    y += 1
                }
            }
        }
        bytes = out
    }

    init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// An image of these pixels at `scale` points per pixel.
    func image(scale: CGFloat) -> UIImage? {
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        guard let provider = CGDataProvider(data: Data(bytes) as NSData),
              let space = CGColorSpace(name: CGColorSpace.sRGB),
              let cg = CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32,
                               bytesPerRow: width * 4, space: space, bitmapInfo: info, provider: provider,
                               decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        else { return nil }
        return UIImage(cgImage: cg, scale: scale, orientation: .up)
    }
}
