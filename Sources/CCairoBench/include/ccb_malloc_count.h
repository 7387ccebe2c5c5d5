#ifndef CCB_MALLOC_COUNT_H
#define CCB_MALLOC_COUNT_H
/* Heap allocation counting for the benchmark: the executable defines malloc and its relatives, which
   take precedence over the C library's for every library in the process (symbol interposition), count
   the call and hand it to glibc's own implementation. */
#include <stdint.h>

/* Calls of malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign so far, on every thread. */
uint64_t ccb_malloc_calls(void);
#endif
