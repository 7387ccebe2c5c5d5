import Testing
import UIKit

/// An image-only `UIButton.Configuration.plain()` button is its image plus the plain style's content
/// insets (12 points leading and trailing, 7 top and bottom on iOS: a 25.67×20.33 symbol gives 49.67×34.33).
@MainActor @Suite struct PlainConfigurationImageButtonTests {
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
}
