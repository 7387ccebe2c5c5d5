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

    /// What a snapshot of zero size records instead, as the library does on iOS: a 400 × 80-point red
    /// label saying so (centred, up to three lines), rendered at the main screen's scale.
    /// Comparisons may run off the main queue; the label is made on it. (The main queue is told apart by
    /// a queue-specific value: the main actor's jobs need not run on the process's main thread.)
    static func emptySnapshotImage() -> UIImage {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
        if DispatchQueue.getSpecific(key: mainQueueKey) == true { return MainActor.assumeIsolated { makeEmptySnapshotImage() } }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { makeEmptySnapshotImage() } }
    }

    private static let mainQueueKey = DispatchSpecificKey<Bool>()

    @MainActor private static func makeEmptySnapshotImage() -> UIImage {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
        label.backgroundColor = .red
        label.text = "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."
        label.textAlignment = .center
        label.numberOfLines = 3
        return UIGraphicsImageRenderer(bounds: label.bounds).image { ctx in label.layer.render(in: ctx.cgContext) }
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
    if oldCG.bytesPerRow == newCG.bytesPerRow,
       memcmp(oldCG.pixels, newCG.pixels, oldCG.bytesPerRow * oldCG.height) == 0 { return nil }
    guard let result = ImageComparison(oldCG, newCG, perceptualPrecision: perceptualPrecision) else {
        return "Newly-taken snapshot's data could not be loaded."
    }
    if result.differentPixelCount == 0 { return nil }
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
/// the largest difference is white, on black; nil when the sizes differ. Only rows that differ are visited.
func differenceImage(_ old: UIImage, _ new: UIImage) -> UIImage? {
    guard let a = old.cgImage, let b = new.cgImage, a.width == b.width, a.height == b.height else { return nil }
    let width = a.width, height = a.height
    var grey = [UInt8](repeating: 0, count: width * height)
    var rows: [Int] = []
    var largest: UInt32 = 0
    for y in 0..<height {
        let ra = UnsafeRawPointer(a.pixels) + y * a.bytesPerRow, rb = UnsafeRawPointer(b.pixels) + y * b.bytesPerRow
        if memcmp(ra, rb, width * 4) == 0 { continue }
        rows.append(y)
        let p = ra.assumingMemoryBound(to: UInt32.self), q = rb.assumingMemoryBound(to: UInt32.self)
        for x in 0..<width where p[x] != q[x] {
            var d: UInt32 = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                let u = (p[x] >> UInt32(shift)) & 255, v = (q[x] >> UInt32(shift)) & 255
                d = max(d, u > v ? u - v : v - u)
            }
            grey[y * width + x] = UInt8(d)
            largest = max(largest, d)
        }
    }
    // Opaque black, with the differing pixels in grey (premultiplied ARGB words, as this CoreGraphics stores).
    var words = [UInt32](repeating: 0xFF00_0000, count: width * height)
    if largest > 0 {
        for y in rows {
            for x in 0..<width where grey[y * width + x] != 0 {
                let v = UInt32(grey[y * width + x]) * 255 / largest
                words[y * width + x] = 0xFF00_0000 | v << 16 | v << 8 | v
            }
        }
    }
    let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    let data = words.withUnsafeBytes { NSData(bytes: $0.baseAddress!, length: $0.count) }
    guard let provider = CGDataProvider(data: data), let space = CGColorSpace(name: CGColorSpace.sRGB),
          let image = CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                              space: space, bitmapInfo: info, provider: provider, decode: nil,
                              shouldInterpolate: true, intent: .defaultIntent)
    else { return nil }
    return UIImage(cgImage: image, scale: old.scale, orientation: .up)
}
