#include "ccb_scale.h"
#include <math.h>

void ccb_scale_frame(cairo_t *cr, cairo_surface_t *image, const double *xs, const double *ys, int n,
                     double scale, double prev_scale) {
    double grow = fmax(scale, prev_scale) * 25;
    double minx = INFINITY, miny = INFINITY, maxx = -INFINITY, maxy = -INFINITY;
    cairo_save(cr);
    cairo_new_path(cr);
    for (int i = 0; i < n; i++) {
        double cx = xs[i] + 25, cy = ys[i] + 25;
        double x0 = floor(cx - grow), y0 = floor(cy - grow), x1 = ceil(cx + grow), y1 = ceil(cy + grow);
        cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0);
        if (x0 < minx) minx = x0;
        if (y0 < miny) miny = y0;
        if (x1 > maxx) maxx = x1;
        if (y1 > maxy) maxy = y1;
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_clip(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    double half = scale * 25;
    for (int i = 0; i < n; i++) {
        double cx = xs[i] + 25, cy = ys[i] + 25;
        if (cx + half <= minx || cx - half >= maxx || cy + half <= miny || cy - half >= maxy) continue;
        cairo_save(cr);
        cairo_translate(cr, cx, cy);
        cairo_scale(cr, scale, scale);
        cairo_translate(cr, -25, -25);
        cairo_set_source_surface(cr, image, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
        cairo_rectangle(cr, 0, 0, 50, 50);
        cairo_fill(cr);
        cairo_restore(cr);
    }
    cairo_restore(cr);
}
