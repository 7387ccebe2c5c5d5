#ifndef CCB_ANIMATE_H
#define CCB_ANIMATE_H
#include <cairo.h>

/* One animation frame of n 50x50 layers in C: for each layer, the eased progress at time t of a
   position animation (x0 -> x0 + dx, autoreversing, period `duration`) and an opacity animation
   (1 -> 0.5), both through the cubic Bezier (0.42, 0, 0.58, 1) solved by Newton's method; the damage is
   the union of every layer's previous and new rect; the frame clips to it, clears it and composites every
   layer meeting it with its opacity. xs_prev holds the previous x and is updated. */
void ccb_animate_frame(cairo_t *cr, cairo_surface_t *image, const double *x0, const double *ys, double *xs_prev,
                       int n, const unsigned char *animated, double t, double duration, double dx);
#endif
