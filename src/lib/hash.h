/* scalar_types: the table index of a pointer, for the direct-mapped caches
 * (the report's caller files, compare's properties, the probes' sites). */
#ifndef SCALAR_TYPES_HASH_H
#define SCALAR_TYPES_HASH_H

#include <stdint.h>

/* A table index of log2 bits for a pointer or a fold of pointers: one
 * multiply mixes the bits and the top ones are taken, so addresses a few
 * dozen bytes apart (the ops of one function) land far apart. */
#define ST_HASH_PTR(p, log2) \
	((uint32_t) (((uint64_t) (uintptr_t) (p) * 0x9E3779B97F4A7C15ULL) >> (64 - (log2))))

#endif
