import Testing
import Foundation
@testable import UIKit

/// The label baselines Auto Layout's `firstBaselineAnchor`/`lastBaselineAnchor` read.
@MainActor @Suite(.freshWorld) struct LabelBaselineTests {
    @Test("A label's first baseline is Pango's baseline below its vertically centred text; the last one is lines further")
    func baselines() {
        let font = UIFont(name: "DejaVu Sans", size: 20)!
        let l = UILabel()
        l.font = font
        l.text = "Baseline"
        l.frame = CGRect(origin: .zero, size: l.intrinsicContentSize)
        let expected = PangoReference.measure("Baseline", family: "DejaVu Sans", size: 20)
        let top = (l.bounds.height - expected.height) / 2
        #expect(abs(l.textFirstBaselineFromTop - (top + expected.baseline)) <= 0.25)
        l.numberOfLines = 0
        l.text = "one\ntwo\nthree"
        l.frame = CGRect(origin: .zero, size: l.intrinsicContentSize)
        let three = PangoReference.measure("one\ntwo\nthree", family: "DejaVu Sans", size: 20)
        let lineHeight = three.height / 3
        let lastFromTop = l.bounds.height - l.textLastBaselineFromBottom
        #expect(abs(lastFromTop - l.textFirstBaselineFromTop - 2 * lineHeight) < 0.01)
    }
}
