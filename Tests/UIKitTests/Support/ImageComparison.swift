import Foundation
import UIKit

/// Pixel access and golden-image comparison for end-to-end rendering tests.
enum Golden {
    /// The folder holding the committed golden PNGs.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Goldens")

    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    /// Compares `image` with the golden `name`; with UIKIT_RECORD_GOLDENS=1 (re)writes the golden instead.
    /// Passes when every channel of every pixel is within `tolerance` (0...255).
    static func check(_ image: UIImage, named name: String, tolerance: Int = 3) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UIKIT_RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.pngData()!.write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path), let golden = UIImage(data: data)?.cgImage else {
            throw Mismatch(description: "golden \(name) is missing; run with UIKIT_RECORD_GOLDENS=1 and look at it")
        }
        guard let cg = image.cgImage else { throw Mismatch(description: "rendered image is empty") }
        guard cg.width == golden.width, cg.height == golden.height else {
            throw Mismatch(description: "size \(cg.width)×\(cg.height) differs from golden \(golden.width)×\(golden.height)")
        }
        var worst = 0, bad = 0
        for y in 0..<cg.height {
            for x in 0..<cg.width {
                let a = cg.rgba(atX: x, y: y), b = golden.rgba(atX: x, y: y)
                let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
                worst = max(worst, d)
                if d > tolerance { bad += 1 }
            }
        }
        if bad > 0 {
            throw Mismatch(description: "\(bad) pixels differ from \(name) by more than \(tolerance) (worst \(worst))")
        }
    }
}

extension UIImage {
    /// The straight-alpha RGBA bytes of the pixel at (`x`, `y`) in pixels.
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let p = cgImage!.rgba(atX: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }
}

extension Array where Element == UInt8 {
    /// Whether every channel is within `tolerance` of the expected value (expected values come from
    /// arithmetic on the colour components, which may land between two bytes).
    func isClose(to expected: [Double], tolerance: Double = 1) -> Bool {
        count == expected.count && zip(self, expected).allSatisfy { abs(Double($0) - $1) <= tolerance }
    }
}
