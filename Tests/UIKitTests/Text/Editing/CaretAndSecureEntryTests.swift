import Foundation
import Testing
import UIKit

/// The caret blinks on the media clock (0.5 s shown, 0.5 s hidden, shown again at once after an edit) in
/// the tint colour; secure entry draws bullets, never the text's glyphs.
@MainActor @Suite(.freshWorld) struct CaretAndSecureEntryTests {
    /// Whether the pixel at the caret's centre shows the field's tint colour.
    func caretShows(_ f: UITextField, in w: UIWindow) -> Bool {
        let r = f.convert(f.caretRect(for: f.selectedTextRange!.end), to: w)
        let px = w.renderedImage(scale: 1).pixel(Int(r.midX), Int(r.midY))
        return px[2] > 200 && px[0] < 100
    }

    @Test("blink states at chosen media times: on for 0.5 s, off for 0.5 s; typing shows it again at once")
    func blink() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        f.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(f.becomeFirstResponder())
        _ = UIApplication.shared.runOneTurn()
        var states: [Bool] = [caretShows(f, in: w)]
        for step in [0.4, 0.2, 0.3, 0.2, 0.4, 0.1, 0.5] { // t = 0.4, 0.6, 0.9, 1.1, 1.5, 1.6, 2.1
            CAMediaClock.advance(by: step)
            _ = UIApplication.shared.runOneTurn()
            states.append(caretShows(f, in: w))
        }
        // Half-periods from the start: 0, 0, 1, 1, 2, 3, 3, 4 (even: shown).
        #expect(states == [true, true, false, false, true, false, false, true])
        CAMediaClock.advance(by: 0.5) // t = 2.6: half-period 5, hidden
        _ = UIApplication.shared.runOneTurn()
        #expect(!caretShows(f, in: w))
        EditKeys.type(text: "i", in: w) // an edit restarts the blink: on at once
        #expect(caretShows(f, in: w))
        CAMediaClock.advance(by: 0.45)
        _ = UIApplication.shared.runOneTurn()
        #expect(caretShows(f, in: w))
        CAMediaClock.advance(by: 0.1)
        _ = UIApplication.shared.runOneTurn()
        #expect(!caretShows(f, in: w))
        f.resignFirstResponder()
        _ = UIApplication.shared.runOneTurn()
        #expect(!f.subviews.contains { $0.backgroundColor == f.tintColor && !$0.isHidden })
    }

    func render(_ configure: (UITextField) -> Void) -> UIImage {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 50))
        w.backgroundColor = .white
        w.isHidden = false
        let f = UITextField(frame: CGRect(x: 10, y: 8, width: 200, height: 34))
        f.font = EditKeys.font
        w.addSubview(f)
        configure(f)
        return w.renderedImage(scale: 1)
    }

    func difference(_ a: UIImage, _ b: UIImage) -> Int {
        var n = 0
        for y in 0..<50 { for x in 0..<220 where zip(a.pixel(x, y), b.pixel(x, y)).contains(where: { abs(Int($0) - Int($1)) > 40 }) { n += 1 } }
        return n
    }

    @Test("isSecureTextEntry draws one bullet per grapheme cluster and no glyph of the real text")
    func secureEntry() {
        let secret = render { $0.isSecureTextEntry = true; $0.text = "WXW😀" }
        let bullets = render { $0.text = "\u{2022}\u{2022}\u{2022}\u{2022}" }
        let plain = render { $0.text = "WXW😀" }
        #expect(difference(secret, bullets) == 0)
        #expect(difference(secret, plain) > 50)
        #expect(countPixels(secret) { $0.r < 128 } > 20)
    }

    @Test("placeholder shows only while the text is empty")
    func placeholder() {
        let empty = render { $0.placeholder = "Name" }
        let typed = render { $0.placeholder = "Name"; $0.text = "Bo" }
        let bo = render { $0.text = "Bo" }
        let blank = render { _ in }
        #expect(difference(empty, blank) > 20)
        #expect(difference(typed, bo) == 0)
    }

    @Test("adjustsFontSizeToFitWidth shrinks a long text into the field, not below minimumFontSize")
    func shrinkToFit() throws {
        let long = "abcdefghijklmnopqrstuvwxyz"
        let natural = long.size(withAttributes: [.font: EditKeys.font]).width
        #expect(natural > 200)
        let fitted = render { $0.text = long; $0.adjustsFontSizeToFitWidth = true }
        let box = try #require(inkBox(onWhite: fitted))
        #expect(box.width > 150 && box.maxX <= 10 + 200 + 1)
        #expect(box.height < 15) // smaller glyphs than the 17-point font's
        let floored = render { $0.text = long; $0.adjustsFontSizeToFitWidth = true; $0.minimumFontSize = 17 }
        #expect(difference(floored, render { $0.text = long }) == 0)
    }
}
