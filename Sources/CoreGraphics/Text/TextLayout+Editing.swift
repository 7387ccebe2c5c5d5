import Foundation
import CCairo
import CPangoCairo

/// Where a caret may stand and which words a text holds, as Pango's text-boundary analysis (UAX #29
/// grapheme clusters and words) finds them. UTF-16 offsets throughout, as `NSRange` counts.
package struct TextBoundaries: Sendable, Equatable {
    /// Offsets a caret can stand at (grapheme-cluster boundaries), ascending, from 0 to the text's length.
    package var carets: [Int]
    /// Offsets where a word starts.
    package var wordStarts: Set<Int>
    /// Offsets where a word ends.
    package var wordEnds: Set<Int>

    /// The caret offset after `offset` (the end when there is none).
    package func next(after offset: Int) -> Int {
        var lo = 0, hi = carets.count
        while lo < hi { let m = (lo + hi) / 2; if carets[m] <= offset { lo = m + 1 } else { hi = m } }
        return lo < carets.count ? carets[lo] : (carets.last ?? 0)
    }
    /// The caret offset before `offset` (0 when there is none).
    package func previous(before offset: Int) -> Int {
        var lo = 0, hi = carets.count
        while lo < hi { let m = (lo + hi) / 2; if carets[m] < offset { lo = m + 1 } else { hi = m } }
        return lo > 0 ? carets[lo - 1] : 0
    }
    /// The caret offset nearest to `offset` at or before it (snaps an offset inside a cluster to its start).
    package func snapped(_ offset: Int) -> Int {
        var lo = 0, hi = carets.count
        while lo < hi { let m = (lo + hi) / 2; if carets[m] <= offset { lo = m + 1 } else { hi = m } }
        return lo > 0 ? carets[lo - 1] : 0
    }
    /// The index of the cluster that starts at or contains `offset` (the number of clusters before it).
    package func clusterIndex(of offset: Int) -> Int {
        var lo = 0, hi = carets.count
        while lo < hi { let m = (lo + hi) / 2; if carets[m] <= offset { lo = m + 1 } else { hi = m } }
        return max(lo - 1, 0)
    }
}

extension TextEngine {
    /// The boundaries of `text` (caret positions and words), from Pango's log attributes
    /// (`pango_get_log_attrs`: text analysis only, no font, no shaping).
    package static func boundaries(of text: String) -> TextBoundaries {
        guard !text.isEmpty else { return TextBoundaries(carets: [0], wordStarts: [], wordEnds: []) }
        var clean = text.utf8.contains(0) ? text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : text
        let scalars = clean.unicodeScalars.count
        var attrs = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars + 1)
        sync {
            clean.withUTF8 { buf in
                buf.withMemoryRebound(to: CChar.self) { chars in
                    attrs.withUnsafeMutableBufferPointer { a in
                        pango_get_log_attrs(chars.baseAddress!, Int32(buf.count), -1, pango_language_get_default(), a.baseAddress, Int32(scalars + 1))
                    }
                }
            }
        }
        return attrs.withUnsafeBufferPointer { readBoundaries($0.baseAddress, count: scalars + 1, text: clean) }
    }

    /// Reads `count` log attributes (one per scalar of `text`, plus the end).
    static func readBoundaries(_ attrs: UnsafePointer<PangoLogAttr>?, count: Int, text: String) -> TextBoundaries {
        let n = Int32(count)
        var carets: [Int] = [], starts = Set<Int>(), ends = Set<Int>()
        var utf16 = 0, i = 0
        func visit(_ k: Int) {
            guard let attrs, k < Int(n) else { if k == 0 || carets.last != utf16 { carets.append(utf16) }; return }
            let a = attrs[k]
            if a.is_cursor_position != 0 || k == 0 || k == Int(n) - 1 { if carets.last != utf16 { carets.append(utf16) } }
            if a.is_word_start != 0 { starts.insert(utf16) }
            if a.is_word_end != 0 { ends.insert(utf16) }
        }
        for scalar in text.unicodeScalars {
            visit(i)
            utf16 += scalar.value >= 0x10000 ? 2 : 1
            i += 1
        }
        visit(i)
        if carets.last != utf16 { carets.append(utf16) }
        return TextBoundaries(carets: carets, wordStarts: starts, wordEnds: ends)
    }
}

extension TextLayout {
    /// The caret's rectangle before the character at a UTF-16 offset (Pango's strong cursor), in layout
    /// coordinates: zero width, the line's height.
    package func caretRect(atUTF16Offset offset: Int) -> CGRect {
        TextEngine.sync {
            var strong = PangoRectangle(), weak = PangoRectangle()
            pango_layout_get_cursor_pos(layout, Int32(byte(offset)), &strong, &weak)
            let s = Double(PANGO_SCALE)
            return CGRect(x: Double(strong.x) / s + max(key.paragraph.headIndent, 0), y: Double(strong.y) / s,
                          width: 0, height: Double(strong.height) / s)
        }
    }

    /// The UTF-16 offset of the caret position nearest to `point` (layout coordinates): points left of a
    /// line map to its start, right of it to its end, above the first line to the first, below the last to
    /// the last.
    package func utf16Offset(closestTo point: CGPoint) -> Int {
        TextEngine.sync {
            let s = Double(PANGO_SCALE)
            let x = point.x.isFinite ? Double(point.x) - max(key.paragraph.headIndent, 0) : 0
            let y = point.y.isFinite ? Double(point.y) : 0
            var index: Int32 = 0, trailing: Int32 = 0
            pango_layout_xy_to_index(layout, Int32(max(min(x, 1e6), -1e6) * s), Int32(max(min(y, 1e6), -1e6) * s), &index, &trailing)
            var utf16 = utf16Offset(ofByte: index)
            // `trailing` counts characters (scalars) of the cluster past its leading edge.
            if trailing > 0 {
                let u = Array(key.text.utf16)
                var k = 0
                while k < Int(trailing), utf16 < u.count {
                    utf16 += UTF16.isLeadSurrogate(u[utf16]) && utf16 + 1 < u.count ? 2 : 1
                    k += 1
                }
            }
            return utf16
        }
    }

    /// The index of the kept line holding a UTF-16 offset (the last line for the end of the text).
    package func lineIndex(containingUTF16Offset offset: Int) -> Int {
        var i = 0
        for (k, l) in lines.enumerated() where l.utf16Start <= offset { i = k }
        return i
    }
}
