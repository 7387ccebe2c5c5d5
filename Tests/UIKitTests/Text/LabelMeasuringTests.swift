import Testing
import Foundation
@testable import UIKit
@testable import CoreGraphics

/// How a label measures one line against several, where tabs go, its default colour, and that its
/// layout leaves the shared cache with it.
@MainActor @Suite(.freshWorld) struct LabelMeasuringTests {
    let font = UIFont(name: "DejaVu Sans", size: 15)!

    private func label(_ text: String, lines: Int = 1) -> UILabel {
        let l = UILabel()
        l.font = font
        l.numberOfLines = lines
        l.text = text
        return l
    }

    @Test("A one-line label is as tall as one line of the same font wrapped onto three")
    func oneLineHeightMatchesWrappedLines() {
        let one = label("Wrap").sizeThatFits(CGSize(width: 400, height: 100))
        // Each word on its own line: the label is narrower than two words.
        let wrapped = label("Wrap Wrap Wrap", lines: 0).sizeThatFits(CGSize(width: one.width * 1.5, height: 1000))
        #expect(one.height > 0)
        // Heights are rounded up to the screen's pixels separately: within one point of three lines.
        #expect(abs(wrapped.height - 3 * one.height) <= 1)
        #expect(wrapped.width <= one.width * 1.5)
    }

    @Test("A one-line label's first baseline sits where the first line of a wrapped label's does")
    func oneLineBaselineMatchesWrappedFirstLine() {
        let one = label("Wrap")
        one.frame = CGRect(origin: .zero, size: one.sizeThatFits(CGSize(width: 400, height: 100)))
        let three = label("Wrap Wrap Wrap", lines: 0)
        three.frame = CGRect(origin: .zero, size: three.sizeThatFits(CGSize(width: one.bounds.width * 1.5, height: 1000)))
        let lineHeight = one.bounds.height
        // Both are laid out to fit, so their text starts at the top: the first baselines agree.
        #expect(abs(one.textFirstBaselineFromTop - three.textFirstBaselineFromTop) <= 0.5)
        #expect(one.textFirstBaselineFromTop > 0 && one.textFirstBaselineFromTop < lineHeight)
    }

    @Test("A tab advances to the next 28-point default tab stop")
    func tabUsesDefaultTabStops() {
        // NSParagraphStyle's default tab stops are left-aligned, every 28 points.
        let x = label("X").sizeThatFits(CGSize(width: 400, height: 100)).width
        let tabbed = label("\tX").sizeThatFits(CGSize(width: 400, height: 100)).width
        #expect(abs(tabbed - (28 + x)) <= 1)
    }

    @Test("textColor is the label colour by default and again after setting nil: black in light, white in dark")
    func defaultTextColorIsLabelColor() {
        let l = label("Colour")
        l.textColor = .red
        l.textColor = nil
        for (style, white) in [(UIUserInterfaceStyle.light, CGFloat(0)), (.dark, 1)] {
            var w: CGFloat = -1, a: CGFloat = -1
            #expect(l.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getWhite(&w, alpha: &a))
            #expect(abs(w - white) < 0.01 && abs(a - 1) < 0.01)
        }
        #expect(UILabel().textColor == UIColor.label)
    }

    @Test("A measured label's layout leaves the shared cache with the label; another text's layout stays")
    func layoutLeavesSharedCacheWithItsLabel() throws {
        let text = "Leaving " + UUID().uuidString.prefix(8)
        var first: UILabel? = label(text)
        _ = first?.sizeThatFits(CGSize(width: 400, height: 100))
        let key = try #require(first?.layoutCache.first?.layout?.key)
        #expect(TextLayoutCache.cached(key) != nil)
        first = nil
        #expect(TextLayoutCache.cached(key) == nil)

        // Another label's layout (another text) stays while that label lives.
        let kept = label(text + " kept")
        _ = kept.sizeThatFits(CGSize(width: 400, height: 100))
        let keptKey = try #require(kept.layoutCache.first?.layout?.key)
        var leaving: UILabel? = label(text)
        _ = leaving?.sizeThatFits(CGSize(width: 400, height: 100))
        leaving = nil
        #expect(TextLayoutCache.cached(keptKey) != nil)
        #expect(TextLayoutCache.cached(key) == nil)
        withExtendedLifetime(kept) {}
    }
}
