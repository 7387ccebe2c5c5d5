#include "CPangoBench.h"
#include <pango/pangocairo.h>

static PangoContext *shared_context(void) {
    static PangoContext *ctx = NULL;
    if (ctx) return ctx;
    PangoFontMap *map = pango_cairo_font_map_new();
    ctx = pango_font_map_create_context(map);
    cairo_font_options_t *o = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_antialias(o, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(ctx, o);
    cairo_font_options_destroy(o);
    pango_context_set_round_glyph_positions(ctx, 0);
    return ctx;
}

double cpb_labels(cairo_t *cr, const char *const *texts, const double *xs, const double *ys, int n,
                  const char *family, double size) {
    PangoContext *ctx = shared_context();
    PangoFontDescription *d = pango_font_description_new();
    pango_font_description_set_family(d, family);
    pango_font_description_set_absolute_size(d, size * PANGO_SCALE);
    double total = 0;
    cairo_set_source_rgba(cr, 0, 0, 0, 1);
    for (int i = 0; i < n; i++) {
        PangoLayout *l = pango_layout_new(ctx);
        pango_layout_set_font_description(l, d);
        pango_layout_set_text(l, texts[i], -1);
        /* UILabel's settings for a one-line label measured by sizeThatFits: no width (measured unbroken;
           the label then draws that layout because it fits the width it was given), word-or-character
           wrapping, left (natural) alignment, no ellipsization (Pango ellipsizes only at a width). */
        pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
        pango_layout_set_alignment(l, PANGO_ALIGN_LEFT);
        PangoRectangle ink, logical;
        pango_layout_get_extents(l, &ink, &logical);
        total += logical.width / (double)PANGO_SCALE;
        cairo_move_to(cr, xs[i], ys[i]);
        pango_cairo_show_layout(cr, l);
        g_object_unref(l);
    }
    pango_font_description_free(d);
    return total;
}
