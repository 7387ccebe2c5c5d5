#ifndef CCB_DRAWING_H
#define CCB_DRAWING_H
#include <cairo.h>
/* Baselines for CGContext drawing: the same Cairo calls the Swift wrapper makes, straight from C.
   The target's matrix is expected to be the y-flip a Core Graphics bitmap context starts with. */

/* n filled quadrilaterals (move, 3 lines, close, fill), 20x20 at (xs[i], ys[i]), colour rgba[4*(i%16)...]. */
void ccb_fill_paths(cairo_t *cr, const double *xs, const double *ys, int n, const double *rgba);

/* n stroked two-segment polylines, width 2, round joins, at (xs[i], ys[i]). */
void ccb_stroke_paths(cairo_t *cr, const double *xs, const double *ys, int n, const double *rgba);

/* n draws of image into 50x50 rects at (xs[i], ys[i]), placed as CGContextDrawImage places it
   (first row at the rect's top in y-up space). */
void ccb_draw_images(cairo_t *cr, cairo_surface_t *image, const double *xs, const double *ys, int n);
#endif
