import Foundation
@testable import UIKitSnapshotTesting

/// How a render made here compares with the image iOS recorded of the same view: the measures the
/// fidelity suite judges (its thresholds are in `FidelityCase.Content`).
struct FidelityMeasurement {
    /// A pixel-aligned rectangle, `maxX` and `maxY` exclusive.
    struct PixelBounds: Equatable {
        var minX: Int, minY: Int, maxX: Int, maxY: Int
        var width: Int { maxX - minX }
        var height: Int { maxY - minY }
    }

    /// The largest difference of one channel that still counts a pixel as equal.
    static let channelTolerance = 16

    let reference: PixelBuffer
    let render: PixelBuffer

    var sameSize: Bool { reference.width == render.width && reference.height == render.height }

    /// The share of pixels with a channel (premultiplied red, green, blue or alpha) more than
    /// `channelTolerance` apart; nil when the sizes differ.
    var differingShare: Double? {
        guard sameSize else { return nil }
        guard reference.pixelCount > 0 else { return 0 }
        var differing = 0
        reference.bytes.withUnsafeBufferPointer { a in
            render.bytes.withUnsafeBufferPointer { b in
                var i = 0
                while i < a.count {
                    if abs(Int(a[i]) - Int(b[i])) > Self.channelTolerance
                        || abs(Int(a[i + 1]) - Int(b[i + 1])) > Self.channelTolerance
                        || abs(Int(a[i + 2]) - Int(b[i + 2])) > Self.channelTolerance
                        || abs(Int(a[i + 3]) - Int(b[i + 3])) > Self.channelTolerance { differing += 1 }
                    i += 4
                }
            }
        }
        return Double(differing) / Double(reference.pixelCount)
    }

    /// The mean SSIM of the two images' luma over white; nil when the sizes differ.
    var similarity: Double? {
        guard sameSize else { return nil }
        return structuralSimilarity(GreyImage(reference), GreyImage(render))
    }

    /// The commonest colour of `pixels` (premultiplied RGBA), taken as the background text is set on.
    static func background(of pixels: PixelBuffer) -> [UInt8] {
        commonest(in: pixels) { _ in true } ?? [0, 0, 0, 0]
    }

    /// The smallest rectangle holding every pixel with a channel more than `channelTolerance` from the
    /// background: where the text's ink is. The outermost pixels are left out: they hold the partial
    /// coverage of a view whose edges fall between pixels, not text. Nil for an image of one colour.
    static func inkBounds(of pixels: PixelBuffer) -> PixelBounds? {
        let background = background(of: pixels)
        var bounds: PixelBounds?
        guard pixels.width > 2, pixels.height > 2 else { return nil }
        for y in 1..<(pixels.height - 1) {
            for x in 1..<(pixels.width - 1) where isInk(pixels, x + y * pixels.width, against: background) {
                if var b = bounds {
                    b.minX = min(b.minX, x); b.maxX = max(b.maxX, x + 1)
                    b.minY = min(b.minY, y); b.maxY = max(b.maxY, y + 1)
                    bounds = b
                } else {
                    bounds = PixelBounds(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
                }
            }
        }
        return bounds
    }

    /// The commonest colour among the ink pixels: the text's colour where its strokes are solid.
    static func inkColour(of pixels: PixelBuffer) -> [UInt8]? {
        let background = background(of: pixels)
        return commonest(in: pixels) { isInk(pixels, $0, against: background) }
    }

    /// Whether two colours are within `channelTolerance` in every channel.
    static func coloursMatch(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= channelTolerance }
    }

    private static func isInk(_ pixels: PixelBuffer, _ index: Int, against background: [UInt8]) -> Bool {
        (0..<4).contains { abs(Int(pixels.bytes[index * 4 + $0]) - Int(background[$0])) > channelTolerance }
    }

    private static func commonest(in pixels: PixelBuffer, where include: (Int) -> Bool) -> [UInt8]? {
        var counts: [UInt32: Int] = [:]
        for i in 0..<pixels.pixelCount where include(i) {
            let b = pixels.bytes
            let key = UInt32(b[i * 4]) << 24 | UInt32(b[i * 4 + 1]) << 16 | UInt32(b[i * 4 + 2]) << 8 | UInt32(b[i * 4 + 3])
            counts[key, default: 0] += 1
        }
        guard let key = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key
        else { return nil }
        return [UInt8(key >> 24), UInt8((key >> 16) & 255), UInt8((key >> 8) & 255), UInt8(key & 255)]
    }
}
