import Foundation
import Testing
import UIKit

/// UIKit API that real apps called: `NSValue`'s geometry boxes, colour and image literals, and
/// `UITextView.init(frame:textContainer:)` as the designated initializer subclasses override.
@MainActor @Suite(.serialized, .freshWorld)
struct AppAPIAdditionsTests {
    @Test("NSValue boxes geometry values and gives each back; another kind unboxes as zero")
    func nsValueGeometry() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: t).cgAffineTransformValue == t)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 3, vertical: 4)).uiOffsetValue == UIOffset(horizontal: 3, vertical: 4))
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: -1)).cgVectorValue == CGVector(dx: 1, dy: -1))
        #expect(NSValue(cgAffineTransform: t).uiEdgeInsetsValue == .zero)
        #expect(NSValue(cgRect: rect) == NSValue(cgRect: rect))
        let values: [NSValue] = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 10, y: 0))]
        #expect(values.map(\.cgPointValue.x) == [0, 10])
    }

    @Test("#colorLiteral makes an sRGB colour; #imageLiteral loads the named image from the app's resources")
    func literals() throws {
        let c = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0 && a == 1)

        let name = "literal-test-\(UInt32.random(in: 0...UInt32.max))"
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4), format: format).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
        }.pngData()
        let path = FileManager.default.currentDirectoryPath + "/\(name).png"
        try #require(png).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = UIImage(imageLiteralResourceName: name)
        #expect(image.size == CGSize(width: 6, height: 4))
    }

    /// A text view subclass as apps write it: overriding the designated initializer.
    final class NoteTextView: UITextView {
        var madeWithContainer = false
        override init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame, textContainer: textContainer)
            madeWithContainer = true
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @Test("UITextView.init(frame:textContainer:) is designated: a subclass overriding it is made by init(frame:) too")
    func textViewDesignatedInit() {
        let a = NoteTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(a.madeWithContainer)
        #expect(a.frame.width == 100)
        let b = NoteTextView(frame: .zero, textContainer: NSTextContainer(size: CGSize(width: 80, height: 0)))
        #expect(b.madeWithContainer)
    }
}
