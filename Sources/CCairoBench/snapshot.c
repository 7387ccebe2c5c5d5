#include "ccb_snapshot.h"
#include <math.h>
#include <string.h>

static float srgb_linear[256];
static int srgb_ready = 0;

static void ready(void) {
    if (srgb_ready) return;
    for (int v = 0; v < 256; v++) {
        float c = v / 255.0f;
        srgb_linear[v] = c <= 0.04045f ? c / 12.92f : powf((c + 0.055f) / 1.055f, 2.4f);
    }
    srgb_ready = 1;
}

static float lab_f(float t) { return t > 216.0f / 24389.0f ? cbrtf(t) : (24389.0f / 27.0f * t + 16) / 116; }

static void to_lab(uint8_t r8, uint8_t g8, uint8_t b8, float *l, float *a, float *b) {
    float r = srgb_linear[r8], g = srgb_linear[g8], bl = srgb_linear[b8];
    float x = (0.4124564f * r + 0.3575761f * g + 0.1804375f * bl) / 0.95047f;
    float y = 0.2126729f * r + 0.7151522f * g + 0.0721750f * bl;
    float z = (0.0193339f * r + 0.1191920f * g + 0.9503041f * bl) / 1.08883f;
    float fx = lab_f(x), fy = lab_f(y), fz = lab_f(z);
    *l = 116 * fy - 16;
    *a = 500 * (fx - fy);
    *b = 200 * (fy - fz);
}

int ccb_perceptual_compare(const uint8_t *a, const uint8_t *b, int w, int h, int stride, float threshold,
                           int *different, float *max_delta_e) {
    ready();
    int failing = 0, diff = 0;
    float maximum = 0;
    for (int y = 0; y < h; y++) {
        const uint32_t *ra = (const uint32_t *)(a + (size_t)y * stride);
        const uint32_t *rb = (const uint32_t *)(b + (size_t)y * stride);
        if (memcmp(ra, rb, (size_t)w * 4) == 0) continue;
        for (int x = 0; x < w; x++) {
            uint32_t pa = ra[x], pb = rb[x];
            if (pa == pb) continue;
            diff++;
            float l1, a1, b1, l2, a2, b2;
            to_lab((pa >> 16) & 255, (pa >> 8) & 255, pa & 255, &l1, &a1, &b1);
            to_lab((pb >> 16) & 255, (pb >> 8) & 255, pb & 255, &l2, &a2, &b2);
            float dl = l1 - l2;
            float c1 = sqrtf(a1 * a1 + b1 * b1), c2 = sqrtf(a2 * a2 + b2 * b2);
            float dc = c1 - c2, da = a1 - a2, db = b1 - b2;
            float dh2 = da * da + db * db - dc * dc;
            if (dh2 < 0) dh2 = 0;
            float sc = 1 + 0.045f * c1, sh = 1 + 0.015f * c1;
            float tc = dc / sc;
            float e = sqrtf(dl * dl + tc * tc + dh2 / (sh * sh));
            if (e > threshold) failing++;
            if (e > maximum) maximum = e;
        }
    }
    *different = diff;
    *max_delta_e = maximum;
    return failing;
}
