import Foundation
import Testing
import UIKit

/// Labels and Auto Layout meet: a text change re-lays out, baselines align on the font's metrics.
@MainActor @Suite(.freshWorld) struct LabelAutoLayoutTests {
    @Test("A label's text change invalidates its intrinsic size, so the constrained width follows the text")
    func textChangeRelaysOut() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Hi"
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        let short = label.frame.width
        label.text = "A much longer line of text"
        window.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > short)
    }

    @Test("firstBaselineAnchor sits at the font's ascender below the label's top; lastBaselineAnchor at its descender above the bottom")
    func baselines() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let a = UILabel(), b = UILabel()
        a.font = .systemFont(ofSize: 30)
        b.font = .systemFont(ofSize: 12)
        a.text = "Big"; b.text = "small"
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; window.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let baseA = a.frame.minY + a.font.ascender, baseB = b.frame.minY + b.font.ascender
        // Baselines meet within the half pixel that rounding the frames to the pixel grid allows.
        #expect(abs(baseA - baseB) <= 0.5 / UIScreen.main.scale + 0.001)
        #expect(b.frame.minY > a.frame.minY)
    }
}
