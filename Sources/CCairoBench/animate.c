#include "ccb_animate.h"
#include <math.h>

static double bezier_progress(double x) {
    const double x1 = 0.42, y1 = 0, x2 = 0.58, y2 = 1;
    double cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;
    double cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;
    double t = x;
    for (int i = 0; i < 8; i++) {
        double err = ((ax * t + bx) * t + cx) * t - x;
        if (fabs(err) < 1e-12) break;
        double d = (3 * ax * t + 2 * bx) * t + cx;
        if (fabs(d) < 1e-9) break;
        t -= err / d;
    }
    return ((ay * t + by) * t + cy) * t;
}

void ccb_animate_frame(cairo_t *cr, cairo_surface_t *image, const double *x0, const double *ys, double *xs_prev,
                       int n, const unsigned char *animated, double t, double duration, double dx) {
    double cycle = fmod(t, 2 * duration);
    double f = cycle > duration ? 2 - cycle / duration : cycle / duration;
    double p = bezier_progress(f);
    double minx = INFINITY, miny = INFINITY, maxx = -INFINITY, maxy = -INFINITY;
    for (int i = 0; i < n; i++) {
        if (!animated[i]) continue;
        double x = x0[i] + dx * p;
        double lo = fmin(x, xs_prev[i]), hi = fmax(x, xs_prev[i]) + 50;
        if (lo < minx) minx = lo;
        if (hi > maxx) maxx = hi;
        if (ys[i] < miny) miny = ys[i];
        if (ys[i] + 50 > maxy) maxy = ys[i] + 50;
        xs_prev[i] = x;
    }
    if (minx > maxx) return;
    minx = floor(minx); miny = floor(miny); maxx = ceil(maxx); maxy = ceil(maxy);
    double alpha = 1 - 0.5 * p;
    cairo_save(cr);
    cairo_rectangle(cr, minx, miny, maxx - minx, maxy - miny);
    cairo_clip(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    for (int i = 0; i < n; i++) {
        double x = animated[i] ? xs_prev[i] : x0[i];
        if (x + 50 <= minx || x >= maxx || ys[i] + 50 <= miny || ys[i] >= maxy) continue;
        cairo_save(cr);
        cairo_translate(cr, x, ys[i]);
        cairo_set_source_surface(cr, image, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
        cairo_rectangle(cr, 0, 0, 50, 50);
        cairo_clip(cr);
        if (animated[i]) cairo_paint_with_alpha(cr, alpha); else cairo_paint(cr);
        cairo_restore(cr);
    }
    cairo_restore(cr);
}
