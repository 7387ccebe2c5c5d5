import Foundation
import UIKit
#if canImport(Testing)
import Testing
#endif

extension Diffing where Value == UIImage {
    /// Compares images pixel for pixel and requires every byte to match, as the library's iOS strategy.
    nonisolated(unsafe) public static let image = Diffing.image()

    /// Compares images stored as PNG, mirroring swift-snapshot-testing's iOS `Diffing<UIImage>.image`.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match (with `perceptualPrecision` 1: of bytes).
    ///   - perceptualPrecision: How closely a pixel must match its reference to count as matching: a
    ///     pixel matches when its CIE ΔE 1994 is at most `(1 - perceptualPrecision) * 100`. 0.98 to 0.99
    ///     is about what the eye tells apart.
    ///   - scale: The scale to read the reference at; nil or 0 means the main screen's.
    ///
    /// A failure says how many pixels differ and by how much (with the library's own sentences last),
    /// and attaches `reference.png`, `failure.png` and `difference.png` to the running Swift Testing test.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let readScale: CGFloat
        if let scale, scale != 0 { readScale = scale } else { readScale = UIGraphicsImageRendererFormat.default().scale }
        let toData: (UIImage) -> Data = { $0.pngData() ?? emptySnapshotImage().pngData() ?? Data() }
        return .diff(
            toData: toData,
            fromData: { UIImage(data: $0, scale: readScale) ?? UIImage() }
        ) { old, new in
            guard let message = compareImages(old, new, precision: precision, perceptualPrecision: perceptualPrecision)
            else { return nil }
            let failure = new.size == .zero ? emptySnapshotImage() : new
            let difference = differenceImage(old, new) ?? UIImage()
            let attachments: [(Data, String)] = [
                (toData(old), "reference.png"), (toData(failure), "failure.png"), (toData(difference), "difference.png"),
            ]
            recordAttachments(attachments)
            return (message, attachments.map { DiffAttachment.data($0.0, name: $0.1) })
        }
    }

    /// What a snapshot of zero size records instead: a red bar that says so.
    static func emptySnapshotImage() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 400, height: 80), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 400, height: 80))
        }
    }

    /// Attaches the images to the running Swift Testing test (XCTest on Linux has no attachments).
    private static func recordAttachments(_ attachments: [(Data, String)]) {
        #if canImport(Testing)
        guard Test.current != nil else { return }
        for (data, name) in attachments { Attachment.record([UInt8](data), named: name) }
        #endif
    }
}

/// The library's comparison: nil when the images match, else why not.
func compareImages(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
    guard let oldCG = old.cgImage else { return "Reference image could not be loaded." }
    guard let newCG = new.cgImage, newCG.width != 0, newCG.height != 0 else {
        // A view of zero size renders no bitmap and records the placeholder; it matches a reference
        // that is that placeholder (iOS matches two empty images), and nothing else.
        let placeholder = Diffing<UIImage>.emptySnapshotImage()
        if let p = placeholder.cgImage, p.width == oldCG.width, p.height == oldCG.height,
           PixelBuffer(p) == PixelBuffer(oldCG) { return nil }
        return "Newly-taken snapshot is empty."
    }
    guard oldCG.width == newCG.width, oldCG.height == newCG.height else {
        return "Newly-taken snapshot@\(new.size) does not match reference@\(old.size)."
    }
    // Both bitmaps are stored alike here (premultiplied ARGB words): equal bytes, equal images.
    if oldCG.bytesPerRow == newCG.bytesPerRow, let a = oldCG.dataProvider?.data, let b = newCG.dataProvider?.data,
       a.length == b.length, memcmp(a.bytes, b.bytes, a.length) == 0 { return nil }
    guard let oldPixels = PixelBuffer(oldCG) else { return "Reference image's data could not be loaded." }
    guard let newPixels = PixelBuffer(newCG) else { return "Newly-taken snapshot's data could not be loaded." }
    if oldPixels.bytes == newPixels.bytes { return nil }
    let result = ImageComparison(oldPixels, newPixels, perceptualPrecision: perceptualPrecision)
    if precision >= 1, perceptualPrecision >= 1 {
        return "\(result.summary).\nNewly-taken snapshot does not match reference."
    }
    if perceptualPrecision < 1 {
        guard result.perceptualPixelPrecision < precision else { return nil }
        return """
            \(result.summary).
            The percentage of pixels that match \(result.perceptualPixelPrecision) is less than required \(precision)
            The lowest perceptual color precision \(result.minimumPerceptualPrecision) is less than required \(perceptualPrecision)
            """
    }
    guard result.bytePrecision < precision else { return nil }
    return "\(result.summary).\nActual image precision \(result.bytePrecision) is less than required \(precision)"
}

/// A grey image of how much each pixel differs (the largest difference of its four bytes), stretched so
/// the largest difference is white; nil when the sizes differ.
func differenceImage(_ old: UIImage, _ new: UIImage) -> UIImage? {
    guard let a = old.cgImage.flatMap(PixelBuffer.init), let b = new.cgImage.flatMap(PixelBuffer.init),
          a.width == b.width, a.height == b.height else { return nil }
    var grey = [UInt8](repeating: 0, count: a.pixelCount)
    var largest: UInt8 = 0
    for p in 0..<a.pixelCount {
        var d: UInt8 = 0
        for k in 0..<4 {
            let x = a.bytes[p * 4 + k], y = b.bytes[p * 4 + k]
            d = max(d, x > y ? x - y : y - x)
        }
        grey[p] = d
        largest = max(largest, d)
    }
    var out = [UInt8](repeating: 255, count: a.pixelCount * 4)
    for p in 0..<a.pixelCount {
        let v = largest == 0 ? 0 : UInt8(Int(grey[p]) * 255 / Int(largest))
        out[p * 4] = v; out[p * 4 + 1] = v; out[p * 4 + 2] = v
    }
    return PixelBuffer(width: a.width, height: a.height, bytes: out).image(scale: old.scale)
}

