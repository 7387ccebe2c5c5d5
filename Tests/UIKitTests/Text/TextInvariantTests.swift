import Testing
import Foundation
import UIKit

/// Randomized invariants of measuring and drawing: for random strings (any Unicode: bidi, emoji, combining
/// marks, unpaired surrogates, NUL), attributes and widths, the measured width stays within the constraint,
/// the ink stays inside the measured rectangle, and nothing crashes.
@MainActor @Suite(.freshWorld) struct TextInvariantTests {
    static let pieces: [String] = ["a", "W", " ", "word ", "\n", "ﬁ", "é", "e\u{301}", "😀", "👩‍👩‍👧", "🇫🇷", "שלום", "مرحبا",
                                   "नमस्ते", "สวัสดี", "中文", "日本語", "\t", "\u{200F}", "\u{202E}", "x\u{0}y", "-", "..."]

    func randomString(_ rng: inout SplitMix64) -> String {
        var s = ""
        for _ in 0..<Int.random(in: 0...14, using: &rng) { s += Self.pieces.randomElement(using: &rng)! }
        return s
    }

    @Test("Random strings, attributes and widths: width within the constraint, ink inside the bounding rect")
    func invariants() throws {
        var rng = SplitMix64(state: 12)
        let fonts = [UIFont(name: "DejaVu Sans", size: 14)!, UIFont(name: "DejaVu Serif", size: 22)!,
                     UIFont.systemFont(ofSize: 17), UIFont.monospacedSystemFont(ofSize: 11, weight: .bold)]
        for _ in 0..<60 {
            let text = randomString(&rng)
            let width = CGFloat(Int.random(in: 20...260, using: &rng))
            let p = NSMutableParagraphStyle()
            p.alignment = [.left, .center, .right, .natural, .justified].randomElement(using: &rng)!
            p.lineBreakMode = [.byWordWrapping, .byCharWrapping, .byTruncatingTail, .byTruncatingMiddle].randomElement(using: &rng)!
            p.lineSpacing = CGFloat(Int.random(in: 0...4, using: &rng))
            var attrs: [NSAttributedString.Key: Any] = [.font: fonts.randomElement(using: &rng)!, .paragraphStyle: p]
            if Bool.random(using: &rng) { attrs[.kern] = Double.random(in: 0...3, using: &rng) }
            // Underlines are left out: with mixed fallback fonts Pango puts them at the lowest font's underline
            // position, which can fall below the line box (Docs/Deviations.md).
            if Bool.random(using: &rng) { attrs[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
            let rect = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                         options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
            let kern = attrs[.kern] as? Double ?? 0
            #expect(rect.width <= width + kern + 0.01, "\(text.debugDescription) at \(width) \(attrs)")
            #expect(rect.height >= 0 && rect.height.isFinite)
            let canvas = CGSize(width: 300, height: max(40, ceil(rect.height) + 40))
            let image = renderer1x(canvas).image { _ in
                text.draw(with: CGRect(x: 20, y: 20, width: width, height: rect.height + 1), options: .usesLineFragmentOrigin,
                          attributes: attrs, context: nil)
            }
            if let ink = inkBox(image) {
                // Ink may overhang the typographic box by a few points (italics, combining marks), colour
                // emoji bitmaps by up to a third of the size (see Docs/Deviations.md).
                let slack: CGFloat = max(6, 0.35 * (attrs[.font] as! UIFont).pointSize)
                #expect(ink.minX >= 20 - slack && ink.maxX <= 20 + max(rect.width, width) + slack, "\(text.debugDescription)")
                #expect(ink.minY >= 20 - slack && ink.maxY <= 20 + rect.height + slack, "\(text.debugDescription) \(ink) \(rect) \(width) \(attrs)")
            }
        }
    }

    @Test("Bad input: unpaired surrogates, NUL, megabyte strings and wrong-typed attributes measure in bounded time")
    func badInput() {
        let surrogate = String(decoding: [0xD800, 0x61] as [UInt16], as: UTF16.self)
        #expect("a\u{0}b".size(withAttributes: nil).width > 0)
        #expect(surrogate.size(withAttributes: nil).width > 0)
        let nsLone = NSString(characters: [0xDC00, 0x62], length: 2)
        #expect(nsLone.size(withAttributes: nil).width > 0)
        let wrong: [NSAttributedString.Key: Any] = [.font: "not a font", .foregroundColor: 42, .kern: "x", .paragraphStyle: 3]
        #expect("abc".size(withAttributes: wrong) == "abc".size(withAttributes: nil))
        let big = String(repeating: "lorem ipsum dolor ", count: 60_000)  // ~1 MB
        let start = Date()
        let r = big.boundingRect(with: CGSize(width: 400, height: 200), options: .usesLineFragmentOrigin, attributes: nil, context: nil)
        #expect(r.height <= 200 && r.width <= 400)
        #expect(Date().timeIntervalSince(start) < 10)
        let l = UILabel()
        l.font = .systemFont(ofSize: .nan)
        l.text = "NaN font"
        #expect(l.intrinsicContentSize.width > 0 && l.intrinsicContentSize.width.isFinite)
    }
}

@MainActor @Suite(.freshWorld) struct LabelBadInputTests {
    @Test("Labels with odd sizes, negative line counts, huge fonts and odd widths measure finitely and render")
    func oddLabels() {
        let window = makeWindow(CGSize(width: 120, height: 80))
        let sizes: [CGSize] = [.zero, CGSize(width: -10, height: -10), CGSize(width: 1, height: 1),
                               CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1e9), CGSize(width: 3, height: 500)]
        for (i, s) in sizes.enumerated() {
            let l = UILabel(frame: CGRect(origin: .zero, size: CGSize(width: max(s.width, 0) > 1e6 ? 120 : max(s.width, 0), height: max(s.height, 0) > 1e6 ? 80 : max(s.height, 0))))
            l.text = ["", "x", "שלום 😀", "a\nb\nc", String(repeating: "long ", count: 50)][i]
            l.numberOfLines = [-3, 0, 1, 2, 0][i]
            l.font = [UIFont.systemFont(ofSize: 1e9), .systemFont(ofSize: 0.01), .systemFont(ofSize: 17), .systemFont(ofSize: -1), .systemFont(ofSize: 12)][i]
            l.adjustsFontSizeToFitWidth = i % 2 == 0
            l.minimumScaleFactor = [0, 0.5, 2, -1, 0.1][i]
            let fit = l.sizeThatFits(s)
            #expect(fit.width.isFinite && fit.height.isFinite && fit.width >= 0 && fit.height >= 0)
            let ics = l.intrinsicContentSize
            #expect(ics.width.isFinite && ics.height.isFinite)
            window.addSubview(l)
            _ = window.renderedImage(scale: 1)
            l.removeFromSuperview()
        }
    }
}
