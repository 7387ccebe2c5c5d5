import Testing
import UIKit

/// UIKit sizes labels to the screen's pixels: at 3× a label is 52.67×19.33 points where its text measures
/// 52.6×19.1, not 53×20.
@MainActor @Suite(.serialized, .freshWorld) struct LabelPixelSizeTests {
    @Test("a label's intrinsic size is its text's size rounded up to the pixel at the screen's scale")
    func roundsToPixels() {
        let saved = UIScreen.main
        defer { UIScreen.main = saved }
        for scale in [1, 2, 3] as [CGFloat] {
            UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: scale)
            let label = UILabel()
            label.font = .systemFont(ofSize: 16)
            label.text = "Hello, world"
            let text = "Hello, world".size(withAttributes: [.font: label.font!])
            let size = label.intrinsicContentSize
            #expect(size.width == (text.width * scale).rounded(.up) / scale, "at \(scale)×")
            #expect(size.height == (text.height * scale).rounded(.up) / scale, "at \(scale)×")
            #expect(size.width - text.width < 1 / scale && size.width >= text.width)
        }
    }
}
