import Foundation
import CCairo
import CPangoCairo

/// The text engine: Pango (with HarfBuzz shaping and fontconfig fallback) behind `package` API, so that no
/// Pango type leaks out of CoreGraphics. UIKit's fonts, string drawing and labels and QuartzCore's
/// `CATextLayer` build on it.
///
/// Pango's font map and contexts are not thread-safe; every call into Pango goes through `TextEngine.sync`,
/// one recursive lock, so text can be measured and drawn from any thread as UIKit allows.
package enum TextEngine {
    static let lock = NSRecursiveLock()
    // The engine's state is read and written only under `lock`, in short sections that call nothing that
    // reaches it again while accessing it, so it goes without the runtime's access tracking.
    @exclusivity(unchecked) nonisolated(unsafe) static var _context: OpaquePointer?
    @exclusivity(unchecked) nonisolated(unsafe) static var fontDescriptions: [TextFontSpec: OpaquePointer] = [:]
    /// The description last asked for (one of `fontDescriptions`, freed with them).
    @exclusivity(unchecked) nonisolated(unsafe) static var lastFontDescription: (spec: TextFontSpec, description: OpaquePointer)?
    @exclusivity(unchecked) nonisolated(unsafe) static var metricsCache: [TextFontSpec: TextFontMetrics] = [:]

    /// Runs `body` holding the engine lock.
    @inline(__always) package static func sync<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock(); defer { lock.unlock() }
        return try body()
    }

    /// The shared Pango context: fractional glyph positions and unhinted metrics (as Core Text lays out),
    /// grey antialiasing (subpixel colour fringes would be wrong on transparent layers).
    static var context: OpaquePointer {
        if let c = _context { return c }
        let map = pango_cairo_font_map_new()!
        let ctx = pango_font_map_create_context(map)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(ctx, 0)
        _context = ctx
        return ctx
    }

    /// Whether the first strongly directional character of `text` is right to left (UAX #9's P2, with the
    /// right-to-left scripts' blocks standing for the strong R and AL classes).
    package static func startsRightToLeft(_ text: String) -> Bool {
        for s in text.unicodeScalars {
            let v = s.value
            if v < 0x80 {
                // ASCII: letters are strong left-to-right; nothing else is strong.
                if (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) { return false }
                continue
            }
            if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
                || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v) || v == 0x200F || v == 0x202B || v == 0x202E {
                if s.properties.isAlphabetic || v == 0x200F || v == 0x202B || v == 0x202E { return true }
                continue
            }
            if s.properties.isAlphabetic || v == 0x200E || v == 0x202A || v == 0x202D { return false }
        }
        return false
    }

    /// Pango units per point.
    static let scale = Double(PANGO_SCALE)

    /// A clamped, finite size: NaN, zero, negative and enormous sizes become something Pango handles.
    package static func clampedSize(_ s: Double) -> Double {
        guard s.isFinite, s > 0 else { return s.isNaN || s <= 0 ? 0.01 : 4096 }
        return min(max(s, 0.01), 4096)
    }

    /// The cached Pango font description for `spec` (owned by the cache).
    static func fontDescription(_ spec: TextFontSpec) -> OpaquePointer {
        // Consecutive layouts mostly share one font: comparing with the last spec (its family string is
        // usually the same storage) is cheaper than hashing the family list.
        if let last = lastFontDescription, last.spec == spec { return last.description }
        if let d = fontDescriptions[spec] { lastFontDescription = (spec, d); return d }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, spec.families)
        pango_font_description_set_absolute_size(d, clampedSize(spec.size) * scale)
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(min(max(spec.weight, 100), 1000))))
        pango_font_description_set_style(d, spec.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if fontDescriptions.count > 4096 {
            fontDescriptions.values.forEach { pango_font_description_free($0) }
            fontDescriptions = [:]
        }
        fontDescriptions[spec] = d
        lastFontDescription = (spec, d)
        return d
    }

    /// Vertical metrics of `spec`'s primary font: ascender, descender (negative), leading (line gap), and
    /// cap and x heights from the ink of "H" and "x".
    package static func metrics(_ spec: TextFontSpec) -> TextFontMetrics {
        sync {
            if let m = metricsCache[spec] { return m }
            let ctx = context
            let desc = fontDescription(spec)
            // Pango 1.50's font metrics are wrong with unhinted metrics; a one-line layout of the primary
            // family gives the ascent (baseline) and descent (logical height below it) exactly.
            var primary = spec
            primary.families = spec.families.split(separator: ",").first.map { String($0) } ?? spec.families
            let pdesc = fontDescription(primary)
            var ascent = 0.0, descent = 0.0, height = 0.0
            do {
                let layout = pango_layout_new(ctx)!
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                pango_layout_set_font_description(layout, pdesc)
                pango_layout_set_text(layout, "H", -1)
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_get_extents(layout, &ink, &logical)
                ascent = Double(pango_layout_get_baseline(layout)) / scale
                height = Double(logical.height) / scale
                descent = height - ascent
            }
            func inkTop(_ s: String) -> Double {
                let layout = pango_layout_new(ctx)!
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                pango_layout_set_font_description(layout, desc)
                pango_layout_set_text(layout, s, -1)
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_get_extents(layout, &ink, &logical)
                let baseline = Double(pango_layout_get_baseline(layout)) / scale
                return ink.height > 0 ? baseline - Double(ink.y) / scale : 0
            }
            let m = TextFontMetrics(ascender: ascent, descender: -descent,
                                    leading: max(0, height - ascent - descent),
                                    capHeight: inkTop("H"), xHeight: inkTop("x"))
            metricsCache[spec] = m
            return m
        }
    }

    /// Family names fontconfig knows, sorted.
    package static func familyNames() -> [String] {
        sync {
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var n: Int32 = 0
            pango_font_map_list_families(pango_context_get_font_map(context), &families, &n)
            defer { g_free(families) }
            var names: [String] = []
            for i in 0..<Int(n) {
                if let f = families?[i], let name = pango_font_family_get_name(f) { names.append(String(cString: name)) }
            }
            return names.sorted()
        }
    }

    /// A face of an installed family.
    package struct Face: Sendable, Hashable {
        package var family: String
        package var faceName: String
        package var weight: Int
        package var italic: Bool
        /// A PostScript-style name: the family and face without spaces, joined by a hyphen.
        package var postScriptName: String {
            family.replacingOccurrences(of: " ", with: "") + "-" + faceName.replacingOccurrences(of: " ", with: "")
        }
    }

    /// The faces of `family` (case-insensitive), or empty when it is not installed.
    package static func faces(ofFamily family: String) -> [Face] {
        sync {
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var n: Int32 = 0
            pango_font_map_list_families(pango_context_get_font_map(context), &families, &n)
            defer { g_free(families) }
            var result: [Face] = []
            for i in 0..<Int(n) {
                guard let f = families?[i], let cname = pango_font_family_get_name(f) else { continue }
                let name = String(cString: cname)
                guard name.caseInsensitiveCompare(family) == .orderedSame else { continue }
                var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
                var m: Int32 = 0
                pango_font_family_list_faces(f, &faces, &m)
                for j in 0..<Int(m) {
                    guard let face = faces?[j], pango_font_face_is_synthesized(face) == 0 else { continue }
                    let faceName = pango_font_face_get_face_name(face).map { String(cString: $0) } ?? "Regular"
                    let d = pango_font_face_describe(face)
                    let w = d.map { Int(pango_font_description_get_weight($0).rawValue) } ?? 400
                    let it = d.map { pango_font_description_get_style($0) != PANGO_STYLE_NORMAL } ?? false
                    if let d { pango_font_description_free(d) }
                    result.append(Face(family: name, faceName: faceName, weight: w, italic: it))
                }
                g_free(faces)
            }
            return result.sorted { ($0.italic ? 1 : 0, $0.weight, $0.faceName) < ($1.italic ? 1 : 0, $1.weight, $1.faceName) }
        }
    }
}
