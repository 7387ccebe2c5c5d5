#ifndef CCB_SNAPSHOT_H
#define CCB_SNAPSHOT_H
#include <stdint.h>

/* The pixel comparison swift-snapshot-testing's perceptualPrecision makes, in C: two w x h images of
   premultiplied ARGB32 words (Cairo's and this CoreGraphics' layout), rows `stride` bytes apart. Pixels
   whose words differ are converted from sRGB to CIE L*a*b* (D65) and their CIE 1994 colour difference
   taken; a pixel fails when it exceeds `threshold` (ΔE, 0-100). Returns the number of failing pixels and
   stores the number of differing pixels and the largest ΔE. */
int ccb_perceptual_compare(const uint8_t *a, const uint8_t *b, int w, int h, int stride, float threshold,
                           int *different, float *max_delta_e);
#endif
