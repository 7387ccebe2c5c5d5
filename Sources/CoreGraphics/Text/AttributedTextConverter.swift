import Foundation

/// A font object the text engine can use (package protocol: UIKit's `UIFont` conforms).
package protocol TextFontProviding { var textFontSpec: TextFontSpec { get } }
/// A colour object the text engine can use (package protocol: UIKit's `UIColor` conforms).
package protocol TextColorProviding { var textColor: TextColor { get } }
/// A paragraph style the text engine can use (package protocol: UIKit's `NSParagraphStyle` conforms).
package protocol TextParagraphProviding { var textParagraphSpec: TextParagraphSpec { get } }
/// An inline attachment the text engine leaves room for (package protocol: `NSTextAttachment` conforms).
package protocol TextAttachmentProviding { func textAttachmentSize(lineHeight: Double) -> CGSize }
/// A line-style value (package protocol: `NSUnderlineStyle` conforms).
package protocol TextIntegerProviding { var textInteger: Int { get } }
/// A shadow (package protocol: `NSShadow` conforms): offset, blur, colour.
package protocol TextShadowProviding { var textShadow: (offset: CGSize, blur: Double, color: TextColor) { get } }

extension CGColor: TextColorProviding {
    package var textColor: TextColor { let c = rgba; return TextColor(r: c.r, g: c.g, b: c.b, a: c.a) }
}

/// What an attributed string resolves to for the engine, besides its runs.
package struct AttributedTextResolution {
    package var key: TextLayoutKey
    /// Whole-string effects the engine applies per drawing (first run's values).
    package var strokeWidth: Double = 0
    package var strokeColor: TextColor?
    package var shadow: (offset: CGSize, blur: Double, color: TextColor)?
    /// Attachment objects by UTF-16 location.
    package var attachments: [Int: AnyObject] = [:]
    package init(key: TextLayoutKey) { self.key = key }
}

/// Reads UIKit's attribute keys (by their raw names) from an attributed string (package use by UIKit's
/// string drawing and QuartzCore's `CATextLayer`). Values of the wrong type are ignored, as if absent.
package enum AttributedTextConverter {
    package static func number(_ v: Any?) -> Double? {
        switch v {
        case let n as Double: return n
        case let n as CGFloat: return Double(n)
        case let n as Int: return Double(n)
        case let n as Float: return Double(n)
        case let n as NSNumber: return n.doubleValue
        default: return nil
        }
    }
    static func color(_ v: Any?) -> TextColor? {
        (v as? TextColorProviding)?.textColor
    }
    static func decoration(_ v: Any?) -> TextLineDecoration {
        let raw: Int
        if let p = v as? TextIntegerProviding { raw = p.textInteger } else if let n = number(v) { raw = Int(n) } else { return .none }
        if raw & 0xFF == 0 { return .none }
        if raw & 0x08 != 0 { return .double }
        if raw & 0x02 != 0 { return .thick }
        return .single
    }

    /// Resolves `string` with `defaultFont` and `defaultParagraph` where no attribute says otherwise. A run's
    /// foreground is left nil when it equals `drawColor` (the colour the layout is drawn in), so a colour
    /// change does not need a new layout.
    package static func resolve(_ string: NSAttributedString, defaultFont: TextFontSpec, drawColor: TextColor,
                                defaultParagraph: TextParagraphSpec = TextParagraphSpec(),
                                width: Double?, maximumLines: Int) -> AttributedTextResolution {
        let text = string.string
        var runs: [TextRun] = []
        var paragraph: TextParagraphSpec?
        var res = AttributedTextResolution(key: TextLayoutKey(text: text, runs: [], paragraph: defaultParagraph,
                                                              width: width, maximumLines: maximumLines))
        let total = (text as NSString).length
        var first = true
        string.enumerateAttributes(in: NSRange(location: 0, length: total), options: []) { attrs, range, _ in
            var style = TextRunStyle(font: (attrs[.init("NSFont")] as? TextFontProviding)?.textFontSpec ?? defaultFont)
            if let c = color(attrs[.init("NSColor")]), c != drawColor { style.foreground = c }
            style.background = color(attrs[.init("NSBackgroundColor")])
            style.underline = decoration(attrs[.init("NSUnderline")])
            style.underlineColor = color(attrs[.init("NSUnderlineColor")])
            style.strikethrough = decoration(attrs[.init("NSStrikethrough")])
            style.strikethroughColor = color(attrs[.init("NSStrikethroughColor")])
            style.kern = (number(attrs[.init("NSKern")]) ?? 0) + (number(attrs[.init("NSTracking")]) ?? 0)
            style.baselineOffset = number(attrs[.init("NSBaselineOffset")]) ?? 0
            style.ligatures = (number(attrs[.init("NSLigature")]) ?? 1) != 0
            if let a = attrs[.init("NSAttachment")] as? TextAttachmentProviding {
                let m = TextEngine.metrics(style.font)
                style.inlineBox = a.textAttachmentSize(lineHeight: m.lineHeight)
                res.attachments[range.location] = a as AnyObject
            }
            if first {
                paragraph = (attrs[.init("NSParagraphStyle")] as? TextParagraphProviding)?.textParagraphSpec
                if let w = number(attrs[.init("NSStrokeWidth")]), w.isFinite { res.strokeWidth = w }
                res.strokeColor = color(attrs[.init("NSStrokeColor")])
                res.shadow = (attrs[.init("NSShadow")] as? TextShadowProviding)?.textShadow
                first = false
            }
            if let last = runs.last, last.style == style, last.location + last.length == range.location {
                runs[runs.count - 1].length += range.length
            } else {
                runs.append(TextRun(location: range.location, length: range.length, style: style))
            }
        }
        if runs.isEmpty { runs = [TextRun(location: 0, length: 0, style: TextRunStyle(font: defaultFont))] }
        res.key.runs = runs
        if let paragraph { res.key.paragraph = paragraph }
        return res
    }
}
