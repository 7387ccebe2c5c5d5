#include "ccb_views.h"
#include <malloc.h>

static void axis(double *lead, double *size, double outer_old, double outer_new) {
    double trail = outer_old - (*lead + *size);
    double l = *lead > 0 ? *lead : 0, s = *size > 0 ? *size : 0, t = trail > 0 ? trail : 0;
    double total = l + s + t, delta = outer_new - outer_old;
    if (delta == 0) return;
    if (total > 0) { *lead += delta * l / total; *size += delta * s / total; }
    else { *lead += delta / 3; *size += delta / 3; }
    if (*size < 0) *size = 0;
}

void ccb_autoresize(ccb_rect *rects, int n, double ow, double oh, double nw, double nh) {
    for (int i = 0; i < n; i++) {
        axis(&rects[i].x, &rects[i].w, ow, nw);
        axis(&rects[i].y, &rects[i].h, oh, nh);
    }
}

static int inside(const ccb_rect *r, double px, double py) {
    return px >= r->x && px < r->x + r->w && py >= r->y && py < r->y + r->h;
}

int ccb_hit_test(const ccb_rect *rows, const ccb_rect *cells, int nrows, int ncols, double px, double py) {
    for (int i = nrows - 1; i >= 0; i--) {
        if (!inside(&rows[i], px, py)) continue;
        double lx = px - rows[i].x, ly = py - rows[i].y;
        for (int j = ncols - 1; j >= 0; j--) {
            if (inside(&cells[i * ncols + j], lx, ly)) return i * ncols + j;
        }
        return -1;
    }
    return -1;
}

void ccb_fill_damage(cairo_t *cr, double x, double y, double w, double h, double r, double g, double b) {
    cairo_save(cr);
    cairo_rectangle(cr, x, y, w, h);
    cairo_clip(cr);
    cairo_set_source_rgb(cr, 0.94, 0.94, 0.94);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, r, g, b);
    cairo_rectangle(cr, x, y, w, h);
    cairo_fill(cr);
    cairo_restore(cr);
}

unsigned long long ccb_heap_in_use(void) {
    struct mallinfo2 m = mallinfo2();
    return (unsigned long long)m.uordblks + (unsigned long long)m.hblkhd;
}
