import Testing
import UIKit

extension StandardViews {
/// Symbol images' ink measured against images recorded on iOS.
@MainActor @Suite(.freshWorld) struct SymbolMetricsTests {
    /// The ink's horizontal extent, in points, along the pixel row `y` of `image` (edges found to a fraction of
    /// a pixel from the partly covered pixels' alpha).
    func inkExtent(_ image: UIImage, row y: Int) -> (minX: CGFloat, maxX: CGFloat)? {
        let width = Int(image.size.width * image.scale)
        let alpha = (0..<width).map { CGFloat(image.pixel($0, y)[3]) / 255 }
        guard let first = alpha.firstIndex(where: { $0 > 0 }), let last = alpha.lastIndex(where: { $0 > 0 }) else { return nil }
        let minX = CGFloat(first) + 1 - alpha[first], maxX = CGFloat(last) + alpha[last]
        return (minX / image.scale, maxX / image.scale)
    }

    /// swift-snapshot-testing's iOS-recorded `testSwiftUIView_iOS` (2×) shows `checkmark.circle.fill` at the body
    /// size (17 points, medium scale) as a disc 33.94 pixels, 16.97 points, across.
    @Test("checkmark.circle.fill at 17 points is a disc 16.97 points across, as on iOS")
    func checkmarkCircleFillDiameter() throws {
        let image = try #require(UIImage(systemName: "checkmark.circle.fill",
                                         withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        let middle = Int(image.size.height * image.scale) / 2
        let ink = try #require(inkExtent(image, row: middle))
        #expect(abs((ink.maxX - ink.minX) - 16.97) <= 0.1, "\(ink)")
        #expect(abs((ink.maxX + ink.minX) / 2 - image.size.width / 2) <= 0.05, "centred: \(ink)")
    }

    /// The circled symbols share that ring: `circle`, `plus.circle` and `xmark.circle` are as wide as the filled
    /// disc at the same configuration.
    @Test("circle, plus.circle and xmark.circle are as wide as checkmark.circle.fill")
    func circledSymbolsShareTheDisc() throws {
        let config = UIImage.SymbolConfiguration(pointSize: 17)
        for name in ["circle", "plus.circle", "xmark.circle", "circle.fill"] {
            let image = try #require(UIImage(systemName: name, withConfiguration: config))
            let ink = try #require(inkExtent(image, row: Int(image.size.height * image.scale) / 2))
            #expect(abs((ink.maxX - ink.minX) - 16.97) <= 0.1, "\(name): \(ink)")
        }
    }
}
}
