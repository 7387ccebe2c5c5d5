import Foundation

/// String measuring and drawing on the text engine (the implementation behind `NSString`'s, `String`'s and
/// `NSAttributedString`'s UIKit drawing methods, and shared by `UILabel`).
enum StringDrawing {
    /// The default font of string drawing: Helvetica 12 pt, as documented (Inter stands in).
    static let defaultFont = TextFontSpec(families: SystemFontFamilies.helvetica, size: 12)

    /// Lines kept, layout and the resolution it came from.
    struct Laid {
        var layout: TextLayout
        var resolution: AttributedTextResolution
        var scale: CGFloat = 1
    }

    static func resolve(_ s: NSAttributedString, width: Double?, maximumLines: Int, color: TextColor = .black,
                        font: TextFontSpec = defaultFont, paragraph: TextParagraphSpec = TextParagraphSpec()) -> AttributedTextResolution {
        AttributedTextConverter.resolve(s, defaultFont: font, drawColor: color, defaultParagraph: paragraph,
                                        width: width, maximumLines: maximumLines)
    }

    static func scaled(_ key: TextLayoutKey, _ scale: Double) -> TextLayoutKey {
        guard scale != 1 else { return key }
        var k = key
        for i in k.runs.indices {
            k.runs[i].style.font.size = max(0.01, k.runs[i].style.font.size * scale)
            k.runs[i].style.kern *= scale
        }
        return k
    }

    /// Lays out `s` as `boundingRect(with:options:context:)` and `draw(with:options:context:)` do.
    /// With `.usesLineFragmentOrigin`, the text wraps at `size.width` and keeps the lines that fit in
    /// `size.height` (at least one); a truncating line-break mode makes it one truncated line, and
    /// `.truncatesLastVisibleLine` truncates the last kept line. Without it, the text is one line.
    static func layout(_ s: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
                       context: NSStringDrawingContext?) -> Laid {
        let multi = options.contains(.usesLineFragmentOrigin)
        let w = size.width.isFinite && size.width > 0 && size.width < 1e7 ? Double(size.width) : nil
        let h = size.height.isFinite && size.height > 0 && size.height < 1e7 ? Double(size.height) : nil
        var res = resolve(s, width: multi ? w : nil, maximumLines: multi ? 0 : 1)
        let truncating = res.key.paragraph.truncation != .none
        if !multi {
            if truncating, let w { res.key.width = w }
            return Laid(layout: TextLayoutCache.layout(for: res.key), resolution: res)
        }
        if truncating { res.key.maximumLines = 1 } else if let h {
            // No more lines than could fit the height (with lines at least half the first font's height),
            // so long texts lay out in bounded time.
            let lh = max(TextEngine.metrics(res.key.runs.first?.style.font ?? defaultFont).lineHeight * 0.5, 0.5)
            res.key.maximumLines = Int(min(h / lh, 100_000)) + 2
        }
        var laid = TextLayoutCache.layout(for: res.key)
        // Shrinking to fit (NSStringDrawingContext.minimumScaleFactor).
        var scale = 1.0
        if let context, context.minimumScaleFactor > 0, context.minimumScaleFactor < 1, let w {
            let minimum = Double(context.minimumScaleFactor)
            func overflows(_ l: TextLayout) -> Bool {
                (h.map { Double(l.size.height) > $0 + 0.5 } ?? false) || l.isTruncated || (res.key.width == nil && Double(l.size.width) > w)
            }
            var tries = 0
            while overflows(laid), scale > minimum, tries < 24 {
                scale = max(minimum, scale * 0.92)
                laid = TextLayoutCache.layout(for: scaled(res.key, scale))
                tries += 1
            }
            res.key = scaled(res.key, scale)
        }
        if let h, !truncating {
            let fit = max(1, laid.lines.filter { Double($0.rect.maxY) <= h + 0.5 }.count)
            if fit < laid.lines.count || (laid.droppedLines && fit != res.key.maximumLines) {
                res.key.maximumLines = fit
                if options.contains(.truncatesLastVisibleLine) {
                    if res.key.paragraph.truncation == .none { res.key.paragraph.truncation = .tail }
                }
                laid = TextLayoutCache.layout(for: res.key)
            }
        }
        context?.actualScaleFactor = CGFloat(scale)
        return Laid(layout: laid, resolution: res, scale: CGFloat(scale))
    }

    /// `boundingRect(with:options:context:)`: origin at the top-left for multi-line layout, at the baseline
    /// (negative y) for single-line layout.
    static func boundingRect(_ s: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        let laid = layout(s, size: size, options: options, context: context)
        let l = laid.layout
        let r: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            r = CGRect(origin: .zero, size: l.size)
        } else {
            r = CGRect(x: 0, y: -l.firstBaseline, width: Double(l.size.width), height: Double(l.size.height))
        }
        context?.totalBounds = r
        return r
    }

    /// `size()`: the natural size, wrapping only at hard line breaks.
    static func size(_ s: NSAttributedString) -> CGSize {
        TextLayoutCache.layout(for: resolve(s, width: nil, maximumLines: 0).key).size
    }

    /// Draws a laid-out text with its top-left at `origin` into the current context.
    static func draw(_ laid: Laid, at origin: CGPoint, caller: String) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext(caller) }
        draw(laid.layout, resolution: laid.resolution, color: .black, at: origin, in: ctx)
    }

    /// Draws `layout` in `ctx`, with the resolution's shadow, stroke and attachments; `res` nil is plain
    /// text, whose resolution is the layout's key alone (none of them).
    static func draw(_ layout: TextLayout, resolution res: AttributedTextResolution?, color: TextColor, at origin: CGPoint,
                     in ctx: CGContext) {
        guard let res else {
            layout.draw(in: ctx, at: origin, color: color, strokeWidth: 0, strokeColor: color, inlineBox: nil)
            return
        }
        if let sh = res.shadow {
            ctx.saveGState()
            ctx.setShadow(offset: sh.offset, blur: CGFloat(sh.blur),
                          color: CGColor(red: sh.color.r, green: sh.color.g, blue: sh.color.b, alpha: sh.color.a))
        }
        let attachments = res.attachments
        layout.draw(in: ctx, at: origin, color: color, strokeWidth: res.strokeWidth, strokeColor: res.strokeColor ?? color,
                    inlineBox: attachments.isEmpty ? nil : { location, rect in
            (attachments[location] as? NSTextAttachment)?.image?.draw(in: rect)
        })
        if res.shadow != nil { ctx.restoreGState() }
    }

    static func attributed(_ string: String, _ attrs: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: string, attributes: attrs)
    }
}
