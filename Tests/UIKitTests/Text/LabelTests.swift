import Testing
import Foundation
import UIKit
import QuartzCore

/// UILabel and CATextLayer: documented defaults, measuring, wrapping, truncation, drawing.
@MainActor @Suite(.freshWorld) struct LabelTests {
    let font = UIFont(name: "DejaVu Sans", size: 20)!

    @Test("UILabel defaults as documented")
    func defaults() {
        let l = UILabel()
        #expect(l.font.pointSize == 17 && l.font.familyName == UIFont.systemFont(ofSize: 17).familyName)
        #expect(l.textColor == UIColor.label)
        #expect(l.textAlignment == .natural && l.numberOfLines == 1 && l.lineBreakMode == .byTruncatingTail)
        #expect(!l.isUserInteractionEnabled && l.isEnabled && !l.isHighlighted)
        #expect(l.shadowColor == nil && l.shadowOffset == CGSize(width: 0, height: -1))
        #expect(!l.adjustsFontSizeToFitWidth && l.minimumScaleFactor == 0 && l.preferredMaxLayoutWidth == 0)
        #expect(l.baselineAdjustment == .alignBaselines && l.contentMode == .redraw)
        #expect(l.text == nil && l.attributedText == nil && l.intrinsicContentSize == .zero)
    }

    @Test("text and attributedText stay in sync; attributed text sets font and colour from location 0")
    func textSync() {
        let l = UILabel()
        l.text = "Hi"
        #expect(l.attributedText?.string == "Hi")
        #expect((l.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) == l.font)
        l.attributedText = NSAttributedString(string: "Styled", attributes: [.font: font, .foregroundColor: UIColor.red])
        #expect(l.text == "Styled" && l.font == font && l.textColor == .red)
        l.text = nil
        #expect(l.attributedText == nil)
    }

    @Test("intrinsicContentSize is the text's size rounded up; sizeThatFits wraps multi-line labels")
    func measuring() {
        // A label rounds its size up to the main screen's pixels; on a scale-1 screen those are points.
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        let l = UILabel()
        l.font = font
        l.text = "Hello label"
        let natural = "Hello label".size(withAttributes: [.font: font])
        #expect(l.intrinsicContentSize == CGSize(width: ceil(natural.width), height: ceil(natural.height)))
        l.text = "one two three four five six seven eight nine ten"
        l.numberOfLines = 0
        let fit = l.sizeThatFits(CGSize(width: 120, height: 0))
        let lineH = "x".size(withAttributes: [.font: font]).height
        let expected = PangoReference.measure(l.text!, family: "DejaVu Sans", size: 20, width: 120)
        #expect(fit.width <= 120)
        #expect(fit.height == ceil(expected.height) && expected.lines > 3)
        l.numberOfLines = 2
        #expect(l.sizeThatFits(CGSize(width: 120, height: 0)).height == ceil(2 * lineH))
        l.preferredMaxLayoutWidth = 120
        #expect(l.intrinsicContentSize.height == ceil(2 * lineH))
        let r = l.textRect(forBounds: CGRect(x: 5, y: 7, width: 120, height: 1000), limitedToNumberOfLines: 3)
        #expect(r.origin == CGPoint(x: 5, y: 7) && r.height == ceil(3 * lineH))
    }

    @Test("A label draws its text centred vertically in its colour; highlighted draws in highlightedTextColor")
    func drawing() throws {
        let window = makeWindow(CGSize(width: 200, height: 100))
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        l.font = font
        l.textColor = .blue
        l.text = "Centered"
        l.textAlignment = .center
        window.addSubview(l)
        let image = window.renderedImage(scale: 1)
        let box = try #require(inkBox(onWhite: image))
        #expect(abs(box.midY - 50) < 4 && abs(box.midX - 100) < 3)
        #expect(countPixels(image) { $0.b > 200 && $0.r < 60 } > 30)
        l.highlightedTextColor = .red
        l.isHighlighted = true
        #expect(countPixels(window.renderedImage(scale: 1)) { $0.r > 200 && $0.b < 60 && $0.g < 60 } > 30)
    }

    @Test("Truncation: a single-line label too narrow keeps its ink inside the bounds; clipping mode keeps one line")
    func truncation() throws {
        let window = makeWindow(CGSize(width: 200, height: 60))
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        l.font = font
        l.text = "A much longer text than fits"
        window.addSubview(l)
        let box = try #require(inkBox(onWhite: window.renderedImage(scale: 1)))
        #expect(box.maxX <= 81)
        l.lineBreakMode = .byClipping
        let clipped = try #require(inkBox(onWhite: window.renderedImage(scale: 1)))
        #expect(clipped.maxX <= 81 && clipped.height < 30)
    }

    @Test("adjustsFontSizeToFitWidth shrinks the text into the width, not below minimumScaleFactor")
    func shrinking() throws {
        let window = makeWindow(CGSize(width: 300, height: 60))
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        l.font = font
        l.text = "Shrink me to fit"
        l.adjustsFontSizeToFitWidth = true
        l.minimumScaleFactor = 0.1
        l.lineBreakMode = .byClipping
        window.addSubview(l)
        let box = try #require(inkBox(onWhite: window.renderedImage(scale: 1)))
        #expect(box.maxX <= 101 && box.width > 80)
    }

    @Test("CATextLayer defaults as documented; it draws its string")
    func textLayer() throws {
        let t = CATextLayer()
        #expect(t.fontSize == 36 && !t.isWrapped && t.truncationMode == .none && t.alignmentMode == .natural)
        #expect(t.foregroundColor == CGColor(gray: 1, alpha: 1) && t.string == nil && t.font == nil)
        #expect(CATextLayerTruncationMode.end.rawValue == "end" && CATextLayerAlignmentMode.center.rawValue == "center")
        t.string = "Layer"
        t.font = "DejaVu Sans" as CFTypeRef
        t.fontSize = 20
        #expect(abs(t.preferredFrameSize().width - ceil("Layer".size(withAttributes: [.font: font]).width)) < 0.01)
        t.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let window = makeWindow(CGSize(width: 200, height: 60))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        window.addSubview(v)
        t.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        v.layer.addSublayer(t)
        #expect(countPixels(window.renderedImage(scale: 1)) { $0.r > 200 && $0.g < 60 } > 20)
    }

    @Test("CATextLayer wraps at its width when isWrapped and truncates to one line with truncationMode")
    func textLayerWrapping() {
        let t = CATextLayer()
        t.font = "DejaVu Sans" as CFTypeRef
        t.fontSize = 14
        t.string = "one two three four five six seven eight nine ten"
        t.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        let line = "x".size(withAttributes: [.font: UIFont(name: "DejaVu Sans", size: 14)!]).height
        #expect(t.preferredFrameSize().height == ceil(line))
        t.isWrapped = true
        #expect(t.preferredFrameSize().height > 2 * line && t.preferredFrameSize().width <= 100)
        t.isWrapped = false
        t.truncationMode = .end
        #expect(t.preferredFrameSize().height == ceil(line) && t.preferredFrameSize().width <= 100)
    }

}

func countPixels(_ image: UIImage, _ pred: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> Int {
    guard let cg = image.cgImage else { return 0 }
    var n = 0
    for y in 0..<cg.height { for x in 0..<cg.width where pred(cg.rgba(atX: x, y: y)) { n += 1 } }
    return n
}

/// The bounding box of the pixels that are not white.
func inkBox(onWhite image: UIImage) -> CGRect? {
    guard let cg = image.cgImage else { return nil }
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<cg.height {
        for x in 0..<cg.width {
            let p = cg.rgba(atX: x, y: y)
            if Int(p.r) + Int(p.g) + Int(p.b) < 3 * 255 - 48 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}
