#ifndef CCB_SCROLL_H
#define CCB_SCROLL_H
#include <cairo.h>

/* Moves the pixels of the rectangle (x, y, w, h) of an ARGB32 image surface by (dx, dy) pixels, row by row
   with memmove, as a compositor moves the cached pixels of a scrolled area before drawing the strip the
   move exposed. */
void ccb_move_pixels(cairo_surface_t *surface, int x, int y, int w, int h, int dx, int dy);
#endif
