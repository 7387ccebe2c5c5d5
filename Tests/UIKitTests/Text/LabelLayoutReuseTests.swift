import Testing
import Foundation
@testable import UIKit

/// A label lays its text out once for measuring and drawing (UILabel's documented flow: `sizeThatFits` /
/// `intrinsicContentSize` in the layout pass, `drawText(in:)` in the display pass), layouts are shared by
/// text, attributes and width, and a label that was only measured keeps no glyphs.
@MainActor @Suite(.freshWorld) struct LabelLayoutReuseTests {
    let font = UIFont(name: "DejaVu Sans", size: 15)!

    /// A text no other test uses, so the shared cache holds nothing for it yet.
    private func uniqueText() -> String { "Label " + UUID().uuidString.prefix(8) }

    private func draw(_ label: UILabel) {
        let renderer = UIGraphicsImageRenderer(size: label.bounds.size)
        _ = renderer.image { _ in label.drawText(in: label.bounds) }
    }

    @Test("Drawing a measured single-line label draws the layout it measured")
    func drawingReusesTheMeasuredLayout() throws {
        let label = UILabel()
        label.font = font
        label.text = uniqueText()
        let size = label.sizeThatFits(CGSize(width: 400, height: 100))
        let measured = try #require(label.layoutCache.first?.layout)
        label.frame = CGRect(origin: .zero, size: size)
        draw(label)
        #expect(label.layoutCache.count == 1)
        #expect(label.layoutCache.first?.held === measured)
    }

    @Test("Two labels with the same text, font and width share one layout")
    func sameTextSharesALayout() throws {
        let text = uniqueText()
        let a = UILabel(), b = UILabel()
        for l in [a, b] { l.font = font; l.text = text; _ = l.intrinsicContentSize }
        let la = try #require(a.layoutCache.first?.layout)
        #expect(b.layoutCache.first?.layout === la)
        b.font = UIFont(name: "DejaVu Sans", size: 16)!
        _ = b.intrinsicContentSize
        #expect(b.layoutCache.first?.layout !== la)
    }

    @Test("A label that was only measured holds its layout weakly; one that drew holds it")
    func measuredLabelsHoldNoGlyphs() throws {
        let label = UILabel()
        label.font = font
        label.text = uniqueText()
        let size = label.intrinsicContentSize
        #expect(label.layoutCache.first?.held == nil)
        // Measuring again answers from the kept measurements, whatever the shared cache keeps.
        #expect(label.intrinsicContentSize == size)
        label.frame = CGRect(origin: .zero, size: size)
        draw(label)
        #expect(label.layoutCache.first?.held != nil)
        // A colour change redraws the layout it holds.
        let drawn = label.layoutCache.first?.held
        label.textColor = .red
        draw(label)
        #expect(label.layoutCache.first?.held === drawn)
    }

    @Test("The graphics-context stack is per thread")
    func contextStackIsPerThread() {
        let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpace(name: CGColorSpace.sRGB)!,
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        // No suspension between the push and the pop: both run on this thread.
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        #expect(UIGraphicsGetCurrentContext() === ctx)
        final class Seen: @unchecked Sendable { var context = true }
        let seen = Seen()
        let done = DispatchSemaphore(value: 0)
        Thread { seen.context = UIGraphicsGetCurrentContext() != nil; done.signal() }.start()
        done.wait()
        #expect(!seen.context)
    }
}
