#include "ccb_scroll.h"
#include <string.h>

void ccb_move_pixels(cairo_surface_t *surface, int x, int y, int w, int h, int dx, int dy) {
    cairo_surface_flush(surface);
    unsigned char *data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    int x0 = dx > 0 ? x + dx : x, x1 = dx > 0 ? x + w : x + w + dx;
    int y0 = dy > 0 ? y + dy : y, y1 = dy > 0 ? y + h : y + h + dy;
    if (x1 <= x0 || y1 <= y0) return;
    size_t bytes = (size_t)(x1 - x0) * 4;
    if (dy > 0) {
        for (int row = y1 - 1; row >= y0; row--)
            memmove(data + row * stride + x0 * 4, data + (row - dy) * stride + (x0 - dx) * 4, bytes);
    } else {
        for (int row = y0; row < y1; row++)
            memmove(data + row * stride + x0 * 4, data + (row - dy) * stride + (x0 - dx) * 4, bytes);
    }
    cairo_surface_mark_dirty_rectangle(surface, x0, y0, x1 - x0, y1 - y0);
}
