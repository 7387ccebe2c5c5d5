import Testing
import Foundation
@testable import UIKit

/// The layout cache files keys by `TextLayoutKey.cacheHash` and lays text out after one scan of its bytes
/// (`TextLayout.scanASCII`); randomized checks that equal keys meet, different keys part, and the scan
/// agrees with a scalar-by-scalar reading of the text.
@MainActor @Suite(.freshWorld) struct TextLayoutKeyHashingTests {
    static let pieces: [String] = ["a", "Z", " ", "word", "\t", "\n", "\u{0}", "é", "😀", "中", "שלום", "0123456789",
                                   String(repeating: "m", count: 70), "-", "\u{1F}", "\u{7F}"]

    func randomText(_ rng: inout SplitMix64) -> String {
        (0..<rng.int(0...9)).map { _ in Self.pieces[rng.below(Self.pieces.count)] }.joined()
    }

    func key(_ text: String, size: Double = 15, width: Double? = nil, lines: Int = 1) -> TextLayoutKey {
        let run = TextRun(location: 0, length: text.utf16.count, style: TextRunStyle(font: TextFontSpec(families: "DejaVu Sans", size: size)))
        return TextLayoutKey(text: text, runs: [run], paragraph: TextParagraphSpec(), width: width, maximumLines: lines)
    }

    @Test("Equal keys built from differently stored strings hash alike and find one cached layout")
    func equalKeysMeet() {
        var rng = SplitMix64(seed: 0xCAC4E)
        TextLayoutCache.removeAll()
        defer { TextLayoutCache.removeAll() }
        for _ in 0..<300 {
            let text = randomText(&rng)
            // The same text as a native string, rebuilt from its bytes, from a substring and through NSString.
            let copies = [text, String(decoding: Array(text.utf8), as: UTF8.self), String(("#" + text).dropFirst()),
                          String(NSString(string: text))]
            let width: Double? = rng.below(2) == 0 ? nil : Double(rng.int(10...300))
            let hashes = Set(copies.map { key($0, width: width).cacheHash })
            #expect(hashes.count == 1, "\(text.debugDescription)")
            let first = TextLayoutCache.layout(for: key(copies[0], width: width))
            for c in copies.dropFirst() { #expect(TextLayoutCache.layout(for: key(c, width: width)) === first) }
        }
    }

    @Test("Keys that differ in text, width, line limit or font size hash apart")
    func differentKeysPart() {
        var rng = SplitMix64(seed: 0xD1FF)
        var seen: [Int: TextLayoutKey] = [:]
        var distinct = 0
        for _ in 0..<3000 {
            let k = key(randomText(&rng), size: [11, 15, 15.5][rng.below(3)],
                        width: rng.below(3) == 0 ? nil : Double(rng.int(1...50)), lines: rng.int(0...3))
            let h = k.cacheHash
            if let other = seen[h] {
                #expect(other == k, "\(other.text.debugDescription) and \(k.text.debugDescription) share a hash")
            } else {
                seen[h] = k
                distinct += 1
            }
        }
        #expect(distinct > 1000)
        // Keys one byte or one field apart.
        #expect(key("abcdefgh").cacheHash != key("abcdefgi").cacheHash)
        #expect(key("abcdefgh1").cacheHash != key("abcdefgh2").cacheHash)
        #expect(key("").cacheHash != key("\u{0}").cacheHash)
        #expect(key("a", width: nil).cacheHash != key("a", width: 0).cacheHash)
        #expect(key("a", lines: 1).cacheHash != key("a", lines: 2).cacheHash)
        #expect(key("a", size: 12).cacheHash != key("a", size: 13).cacheHash)
    }

    @Test("The byte scan agrees with reading the text scalar by scalar")
    func scanMatchesScalars() {
        var rng = SplitMix64(seed: 0x5CA7)
        for _ in 0..<2000 {
            let text = randomText(&rng)
            let wraps = rng.below(2) == 0
            let scanned = TextLayout.scanASCII(text, wraps: wraps)
            let ascii = text.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(scanned.ascii == ascii, "\(text.debugDescription)")
            guard ascii else { continue }
            #expect(scanned.hasNUL == text.unicodeScalars.contains("\u{0}"))
            #expect(scanned.hasTab == text.unicodeScalars.contains("\t"))
            var run = 0, longest = 0
            for s in text.unicodeScalars {
                run = s == " " || (s.value >= 9 && s.value <= 13) ? 0 : run + 1
                longest = max(longest, run)
            }
            #expect(scanned.longestRun == (wraps ? longest : 0), "\(text.debugDescription)")
        }
    }
}
