#include "ccb_composite.h"

cairo_surface_t *ccb_make_image(int w, int h, unsigned int argb) {
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t *cr = cairo_create(s);
    double a = ((argb >> 24) & 0xFF) / 255.0, r = ((argb >> 16) & 0xFF) / 255.0;
    double g = ((argb >> 8) & 0xFF) / 255.0, b = (argb & 0xFF) / 255.0;
    cairo_set_source_rgba(cr, r, g, b, a);
    cairo_paint(cr);
    cairo_set_source_rgba(cr, r * 0.5, g * 0.5, b * 0.5, a);
    cairo_set_line_width(cr, 1);
    cairo_rectangle(cr, 0.5, 0.5, w - 1, h - 1);
    cairo_stroke(cr);
    cairo_destroy(cr);
    return s;
}

void ccb_composite_images(cairo_t *cr, cairo_surface_t *image, const double *xs, const double *ys, int n) {
    int w = cairo_image_surface_get_width(image), h = cairo_image_surface_get_height(image);
    for (int i = 0; i < n; i++) {
        cairo_save(cr);
        cairo_translate(cr, xs[i], ys[i]);
        cairo_set_source_surface(cr, image, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
        cairo_rectangle(cr, 0, 0, w, h);
        cairo_fill(cr);
        cairo_restore(cr);
    }
}

void ccb_composite_region(cairo_t *cr, cairo_surface_t *image, const double *xs, const double *ys,
                          const int *indices, int count, double dx, double dy, double dw, double dh) {
    cairo_save(cr);
    cairo_rectangle(cr, dx, dy, dw, dh);
    cairo_clip(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    int w = cairo_image_surface_get_width(image), h = cairo_image_surface_get_height(image);
    for (int k = 0; k < count; k++) {
        int i = indices[k];
        cairo_save(cr);
        cairo_translate(cr, xs[i], ys[i]);
        cairo_set_source_surface(cr, image, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
        cairo_rectangle(cr, 0, 0, w, h);
        cairo_fill(cr);
        cairo_restore(cr);
    }
    cairo_restore(cr);
}
