import Testing
import Foundation
@testable import UIKit

/// The first baseline of a one-line layout (read from its line's extents) is where Pango puts it:
/// `pango_layout_get_baseline` on an independent layout, and the first baseline of the same text with a
/// second line after it, under random texts, fonts, sizes and paragraph settings.
@MainActor @Suite(.freshWorld) struct TextLayoutBaselineTests {
    static let pieces: [String] = ["a", "W", " ", "word ", "Ågot", "0123", "é", "e\u{301}", "😀", "שלום", "中文",
                                   "\t", "-", "...", "ÿ", "gjpq"]
    static let families = ["DejaVu Sans", "DejaVu Serif", "Liberation Sans", "Liberation Mono"]

    func randomText(_ rng: inout SplitMix64) -> String {
        (0..<rng.int(1...6)).map { _ in Self.pieces[rng.below(Self.pieces.count)] }.joined()
    }

    func layout(_ text: String, _ font: TextFontSpec, _ paragraph: TextParagraphSpec) -> TextLayout {
        let run = TextRun(location: 0, length: text.utf16.count, style: TextRunStyle(font: font))
        return TextLayout(TextLayoutKey(text: text, runs: [run], paragraph: paragraph, width: nil, maximumLines: 0))
    }

    @Test("Random one-line texts: the first baseline is Pango's own layout baseline")
    func baselineMatchesPango() {
        var rng = SplitMix64(seed: 1_200)
        for _ in 0..<60 {
            let text = randomText(&rng)
            let family = Self.families[rng.below(Self.families.count)]
            let size = Double(rng.int(6...48)) + [0, 0.5, 0.25][rng.below(3)]
            let l = layout(text, TextFontSpec(families: family, size: size), TextParagraphSpec())
            #expect(l.lines.count == 1)
            let reference = PangoReference.measure(text, family: family, size: size)
            #expect(abs(l.firstBaseline - reference.baseline) < 1e-9, "\(text.debugDescription) \(family) \(size)")
            #expect(abs(Double(l.size.height) - reference.height) < 1e-9)
        }
    }

    @Test("Random paragraph settings: a one-line layout's baseline is the first baseline of the same text with a second line")
    func oneLineBaselineMatchesFirstOfTwoLines() {
        var rng = SplitMix64(seed: 1_201)
        for _ in 0..<60 {
            let text = randomText(&rng)
            let font = TextFontSpec(families: Self.families[rng.below(Self.families.count)], size: Double(rng.int(8...40)))
            var p = TextParagraphSpec()
            switch rng.below(5) {
            case 0: p.lineHeightMultiple = [0.5, 1.5, 2][rng.below(3)]
            case 1: p.minimumLineHeight = Double(rng.int(20...80))
            case 2: p.maximumLineHeight = Double(rng.int(4...20))
            case 3: p.lineSpacing = Double(rng.int(1...30))
            default: break
            }
            p.alignment = [.natural, .center, .right, .left][rng.below(4)]
            let one = layout(text, font, p)
            let two = layout(text + "\nx", font, p)
            #expect(one.lines.count == 1 && two.lines.count == 2)
            #expect(abs(one.firstBaseline - two.firstBaseline) < 1e-9, "\(text.debugDescription) \(p)")
            #expect(one.lines[0].rect.height == two.lines[0].rect.height)
        }
    }
}
