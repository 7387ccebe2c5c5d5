import Testing
import UIKit

/// `UIButton(type:)` glyphs: the add, info and detail-disclosure glyphs are drawn in the tint colour
/// (systemBlue, (0, 122, 255), by default), as on iOS; the close glyph is grey; custom and system buttons
/// have no glyph.
@MainActor @Suite(.freshWorld) struct ButtonTypeGlyphTests {
    /// The ink (pixels far from white) of a button rendered alone on white.
    func ink(_ type: UIButton.ButtonType, tint: UIColor? = nil) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
        let window = makeWindow(CGSize(width: 44, height: 44), scale: 2)
        let button = UIButton(type: type)
        if let tint { button.tintColor = tint }
        button.frame = CGRect(x: 11, y: 11, width: 22, height: 22)
        window.addSubview(button)
        guard let cg = window.renderedImage(scale: 2).cgImage else { return [] }
        var out: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = []
        for y in 0..<cg.height { for x in 0..<cg.width {
            let p = cg.rgba(atX: x, y: y)
            if Int(p.r) + Int(p.g) + Int(p.b) < 600 { out.append(p) }
        } }
        return out
    }

    @Test("contactAdd, infoLight, infoDark and detailDisclosure draw their glyph in the tint colour")
    func tintedGlyphs() {
        for type in [UIButton.ButtonType.contactAdd, .infoLight, .infoDark, .detailDisclosure] {
            let pixels = ink(type)
            #expect(pixels.count > 20, "\(type)")
            // Solid glyph pixels are (0, 122, 255); antialiased ones blend it with white.
            let solid = pixels.filter { $0.b > 250 && $0.r < 6 }
            #expect(solid.count > 4 && solid.allSatisfy { abs(Int($0.g) - 122) <= 6 }, "\(type)")
            #expect(pixels.allSatisfy { $0.b >= $0.r && $0.b >= $0.g }, "\(type) has ink that is not the tint")
            let red = ink(type, tint: .systemRed)
            #expect(red.allSatisfy { $0.r >= $0.b }, "\(type) ignores tintColor")
        }
    }

    /// iOS's `UIButton(type: .contactAdd)` at 3× (swift-snapshot-testing's iOS reference, 73 × 71 pixels):
    /// the ring's outer edge spans pixels 4 to 68 across its middle row, 4.67 pixels thick, and the plus's
    /// crossbar spans 21 to 51, 4.6 pixels thick.
    @Test("the add glyph has the geometry of iOS's plus.circle")
    func addGlyphGeometry() throws {
        let window = makeWindow(CGSize(width: 73.0 / 3, height: 71.0 / 3), scale: 3)
        let button = UIButton(type: .contactAdd)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        window.addSubview(button)
        let cg = try #require(window.renderedImage(scale: 3).cgImage)
        // Solid ink in the middle row (red is 0 where the tint is solid).
        let row = (0..<cg.width).map { cg.rgba(atX: $0, y: 35).r < 60 }
        #expect(row[4] && row[7] && !row[3], "ring's left edge")
        #expect(row[65] && row[68] && !row[69], "ring's right edge")
        #expect(row[21] && row[51] && !row[19] && !row[53], "crossbar")
        #expect(!row[10] && !row[18], "inside the ring, left of the plus")
        // The crossbar's thickness, down column 27.
        let bar = (28..<44).filter { cg.rgba(atX: 27, y: $0).r < 128 }
        #expect(bar.count == 4 || bar.count == 5, "\(bar)")
    }

    /// The ring's anti-aliased edge pixels in iOS's 3× `UIButton(type: .contactAdd)` (swift-snapshot-testing's
    /// iOS reference; alpha out of 255): on the middle row the outer edge pixel 4 is 252 and the inner edge
    /// pixel 8 is 173; on the diagonals, where SF Symbols' ring is thinner, the outer edge pixels (12, 13),
    /// (13, 12), (58, 59) and (57, 60) are 89, 74, 86 and 71; an exact circle gives them about 25 more.
    @Test("the add glyph's ring has iOS's edge pixels on its axes and its diagonals")
    func addGlyphRingEdges() throws {
        let window = makeWindow(CGSize(width: 73.0 / 3, height: 71.0 / 3), scale: 3, background: nil)
        let button = UIButton(type: .contactAdd)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        window.addSubview(button)
        let cg = try #require(window.renderedImage(scale: 3).cgImage)
        #expect(cg.width == 73 && cg.height == 71)
        let iOS: [(x: Int, y: Int, alpha: Int)] = [(4, 35, 252), (8, 35, 173), (13, 12, 89), (12, 13, 74),
                                                   (59, 58, 86), (60, 57, 71)]
        for p in iOS {
            let here = Int(cg.rgba(atX: p.x, y: p.y).a)
            #expect(abs(here - p.alpha) <= 12, "pixel (\(p.x), \(p.y)): iOS \(p.alpha), here \(here)")
        }
    }

    @Test("close is grey; custom and system buttons without content draw nothing")
    func otherTypes() {
        let close = ink(.close)
        #expect(close.count > 20 && close.allSatisfy { abs(Int($0.r) - Int($0.b)) < 12 })
        #expect(ink(.custom).isEmpty && ink(.system).isEmpty)
    }
}
