import Foundation
import Testing
import UIKit

/// A button shrinks an image larger than its content area to fit, keeping the image's aspect ratio (a
/// 128-point icon in a 44-point button), for `setImage(_:for:)` buttons and configuration buttons alike.
@MainActor @Suite(.serialized, .freshWorld)
struct ButtonOversizedImageTests {
    private func image(_ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { ctx in UIColor.systemRed.setFill(); ctx.fill(CGRect(origin: .zero, size: size)) }
    }

    @Test("A 128-point image in a 44-point button fits the button; a wide one keeps its aspect ratio")
    func legacyButtonShrinksImage() throws {
        let b = UIButton(type: .custom)
        b.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        b.setImage(image(CGSize(width: 128, height: 128)), for: .normal)
        b.layoutIfNeeded()
        let iv = try #require(b.imageView)
        #expect(iv.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
        b.setImage(image(CGSize(width: 128, height: 64)), for: .normal)
        b.layoutIfNeeded()
        #expect(iv.frame.size == CGSize(width: 44, height: 22))
        #expect(b.bounds.contains(iv.frame))
        // An image that fits keeps its own size.
        b.setImage(image(CGSize(width: 20, height: 20)), for: .normal)
        b.layoutIfNeeded()
        #expect(iv.frame.size == CGSize(width: 20, height: 20))
    }

    @Test("A configuration button with only an oversized image fits it inside its content insets")
    func configurationButtonShrinksImage() throws {
        var c = UIButton.Configuration.plain()
        c.image = image(CGSize(width: 128, height: 128))
        let b = UIButton(configuration: c)
        b.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        b.layoutIfNeeded()
        let iv = try #require(b.imageView)
        let inner = b.bounds.inset(by: UIEdgeInsets(top: c.contentInsets.top, left: c.contentInsets.leading,
                                                    bottom: c.contentInsets.bottom, right: c.contentInsets.trailing))
        #expect(inner.insetBy(dx: -0.5, dy: -0.5).contains(iv.frame))
        #expect(iv.frame.width == iv.frame.height && iv.frame.width > 0)
    }
}
