import Testing
import Foundation
@testable import UIKit

/// Drawing text leaves the context's current path as it was (Core Graphics' text drawing neither uses
/// nor changes the path): an empty path stays empty, a path being built survives.
@MainActor @Suite(.freshWorld) struct TextDrawingPathTests {
    private func context() -> CGContext {
        CGContext(data: nil, width: 200, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpace(name: CGColorSpace.sRGB)!,
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
    }

    @Test("Random labels and strings drawn in turn: an empty path stays empty, a built path keeps its box")
    func textDrawingKeepsThePath() {
        var rng = SplitMix64(seed: 1724)
        let words = ["alpha", "é", "中文", "label", "0123", " ", "Wm"]
        let ctx = context()
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        for _ in 0..<60 {
            let text = (0..<rng.int(1...4)).map { _ in words[rng.below(words.count)] }.joined()
            let building = rng.below(2) == 0
            if building {
                ctx.move(to: CGPoint(x: 5, y: 5))
                ctx.addLine(to: CGPoint(x: 40, y: 30))
            }
            let box = ctx.boundingBoxOfPath
            if rng.below(2) == 0 {
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: CGFloat(rng.int(20...200)), height: 40))
                label.text = text
                label.drawText(in: label.bounds)
            } else {
                (text as NSString).draw(at: CGPoint(x: rng.int(0...50), y: rng.int(0...30)), withAttributes: nil)
            }
            #expect(ctx.isPathEmpty == !building, "\(text.debugDescription)")
            #expect(ctx.boundingBoxOfPath == box)
            ctx.beginPath()
        }
    }
}
