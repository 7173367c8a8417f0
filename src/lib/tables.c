/*
  +----------------------------------------------------------------------+
  | scalar_types: request tables outside the request heap                |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "lib/tables.h"

HashTable *scalar_types_table_new(uint32_t size, dtor_func_t dtor)
{
	HashTable *ht = pemalloc(sizeof(HashTable), 1);

	zend_hash_init(ht, size, NULL, dtor, 1);
	/* request-local: its keys may be refcounted (checked in debug builds) */
	GC_MAKE_PERSISTENT_LOCAL(ht);
	return ht;
}

void scalar_types_table_free(HashTable **ht)
{
	zend_hash_destroy(*ht);
	pefree(*ht, 1);
	*ht = NULL;
}
