import Testing
import Foundation
@testable import UIKit

/// A label's default text colour is `.label`, a dynamic colour that UIKit resolves with
/// `UITraitCollection.current` each time the text is drawn: black text in the light style, white in the dark.
@MainActor @Suite(.serialized, .freshWorld) struct LabelDefaultColourTests {
    /// The label's text drawn on mid grey under `traits`: the extreme channel value of its pixels (the
    /// darkest for light text colours is the grey, so both ends are returned).
    func drawnExtremes(_ label: UILabel, under traits: UITraitCollection) -> (darkest: Int, brightest: Int) {
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        UITraitCollection.current = traits
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { ctx in
            UIColor(white: 0.5, alpha: 1).setFill()
            ctx.fill(label.bounds)
            label.drawText(in: label.bounds)
        }
        var darkest = 255, brightest = 0
        for y in 0..<Int(label.bounds.height) {
            for x in 0..<Int(label.bounds.width) {
                let p = image.pixel(x, y)
                darkest = min(darkest, Int(p[0])); brightest = max(brightest, Int(p[0]))
            }
        }
        return (darkest, brightest)
    }

    @Test("Drawing in the default colour follows the current style each time, in any order")
    func defaultColourFollowsEachDraw() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.font = .systemFont(ofSize: 30)
        label.text = "HHHH"
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        for (traits, isDark) in [(light, false), (dark, true), (dark, true), (light, false),
                                 (UITraitCollection(userInterfaceStyle: .dark), true)] {
            let e = drawnExtremes(label, under: traits)
            if isDark {
                #expect(e.brightest >= 250)
                #expect(e.darkest >= 120)
            } else {
                #expect(e.darkest <= 5)
                #expect(e.brightest <= 135)
            }
        }
        // A colour set by the app is drawn as set, whatever the style.
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(drawnExtremes(label, under: dark).brightest >= 250)
        label.textColor = nil
        #expect(drawnExtremes(label, under: light).darkest <= 5)
    }
}
