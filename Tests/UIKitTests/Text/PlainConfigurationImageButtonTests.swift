import Testing
import UIKit

/// An image-only `UIButton.Configuration.plain()` button is its image plus the plain style's content
/// insets (12 points leading and trailing, 7 top and bottom on iOS: a 25.67×20.33 symbol gives 49.67×34.33).
@MainActor @Suite(.serialized, .freshWorld) struct PlainConfigurationImageButtonTests {
    @Test("an image-only plain button is the image plus 24 points wide and 14 points tall")
    func imageOnlySize() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor.black.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        var config = UIButton.Configuration.plain()
        config.image = image
        let button = UIButton(configuration: config)
        #expect(button.intrinsicContentSize == CGSize(width: 44, height: 34))
    }

    @Test("on a 3× screen the size is rounded up to pixels, not points: a 25.67 × 20.33 image gives 49.67 × 34.33")
    func sizeIsRoundedToPixels() {
        let saved = UIScreen.main
        defer { UIScreen.main = saved }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        // 77 × 61 pixels at 3×.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 77.0 / 3, height: 61.0 / 3), format: format).image { ctx in
            UIColor.black.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 77.0 / 3, height: 61.0 / 3))
        }
        var config = UIButton.Configuration.plain()
        config.image = image
        let size = UIButton(configuration: config).intrinsicContentSize
        #expect(abs(size.width - 149.0 / 3) < 1e-9 && abs(size.height - 103.0 / 3) < 1e-9, "\(size)")
    }
}
