import Foundation
import UIKit

/// How two images of the same size differ, measured as swift-snapshot-testing measures it on iOS.
///
/// - With `perceptualPrecision` below 1, each pixel's colour difference is the CIE ΔE 1994 between the
///   two pixels in CIE L*a*b* (what Core Image's `CILabDeltaE` filter computes, 0 to 100); a pixel fails
///   when its ΔE exceeds `(1 - perceptualPrecision) * 100`, and the images match while the share of
///   pixels that do not fail is at least `precision`.
/// - Otherwise the share of equal bytes (red, green, blue and alpha of every pixel) must be at least
///   `precision`.
///
/// Pixels are compared as 8-bit premultiplied sRGB (colour over black where transparent), the form the
/// library brings both images to. Pixels whose bytes are equal have a ΔE of 0 and are not converted, so
/// images that differ in a few places compare in about the time it takes to read them.
struct ImageComparison {
    /// The number of pixels whose bytes differ at all.
    var differentPixelCount = 0
    /// The number of bytes that differ.
    var differentByteCount = 0
    /// The number of pixels whose ΔE exceeds the perceptual threshold.
    var failingPixelCount = 0
    /// The largest ΔE 1994 among the pixels (0 to 100).
    var maximumDeltaE: Float = 0
    /// The largest difference of one byte (0 to 255).
    var maximumByteDifference = 0
    let pixelCount: Int
    let perceptualPrecision: Float

    /// Compares two bitmaps of equal size at `perceptualPrecision`. Both are read as this CoreGraphics
    /// stores them, premultiplied ARGB in 32-bit words; rows whose bytes are equal are skipped with one
    /// `memcmp`, so the cost is that of the rows that differ.
    init?(_ old: CGImage, _ new: CGImage, perceptualPrecision: Float) {
        guard old.width == new.width, old.height == new.height else { return nil }
        // The bitmaps in place (`dataProvider` would copy them): both images outlive this initializer.
        let oldBase = UnsafeRawPointer(old.pixels), newBase = UnsafeRawPointer(new.pixels)
        let width = old.width, height = old.height
        pixelCount = width * height
        self.perceptualPrecision = perceptualPrecision
        let deltaThreshold = (1 - perceptualPrecision) * 100
        var pixels = 0, bytes = 0, failing = 0, maxByte = 0
        var maximum: Float = 0
        let oldStride = old.bytesPerRow, newStride = new.bytesPerRow
        for y in 0..<height {
            let rowA = oldBase + y * oldStride, rowB = newBase + y * newStride
            if memcmp(rowA, rowB, width * 4) == 0 { continue }
            let a = rowA.assumingMemoryBound(to: UInt32.self), b = rowB.assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where a[x] != b[x] {
                let p = a[x], q = b[x]
                pixels += 1
                for shift in stride(from: 0, to: 32, by: 8) {
                    let u = Int((p >> UInt32(shift)) & 255), v = Int((q >> UInt32(shift)) & 255)
                    if u != v { bytes += 1; maxByte = max(maxByte, abs(u - v)) }
                }
                let e = LabColor(red: UInt8((p >> 16) & 255), green: UInt8((p >> 8) & 255), blue: UInt8(p & 255))
                    .deltaE94(to: LabColor(red: UInt8((q >> 16) & 255), green: UInt8((q >> 8) & 255), blue: UInt8(q & 255)))
                if e > deltaThreshold { failing += 1 }
                if e > maximum { maximum = e }
            }
        }
        differentPixelCount = pixels
        differentByteCount = bytes
        failingPixelCount = failing
        maximumDeltaE = maximum
        maximumByteDifference = maxByte
    }

    /// The share of pixels whose ΔE is within the threshold (the library's pixel precision when
    /// `perceptualPrecision` is below 1).
    var perceptualPixelPrecision: Float { pixelCount == 0 ? 1 : 1 - Float(failingPixelCount) / Float(pixelCount) }

    /// The share of equal bytes (the library's precision when `perceptualPrecision` is 1).
    var bytePrecision: Float { pixelCount == 0 ? 1 : 1 - Float(differentByteCount) / Float(pixelCount * 4) }

    /// The perceptual precision of the worst pixel: `1 - ΔE / 100`.
    var minimumPerceptualPrecision: Float { 1 - min(maximumDeltaE / 100, 1) }

    /// How many pixels differ and by how much, for a failure message.
    var summary: String {
        let percent = String(format: "%.4g", Double(differentPixelCount) / Double(max(pixelCount, 1)) * 100)
        return "\(differentPixelCount) of \(pixelCount) pixels differ (\(percent)%); largest colour difference "
            + "ΔE94 \(String(format: "%.2f", Double(maximumDeltaE))), largest byte difference \(maximumByteDifference)"
    }
}

/// A colour in CIE L*a*b* (D65 white), from 8-bit sRGB.
struct LabColor {
    var l: Float
    var a: Float
    var b: Float

    /// sRGB's transfer function undone, for each 8-bit value.
    private static let linear: [Float] = (0..<256).map { v in
        let c = Float(v) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = LabColor.linear[Int(red)], g = LabColor.linear[Int(green)], b = LabColor.linear[Int(blue)]
        // Linear sRGB to XYZ, each divided by the D65 white point's.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Float) -> Float { t > 216.0 / 24389.0 ? cbrtf(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    /// The CIE 1994 colour difference (graphic-arts weights: kL = 1, K1 = 0.045, K2 = 0.015), this colour
    /// being the reference.
    func deltaE94(to other: LabColor) -> Float {
        let dL = l - other.l
        let c1 = (a * a + b * b).squareRoot(), c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let dC = c1 - c2
        let da = a - other.a, db = b - other.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        let termC = dC / sC
        return (dL * dL + termC * termC + dH2 / (sH * sH)).squareRoot()
    }
}
