import Testing
import Foundation
@testable import UIKit

/// Randomized invariants of the label layout cache: a label's kept measurements equal a fresh, uncached
/// layout of the same text and attributes; drawing a measured label shapes nothing new and draws the layout
/// it measured; the shared cache finds exactly the layouts a model of it (insertion ring, drops) keeps.
@MainActor @Suite(.freshWorld) struct LabelLayoutCacheInvariantTests {
    static let pieces: [String] = ["a", "W", " ", "word ", "label", "0123", "é", "e\u{301}", "😀", "שלום", "中文",
                                   "x\u{0}y", "\t", "-", "...", String(repeating: "m", count: 70)]
    static let fonts = [UIFont(name: "DejaVu Sans", size: 15)!, UIFont(name: "DejaVu Serif", size: 22)!,
                        UIFont.systemFont(ofSize: 17), UIFont.monospacedSystemFont(ofSize: 11, weight: .bold)]

    func randomText(_ rng: inout SplitMix64) -> String {
        (0..<rng.int(1...8)).map { _ in Self.pieces[rng.below(Self.pieces.count)] }.joined()
    }

    func randomLabel(_ rng: inout SplitMix64) -> UILabel {
        let label = UILabel()
        let text = randomText(&rng)
        let font = Self.fonts[rng.below(Self.fonts.count)]
        if rng.below(3) == 0 {
            var attrs: [NSAttributedString.Key: Any] = [.font: font]
            if rng.below(2) == 0 { attrs[.kern] = Double(rng.int(0...3)) }
            // One run: corelibs Foundation can halt in CFAttributedStringSetAttribute when a range gets
            // another attribute (Docs/Architecture-notes.md, text).
            let a = NSAttributedString(string: text, attributes: attrs)
            label.attributedText = a
        } else {
            label.font = font
            label.text = text
        }
        label.numberOfLines = [0, 1, 1, 2, 3][rng.below(5)]
        label.lineBreakMode = [.byTruncatingTail, .byWordWrapping, .byCharWrapping, .byClipping][rng.below(4)]
        return label
    }

    func draw(_ label: UILabel) {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: max(label.bounds.width, 1), height: max(label.bounds.height, 1)))
        _ = renderer.image { _ in label.drawText(in: label.bounds) }
    }

    @Test("Measuring and drawing a fresh label lays its text out once; a colour change lays out nothing")
    func oneLayoutPerFreshLabel() {
        let label = UILabel()
        label.font = Self.fonts[0]
        label.text = "Once " + UUID().uuidString.prefix(12)
        let before = TextLayout.made.load(ordering: .relaxed)
        let size = label.sizeThatFits(CGSize(width: 400, height: 100))
        label.frame = CGRect(origin: .zero, size: size)
        draw(label)
        #expect(TextLayout.made.load(ordering: .relaxed) - before == 1)
        label.textColor = .red
        draw(label)
        #expect(TextLayout.made.load(ordering: .relaxed) - before == 1)
    }

    @Test("Random labels: kept measurements equal an uncached layout; drawing draws the measured layout")
    func cachedEqualsUncached() throws {
        var rng = SplitMix64(seed: 26)
        for _ in 0..<150 {
            let label = randomLabel(&rng)
            let width = CGFloat(rng.int(10...400))
            let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            #expect(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) == size)
            for entry in label.layoutCache {
                let fresh = TextLayout(label.labelResolution(entry.request).key)
                #expect(entry.metrics.size == fresh.size, "\(label.text!.debugDescription) \(entry.request)")
                #expect(entry.metrics.lines.map(\.rect) == fresh.lines.map(\.rect))
                #expect(entry.metrics.lines.map(\.utf16Start) == fresh.lines.map(\.utf16Start))
                #expect(entry.metrics.isTruncated == fresh.isTruncated)
            }
            label.frame = CGRect(x: 0, y: 0, width: min(size.width, width), height: size.height)
            let request = label.drawingRequest(in: label.bounds).request
            let measured = label.layoutCache.first(where: { $0.request == request })?.layout
            let before = TextLayout.made.load(ordering: .relaxed)
            draw(label)
            let drawn = try #require(label.layoutCache.first(where: { $0.request == request })?.held)
            if let measured {
                // The drawing request was measured already (the layout pass's question): nothing is shaped again.
                #expect(drawn === measured)
                #expect(TextLayout.made.load(ordering: .relaxed) == before)
            }
            #expect(drawn.key == label.labelResolution(request).key)
        }
    }

    @Test("Random inserts and drops: the shared cache keeps what a model of its ring keeps")
    func sharedCacheMatchesModel() {
        TextLayoutCache.removeAll()
        defer { TextLayoutCache.removeAll() }
        var rng = SplitMix64(seed: 96)
        let keys: [TextLayoutKey] = (0..<300).map { i in
            let text = "k\(i)"
            let run = TextRun(location: 0, length: text.utf16.count, style: TextRunStyle(font: UIFont.systemFont(ofSize: 12).textFontSpec))
            return TextLayoutKey(text: text, runs: [run], paragraph: TextParagraphSpec(), width: nil, maximumLines: 1)
        }
        var kept: [Int: TextLayout] = [:]   // key index → the layout the cache should find
        var ring: [(index: Int, layout: ObjectIdentifier)] = []
        var oldest = 0
        var alive: [TextLayout] = []        // layouts held as labels hold them, so identities stay unique
        for _ in 0..<3000 {
            let k = rng.below(keys.count)
            if rng.below(4) == 0, let l = kept[k] {
                TextLayoutCache.drop(l)
                kept[k] = nil
            } else {
                let l = TextLayoutCache.layout(for: keys[k])
                if let expected = kept[k] {
                    #expect(l === expected)
                } else {
                    kept[k] = l
                    alive.append(l)
                    let entry = (index: k, layout: ObjectIdentifier(l))
                    if ring.count < TextLayoutCache.capacity { ring.append(entry) } else {
                        let gone = ring[oldest]
                        ring[oldest] = entry
                        oldest = (oldest + 1) % TextLayoutCache.capacity
                        if let g = kept[gone.index], ObjectIdentifier(g) == gone.layout { kept[gone.index] = nil }
                    }
                }
            }
            if rng.below(50) == 0 {
                for (i, key) in keys.enumerated() { #expect(TextLayoutCache.cached(key) === kept[i], "key \(i)") }
            }
        }
        #expect(kept.count <= TextLayoutCache.capacity)
        for (i, key) in keys.enumerated() { #expect(TextLayoutCache.cached(key) === kept[i], "key \(i)") }
        withExtendedLifetime(alive) {}
    }
}
