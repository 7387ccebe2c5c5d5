#include "ccb_groups.h"
#include <math.h>

static void set_argb(cairo_t *cr, unsigned int c) {
    cairo_set_source_rgba(cr, ((c >> 16) & 0xFF) / 255.0, ((c >> 8) & 0xFF) / 255.0, (c & 0xFF) / 255.0,
                          ((c >> 24) & 0xFF) / 255.0);
}

void ccb_group_opacity_frame(cairo_t *cr, int n, const double *xs, const double *ys, double size, double child,
                             double angle, double alpha, unsigned int bg, unsigned int fg) {
    cairo_save(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    /* The rotated child's extent: the view's centre +- half the child's diagonal. */
    double half = child * sqrt(2.0) / 2;
    for (int i = 0; i < n; i++) {
        double cx = xs[i] + size / 2, cy = ys[i] + size / 2;
        double lo_x = fmin(xs[i], cx - half), lo_y = fmin(ys[i], cy - half);
        double hi_x = fmax(xs[i] + size, cx + half), hi_y = fmax(ys[i] + size, cy + half);
        cairo_save(cr);
        cairo_rectangle(cr, lo_x, lo_y, hi_x - lo_x, hi_y - lo_y);
        cairo_clip(cr);
        cairo_push_group(cr);
        set_argb(cr, bg);
        cairo_rectangle(cr, xs[i], ys[i], size, size);
        cairo_fill(cr);
        cairo_translate(cr, cx, cy);
        cairo_rotate(cr, angle);
        set_argb(cr, fg);
        cairo_rectangle(cr, -child / 2, -child / 2, child, child);
        cairo_fill(cr);
        cairo_pop_group_to_source(cr);
        cairo_paint_with_alpha(cr, alpha);
        cairo_restore(cr);
    }
    cairo_restore(cr);
}
