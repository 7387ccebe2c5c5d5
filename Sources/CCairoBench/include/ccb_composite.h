#ifndef CCB_COMPOSITE_H
#define CCB_COMPOSITE_H
#include <cairo.h>

/* A w x h ARGB32 image surface filled with one premultiplied ARGB colour and a 1-pixel darker frame. */
cairo_surface_t *ccb_make_image(int w, int h, unsigned int argb);

/* Composites n images (all the same surface) at (xs[i], ys[i]) onto target, one save/translate/paint each,
   as a compositor does for layers with cached contents. */
void ccb_composite_images(cairo_t *cr, cairo_surface_t *image, const double *xs, const double *ys, int n);
#endif
