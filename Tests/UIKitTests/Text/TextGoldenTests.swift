import Testing
import Foundation
import UIKit

/// Attribute rendering against small PNG goldens drawn with pinned fonts (DejaVu Sans), with a tolerance
/// for antialiasing differences between Cairo/FreeType builds.
@MainActor @Suite(.freshWorld) struct TextGoldenTests {
    @Test("Golden: underline, strikethrough, background, colour, kern and baseline offset")
    func attributes() throws {
        let font = UIFont(name: "DejaVu Sans", size: 16)!
        let s = NSMutableAttributedString(string: "Under strike back Kern up", attributes: [.font: font])
        s.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red], range: NSRange(location: 0, length: 5))
        s.addAttributes([.strikethroughStyle: NSUnderlineStyle.single.rawValue], range: NSRange(location: 6, length: 6))
        s.addAttributes([.backgroundColor: UIColor.yellow, .foregroundColor: UIColor.blue], range: NSRange(location: 13, length: 4))
        s.addAttributes([.kern: 3], range: NSRange(location: 18, length: 4))
        s.addAttributes([.baselineOffset: 4, .foregroundColor: UIColor.systemGreen], range: NSRange(location: 23, length: 2))
        let image = renderer1x(CGSize(width: 260, height: 30)).image { _ in
            UIColor.white.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 260, height: 30))
            s.draw(at: CGPoint(x: 4, y: 4))
        }
        try Golden.check(image, named: "text-attributes.png", tolerance: 40)
    }

    @Test("Golden: a centred two-line label truncated at the tail")
    func label() throws {
        let window = makeWindow(CGSize(width: 160, height: 60))
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
        l.font = UIFont(name: "DejaVu Sans", size: 14)
        l.numberOfLines = 2
        l.textAlignment = .center
        l.text = "A label that wraps onto two lines and then truncates its tail"
        window.addSubview(l)
        try Golden.check(window.renderedImage(scale: 1), named: "text-label.png", tolerance: 40)
    }
}
