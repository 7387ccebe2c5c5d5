import Testing
import Foundation
@testable import UIKit

/// A one-line layout with a width and a truncation mode is truncated exactly when its unbroken text is
/// wider than the width; a layout without a width, a truncation mode or a line limit never is.
@MainActor @Suite(.freshWorld) struct TextLayoutTruncationTests {
    static let pieces: [String] = ["a", "W", "word", "Ågot", "0123", "é", "中文", "-", "...", "mmm", "il"]

    func key(_ text: String, width: Double?, truncation: TextParagraphSpec.Truncation, lines: Int) -> TextLayoutKey {
        var p = TextParagraphSpec()
        p.truncation = truncation
        let run = TextRun(location: 0, length: text.utf16.count,
                          style: TextRunStyle(font: TextFontSpec(families: "DejaVu Sans", size: 15)))
        return TextLayoutKey(text: text, runs: [run], paragraph: p, width: width, maximumLines: lines)
    }

    @Test("Random one-line texts and widths: truncated exactly when the unbroken text is wider than the width")
    func truncatedWhenWider() {
        var rng = SplitMix64(seed: 1_202)
        var checked = 0
        for _ in 0..<120 {
            // No spaces: one unbreakable run, so a narrower width can only truncate it.
            let text = (0..<rng.int(1...6)).map { _ in Self.pieces[rng.below(Self.pieces.count)] }.joined()
            let natural = TextLayout(key(text, width: nil, truncation: .none, lines: 1)).size.width
            let width = Double(rng.int(5...250))
            guard abs(Double(natural) - width) > 0.5 else { continue }
            let mode: TextParagraphSpec.Truncation = [.tail, .head, .middle][rng.below(3)]
            let l = TextLayout(key(text, width: width, truncation: mode, lines: 1))
            #expect(l.isTruncated == (Double(natural) > width), "\(text) natural \(natural) width \(width) \(mode)")
            checked += 1
        }
        #expect(checked > 60)
    }

    @Test("Without a width, a truncation mode or a line limit a layout is never truncated")
    func notTruncatedWithoutEllipsization() {
        var rng = SplitMix64(seed: 1_203)
        for _ in 0..<60 {
            let text = (0..<rng.int(1...12)).map { _ in Self.pieces[rng.below(Self.pieces.count)] }.joined(separator: " ")
            let width = Double(rng.int(5...60))
            #expect(!TextLayout(key(text, width: nil, truncation: .tail, lines: 1)).isTruncated)
            #expect(!TextLayout(key(text, width: width, truncation: .none, lines: 0)).isTruncated)
            #expect(!TextLayout(key(text, width: width, truncation: .tail, lines: 0)).isTruncated)
        }
    }
}
