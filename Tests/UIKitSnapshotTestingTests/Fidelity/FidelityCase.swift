import Foundation
import SnapshotTesting
import Testing
@testable import UIKitSnapshotTesting

/// One image that swift-snapshot-testing's authors recorded on the iOS simulator, and how to make the
/// same image here: the same view built by the same code, at the same size and scale.
struct FidelityCase: CustomTestStringConvertible, @unchecked Sendable {
    /// How much of the image is text, which decides how it is judged: fonts differ (Inter here, San
    /// Francisco on iOS; Inter sets about 5–10% wider), so text can only match in layout.
    enum Content: String {
        /// Same pixel size, at most 1% of pixels with a channel more than 16 apart, SSIM ≥ 0.97.
        case none = "no text"
        /// Same pixel size, at most 2% of pixels more than 16 apart, SSIM ≥ 0.95.
        case some = "some text"
        /// Judged on layout: each side of the image and each edge of the ink within 10% of iOS's (as a
        /// share of the image), the background and the ink's commonest colour within 16 a channel.
        case mostlyText = "mostly text"

        var maximumDifferingShare: Double { self == .none ? 0.01 : 0.02 }
        var minimumSimilarity: Double { self == .none ? 0.97 : 0.95 }
    }

    /// The reference's file name in the library's `__Snapshots__/SnapshotTestingTests`, without `.png`.
    let reference: String
    let content: Content
    /// The main screen the view is made on (bounds in points, scale): view controllers without a device
    /// take its size, and images drawn without a format take its scale.
    var screen = (size: CGSize(width: 390, height: 844), scale: CGFloat(3))
    /// Makes the image here.
    let render: @MainActor () -> UIImage?
    /// Why the image may not pass yet, where a rendering difference is not fixed.
    var knownIssue: String?

    init(_ reference: String, _ content: Content, screen: (size: CGSize, scale: CGFloat)? = nil,
         knownIssue: String? = nil, render: @escaping @MainActor () -> UIImage?) {
        self.reference = reference
        self.content = content
        if let screen { self.screen = screen }
        self.knownIssue = knownIssue
        self.render = render
    }

    var testDescription: String { reference }

    /// The reference's pixels, read from the package's checkout of the library.
    var referencePixels: PixelBuffer? {
        let url = iOSReferencesDirectory.appendingPathComponent(reference + ".png")
        return UIImage(contentsOfFile: url.path)?.cgImage.flatMap(PixelBuffer.init)
    }

    /// What does not meet this case's thresholds (empty when it passes), and its scores for the record.
    func judge(_ m: FidelityMeasurement) -> (failures: [String], scores: String) {
        let ref = m.reference, new = m.render
        var failures: [String] = []
        var scores = "iOS \(ref.width)×\(ref.height) px, here \(new.width)×\(new.height) px"
        switch content {
        case .none, .some:
            guard m.sameSize else { return (["the sizes differ"], scores) }
            let share = m.differingShare ?? 1, similarity = m.similarity ?? 0
            scores += String(format: "; %.2f%% of pixels differ by more than 16; SSIM %.4f", share * 100, similarity)
            if share > content.maximumDifferingShare { failures.append("too many pixels differ") }
            if similarity < content.minimumSimilarity { failures.append("SSIM below \(content.minimumSimilarity)") }
        case .mostlyText:
            func within(_ a: Int, of b: Int) -> Bool { abs(Double(a - b)) <= 0.1 * Double(max(b, 1)) }
            if !within(new.width, of: ref.width) || !within(new.height, of: ref.height) {
                failures.append("the size differs by more than 10%")
            }
            let refInk = FidelityMeasurement.inkBounds(of: ref), newInk = FidelityMeasurement.inkBounds(of: new)
            if let a = refInk, let b = newInk {
                // Each edge as a share of its image's side.
                let edges = [(Double(a.minX) / Double(ref.width), Double(b.minX) / Double(new.width)),
                             (Double(a.maxX) / Double(ref.width), Double(b.maxX) / Double(new.width)),
                             (Double(a.minY) / Double(ref.height), Double(b.minY) / Double(new.height)),
                             (Double(a.maxY) / Double(ref.height), Double(b.maxY) / Double(new.height))]
                let worst = edges.map { abs($0.0 - $0.1) }.max() ?? 0
                scores += String(format: "; ink iOS %d×%d at (%d, %d), here %d×%d at (%d, %d), edges off by ≤ %.1f%%",
                                 a.width, a.height, a.minX, a.minY, b.width, b.height, b.minX, b.minY, worst * 100)
                if worst > 0.1 { failures.append("the ink's edges are more than 10% away") }
            } else if (refInk == nil) != (newInk == nil) {
                failures.append("only one image has ink")
            }
            let bgA = FidelityMeasurement.background(of: ref), bgB = FidelityMeasurement.background(of: new)
            if !FidelityMeasurement.coloursMatch(bgA, bgB) { failures.append("background \(bgB) is not iOS's \(bgA)") }
            if let inkA = FidelityMeasurement.inkColour(of: ref), let inkB = FidelityMeasurement.inkColour(of: new) {
                scores += "; ink colour iOS \(inkA), here \(inkB)"
                if !FidelityMeasurement.coloursMatch(inkA, inkB) { failures.append("the ink's colour differs") }
            }
        }
        return (failures, scores)
    }
}
