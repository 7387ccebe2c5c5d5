import Foundation
import Testing
import SnapshotTesting
@testable import UIKitSnapshotTesting

/// Renders here compared with the images swift-snapshot-testing's authors recorded on the iOS simulator
/// (read from the package's checkout of the library, never copied into this repository), judged by
/// how much of each image is text: see `FidelityCase.Content`. Docs/Fidelity.md keeps the scores.
@MainActor @Suite struct FidelityTests {
    @Test(arguments: FidelityCase.all)
    func renderMatchesIOS(_ fidelityCase: FidelityCase) throws {
        let reference = try #require(fidelityCase.referencePixels, "iOS's \(fidelityCase.reference).png is in the checkout")
        let saved = UIScreen.main
        UIScreen.main = UIScreen(bounds: CGRect(origin: .zero, size: fidelityCase.screen.size),
                                 scale: fidelityCase.screen.scale)
        defer { UIScreen.main = saved }
        let image = try #require(fidelityCase.render())
        // What the library records of the image (a zero-size image is recorded as its placeholder).
        let data = Diffing<UIImage>.image.toData(image)
        // FIDELITY_RENDERS names a folder to keep the renders in, to look at them beside iOS's.
        if let folder = ProcessInfo.processInfo.environment["FIDELITY_RENDERS"] {
            try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(fidelityCase.reference + ".png"))
        }
        let recorded = try #require(UIImage(data: data)?.cgImage)
        let render = try #require(PixelBuffer(recorded))
        let verdict = fidelityCase.judge(FidelityMeasurement(reference: reference, render: render))
        print("fidelity \(fidelityCase.reference) [\(fidelityCase.content.rawValue)]: \(verdict.scores)"
              + (verdict.failures.isEmpty ? "" : "; FAILS: " + verdict.failures.joined(separator: ", ")))
        if let reason = fidelityCase.knownIssue {
            withKnownIssue(Comment(rawValue: reason)) { #expect(verdict.failures.isEmpty, "\(verdict.scores)") }
        } else {
            #expect(verdict.failures.isEmpty, "\(verdict.scores)")
        }
    }
}
