import Testing
import Foundation
import UIKit

@MainActor @Suite struct TextSmokeTests {
    @Test func smoke() throws {
        let r = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 200))
        let img = r.image { ctx in
            UIColor.white.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 300, height: 200))
            "Hello, world! ffi 😀 مرحبا".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
            let p = NSMutableParagraphStyle(); p.alignment = .center; p.lineBreakMode = .byTruncatingTail
            "A long line that should be truncated at the tail for sure".draw(in: CGRect(x: 10, y: 40, width: 280, height: 40), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: p])
            "Wrapped text over several lines to see how the word wrapping works here".draw(in: CGRect(x: 10, y: 80, width: 200, height: 100), withAttributes: [.font: UIFont(name: "DejaVu Serif", size: 14)!, .underlineStyle: NSUnderlineStyle.single.rawValue, .kern: 1])
        }
        try img.pngData()!.write(to: URL(fileURLWithPath: "/tmp/smoke.png"))
        let f = UIFont.systemFont(ofSize: 17)
        print("font", f.fontName, f.familyName, f.ascender, f.descender, f.lineHeight, f.capHeight, f.xHeight, f.leading)
        print("size", "Hello".size(withAttributes: [.font: f]))
        print(UIFont.fontNames(forFamilyName: "DejaVu Sans"), UIFont(name: "DejaVuSans-Bold", size: 12) as Any, UIFont(name: "NoSuch", size: 3) as Any)
    }
}
