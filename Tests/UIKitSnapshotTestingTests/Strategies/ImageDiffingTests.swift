import Foundation
import Testing
import SnapshotTesting
import UIKitSnapshotTesting

/// `Diffing<UIImage>.image`: exact and perceptual comparison as the library does it on iOS, with the
/// failure saying how many pixels differ and by how much.
@Suite struct ImageDiffingTests {
    /// A `width`×`height` image at scale 1 filled with `color`, and optionally `changed` pixels of the top
    /// row painted `changedColor`.
    private func image(_ color: UIColor, changed: Int = 0, to changedColor: UIColor = .black,
                       width: Int = 10, height: Int = 10) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
            changedColor.setFill()
            for x in 0..<changed { ctx.fill(CGRect(x: x, y: 0, width: 1, height: 1)) }
        }
    }

    private func diff(_ a: UIImage, _ b: UIImage, precision: Float = 1, perceptualPrecision: Float = 1) -> String? {
        Diffing<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: 1).diffV2(a, b)?.0
    }

    @Test func equalImagesMatch() {
        #expect(diff(image(.red), image(.red)) == nil)
    }

    @Test func anyDifferenceFailsAnExactComparisonAndIsCounted() throws {
        let message = try #require(diff(image(.white), image(.white, changed: 3)))
        #expect(message.hasSuffix("Newly-taken snapshot does not match reference."))
        #expect(message.hasPrefix("3 of 100 pixels differ (3%)"))
        #expect(message.contains("largest byte difference 255"))
    }

    @Test func precisionCountsDifferentBytes() {
        // 3 pixels × 3 colour bytes of 400 bytes differ: 97.75% of the bytes match.
        #expect(diff(image(.white), image(.white, changed: 3), precision: 0.97) == nil)
        let message = diff(image(.white), image(.white, changed: 3), precision: 0.99)
        #expect(message?.contains("Actual image precision 0.9775 is less than required 0.99") == true)
    }

    @Test func perceptualPrecisionAcceptsDifferencesTheEyeDoesNotSee() {
        // sRGB 128 against 129 grey is a ΔE94 of about 0.4: within 0.98 (ΔE 2), not within 0.999 (ΔE 0.1).
        let grey = UIColor(white: 128.0 / 255, alpha: 1), nearGrey = UIColor(white: 129.0 / 255, alpha: 1)
        #expect(diff(image(grey), image(nearGrey), perceptualPrecision: 0.98) == nil)
        let message = diff(image(grey), image(nearGrey), perceptualPrecision: 0.999)
        #expect(message?.contains("The percentage of pixels that match 0.0 is less than required 1.0") == true)
        #expect(message?.contains("The lowest perceptual color precision 0.99") == true)
    }

    @Test func pixelPrecisionAllowsSomePixelsToFailThePerceptualThreshold() {
        // 5 of 100 pixels turn black: 95% pass the threshold.
        #expect(diff(image(.white), image(.white, changed: 5), precision: 0.95, perceptualPrecision: 0.98) == nil)
        #expect(diff(image(.white), image(.white, changed: 5), precision: 0.96, perceptualPrecision: 0.98) != nil)
    }

    @Test func differentSizesFail() {
        let message = diff(image(.white), image(.white, width: 11))
        #expect(message == "Newly-taken snapshot@(11.0, 10.0) does not match reference@(10.0, 10.0).")
    }

    @Test func imagesRoundTripThroughPNG() throws {
        let strategy = Snapshotting<UIImage, UIImage>.image(scale: 2)
        let original = image(.blue)
        let data = strategy.diffing.toData(original)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let back = strategy.diffing.fromData(data)
        #expect(back.scale == 2)
        #expect(strategy.diffing.diffV2(original, back) == nil)
    }

    @Test func failuresCarryTheThreeImages() throws {
        let result = try #require(Diffing<UIImage>.image.diffV2(image(.white), image(.white, changed: 1)))
        let names = result.1.compactMap { attachment -> String? in
            if case .data(_, let name) = attachment { return name }
            return nil
        }
        #expect(names == ["reference.png", "failure.png", "difference.png"])
    }
}
