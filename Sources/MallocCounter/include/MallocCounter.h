#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H
#include <stddef.h>
#include <stdint.h>

/// Heap allocations made by the process so far (malloc, calloc, realloc, aligned variants).
uint64_t mc_allocations(void);
/// Bytes currently allocated (usable sizes), for per-object memory measurements.
int64_t mc_live_bytes(void);

#endif
