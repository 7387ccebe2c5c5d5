import Foundation

/// A font as the text engine resolves it (package use by UIKit's `UIFont` and QuartzCore's `CATextLayer`):
/// a fontconfig family list, a size in points, a CSS-style weight, a slant and OpenType features.
package struct TextFontSpec: Hashable, Sendable {
    /// Comma-separated family list, first choice first (fontconfig falls back per character after it).
    package var families: String
    /// Size in points (user-space units).
    package var size: Double
    /// CSS weight, 100 (thin) to 900 (black); 400 regular, 700 bold.
    package var weight: Int
    package var italic: Bool
    /// OpenType features, e.g. `"tnum 1"` for monospaced digits; empty for none.
    package var features: String

    package init(families: String, size: Double, weight: Int = 400, italic: Bool = false, features: String = "") {
        self.families = families
        self.size = size
        self.weight = weight
        self.italic = italic
        self.features = features
    }
}

/// A font's vertical metrics in points (package use by `UIFont`).
package struct TextFontMetrics: Sendable, Equatable {
    package var ascender: Double
    /// Negative, below the baseline, as UIKit reports it.
    package var descender: Double
    package var leading: Double
    package var capHeight: Double
    package var xHeight: Double
    package var lineHeight: Double { ascender - descender + leading }
}

/// RGBA components in 0...1.
package struct TextColor: Hashable, Sendable {
    package var r: Double, g: Double, b: Double, a: Double
    package init(r: Double, g: Double, b: Double, a: Double) {
        func f(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0 }
        self.r = f(r); self.g = f(g); self.b = f(b); self.a = f(a)
    }
    package static let black = TextColor(r: 0, g: 0, b: 0, a: 1)
}

/// Line decoration (underline or strikethrough) as UIKit's `NSUnderlineStyle` describes it, reduced to what
/// Pango draws.
package enum TextLineDecoration: Hashable, Sendable {
    case none, single, double, thick
}

/// The attributes of one run of characters, resolved from an attributed string (package use).
package struct TextRunStyle: Hashable, Sendable {
    package var font: TextFontSpec
    package var foreground: TextColor?
    package var background: TextColor?
    package var underline: TextLineDecoration = .none
    package var underlineColor: TextColor?
    package var strikethrough: TextLineDecoration = .none
    package var strikethroughColor: TextColor?
    /// Extra space after each character, in points (`kern`/`tracking`).
    package var kern: Double = 0
    /// Baseline shift upwards, in points.
    package var baselineOffset: Double = 0
    /// Whether standard ligatures are allowed (`ligature` ≠ 0).
    package var ligatures: Bool = true
    /// An inline box of this size (attachments), drawn by the caller; the run's text is replaced by it.
    package var inlineBox: CGSize?

    package init(font: TextFontSpec) { self.font = font }

    /// Whether a run of this style in a layout whose font is `base` needs no Pango attribute: the same font,
    /// no colours, decorations, kern, baseline shift, feature change or inline box.
    func isPlain(inFont base: TextFontSpec) -> Bool {
        foreground == nil && background == nil && underline == .none && strikethrough == .none && kern == 0
            && baselineOffset == 0 && ligatures && inlineBox == nil && font.features.isEmpty && font == base
    }
}

/// A run: a range in UTF-16 offsets of the string with its style.
package struct TextRun: Hashable, Sendable {
    package var location: Int
    package var length: Int
    package var style: TextRunStyle
    package init(location: Int, length: Int, style: TextRunStyle) {
        self.location = location; self.length = length; self.style = style
    }
}

/// Paragraph-level settings (package mirror of `NSParagraphStyle` as far as Pango can apply them).
package struct TextParagraphSpec: Hashable, Sendable {
    package enum Alignment: Hashable, Sendable { case left, center, right, justified, natural }
    package enum Wrap: Hashable, Sendable { case word, char }
    package enum Truncation: Hashable, Sendable { case none, head, middle, tail }
    package var alignment: Alignment = .natural
    package var wrap: Wrap = .word
    package var truncation: Truncation = .none
    package var lineSpacing: Double = 0
    package var lineHeightMultiple: Double = 0
    package var minimumLineHeight: Double = 0
    package var maximumLineHeight: Double = 0
    package var firstLineHeadIndent: Double = 0
    package var headIndent: Double = 0
    package var tailIndent: Double = 0
    /// Forced right-to-left (true) or left-to-right (false) base direction; nil = from the text.
    package var rightToLeft: Bool?
    /// Tab stops in points (empty for Pango's default of every 8 spaces... UIKit's default is 28 pt).
    package var tabStops: [Double] = []
    package init() {}
}

/// Everything a layout is built from; hashable so layouts can be cached by it. The hash covers the text,
/// width, line limit and the runs' ranges and font sizes only (equality compares everything): hashing
/// every attribute of every run cost more than a fifth of laying out a short label.
package struct TextLayoutKey: Hashable, Sendable {
    package var text: String
    package var runs: [TextRun]
    package var paragraph: TextParagraphSpec
    /// Wrapping width in points; nil lays the text out on unbroken lines (only hard breaks wrap).
    package var width: Double?
    /// Lines kept (0 = all). Lines past this are neither measured nor drawn.
    package var maximumLines: Int
    package init(text: String, runs: [TextRun], paragraph: TextParagraphSpec, width: Double?, maximumLines: Int) {
        self.text = text; self.runs = runs; self.paragraph = paragraph; self.width = width
        self.maximumLines = maximumLines
    }

    package func hash(into h: inout Hasher) {
        h.combine(text)
        h.combine(width)
        h.combine(maximumLines)
        h.combine(runs.count)
        for r in runs { h.combine(r.location); h.combine(r.length); h.combine(r.style.font.size) }
    }

    /// The hash `TextLayoutCache` files the key under: the same parts as `hash(into:)`, mixed by
    /// multiplication over the text's UTF-8 eight bytes at a time. SipHash over the text (which Swift hashes
    /// in normalized form) cost about 600 instructions per short label. Canonically equivalent texts in
    /// different forms hash apart here: they only miss each other's layout, since the cache still compares
    /// keys with `==`.
    package var cacheHash: Int {
        let seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        var h = text.utf8.withContiguousStorageIfAvailable { TextLayoutKey.mixing($0, into: seed) }
            ?? Array(text.utf8).withUnsafeBufferPointer { TextLayoutKey.mixing($0, into: seed) }
        h = TextLayoutKey.mixing(width.map { $0.bitPattern } ?? 0x7FF8_DEAD_0000_0001, into: h)
        h = TextLayoutKey.mixing(UInt64(truncatingIfNeeded: maximumLines) << 32 ^ UInt64(truncatingIfNeeded: runs.count), into: h)
        // By index: a `for` loop would copy each run, retaining its strings.
        for i in runs.indices {
            h = TextLayoutKey.mixing(UInt64(truncatingIfNeeded: runs[i].location) << 32 ^ UInt64(truncatingIfNeeded: runs[i].length), into: h)
            h = TextLayoutKey.mixing(runs[i].style.font.size.bitPattern, into: h)
        }
        return Int(truncatingIfNeeded: h ^ h >> 32)
    }

    /// `h` with one word mixed in (a multiply and a shift).
    @inline(__always)
    static func mixing(_ v: UInt64, into h: UInt64) -> UInt64 {
        let m = (h ^ v) &* 0xFF51_AFD7_ED55_8CCD
        return m ^ m >> 29
    }

    /// `h` with `bytes` mixed in eight at a time, then the tail and the length.
    static func mixing(_ bytes: UnsafeBufferPointer<UInt8>, into h: UInt64) -> UInt64 {
        var h = h
        var i = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= bytes.count {
                h = mixing(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self), into: h)
                i += 8
            }
        }
        var tail: UInt64 = 0
        while i < bytes.count { tail = tail << 8 | UInt64(bytes[i]); i += 1 }
        return mixing(tail ^ UInt64(bytes.count) << 56, into: h)
    }
}
