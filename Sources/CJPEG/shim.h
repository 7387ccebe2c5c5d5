/* libjpeg(-turbo) behind two calls that never exit or longjmp into Swift: libjpeg reports fatal errors
   through longjmp, so the setjmp lives here, in C, in the same frame as the libjpeg calls. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct cjpeg_error {
    struct jpeg_error_mgr mgr;
    jmp_buf jump;
};

static void cjpeg_error_exit(j_common_ptr cinfo) {
    struct cjpeg_error *e = (struct cjpeg_error *)cinfo->err;
    longjmp(e->jump, 1);
}

static void cjpeg_silence(j_common_ptr cinfo, int level) { (void)cinfo; (void)level; }
static void cjpeg_silence_output(j_common_ptr cinfo) { (void)cinfo; }

/* Decodes a JPEG into premultiplied (opaque) BGRA rows, the byte order of Cairo's ARGB32 on little-endian
   machines. Returns 0 and a malloc'd buffer on success; nonzero for any corrupt, truncated or unsupported
   file (corrupt-data warnings count as failure), or when width*height exceeds max_pixels. */
static inline int cjpeg_decode(const unsigned char *data, unsigned long length, long max_pixels,
                               unsigned char **out, int *width, int *height, int *stride) {
    struct jpeg_decompress_struct cinfo;
    struct cjpeg_error err;
    unsigned char *volatile buffer = NULL;
    *out = NULL;
    cinfo.err = jpeg_std_error(&err.mgr);
    err.mgr.error_exit = cjpeg_error_exit;
    err.mgr.emit_message = cjpeg_silence;
    err.mgr.output_message = cjpeg_silence_output;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(buffer);
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, length);
    if (jpeg_read_header(&cinfo, TRUE) != JPEG_HEADER_OK) { jpeg_destroy_decompress(&cinfo); return 2; }
    if (cinfo.image_width == 0 || cinfo.image_height == 0 ||
        (long)cinfo.image_width * (long)cinfo.image_height > max_pixels) {
        jpeg_destroy_decompress(&cinfo); return 3;
    }
    if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
        jpeg_destroy_decompress(&cinfo); return 4;
    }
    cinfo.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&cinfo);
    int w = (int)cinfo.output_width, h = (int)cinfo.output_height, s = w * 4;
    buffer = malloc((size_t)s * (size_t)h);
    if (!buffer) { jpeg_destroy_decompress(&cinfo); return 5; }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = buffer + (size_t)cinfo.output_scanline * s;
        if (jpeg_read_scanlines(&cinfo, &row, 1) != 1) break;
    }
    long warnings = err.mgr.num_warnings;
    int complete = cinfo.output_scanline == cinfo.output_height;
    if (complete) jpeg_finish_decompress(&cinfo);
    warnings = err.mgr.num_warnings;
    jpeg_destroy_decompress(&cinfo);
    if (!complete || warnings > 0) { free(buffer); return 6; }
    *out = buffer; *width = w; *height = h; *stride = s;
    return 0;
}

/* Encodes BGRX rows (alpha ignored) as a baseline JPEG at quality 0...100. Returns 0 and a malloc'd
   buffer (free with free()) on success. */
static inline int cjpeg_encode(const unsigned char *bgrx, int width, int height, int stride, int quality,
                               unsigned char **out, unsigned long *out_length) {
    struct jpeg_compress_struct cinfo;
    struct cjpeg_error err;
    unsigned char *volatile mem = NULL;
    unsigned long size = 0;
    *out = NULL; *out_length = 0;
    cinfo.err = jpeg_std_error(&err.mgr);
    err.mgr.error_exit = cjpeg_error_exit;
    err.mgr.emit_message = cjpeg_silence;
    err.mgr.output_message = cjpeg_silence_output;
    if (setjmp(err.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(mem);
        return 1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, (unsigned char **)&mem, &size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 4;
    cinfo.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(bgrx + (size_t)cinfo.next_scanline * stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *out = mem; *out_length = size;
    return 0;
}
