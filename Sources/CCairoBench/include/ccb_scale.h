#ifndef CCB_SCALE_H
#define CCB_SCALE_H
#include <cairo.h>

/* One frame of n 50x50 image layers scaling about their centres in C: layer i is centred at
   (xs[i] + 25, ys[i] + 25) and drawn at `scale` (its last frame at `prev_scale`). The damage is each layer's
   old and new rect grown to whole pixels; the frame clips to their union, clears it and draws every layer
   meeting the damage's bounding box, scaled, with bilinear filtering. */
void ccb_scale_frame(cairo_t *cr, cairo_surface_t *image, const double *xs, const double *ys, int n,
                     double scale, double prev_scale);
#endif
