/* scalar_types: a request's tables (the report's, the registry's), kept
 * outside the request heap. */
#ifndef SCALAR_TYPES_TABLES_H
#define SCALAR_TYPES_TABLES_H

#include "php.h"

/* A request's table outside the request heap (the app's memory_get_usage()
 * and memory_limit do not see it); freed, and set to NULL, by _free. */
HashTable *scalar_types_table_new(uint32_t size, dtor_func_t dtor);
void scalar_types_table_free(HashTable **ht);

#endif
