import Foundation
import CPangoCairo

/// Expected text measurements computed straight through Pango (its own font map and context, unhinted
/// metrics, fractional positions), independent of the code under test.
enum PangoReference {
    struct Measure { var width: Double; var height: Double; var lines: Int; var baseline: Double }

    static func measure(_ text: String, family: String, size: Double, bold: Bool = false, width: Double? = nil,
                        letterSpacing: Double = 0, spacing: Double = 0, breakAnywhere: Bool = false) -> Measure {
        let map = pango_cairo_font_map_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(map)) }
        let ctx = pango_font_map_create_context(map)!
        defer { g_object_unref(UnsafeMutableRawPointer(ctx)) }
        let o = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(ctx, o)
        cairo_font_options_destroy(o)
        pango_context_set_round_glyph_positions(ctx, 0)
        let layout = pango_layout_new(ctx)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let d = pango_font_description_new()!
        defer { pango_font_description_free(d) }
        pango_font_description_set_family(d, family)
        pango_font_description_set_absolute_size(d, size * Double(PANGO_SCALE))
        if bold { pango_font_description_set_weight(d, PANGO_WEIGHT_BOLD) }
        pango_layout_set_font_description(layout, d)
        if let width {
            pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, breakAnywhere ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        }
        if letterSpacing != 0 || breakAnywhere {
            let list = pango_attr_list_new()!
            if letterSpacing != 0 { pango_attr_list_insert(list, pango_attr_letter_spacing_new(Int32(letterSpacing * Double(PANGO_SCALE)))) }
            // TextKit puts no hyphen where it breaks a word; Pango does unless told not to.
            if breakAnywhere { pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0)) }
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }
        if spacing != 0 { pango_layout_set_spacing(layout, Int32(spacing * Double(PANGO_SCALE))) }
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let s = Double(PANGO_SCALE)
        return Measure(width: Double(logical.width) / s, height: Double(logical.height) / s,
                       lines: Int(pango_layout_get_line_count(layout)), baseline: Double(pango_layout_get_baseline(layout)) / s)
    }
}
