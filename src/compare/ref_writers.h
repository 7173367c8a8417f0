/* scalar_types: internal functions that assign through by-reference
 * arguments (settype(), str_replace()'s $count, sscanf()'s variables…),
 * judged where a typed property is behind the reference. */
#ifndef SCALAR_TYPES_REF_WRITERS_H
#define SCALAR_TYPES_REF_WRITERS_H

#include "php.h"

/* MINIT, compare mode with properties watched: wraps the functions' handlers. */
void scalar_types_ref_writers_startup(void);
void scalar_types_ref_writers_shutdown(void);
/* How many functions are wrapped (phpinfo). */
uint32_t scalar_types_ref_writers_count(void);

#endif
