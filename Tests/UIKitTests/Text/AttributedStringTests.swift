import Testing
import Foundation
import UIKit

/// Attribute keys, paragraph styles and string measuring/drawing.
@MainActor @Suite(.freshWorld) struct AttributedStringTests {
    let dejavu = UIFont(name: "DejaVu Sans", size: 20)!

    @Test("Attribute keys, alignment, line-break and underline raw values are Apple's")
    func rawValues() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
        #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
        #expect(NSAttributedString.Key.strikethroughStyle.rawValue == "NSStrikethrough")
        #expect(NSAttributedString.Key.attachment.rawValue == "NSAttachment")
        #expect(NSAttributedString.Key.link.rawValue == "NSLink")
        #expect(NSTextAlignment.left.rawValue == 0 && NSTextAlignment.center.rawValue == 1 && NSTextAlignment.right.rawValue == 2)
        #expect(NSTextAlignment.justified.rawValue == 3 && NSTextAlignment.natural.rawValue == 4)
        #expect(NSLineBreakMode.byWordWrapping.rawValue == 0 && NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.thick.rawValue == 2 && NSUnderlineStyle.double.rawValue == 9)
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1 && NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
        #expect(NSWritingDirection.natural.rawValue == -1)
    }

    @Test("Paragraph style and shadow defaults as documented; mutable copies")
    func defaults() {
        let p = NSParagraphStyle.default
        #expect(p.alignment == .natural && p.lineBreakMode == .byWordWrapping && p.lineSpacing == 0)
        #expect(p.baseWritingDirection == .natural && p.lineHeightMultiple == 0 && p.tabStops.count == 12)
        #expect(p.tabStops[0].location == 28)
        let m = p.mutableCopy() as! NSMutableParagraphStyle
        m.alignment = .center
        #expect(m.alignment == .center && p.alignment == .natural)
        #expect((m.copy() as! NSParagraphStyle).alignment == .center)
        let s = NSShadow()
        #expect(s.shadowOffset == CGSize(width: 0, height: -3) && s.shadowBlurRadius == 0 && s.shadowColor == nil)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "ar") == .rightToLeft)
    }

    @Test("size(withAttributes:) matches Pango measured directly")
    func matchesPango() {
        for text in ["Hello, world", "Ta Vo fi", "x", "Länger und breiter Text"] {
            let expected = PangoReference.measure(text, family: "DejaVu Sans", size: 20)
            let size = text.size(withAttributes: [.font: dejavu])
            #expect(abs(size.width - expected.width) < 0.01, "\(text)")
            #expect(abs(size.height - expected.height) < 0.01, "\(text)")
        }
    }

    @Test("Longer text is wider; hard line breaks add whole lines; the default font is 12 pt")
    func relationships() {
        let a = "abc".size(withAttributes: [.font: dejavu]), b = "abcd".size(withAttributes: [.font: dejavu])
        #expect(b.width > a.width && b.height == a.height)
        let two = "abc\nabc".size(withAttributes: [.font: dejavu])
        #expect(abs(two.height - 2 * a.height) < 0.01)
        let d = "abc".size(withAttributes: nil), e = "abc".size(withAttributes: [.font: UIFont(name: "Helvetica", size: 12)!])
        #expect(d == e)
        #expect(("abc" as NSString).size(withAttributes: [.font: dejavu]) == a)
        #expect(NSAttributedString(string: "abc", attributes: [.font: dejavu]).size() == a)
        #expect("".size(withAttributes: [.font: dejavu]) == .zero)
    }

    @Test("kern adds its amount per character; lineSpacing adds its amount between lines")
    func kernAndSpacing() {
        let text = "abcdef"
        let plain = text.size(withAttributes: [.font: dejavu]).width
        let kerned = text.size(withAttributes: [.font: dejavu, .kern: 2]).width
        #expect(abs(kerned - plain - 2 * Double(text.count)) < 0.6)
        let p = NSMutableParagraphStyle(); p.lineSpacing = 7
        let one = "a\nb\nc".size(withAttributes: [.font: dejavu]).height
        let spaced = "a\nb\nc".size(withAttributes: [.font: dejavu, .paragraphStyle: p]).height
        #expect(abs(spaced - one - 2 * 7) < 0.01)
    }

    @Test("boundingRect wraps at the width with usesLineFragmentOrigin, lines match Pango, the height limits lines")
    func boundingRect() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let r = text.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                  attributes: [.font: dejavu], context: nil)
        let expected = PangoReference.measure(text, family: "DejaVu Sans", size: 20, width: 150)
        #expect(r.width <= 150 && r.origin == .zero)
        #expect(abs(r.height - expected.height) < 0.01)
        #expect(expected.lines > 2)
        let line = "x".size(withAttributes: [.font: dejavu]).height
        let limited = text.boundingRect(with: CGSize(width: 150, height: line * 2 + 1), options: .usesLineFragmentOrigin,
                                        attributes: [.font: dejavu], context: nil)
        #expect(abs(limited.height - 2 * line) < 0.01)
        // Without usesLineFragmentOrigin: one line, origin at the baseline.
        let single = text.boundingRect(with: CGSize(width: 150, height: 100), options: [], attributes: [.font: dejavu], context: nil)
        #expect(abs(single.minY + expected.baseline) < 0.01 && abs(single.height - line) < 0.01)
        // A truncating line-break mode makes one line no wider than the width.
        let p = NSMutableParagraphStyle(); p.lineBreakMode = .byTruncatingTail
        let t = text.boundingRect(with: CGSize(width: 150, height: 500), options: .usesLineFragmentOrigin,
                                  attributes: [.font: dejavu, .paragraphStyle: p], context: nil)
        #expect(abs(t.height - line) < 0.01 && t.width <= 150)
    }

    @Test("A word longer than a line breaks between characters without a hyphen, as TextKit does; short words still wrap whole")
    func overlongWordBreaksBetweenCharacters() {
        let token = String(repeating: "x", count: 600)
        let r = token.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                   attributes: [.font: dejavu], context: nil)
        // Reference: Pango breaking at any character (no hyphens), straight through Pango.
        let expected = PangoReference.measure(token, family: "DejaVu Sans", size: 20, width: 150, breakAnywhere: true)
        #expect(expected.lines > 30)
        #expect(abs(r.height - expected.height) < 0.01)
        #expect(abs(r.width - expected.width) < 0.01, "\(r.width) vs \(expected.width)")
        // Ordinary words around it still wrap at word boundaries.
        let words = "The quick brown fox jumps over the lazy dog again and again"
        let mixed = words + " " + token
        let m = mixed.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                   attributes: [.font: dejavu], context: nil)
        let wordsOnly = PangoReference.measure(words, family: "DejaVu Sans", size: 20, width: 150)
        let line = "x".size(withAttributes: [.font: dejavu]).height
        #expect(m.height >= wordsOnly.height + expected.height - line - 0.01)
        #expect(m.height <= wordsOnly.height + expected.height + 0.01)
    }

    @Test("Drawing puts the ink inside the bounding rect, in the foreground colour; right alignment moves it right")
    func inkInsideBounds() throws {
        let attrs: [NSAttributedString.Key: Any] = [.font: dejavu, .foregroundColor: UIColor.red]
        let size = "Hello".size(withAttributes: attrs)
        let image = renderer1x(CGSize(width: 200, height: 60)).image { _ in
            "Hello".draw(at: CGPoint(x: 20, y: 10), withAttributes: attrs)
        }
        let box = try #require(inkBox(image))
        #expect(box.minX >= 20 - 1 && box.maxX <= 20 + size.width + 1 && box.minY >= 10 - 1 && box.maxY <= 10 + size.height + 1)
        let p = NSMutableParagraphStyle(); p.alignment = .right
        let right = renderer1x(CGSize(width: 200, height: 60)).image { _ in
            "Hello".draw(in: CGRect(x: 0, y: 0, width: 200, height: 60), withAttributes: attrs.merging([.paragraphStyle: p]) { $1 })
        }
        let rbox = try #require(inkBox(right))
        #expect(rbox.maxX > 190 && rbox.minX > 100)
        // The ink is red.
        let cg = try #require(right.cgImage)
        var reddest = 0
        for y in 0..<cg.height { for x in 0..<cg.width { let px = cg.rgba(atX: x, y: y); if px.a > 250 && px.r > 250 && px.g < 5 { reddest += 1 } } }
        #expect(reddest > 20)
    }

    @Test("Right-to-left text with natural alignment starts at the right")
    func rightToLeft() throws {
        let attrs: [NSAttributedString.Key: Any] = [.font: dejavu]
        let image = renderer1x(CGSize(width: 300, height: 40)).image { _ in
            "שלום עולם".draw(in: CGRect(x: 0, y: 0, width: 300, height: 40), withAttributes: attrs)
        }
        let box = try #require(inkBox(image))
        #expect(box.maxX > 290 && box.minX > 150)
    }
}

/// The bounding box of the non-transparent pixels, in pixels.
func inkBox(_ image: UIImage) -> CGRect? {
    guard let cg = image.cgImage else { return nil }
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<cg.height {
        for x in 0..<cg.width where cg.rgba(atX: x, y: y).a > 16 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// An image renderer at one pixel per point.
func renderer1x(_ size: CGSize) -> UIGraphicsImageRenderer {
    let f = UIGraphicsImageRendererFormat()
    f.scale = 1
    return UIGraphicsImageRenderer(size: size, format: f)
}

/// Attachments, PDF text and drawing off the main thread.
@MainActor @Suite(.freshWorld) struct TextDestinationTests {
    @Test("An attachment leaves room for its image and draws it on the baseline")
    func attachment() throws {
        let red = renderer1x(CGSize(width: 12, height: 12)).image { _ in UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 12, height: 12)) }
        let font = UIFont(name: "DejaVu Sans", size: 16)!
        let s = NSMutableAttributedString(string: "ab", attributes: [.font: font])
        let plain = s.size().width
        s.append(NSAttributedString(attachment: NSTextAttachment(image: red)))
        #expect(abs(s.size().width - plain - 12) < 0.5)
        #expect(s.string.unicodeScalars.last?.value == 0xFFFC)
        let image = renderer1x(CGSize(width: 80, height: 30)).image { _ in
            UIColor.white.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 80, height: 30))
            s.draw(at: CGPoint(x: 0, y: 0))
        }
        #expect(countPixels(image) { $0.r > 240 && $0.g < 20 && $0.b < 20 } >= 100)
    }

    @Test("Text in a PDF context stays text (a font is embedded)")
    func pdf() {
        let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100)).pdfData { ctx in
            ctx.beginPage()
            "PDF text".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: UIFont(name: "DejaVu Sans", size: 14)!])
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("/FontFile") || text.contains("/Font"))
    }

    @Test("Strings measure and draw off the main thread, as UIKit allows")
    func offMain() async {
        let widths = await withTaskGroup(of: CGFloat.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let f = UIFont(name: "DejaVu Sans", size: 12)!
                    let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 20)).image { _ in
                        "thread".draw(at: .zero, withAttributes: [.font: f])
                    }
                    _ = image
                    return "thread".size(withAttributes: [.font: f]).width
                }
            }
            var all: [CGFloat] = []
            for await w in group { all.append(w) }
            return all
        }
        #expect(widths.count == 4 && Set(widths).count == 1 && widths[0] > 0)
    }
}
