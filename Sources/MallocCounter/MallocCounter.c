// Counts heap allocations and live bytes for responder-bench by interposing the allocator: an
// executable's definitions of malloc & co. take precedence over libc's for every library in the
// process, including the Swift runtime. Each call forwards to glibc's own implementation.
#include "MallocCounter.h"
#include <errno.h>
#include <malloc.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);
extern void *__libc_memalign(size_t, size_t);

static uint64_t allocations;
static int64_t live_bytes;

uint64_t mc_allocations(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
int64_t mc_live_bytes(void) { return __atomic_load_n(&live_bytes, __ATOMIC_RELAXED); }

static void *counted(void *pointer) {
    if (pointer) {
        __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED);
        __atomic_add_fetch(&live_bytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
    }
    return pointer;
}

static void released(void *pointer) {
    if (pointer) __atomic_sub_fetch(&live_bytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }
void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }
void free(void *pointer) {
    released(pointer);
    __libc_free(pointer);
}
void *realloc(void *pointer, size_t size) {
    released(pointer);
    return counted(__libc_realloc(pointer, size));
}
void *memalign(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size)); }
void *aligned_alloc(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size)); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *out = counted(pointer);
    return 0;
}
