import Foundation
import Synchronization
import CCairo
import CPangoCairo

/// One laid-out piece of text: a Pango layout built from a `TextLayoutKey`, measured once and drawn as often
/// as needed (package use by UIKit's string drawing, `UILabel` and `CATextLayer`).
///
/// Coordinates are points in a y-down space with the origin at the top-left of the layout box.
package final class TextLayout: @unchecked Sendable {
    /// One line kept for measuring and drawing.
    package struct Line: Sendable {
        /// Logical rectangle of the line in layout coordinates.
        package var rect: CGRect
        /// Baseline, from the top of the layout.
        package var baseline: Double
        /// Start of the line in UTF-16 offsets of the text.
        package var utf16Start: Int
    }

    package let key: TextLayoutKey
    // The measured values below are `@exclusivity(unchecked)`: they are written only while the layout is
    // made (inside its initializer, under the engine lock) and only read afterwards, so the runtime's
    // access tracking (a few hundred instructions per label, most of a fresh label's cost beyond Pango)
    // guards nothing.
    /// The Pango layout (owned).
    let layout: OpaquePointer
    /// Kept lines, top to bottom.
    @exclusivity(unchecked) package private(set) var lines: [Line] = []
    /// Whether lines past `maximumLines` were dropped (so only `lines` are drawn one by one).
    @exclusivity(unchecked) package private(set) var droppedLines = false
    /// Whether the first paragraph runs right to left (natural alignment puts it at the right).
    @exclusivity(unchecked) package private(set) var baseIsRightToLeft = false
    /// Whether Pango replaced text with an ellipsis.
    @exclusivity(unchecked) package private(set) var isEllipsized = false
    /// The size the kept lines use (logical extents: widest line, top of the first to bottom of the last).
    @exclusivity(unchecked) package private(set) var size: CGSize = .zero
    /// The union of the kept lines' logical rectangles, in layout coordinates.
    @exclusivity(unchecked) package private(set) var usedRect: CGRect = .zero
    /// The union of the ink of the kept lines (where pixels can be), in layout coordinates.
    @exclusivity(unchecked) package private(set) var inkRect: CGRect = .zero
    /// UTF-16 offset → UTF-8 byte index in the laid-out text; empty when every offset is its own byte index
    /// (ASCII text without NUL), so most labels build and keep no map.
    let byteIndex: [Int32]
    /// The text's length when `byteIndex` is empty (offsets clamp to it); 0 otherwise.
    let identityLength: Int
    /// The hash of `key`, set when `TextLayoutCache` keeps the layout (it finds the layout by it).
    @exclusivity(unchecked) package var cacheHash = 0
    /// Inline boxes (attachments): their UTF-16 location and size.
    @exclusivity(unchecked) package private(set) var inlineBoxes: [(location: Int, size: CGSize)] = []

    private static let s = Double(PANGO_SCALE)

    /// How many layouts were made (each one shapes its text once), for tests that check that measuring
    /// and drawing share a layout; also the source of `serial`.
    package static let made = Atomic<Int>(0)
    /// This layout's number among all layouts made (from 1): with `cacheHash`, how a label finds the
    /// layout again in `TextLayoutCache` without holding it.
    package let serial: Int

    package init(_ key: __owned TextLayoutKey) {
        // The text and width are read out first, so that storing the key is the parameter's last use and
        // moves it (reading the key after the store copied and destroyed the whole key).
        let source = key.text
        let wraps = key.width != nil
        self.key = key
        // UTF-8 text for Pango with a UTF-16 → byte map. NUL becomes U+FFFD (Pango takes NUL-free UTF-8);
        // unpaired surrogates were already replaced by U+FFFD when the string became a Swift String.
        // ASCII text without NUL (most labels) needs no map: its UTF-16 offsets are its byte indices.
        var map: [Int32] = []
        // Long words only matter where lines wrap; ASCII whitespace is decided without the Unicode tables.
        let scanned = TextLayout.scanASCII(source, wraps: wraps)
        var hasNUL = scanned.hasNUL, hasTab = scanned.hasTab, longestRun = scanned.longestRun
        if !scanned.ascii || hasNUL {
            hasNUL = false; hasTab = false; longestRun = 0
            var run = 0
            map.reserveCapacity(source.utf8.count + 1)
            var position: Int32 = 0
            for scalar in source.unicodeScalars {
                let v = scalar.value
                if v == 0 { hasNUL = true } else if v == 9 { hasTab = true }
                TextLayout.appendOffsets(of: v, at: &position, to: &map)
                if wraps {
                    let space = v < 0x80 ? v == 0x20 || (v >= 0x09 && v <= 0x0D) : scalar.properties.isWhitespace
                    run = space ? 0 : run + 1
                    longestRun = max(longestRun, run)
                }
            }
            map.append(position)
        }
        var text = hasNUL ? source.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : source
        if longestRun > TextLayout.longWordLength, wraps, let broken = TextLayout.breakingLongWords(text) {
            text = broken.text
            map = broken.map
        }
        serial = TextLayout.made.add(1, ordering: .relaxed).newValue
        byteIndex = map
        identityLength = map.isEmpty ? source.utf8.count : 0
        // One hold of the engine lock for making, configuring and measuring the layout.
        TextEngine.lock.lock()
        defer { TextEngine.lock.unlock() }
        layout = pango_layout_new(TextEngine.context)!
        var t = text
        t.withUTF8 { buf in
            buf.baseAddress.map { p in
                p.withMemoryRebound(to: CChar.self, capacity: buf.count) { pango_layout_set_text(layout, $0, Int32(buf.count)) }
            }
        }
        if text.isEmpty { pango_layout_set_text(layout, "", 0) }
        configure(hasTab: hasTab, ascii: scanned.ascii)
        measure()
    }

    /// Whether `text` is all ASCII, whether it holds NUL or a tab, and (when `wraps`) its longest run of
    /// non-whitespace bytes, read from the string's contiguous UTF-8 (native strings have it): iterating the
    /// UTF-8 view cost about 45 instructions a byte, most of a short label's set-up beyond Pango's.
    package static func scanASCII(_ text: String, wraps: Bool) -> (ascii: Bool, hasNUL: Bool, hasTab: Bool, longestRun: Int) {
        func scan<S: Sequence<UInt8>>(_ bytes: S) -> (ascii: Bool, hasNUL: Bool, hasTab: Bool, longestRun: Int) {
            var hasNUL = false, hasTab = false, run = 0, longestRun = 0
            for b in bytes {
                if b >= 0x80 { return (false, hasNUL, hasTab, longestRun) }
                if b < 0x20 {
                    if b == 0 { hasNUL = true } else if b == 9 { hasTab = true }
                }
                if wraps {
                    run = b == 0x20 || (b >= 0x09 && b <= 0x0D) ? 0 : run + 1
                    longestRun = max(longestRun, run)
                }
            }
            return (true, hasNUL, hasTab, longestRun)
        }
        return text.utf8.withContiguousStorageIfAvailable { scan($0) } ?? scan(text.utf8)
    }

    /// A layout for `key`, made in bounded time for long texts with a line limit: only a prefix of the text
    /// (growing until it yields more lines than kept) is laid out, since the kept lines do not depend on
    /// text past them.
    package static func make(_ key: __owned TextLayoutKey) -> TextLayout {
        guard key.maximumLines > 0, key.width != nil, key.text.utf8.count > 32_768 else { return TextLayout(key) }
        let scalars = key.text.unicodeScalars
        let total = scalars.count
        var n = max(8192, min(key.maximumLines, 1 << 20) * 256)
        while n < total {
            var k = key
            k.text = String(String.UnicodeScalarView(scalars.prefix(n)))
            let l = TextLayout(k)
            if l.droppedLines || (l.isEllipsized && l.lines.count >= key.maximumLines) { return l }
            n *= 4
        }
        return TextLayout(key)
    }

    deinit { TextEngine.sync { g_object_unref(UnsafeMutableRawPointer(layout)) } }

    /// Appends the UTF-16 → byte entries of one scalar (two for a surrogate pair) and advances `position`
    /// by its UTF-8 length in the text given to Pango (NUL is sent as U+FFFD, three bytes).
    @inline(__always)
    static func appendOffsets(of v: UInt32, at position: inout Int32, to map: inout [Int32]) {
        map.append(position)
        if v >= 0x10000 { map.append(position) }
        position += v == 0 ? 3 : v < 0x80 ? 1 : v < 0x800 ? 2 : v < 0x10000 ? 3 : 4
    }

    /// Words longer than this many characters are broken between characters (see `breakingLongWords`).
    static let longWordLength = 64

    /// Pango's word-or-character wrapping is quadratic in the length of a word that spans many lines (a
    /// 8,000-character token took 20 s in C with Pango 1.50), and it hyphenates where it breaks one, which
    /// UIKit does not. TextKit breaks a word that does not fit a line between characters, without a hyphen,
    /// so long Latin-script words (URLs, hashes, runs of one letter) get a zero-width space between their
    /// characters: Pango then breaks them there in linear time. Returns the text for Pango and its UTF-16 →
    /// byte map, or nil when no word qualifies (scripts that break by dictionary are left alone).
    static func breakingLongWords(_ text: String) -> (text: String, map: [Int32])? {
        let characters = Array(text)
        var long = [Bool](repeating: false, count: characters.count)
        var start = 0, any = false
        func close(_ end: Int) {
            guard end - start > longWordLength else { return }
            guard characters[start..<end].allSatisfy({ $0.unicodeScalars.allSatisfy { $0.value < 0x250 } }) else { return }
            for i in start + 1..<end { long[i] = true }
            any = true
        }
        for (i, c) in characters.enumerated() where c.isWhitespace {
            close(i)
            start = i + 1
        }
        close(characters.count)
        guard any else { return nil }
        var out = String.UnicodeScalarView()
        var map: [Int32] = []
        map.reserveCapacity(text.utf8.count + 1)
        var position: Int32 = 0
        for (i, c) in characters.enumerated() {
            if long[i] {
                out.append("\u{200B}")
                position += 3
            }
            for scalar in c.unicodeScalars {
                let v = scalar.value
                TextLayout.appendOffsets(of: v, at: &position, to: &map)
                out.append(v == 0 ? "\u{FFFD}" : scalar)
            }
        }
        map.append(position)
        return (String(out), map)
    }

    /// The byte index for a UTF-16 offset, clamped to the text.
    func byte(_ utf16: Int) -> UInt32 {
        if byteIndex.isEmpty { return UInt32(min(max(utf16, 0), identityLength)) }
        return UInt32(byteIndex[min(max(utf16, 0), byteIndex.count - 1)])
    }

    /// The UTF-16 offset of the first character at or after a byte index, clamped to the text.
    func utf16Offset(ofByte index: Int32) -> Int {
        if byteIndex.isEmpty { return min(max(Int(index), 0), identityLength) }
        return TextLayout.firstIndex(in: byteIndex, atLeast: index)
    }

    /// Sets the layout's font, attributes and paragraph settings; `hasTab`: the text holds a tab (tab stops
    /// are only set then).
    /// `ascii`: the text is all ASCII, so it has no strong right-to-left character (UAX #9) and the
    /// direction scan is skipped.
    private func configure(hasTab: Bool, ascii: Bool) {
        let p = key.paragraph
        let s = TextLayout.s
        let base = key.runs.isEmpty ? TextFontSpec(families: "Inter", size: 12) : key.runs[0].style.font
        pango_layout_set_font_description(layout, TextEngine.fontDescription(base))
        // Attributes per run.
        // Made on the first attribute: a label in one plain font needs none.
        var attrs: OpaquePointer?
        func insert(_ a: UnsafeMutablePointer<PangoAttribute>) {
            if attrs == nil { attrs = pango_attr_list_new() }
            pango_attr_list_insert(attrs, a)
        }
        func add(_ a: UnsafeMutablePointer<PangoAttribute>?, _ run: TextRun) {
            guard let a else { return }
            a.pointee.start_index = byte(run.location)
            a.pointee.end_index = byte(run.location + run.length)
            insert(a)
        }
        func c16(_ x: Double) -> UInt16 { UInt16((x * 65535).rounded()) }
        // Runs in the base font with no attribute of their own (a plain label's one run) are skipped before
        // being copied out of the key: copying a run retains its strings.
        // Tested through the buffer: reading `key.runs[i].style` copied the whole run (retaining its strings).
        let plain = key.runs.withUnsafeBufferPointer { b in
            var i = 0
            while i < b.count, b[i].length == 0 || b[i].style.isPlain(inFont: base) { i += 1 }
            return i == b.count
        }
        for i in key.runs.indices where !plain && key.runs[i].length > 0 && !key.runs[i].style.isPlain(inFont: base) {
            let run = key.runs[i]
            let st = run.style
            if st.font != base { add(pango_attr_font_desc_new(TextEngine.fontDescription(st.font)), run) }
            if let f = st.foreground {
                add(pango_attr_foreground_new(c16(f.r), c16(f.g), c16(f.b)), run)
                add(pango_attr_foreground_alpha_new(max(c16(f.a), 1)), run)
            }
            if let b = st.background, b.a > 0 {
                add(pango_attr_background_new(c16(b.r), c16(b.g), c16(b.b)), run)
                add(pango_attr_background_alpha_new(max(c16(b.a), 1)), run)
            }
            if st.underline != .none {
                let u: PangoUnderline = st.underline == .double ? PANGO_UNDERLINE_DOUBLE_LINE : PANGO_UNDERLINE_SINGLE_LINE
                add(pango_attr_underline_new(u), run)
                if let c = st.underlineColor { add(pango_attr_underline_color_new(c16(c.r), c16(c.g), c16(c.b)), run) }
            }
            if st.strikethrough != .none {
                add(pango_attr_strikethrough_new(1), run)
                if let c = st.strikethroughColor { add(pango_attr_strikethrough_color_new(c16(c.r), c16(c.g), c16(c.b)), run) }
            }
            if st.kern != 0, st.kern.isFinite {
                add(pango_attr_letter_spacing_new(Int32(min(max(st.kern, -1000), 1000) * s)), run)
            }
            if st.baselineOffset != 0, st.baselineOffset.isFinite {
                add(pango_attr_rise_new(Int32(min(max(st.baselineOffset, -10000), 10000) * s)), run)
            }
            var features = st.font.features
            if !st.ligatures { features += (features.isEmpty ? "" : ", ") + "liga 0, clig 0" }
            if !features.isEmpty { add(pango_attr_font_features_new(features), run) }
            if let box = st.inlineBox {
                let w = min(max(box.width.isFinite ? box.width : 0, 0), 100_000)
                let h = min(max(box.height.isFinite ? box.height : 0, 0), 100_000)
                var r = PangoRectangle(x: 0, y: Int32(-h * s), width: Int32(w * s), height: Int32(h * s))
                add(pango_attr_shape_new(&r, &r), run)
                inlineBoxes.append((run.location, CGSize(width: w, height: h)))
            }
        }
        // Paragraph settings.
        if p.lineHeightMultiple > 0, p.lineHeightMultiple.isFinite {
            pango_layout_set_line_spacing(layout, Float(min(p.lineHeightMultiple, 100)))
        }
        let m = p.minimumLineHeight > 0 || p.maximumLineHeight > 0 ? TextEngine.metrics(base) : TextFontMetrics(ascender: 0, descender: 0, leading: 0, capHeight: 0, xHeight: 0)
        if p.minimumLineHeight > m.lineHeight || (p.maximumLineHeight > 0 && p.maximumLineHeight < m.lineHeight) {
            let h = p.minimumLineHeight > m.lineHeight ? p.minimumLineHeight : p.maximumLineHeight
            let a = pango_attr_line_height_new_absolute(Int32(min(h, 100_000) * s))!
            a.pointee.start_index = 0
            a.pointee.end_index = UInt32.max
            insert(a)
        }
        if let attrs {
            pango_layout_set_attributes(layout, attrs)
            pango_attr_list_unref(attrs)
        }
        if p.lineSpacing > 0, p.lineSpacing.isFinite { pango_layout_set_spacing(layout, Int32(min(p.lineSpacing, 100_000) * s)) }

        // Width, indents, wrapping and truncation.
        var available: Double?
        if let w = key.width, w.isFinite {
            let tail = p.tailIndent > 0 ? max(0, w - p.tailIndent) : -p.tailIndent
            available = max(w - max(p.headIndent, 0) - tail, 0.001)
        }
        if let a = available { pango_layout_set_width(layout, Int32(min(a, 1_000_000) * s)) }
        let indent = p.firstLineHeadIndent - p.headIndent
        if indent != 0, indent.isFinite { pango_layout_set_indent(layout, Int32(min(max(indent, -100_000), 100_000) * s)) }
        pango_layout_set_wrap(layout, p.wrap == .char ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if ellipsizes {
            let e: PangoEllipsizeMode = p.truncation == .head ? PANGO_ELLIPSIZE_START
                : p.truncation == .middle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END
            pango_layout_set_ellipsize(layout, e)
            pango_layout_set_height(layout, -Int32(min(key.maximumLines, 100_000)))
        }
        // Alignment. Pango swaps left and right for right-to-left paragraphs when the direction comes from
        // the text, so left gives UIKit's natural alignment; explicit left/right are pre-swapped.
        let rtl = p.rightToLeft ?? (!ascii && TextEngine.startsRightToLeft(key.text))
        if let forced = p.rightToLeft {
            pango_layout_set_auto_dir(layout, 0)
            pango_context_set_base_dir(TextEngine.context, forced ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
            pango_layout_context_changed(layout)
            pango_context_set_base_dir(TextEngine.context, PANGO_DIRECTION_WEAK_LTR)
        }
        baseIsRightToLeft = rtl
        let swap = rtl && p.rightToLeft == nil
        switch p.alignment {
        case .natural: pango_layout_set_alignment(layout, p.rightToLeft == true ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .justified:
            pango_layout_set_alignment(layout, p.rightToLeft == true ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        case .left: pango_layout_set_alignment(layout, swap ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .right: pango_layout_set_alignment(layout, swap ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        }
        // Tab stops (UIKit's default interval is 28 pt).
        guard hasTab else { return }
        let stops = p.tabStops.filter { $0.isFinite && $0 > 0 }.prefix(64)
        let tabs = pango_tab_array_new(Int32(max(stops.count, 2)), 0)!
        if stops.isEmpty {
            pango_tab_array_set_tab(tabs, 0, PANGO_TAB_LEFT, Int32(28 * s))
            pango_tab_array_set_tab(tabs, 1, PANGO_TAB_LEFT, Int32(56 * s))
        } else {
            for (i, t) in stops.sorted().enumerated() { pango_tab_array_set_tab(tabs, Int32(i), PANGO_TAB_LEFT, Int32(min(t, 100_000) * s)) }
        }
        pango_layout_set_tabs(layout, tabs)
        pango_tab_array_free(tabs)
    }

    private func measure() {
        let s = TextLayout.s
        let limit = key.maximumLines > 0 ? key.maximumLines : Int.max
        let x0 = max(key.paragraph.headIndent, 0)
        var used = CGRect.null, ink = CGRect.null
        if pango_layout_get_line_count(layout) == 1 {
            // One line (most labels): the layout's extents and baseline are that line's, so the iterator
            // (its allocation and per-line extents) is not needed.
            var i = PangoRectangle(), l = PangoRectangle()
            pango_layout_get_extents(layout, &i, &l)
            // The first line's baseline lies its logical ascent below the layout's top (Pango places the
            // first line at y 0 whatever the line spacing), read from the line's cached extents:
            // `pango_layout_get_baseline` lays out every line's extents again into an array it allocates.
            var lineLogical = PangoRectangle()
            if let first = pango_layout_get_line_readonly(layout, 0) { pango_layout_line_get_extents(first, nil, &lineLogical) }
            let baseline = Double(-lineLogical.y) / s
            let r = TextLayout.points(l, dx: x0), ir = TextLayout.points(i, dx: x0)
            lines = [Line(rect: r, baseline: baseline, utf16Start: 0)]
            used = r
            if ir.width > 0, ir.height > 0 { ink = ir }
        } else {
            measureLines(limit: limit, x0: x0, used: &used, ink: &ink)
        }
        finishMeasuring(used: used, ink: ink, x0: x0)
    }

    /// Whether the layout is set to ellipsize: a finite width, a truncation mode and a line limit.
    private var ellipsizes: Bool {
        guard let w = key.width, w.isFinite else { return false }
        return key.paragraph.truncation != .none && key.maximumLines > 0
    }

    /// A Pango rectangle in points, moved right by `dx`.
    private static func points(_ r: PangoRectangle, dx: Double) -> CGRect {
        CGRect(x: Double(r.x) / s + dx, y: Double(r.y) / s, width: Double(r.width) / s, height: Double(r.height) / s)
    }

    /// Walks the lines of a multi-line layout, keeping at most `limit`.
    private func measureLines(limit: Int, x0: Double, used: inout CGRect, ink: inout CGRect) {
        let s = TextLayout.s
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        // Byte → UTF-16 for line starts.
        repeat {
            if lines.count >= limit { droppedLines = true; break }
            var i = PangoRectangle(), l = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &i, &l)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / s
            let r = TextLayout.points(l, dx: x0), ir = TextLayout.points(i, dx: x0)
            var startByte: Int32 = 0
            if let line = pango_layout_iter_get_line_readonly(iter) { startByte = line.pointee.start_index }
            let utf16 = utf16Offset(ofByte: startByte)
            lines.append(Line(rect: r, baseline: baseline, utf16Start: utf16))
            used = used.union(r)
            if ir.width > 0, ir.height > 0 { ink = ink.union(ir) }
        } while pango_layout_iter_next_line(iter) != 0
    }

    /// Sizes and flags from the kept lines.
    private func finishMeasuring(used: CGRect, ink: CGRect, x0: Double) {
        // Only a layout set to ellipsize can be ellipsized: others skip Pango's walk over the lines.
        isEllipsized = ellipsizes && pango_layout_is_ellipsized(layout) != 0
        usedRect = used.isNull ? .zero : used
        inkRect = ink.isNull ? .zero : ink
        // Width: the widest line plus its indent from the layout's left; height: to the last kept line.
        let width = lines.reduce(0.0) { max($0, $1.rect.width + max(0, $1.rect.minX - x0 - alignmentOffset($1))) }
        // UIKit's kern also follows the last character; Pango trims it at line ends.
        let trailingKern = lines.isEmpty ? 0 : max(0, key.runs.last?.style.kern ?? 0)
        var w = width + trailingKern
        // As TextKit's line fragments, the used width never exceeds the container's (a tab or an unbreakable
        // cluster wider than the width overhangs it).
        if let limit = key.width, limit.isFinite, limit > 0 { w = min(w, limit) }
        // An empty string has no line fragments: it measures zero, as in TextKit.
        size = key.text.isEmpty ? .zero : CGSize(width: w, height: usedRect.maxY > 0 ? usedRect.maxY : 0)
    }

    /// The part of a line's x offset that comes from alignment (not indents): zero for left-aligned text.
    private func alignmentOffset(_ line: Line) -> Double {
        switch pango_layout_get_alignment(layout) {
        case PANGO_ALIGN_LEFT: return 0
        default: return line.rect.minX - max(key.paragraph.headIndent, 0)
        }
    }

    /// Binary search in the (non-decreasing) UTF-16 → byte map.
    static func firstIndex(in map: [Int32], atLeast value: Int32) -> Int {
        var lo = 0, hi = map.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if map[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return min(lo, max(map.count - 1, 0))
    }

    /// Whether any text was cut: lines dropped or ellipsized.
    package var isTruncated: Bool { droppedLines || isEllipsized }

    /// Baseline of the first line from the top; 0 for no lines.
    package var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// Baseline of the last kept line from the top.
    package var lastBaseline: Double { lines.last?.baseline ?? 0 }

    /// The x position (layout coordinates) of the leading edge of the character at a UTF-16 offset, and
    /// whether it is laid out right to left (its leading edge is then its right side).
    package func characterRect(atUTF16Offset offset: Int) -> CGRect {
        TextEngine.sync {
            var r = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(byte(offset)), &r)
            let s = TextLayout.s
            return CGRect(x: Double(r.x) / s + max(key.paragraph.headIndent, 0), y: Double(r.y) / s,
                          width: Double(r.width) / s, height: Double(r.height) / s)
        }
    }

    /// Draws the kept lines with the layout's top-left at `origin` (y-down user space) through `ctx`, in
    /// `color` where runs set none; `inlineBox` draws attachments at their rectangles.
    package func draw(in ctx: CGContext, at origin: CGPoint, color: TextColor,
                      strokeWidth: Double = 0, strokeColor: TextColor? = nil,
                      inlineBox: ((Int, CGRect) -> Void)? = nil) {
        guard !lines.isEmpty else { return }
        let x = origin.x.isFinite ? Double(origin.x) : 0, y = origin.y.isFinite ? Double(origin.y) : 0
        let x0 = x + max(key.paragraph.headIndent, 0)
        func bounds() -> CGRect {
            let b = inkRect.union(usedRect).offsetBy(dx: x, dy: y)
            return strokeWidth != 0 ? b.insetBy(dx: -abs(strokeWidth), dy: -abs(strokeWidth)) : b
        }
        let outline = strokeWidth != 0 ? max(0.01, abs(strokeWidth) * TextLayout.strokeUnit(key)) : 0
        ctx.drawTextInk(userBounds: bounds(), color: (color.r, color.g, color.b, color.a), showsOnly: strokeWidth == 0) { cr in
            TextEngine.sync {
                if strokeWidth == 0 {
                    if !self.droppedLines {
                        cairo_move_to(cr, x0, y)
                        pango_cairo_show_layout(cr, self.layout)
                    } else {
                        self.eachKeptLine { line, l in
                            cairo_move_to(cr, x + l.rect.minX, y + l.baseline)
                            pango_cairo_show_layout_line(cr, line)
                        }
                    }
                    return
                }
                // Stroked text (`strokeWidth`): outline only for positive widths, fill then outline for negative.
                cairo_new_path(cr)
                self.eachKeptLine { line, l in
                    cairo_move_to(cr, x + l.rect.minX, y + l.baseline)
                    pango_cairo_layout_line_path(cr, line)
                }
                if strokeWidth < 0 { cairo_fill_preserve(cr) }
                if let sc = strokeColor { cairo_set_source_rgba(cr, sc.r, sc.g, sc.b, sc.a) }
                cairo_set_line_width(cr, outline)
                cairo_stroke(cr)
            }
        }
        if let inlineBox, !inlineBoxes.isEmpty {
            for box in inlineBoxes {
                let r = characterRect(atUTF16Offset: box.location)
                guard lines.contains(where: { $0.rect.minY <= r.minY && r.minY < $0.rect.maxY }) else { continue }
                let line = lines.last(where: { $0.rect.minY <= r.minY }) ?? lines[0]
                inlineBox(box.location, CGRect(x: x + Double(r.minX), y: y + line.baseline - box.size.height,
                                               width: box.size.width, height: box.size.height))
            }
        }
    }

    /// Stroke width is a percentage of the font size in UIKit.
    static func strokeUnit(_ key: TextLayoutKey) -> Double {
        (key.runs.first?.style.font.size ?? 12) / 100
    }

    private func eachKeptLine(_ body: (UnsafeMutablePointer<PangoLayoutLine>, Line) -> Void) {
        for (i, l) in lines.enumerated() {
            if let line = pango_layout_get_line_readonly(layout, Int32(i)) { body(line, l) }
        }
    }
}
