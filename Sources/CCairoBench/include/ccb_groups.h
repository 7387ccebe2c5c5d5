#ifndef CCB_GROUPS_H
#define CCB_GROUPS_H
#include <cairo.h>

/* One frame of n group-opacity layers in C, the way a compositor with per-layer offscreen groups draws
   them: the whole surface is damaged (every group animates); it is cleared, and each group is drawn into
   an offscreen surface no bigger than its own area (a size x size view filled with `bg`, with a
   child x child square of `fg` rotated by `angle` about the view's centre), then painted with `alpha`.
   xs and ys are the views' origins in points; scale is pixels per point. */
void ccb_group_opacity_frame(cairo_t *cr, int n, const double *xs, const double *ys, double size, double child,
                             double angle, double alpha, unsigned int bg, unsigned int fg);
#endif
