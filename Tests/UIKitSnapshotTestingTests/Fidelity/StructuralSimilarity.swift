@testable import UIKitSnapshotTesting

/// An image's grey levels, 0 to 255 a pixel, row after row from the top: what the fidelity suite's
/// structural similarity compares.
struct GreyImage {
    let width: Int
    let height: Int
    var levels: [Double]

    init(width: Int, height: Int, levels: [Double]) {
        precondition(levels.count == width * height, "one level a pixel")
        self.width = width
        self.height = height
        self.levels = levels
    }

    /// The luma of `pixels` seen over a white page (ITU-R BT.601 weights: 0.299 red, 0.587 green,
    /// 0.114 blue), so a transparent pixel reads as white whatever colour it holds.
    init(_ pixels: PixelBuffer) {
        var levels = [Double](repeating: 0, count: pixels.pixelCount)
        pixels.bytes.withUnsafeBufferPointer { p in
            levels.withUnsafeMutableBufferPointer { out in
                for i in 0..<out.count {
                    // Premultiplied colour plus the white that shows through.
                    let clear = 255 - Double(p[i * 4 + 3])
                    out[i] = 0.299 * (Double(p[i * 4]) + clear) + 0.587 * (Double(p[i * 4 + 1]) + clear)
                        + 0.114 * (Double(p[i * 4 + 2]) + clear)
                }
            }
        }
        self.init(width: pixels.width, height: pixels.height, levels: levels)
    }
}

/// The mean structural similarity (SSIM, Wang, Bovik, Sheikh and Simoncelli, "Image quality assessment:
/// from error visibility to structural similarity", 2004) of two grey images of the same size: 1 when
/// they are equal, lower as luminance, contrast and structure part, negative for inverted structure.
///
/// Each `window` × `window` block of a grid laid from the top-left corner (blocks at the right and
/// bottom edges are as large as the image leaves) scores
/// `(2·μa·μb + C1)(2·σab + C2) / ((μa² + μb² + C1)(σa² + σb² + C2))` with the paper's constants
/// C1 = (0.01·255)² and C2 = (0.03·255)², means and (co)variances taken over the block's pixels; the
/// result is the mean over blocks. Blocks do not overlap, so each pixel is read once.
func structuralSimilarity(_ a: GreyImage, _ b: GreyImage, window: Int = 8) -> Double {
    precondition(a.width == b.width && a.height == b.height, "SSIM compares images of the same size")
    precondition(window > 0, "a window holds at least one pixel")
    guard a.width > 0, a.height > 0 else { return 1 }
    let c1 = (0.01 * 255) * (0.01 * 255), c2 = (0.03 * 255) * (0.03 * 255)
    let width = a.width, height = a.height
    var total = 0.0, blocks = 0
    a.levels.withUnsafeBufferPointer { pa in
        b.levels.withUnsafeBufferPointer { pb in
            var top = 0
            while top < height {
                let bottom = min(top + window, height)
                var left = 0
                while left < width {
                    let right = min(left + window, width)
                    var sa = 0.0, sb = 0.0, saa = 0.0, sbb = 0.0, sab = 0.0
                    for y in top..<bottom {
                        let row = y * width
                        for x in left..<right {
                            let u = pa[row + x], v = pb[row + x]
                            sa += u; sb += v; saa += u * u; sbb += v * v; sab += u * v
                        }
                    }
                    let n = Double((bottom - top) * (right - left))
                    let ma = sa / n, mb = sb / n
                    let va = saa / n - ma * ma, vb = sbb / n - mb * mb, cov = sab / n - ma * mb
                    total += (2 * ma * mb + c1) * (2 * cov + c2) / ((ma * ma + mb * mb + c1) * (va + vb + c2))
                    blocks += 1
                    left = right
                }
                top = bottom
            }
        }
    }
    return total / Double(blocks)
}
