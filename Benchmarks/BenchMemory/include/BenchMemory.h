#ifndef BENCH_MEMORY_H
#define BENCH_MEMORY_H

#include <stddef.h>

/// Bytes currently allocated through malloc and still in use (glibc's mallinfo2().uordblks),
/// or 0 where the C library does not say.
size_t bench_allocated_bytes(void);

#endif
