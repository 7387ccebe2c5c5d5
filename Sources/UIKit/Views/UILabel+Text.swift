import Foundation

/// One layout a label asks for: width (nil = unbroken), kept lines, truncation, font scale.
struct LabelLayoutRequest: Hashable {
    var width: Double?
    var lines: Int
    var truncate: Bool
    var scale: Double
}

/// A layout a label asked for: its measurements, kept, and the layout itself, not held
/// (`TextLayoutCache` owns it by text, attributes and width; the entry keeps its key's hash and serial
/// number to find it there), so that a measured label costs its view and a few words, not the glyphs.
/// Measuring again reads the measurements; drawing asks the shared cache again with the same key only when
/// it has let the layout go.
struct LabelLayoutEntry {
    var request: LabelLayoutRequest
    var metrics: TextLayoutMetrics
    /// The layout's `cacheHash` and `serial` (0: none). A weak reference did the same with a side table
    /// made and freed per layout, which cost more than the lookup.
    var cacheHash = 0, serial = 0
    /// The layout while the shared cache keeps it.
    var layout: TextLayout? { serial == 0 ? nil : TextLayoutCache.layout(hash: cacheHash, serial: serial) }
    /// The layout held strongly: one the shared cache does not keep (very long texts), so that drawing
    /// what was measured does not lay the text out again, and one the label drew, so that redrawing it
    /// (a colour change) reuses it whatever the shared cache has let go.
    var held: TextLayout?
    /// What an attributed text resolved to beyond the layout key (shadow, stroke, attachments); nil for
    /// plain text, whose resolution is the layout's key.
    var extras: LabelResolution?

    init(request: LabelLayoutRequest, layout: TextLayout, held: Bool, extras: LabelResolution?) {
        self.request = request
        self.metrics = layout.metrics
        self.held = held ? layout : nil
        self.extras = extras
        remember(layout)
    }

    /// Finds `layout` in the shared cache from now on.
    mutating func remember(_ layout: TextLayout) {
        cacheHash = layout.cacheHash
        serial = layout.serial
    }

    /// Takes the layout out of the shared cache (the label is going away).
    func dropFromSharedCache() {
        if let l = held { TextLayoutCache.drop(l) } else if serial != 0 { TextLayoutCache.drop(hash: cacheHash, serial: serial) }
    }
}

/// An attributed text's resolution, boxed so that plain-text entries stay small. Immutable, so a label's
/// deinit may read it on any thread.
final class LabelResolution: @unchecked Sendable {
    let resolution: AttributedTextResolution
    init(_ resolution: AttributedTextResolution) { self.resolution = resolution }
}

extension UILabel {
    /// Drops cached layouts and asks for redraw and a new intrinsic size after a text or style change.
    func textDidChange() {
        layoutCache = []
        setNeedsDisplay()
        // Auto Layout hears of the new intrinsic size.
        textIntrinsicContentSizeDidChange()
    }

    /// Called when the intrinsic content size may have changed: Auto Layout hears of it.
    func textIntrinsicContentSizeDidChange() { invalidateIntrinsicContentSize() }

    /// Whether there is text to show, read from the storage without copying the string out.
    var hasText: Bool {
        if let a = _attributed { return a.length > 0 }
        return !(_text?.isEmpty ?? true)
    }

    /// The label's layout for a request, and what an attributed text resolved to beyond the layout's key
    /// (nil for plain text): from its entry while the shared cache keeps it, else from the shared cache by
    /// key (laid out only if no label or string drawing has the same text, attributes and width).
    /// `hold`: keep the layout strongly from now on (the label is drawing it). Entries are read in place:
    /// copying one out retains and releases everything it holds.
    func labelLayout(_ req: LabelLayoutRequest, hold: Bool = false) -> (TextLayout, LabelResolution?) {
        if let i = entryIndex(req) {
            if let l = layoutCache[i].held ?? layoutCache[i].layout {
                if hold && layoutCache[i].held == nil { layoutCache[i].held = l }
                return (l, layoutCache[i].extras)
            }
            let extras = layoutCache[i].extras
            let key = extras?.resolution.key ?? labelKey(req)
            let l = TextLayoutCache.layout(for: key)
            layoutCache[i].remember(l)
            if hold || !TextLayoutCache.keeps(key) { layoutCache[i].held = l }
            return (l, extras)
        }
        // Plain text goes from the label's state to the key directly: a resolution would only be built,
        // copied and destroyed around the key.
        let extras = _attributed == nil ? nil : LabelResolution(labelResolution(req))
        let key = extras?.resolution.key ?? labelKey(req)
        let kept = TextLayoutCache.keeps(key)
        // The key's last use: the cache hands it on to a new layout without copying it.
        let layout = TextLayoutCache.layout(for: key)
        // A fresh label's first entry is made as a one-element array (no growth of an empty one). The
        // entry is made where it is stored: a local entry was copied in (retaining what it holds) and
        // destroyed.
        if layoutCache.isEmpty || layoutCache.count > 6 {
            layoutCache = [LabelLayoutEntry(request: req, layout: layout, held: hold || !kept, extras: extras)]
        } else {
            layoutCache.append(LabelLayoutEntry(request: req, layout: layout, held: hold || !kept, extras: extras))
        }
        return (layout, extras)
    }

    /// The layout key of the label's text for a request: the attributed text's resolved key, or for plain
    /// text one run in the label's font with its paragraph settings.
    func labelKey(_ req: LabelLayoutRequest) -> TextLayoutKey {
        if _attributed != nil { return labelResolution(req).key }
        let text = _text ?? ""
        let run = TextRun(location: 0, length: text.utf16.count, style: TextRunStyle(font: _font.textFontSpec))
        let key = TextLayoutKey(text: text, runs: [run], paragraph: labelParagraph(req), width: req.width,
                                maximumLines: req.lines)
        return req.scale != 1 ? StringDrawing.scaled(key, req.scale) : key
    }

    /// The paragraph settings of the label's style for a request.
    func labelParagraph(_ req: LabelLayoutRequest) -> TextParagraphSpec {
        var paragraph = TextParagraphSpec()
        paragraph.alignment = _textAlignment.spec
        paragraph.wrap = _lineBreakMode == .byCharWrapping ? .char : .word
        paragraph.truncation = req.truncate ? _lineBreakMode.truncation : .none
        return paragraph
    }

    /// The measurements for a request: kept from the first time the label asked (no layout needed).
    func labelMetrics(_ req: LabelLayoutRequest) -> TextLayoutMetrics {
        cachedMetrics(req) ?? labelLayout(req).0.metrics
    }

    /// The measurements kept for a request, if the label asked for it before (read in place).
    func cachedMetrics(_ req: LabelLayoutRequest) -> TextLayoutMetrics? {
        guard let i = entryIndex(req) else { return nil }
        return layoutCache[i].metrics
    }

    /// The index of the entry for a request. A loop, not `firstIndex(where:)`: the closure would be checked
    /// for the main actor's executor on every call and would copy each entry it tests.
    func entryIndex(_ req: LabelLayoutRequest) -> Int? {
        var i = 0
        while i < layoutCache.count {
            if layoutCache[i].request == req { return i }
            i += 1
        }
        return nil
    }

    /// What the label's text and style resolve to for a request: the layout key, plus an attributed
    /// text's whole-string effects.
    func labelResolution(_ req: LabelLayoutRequest) -> AttributedTextResolution {
        guard let a = _attributed else { return AttributedTextResolution(key: labelKey(req)) }
        let paragraph = labelParagraph(req)
        var res = AttributedTextConverter.resolve(a, defaultFont: _font.textFontSpec, drawColor: _textColor.textColor,
                                                  defaultParagraph: paragraph, width: req.width, maximumLines: req.lines)
        if !req.truncate { res.key.paragraph.truncation = .none }
        // The label's line-break mode rules over the attributed paragraph's.
        res.key.paragraph.wrap = paragraph.wrap
        if req.truncate { res.key.paragraph.truncation = paragraph.truncation }
        if req.scale != 1 { res.key = StringDrawing.scaled(res.key, req.scale) }
        return res
    }

    var effectiveLines: Int { max(_numberOfLines, 0) }

    /// Width a single-line label lays out at: unbroken for clipping, else the given width.
    func layoutWidth(_ width: CGFloat) -> Double? {
        guard width.isFinite, width > 0, width < 1e7 else { return nil }
        if effectiveLines == 1 && _lineBreakMode == .byClipping { return nil }
        return Double(width)
    }

    /// `v` rounded up to the device pixel grid at `scale` (UIKit sizes text to the screen's pixels: 52.67 pt
    /// at 3×, not 53).
    static func ceilToPixel(_ v: CGFloat, scale: CGFloat) -> CGFloat {
        let s = scale.isFinite && scale >= 1 ? scale : 1
        // A hair of tolerance keeps sizes that are already on the grid from growing by a pixel.
        return ceil(v * s - 1e-6) / s
    }

    /// The screen scale the label's text is measured for: its window's screen, else the main screen.
    var _pixelScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

    func labelTextRect(forBounds bounds: CGRect, limitedToNumberOfLines n: Int) -> CGRect {
        guard hasText else { return CGRect(origin: bounds.origin, size: .zero) }
        let lines = max(n, 0)
        let layout = labelMetrics(LabelLayoutRequest(width: layoutWidth(bounds.width), lines: lines, truncate: lines > 0, scale: 1))
        let scale = _pixelScale
        var size = CGSize(width: UILabel.ceilToPixel(layout.size.width, scale: scale),
                          height: UILabel.ceilToPixel(layout.size.height, scale: scale))
        if bounds.width.isFinite, bounds.width > 0 { size.width = min(size.width, bounds.width) }
        if bounds.height.isFinite, bounds.height > 0, bounds.height < 1e7 {
            // Only whole lines that fit the height (at least one).
            let fit = layout.lines.filter { $0.rect.maxY <= bounds.height + 0.5 }
            let h = fit.isEmpty ? layout.lines.first.map { $0.rect.maxY } ?? 0 : fit.last!.rect.maxY
            size.height = min(size.height, UILabel.ceilToPixel(h, scale: scale))
        }
        return CGRect(origin: bounds.origin, size: size)
    }

    func labelSizeThatFits(_ size: CGSize) -> CGSize {
        guard hasText else { return .zero }
        let w: CGFloat = effectiveLines == 1 || !(size.width > 0) ? .greatestFiniteMagnitude : size.width
        return textRect(forBounds: CGRect(x: 0, y: 0, width: w, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: effectiveLines).size
    }

    func labelIntrinsicContentSize() -> CGSize {
        guard hasText else { return .zero }
        let w: CGFloat = effectiveLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        let natural = textRect(forBounds: CGRect(x: 0, y: 0, width: w, height: .greatestFiniteMagnitude),
                               limitedToNumberOfLines: effectiveLines).size
        // A multi-line label whose width comes from constraints (no preferred width): as on iOS, its
        // height is the height of the text wrapped at the width the engine gave it; its width stays the
        // unwrapped width, the engine's first-pass value (see LayoutEngine.settleWidthDependentSizes).
        if hasWidthDependentIntrinsicSize, let auto = _rare?.autoLayout?.automaticLayoutWidth, auto > 0 {
            let wrapped = textRect(forBounds: CGRect(x: 0, y: 0, width: auto, height: .greatestFiniteMagnitude),
                                   limitedToNumberOfLines: effectiveLines).size
            return CGSize(width: natural.width, height: wrapped.height)
        }
        return natural
    }

    /// Whether the label's intrinsic height depends on the width it is laid out at: multi-line with
    /// `preferredMaxLayoutWidth` 0 (iOS 8's automatic preferred width).
    var hasWidthDependentIntrinsicSize: Bool { hasText && effectiveLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The colour the text is drawn in for the current state.
    var drawingColor: TextColor {
        if isHighlighted, let h = highlightedTextColor { return h.textColor }
        var c = _textColor === UILabel.defaultTextColor ? UILabel.resolvedDefaultTextColor() : _textColor.textColor
        if !isEnabled { c.a *= 0.44 }
        return c
    }

    /// The default colour (`.label`) resolved for the current trait collection: resolved again only when
    /// `UITraitCollection.current` is another collection than last time (collections are immutable, and the
    /// one resolved for is held, so its identity cannot be reused). Resolving the dynamic colour (its
    /// provider, the resolved colour's components) cost about 480 instructions per drawn label.
    static func resolvedDefaultTextColor() -> TextColor {
        let traits = UITraitCollection._current
        if traits !== defaultTextColorTraits {
            defaultTextColorTraits = traits
            defaultTextColorResolved = defaultTextColor.resolvedColor(with: traits).textColor
        }
        return defaultTextColorResolved
    }
    @exclusivity(unchecked) static var defaultTextColorTraits: UITraitCollection?
    @exclusivity(unchecked) static var defaultTextColorResolved = TextColor(r: 0, g: 0, b: 0, a: 1)

    /// The request drawn in `rect` and its measurements: wrapped at its width, the lines that fit its
    /// height, truncated per the line-break mode, shrunk when `adjustsFontSizeToFitWidth` allows.
    func drawingRequest(in rect: CGRect) -> (request: LabelLayoutRequest, metrics: TextLayoutMetrics, scale: Double) {
        let width = layoutWidth(rect.width)
        var lines = effectiveLines
        var scale = 1.0
        // A single line measured unbroken (sizeThatFits, intrinsicContentSize) that fits is drawn from that
        // same layout: measured once, drawn from the same layout.
        let unbroken = LabelLayoutRequest(width: nil, lines: 1, truncate: true, scale: 1)
        if lines == 1, let w = width, let natural = cachedMetrics(unbroken),
           Double(natural.size.width) <= w + 0.01, !natural.isTruncated {
            return (unbroken, natural, 1)
        }
        var request = LabelLayoutRequest(width: width, lines: lines, truncate: lines > 0, scale: 1)
        var layout = labelMetrics(request)
        if adjustsFontSizeToFitWidth, rect.width > 0 {
            let natural = labelMetrics(LabelLayoutRequest(width: lines == 1 ? nil : width, lines: lines, truncate: false, scale: 1))
            let overflowsHeight = lines != 1 && Double(natural.size.height) > Double(rect.height) + 0.5
            if Double(natural.size.width) > Double(rect.width) + 0.01 || layout.isTruncated || overflowsHeight {
                let minimum = minimumScaleFactor > 0 && minimumScaleFactor < 1 ? Double(minimumScaleFactor) : 0.05
                if lines == 1 {
                    scale = max(minimum, Double(rect.width) / max(Double(natural.size.width), 0.001))
                } else {
                    scale = 1
                    var tries = 0
                    repeat {
                        scale = max(minimum, scale * 0.92); tries += 1
                        let l = labelMetrics(LabelLayoutRequest(width: width, lines: 0, truncate: false, scale: scale))
                        if Double(l.size.height) <= Double(rect.height) + 0.5 && (lines == 0 || l.lines.count <= lines) { break }
                    } while scale > minimum && tries < 30
                }
                request = LabelLayoutRequest(width: width, lines: lines, truncate: lines > 0, scale: scale)
                layout = labelMetrics(request)
            }
        }
        if rect.height.isFinite, rect.height > 0, Double(layout.size.height) > Double(rect.height) + 0.5 {
            let fit = max(1, layout.lines.filter { Double($0.rect.maxY) <= Double(rect.height) + 0.5 }.count)
            if lines == 0 || fit < lines {
                lines = fit
                request = LabelLayoutRequest(width: width, lines: lines, truncate: true, scale: scale)
                layout = labelMetrics(request)
            }
        }
        return (request, layout, scale)
    }

    func labelDrawText(in rect: CGRect) {
        guard hasText, let ctx = UIGraphicsGetCurrentContext() else { return }
        let (request, metrics, scale) = drawingRequest(in: rect)
        let (layout, extras) = labelLayout(request, hold: true)
        let size = metrics.size
        var x = rect.minX
        if request.width == nil, rect.width.isFinite {
            // Unbroken line: place it by alignment ourselves.
            switch _textAlignment {
            case .center: x += (rect.width - size.width) / 2
            case .right: x += rect.width - size.width
            case .natural, .justified: if metrics.baseIsRightToLeft { x += rect.width - size.width }
            default: break
            }
        }
        var y = rect.minY + (rect.height - size.height) / 2
        if scale != 1, effectiveLines == 1 {
            let unscaled = labelMetrics(LabelLayoutRequest(width: nil, lines: 1, truncate: false, scale: 1))
            switch baselineAdjustment {
            case .alignBaselines:
                y = rect.minY + (rect.height - unscaled.size.height) / 2 + unscaled.firstBaseline - metrics.firstBaseline
            case .alignCenters: break
            case .none: y = rect.minY
            }
        }
        y = (y * 2).rounded() / 2  // keep baselines on half points, as UIKit aligns to pixels.
        // Text drawing leaves the context's state as it was; only the label's shadow needs a saved state.
        let shadow = shadowColor
        if let shadow {
            ctx.saveGState()
            ctx.setShadow(offset: shadowOffset, blur: 0, color: shadow.cgColor)
        }
        // Plain text (no extras) draws straight from its layout, without building a resolution.
        StringDrawing.draw(layout, resolution: extras?.resolution, color: drawingColor, at: CGPoint(x: x, y: y), in: ctx)
        if shadow != nil { ctx.restoreGState() }
    }

    /// Distance from the top of the bounds to the first baseline, as drawn (text top on half points);
    /// Auto Layout's `firstBaselineAnchor` reads it.
    var textFirstBaselineFromTop: CGFloat {
        guard hasText else { return 0 }
        let layout = drawingRequest(in: bounds).metrics
        return (((bounds.height - layout.size.height) / 2) * 2).rounded() / 2 + layout.firstBaseline
    }

    /// Distance from the last baseline to the bottom of the bounds (`lastBaselineAnchor` seam).
    var textLastBaselineFromBottom: CGFloat {
        guard hasText else { return 0 }
        let layout = drawingRequest(in: bounds).metrics
        return bounds.height - ((((bounds.height - layout.size.height) / 2) * 2).rounded() / 2 + layout.lastBaseline)
    }
}
