#ifndef CCB_COMPOSITE_H
#define CCB_COMPOSITE_H
#include <cairo.h>

/* A w x h ARGB32 image surface filled with one premultiplied ARGB colour and a 1-pixel darker frame. */
cairo_surface_t *ccb_make_image(int w, int h, unsigned int argb);

/* Composites n images (all the same surface) at (xs[i], ys[i]) onto target, one save/translate/paint each,
   as a compositor does for layers with cached contents. */
void ccb_composite_images(cairo_t *cr, cairo_surface_t *image, const double *xs, const double *ys, int n);

/* Recomposites only the damaged rectangle (dx, dy, dw, dh): clip to it, clear it, then composite, in
   order, the `count` images listed in `indices` (the ones known to meet the rectangle; the list is
   given, so this is the least work a damage-tracking compositor in C can do). */
void ccb_composite_region(cairo_t *cr, cairo_surface_t *image, const double *xs, const double *ys,
                          const int *indices, int count, double dx, double dy, double dw, double dh);
#endif
