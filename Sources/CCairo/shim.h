#include <cairo.h>
#include <pixman.h>
#include <cairo-pdf.h>
