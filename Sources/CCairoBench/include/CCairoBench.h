#ifndef CCAIROBENCH_H
#define CCAIROBENCH_H
/* Baselines for the benchmark: the same work as the Swift side, written directly against Cairo in C.
   One header per area so that each grows on its own. */
#include "ccb_composite.h"
#include "ccb_drawing.h"
#include "ccb_views.h"
#include "ccb_animate.h"
#include "ccb_groups.h"
#include "ccb_snapshot.h"
#include "ccb_malloc_count.h"
#include "ccb_scroll.h"
#include "ccb_scale.h"
#endif
