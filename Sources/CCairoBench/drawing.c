#include "ccb_drawing.h"

void ccb_fill_paths(cairo_t *cr, const double *xs, const double *ys, int n, const double *rgba) {
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    for (int i = 0; i < n; i++) {
        const double *c = rgba + 4 * (i % 16);
        double x = xs[i], y = ys[i];
        cairo_set_source_rgba(cr, c[0], c[1], c[2], c[3]);
        cairo_move_to(cr, x, y);
        cairo_line_to(cr, x + 20, y + 2);
        cairo_line_to(cr, x + 18, y + 20);
        cairo_line_to(cr, x + 1, y + 17);
        cairo_close_path(cr);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        cairo_fill(cr);
    }
}

void ccb_stroke_paths(cairo_t *cr, const double *xs, const double *ys, int n, const double *rgba) {
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_set_line_width(cr, 2);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    for (int i = 0; i < n; i++) {
        const double *c = rgba + 4 * (i % 16);
        double x = xs[i], y = ys[i];
        cairo_set_source_rgba(cr, c[0], c[1], c[2], c[3]);
        cairo_move_to(cr, x, y);
        cairo_line_to(cr, x + 30, y + 10);
        cairo_line_to(cr, x + 10, y + 30);
        cairo_stroke(cr);
    }
}

void ccb_draw_images(cairo_t *cr, cairo_surface_t *image, const double *xs, const double *ys, int n) {
    int w = cairo_image_surface_get_width(image), h = cairo_image_surface_get_height(image);
    for (int i = 0; i < n; i++) {
        cairo_save(cr);
        cairo_translate(cr, xs[i], ys[i] + 50);
        cairo_scale(cr, 50.0 / w, -50.0 / h);
        cairo_set_source_surface(cr, image, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
        cairo_new_path(cr);
        cairo_rectangle(cr, 0, 0, w, h);
        cairo_fill(cr);
        cairo_restore(cr);
    }
}
