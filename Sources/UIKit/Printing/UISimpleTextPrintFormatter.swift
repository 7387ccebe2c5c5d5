import Foundation

/// Prints plain or attributed text, mirroring `UISimpleTextPrintFormatter`: the text wraps at the content
/// area's width and pages break between lines. The formatter's `font`, `color` and `textAlignment` apply
/// where the text has no attribute of its own.
@preconcurrency @MainActor
open class UISimpleTextPrintFormatter: UIPrintFormatter {
    /// The text (setting it replaces the attributed text).
    open var text: String? {
        get { storage?.string }
        set { storage = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The attributed text.
    open var attributedText: NSAttributedString? {
        get { storage }
        set { storage = newValue }
    }
    /// The font where the text has none (default: the system font at 12 points).
    open var font: UIFont?
    /// The color where the text has none (default: black).
    open var color: UIColor?
    /// The alignment where the text has no paragraph style.
    open var textAlignment: NSTextAlignment = .natural
    private var storage: NSAttributedString?

    /// A formatter printing `text`.
    public init(text: String) {
        storage = NSAttributedString(string: text)
        super.init()
    }

    /// A formatter printing `attributedText`.
    public init(attributedText: NSAttributedString) {
        storage = attributedText
        super.init()
    }

    /// The text with the formatter's font, color and alignment where it has none.
    private var resolvedText: NSAttributedString {
        let s = NSMutableAttributedString(attributedString: storage ?? NSAttributedString(string: ""))
        let whole = NSRange(location: 0, length: s.length)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        let defaults: [NSAttributedString.Key: Any] = [.font: font ?? UIFont.systemFont(ofSize: 12),
                                                       .foregroundColor: color ?? UIColor.black, .paragraphStyle: paragraph]
        for (key, value) in defaults {
            var missing: [NSRange] = []
            s.enumerateAttribute(key, in: whole) { existing, range, _ in if existing == nil { missing.append(range) } }
            for r in missing { s.addAttribute(key, value: value, range: r) }
        }
        return s
    }

    private func layout(width: CGFloat) -> (TextLayout, AttributedTextResolution) {
        let res = StringDrawing.resolve(resolvedText, width: Double(width), maximumLines: 0)
        return (TextLayoutCache.layout(for: res.key), res)
    }

    override func contentHeight(width: CGFloat) -> CGFloat { layout(width: width).0.size.height }

    override func pageBreaks(width: CGFloat, pageHeight: CGFloat) -> [CGFloat] {
        var breaks: [CGFloat] = [0]
        var top: CGFloat = 0
        // A page ends before the first line that does not fit; a line taller than a page starts its own
        // page and is cut at its bottom.
        for line in layout(width: width).0.lines where line.rect.maxY - top > pageHeight && line.rect.minY > top {
            top = line.rect.minY
            breaks.append(top)
        }
        return breaks
    }

    override func drawContent(width: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let (laid, res) = layout(width: width)
        StringDrawing.draw(laid, resolution: res, color: .black, at: .zero, in: ctx)
    }
}
