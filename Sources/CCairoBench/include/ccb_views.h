#ifndef CCB_VIEWS_H
#define CCB_VIEWS_H
#include <cairo.h>
/* Baselines for the view benchmarks: the same arithmetic on plain C structs (no objects, no tree), and the
   pixels a damaged-area repaint has to touch. */
typedef struct { double x, y, w, h; } ccb_rect;

/* Autoresizing with flexible left margin, width and right margin (and the three vertical parts) for n
   rects, when the superview goes from (ow, oh) to (nw, nh). */
void ccb_autoresize(ccb_rect *rects, int n, double ow, double oh, double nw, double nh);

/* Two-level hit test: `rows` rects each holding `cols` child rects (child origins relative to their row);
   returns row * cols + col of the front-most hit, -1 for none. */
int ccb_hit_test(const ccb_rect *rows, const ccb_rect *cells, int nrows, int ncols, double px, double py);

/* Repaints one w×h damaged rectangle of a surface with a colour, as a damage-following compositor would. */
void ccb_fill_damage(cairo_t *cr, double x, double y, double w, double h, double r, double g, double b);

/* Bytes of heap the process has allocated and not freed (glibc's mallinfo2 uordblks + hblkhd): unlike RSS,
   unaffected by malloc reusing pages an earlier benchmark freed. */
unsigned long long ccb_heap_in_use(void);
#endif
