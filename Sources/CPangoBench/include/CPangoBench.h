#ifndef CPANGOBENCH_H
#define CPANGOBENCH_H
/* Baselines for the text benchmark: the same Pango work as a label does, written directly in C. */
#include <cairo.h>

/* Lays out and draws n texts at (xs[i], ys[i]) in `family` at `size` points: for each, a new PangoLayout
   from one shared context (unhinted metrics, fractional positions) with UILabel's settings for a one-line
   label measured by sizeThatFits (no width, word-or-character wrapping, left alignment, no ellipsization),
   its size measured, then shown.
   Returns the sum of the measured widths (so the work cannot be optimized away). */
double cpb_labels(cairo_t *cr, const char *const *texts, const double *xs, const double *ys, int n,
                  const char *family, double size);
#endif
