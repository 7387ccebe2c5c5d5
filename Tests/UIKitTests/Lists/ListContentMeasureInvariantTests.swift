import Foundation
import Testing
@testable import UIKit

/// A list content view sized by its own `sizeThatFits(_:)` shows all of its text: the text laid out beside the
/// image is the text measured there (Apple's self-sizing cells rely on this), for random texts, widths and
/// symbol sizes, with and without an image.
@MainActor @Suite(.freshWorld)
struct ListContentMeasureInvariantTests {
    @Test("Text laid out in a list content view at its fitting height is never taller than its frame", arguments: [UInt64(1), 2, 3])
    func fittingHeightHoldsTheText(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let words = ["Minutes", "of", "the", "weekly", "meeting", "Lunch", "on", "Friday", "Invoice", "2041",
                     "Quarterly", "report", "draft", "Welcome", "team", "Photos", "from", "trip", "a", "walk"]
        for _ in 0..<60 {
            var c = UIListContentConfiguration.cell()
            c.text = (0..<Int.random(in: 1...9, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
            if Bool.random(using: &rng) {
                c.image = UIImage(systemName: ["envelope", "star", "flag.fill", "trash"].randomElement(using: &rng)!)
                c.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: CGFloat.random(in: 12...30, using: &rng))
            }
            let view = UIListContentView(configuration: c)
            let width = CGFloat(Int.random(in: 160...420, using: &rng))
            let fit = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            view.frame = CGRect(x: 0, y: 0, width: width, height: fit.height)
            view.layoutIfNeeded()
            let label = view.subviews.compactMap { $0 as? UILabel }.first { $0.text == c.text }
            guard let label else { Issue.record("no text label for \(c.text ?? "")"); continue }
            let needed = label.sizeThatFits(CGSize(width: label.frame.width, height: .greatestFiniteMagnitude)).height
            #expect(needed <= label.frame.height + 0.5, "\(c.text ?? "") at \(width) pt, image \(c.image != nil): needs \(needed), has \(label.frame.height)")
            #expect(label.frame.maxY <= view.bounds.height + 0.5)
        }
    }
}
