#ifndef CCB_DRAWING_H
#define CCB_DRAWING_H
#include <cairo.h>
/* Baselines for CGContext drawing (the Core Graphics issue adds them here). */
#endif
