/*
  +----------------------------------------------------------------------+
  | scalar_types: the stash: a write target's part held for its probe    |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_scalar_types.h"
#include "probes/probes.h"
#include "probes/run/run.h"

/* ---- the stash: a target's part from its evaluation to its probe ------
 * Keyed by (frame, site id): a site's probe always follows its own stash
 * in the same frame, which replaced any entry an exception left behind, so
 * the entry found was made by this evaluation, and the engine's temporary
 * still holds what it points to. Entries past ST_STASH_MAX (that many
 * stashes while one value is evaluated) are dropped, oldest first: that
 * write is then not judged.
 * The app may call stash() itself, with a value nothing keeps alive, so
 * nothing is read through a pointer that may be stale: an object is held
 * without a reference (one would delay its destructor) and given back only
 * while the object store still has it under its handle; a name (string,
 * integer) is held with a reference, which nobody sees; an array (the
 * root of f()[k]->p) with one too, given up when the probe that read it
 * returns, while the engine's temporary still holds it; anything else is
 * never used, and not held. */
static void scalar_types_stash_free(zval *values, uint32_t n)
{
	uint32_t i;

	/* after the stash is consistent again: a destructor may run probes */
	for (i = 0; i < n; i++) {
		zval_ptr_dtor(&values[i]);
	}
}

/* Takes entry i out of the stash; a value held with a reference goes to
 * *out (to be released), else *out is UNDEF. */
static void scalar_types_stash_remove(uint32_t i, zval *out)
{
	scalar_types_stash_entry *e = ST_G(probes.stash);
	uint32_t n = ST_G(probes.stash_count);

	ZVAL_UNDEF(out);
	if (Z_REFCOUNTED(e[i].value) && Z_TYPE(e[i].value) != IS_OBJECT) {
		ZVAL_COPY_VALUE(out, &e[i].value);
	}
	memmove(&e[i], &e[i + 1], (n - i - 1) * sizeof(*e));
	ST_G(probes.stash_count) = n - 1;
}

void scalar_types_stash_put(const zend_execute_data *frame, zend_long id, zval *value)
{
	scalar_types_stash_entry *e = ST_G(probes.stash);
	uint32_t i, n = ST_G(probes.stash_count);
	zval old;

	ZVAL_UNDEF(&old);
	for (i = 0; i < n; i++) {
		if (e[i].frame == frame && e[i].id == id) {
			break;
		}
	}
	if (i == n && n == ST_STASH_MAX) {
		i = 0;
	}
	if (i < n) {
		scalar_types_stash_remove(i, &old);
		n--;
	}
	e[n].frame = frame;
	e[n].id = id;
	e[n].handle = 0;
	e[n].used = false;
	ZVAL_DEREF(value);
	if (Z_TYPE_P(value) == IS_OBJECT) {
		ZVAL_COPY_VALUE(&e[n].value, value);
		e[n].handle = Z_OBJ_HANDLE_P(value);
	} else if (Z_TYPE_P(value) == IS_STRING || Z_TYPE_P(value) == IS_LONG || Z_TYPE_P(value) == IS_ARRAY) {
		ZVAL_COPY(&e[n].value, value);
	} else {
		ZVAL_UNDEF(&e[n].value);
	}
	ST_G(probes.stash_count) = n + 1;
	scalar_types_stash_free(&old, 1);
}

zval *scalar_types_stash_get(const zend_execute_data *frame, zend_long id)
{
	scalar_types_stash_entry *e = ST_G(probes.stash);
	uint32_t i = ST_G(probes.stash_count);

	while (i--) {
		if (e[i].frame == frame && e[i].id == id) {
			if (Z_TYPE(e[i].value) == IS_OBJECT) {
				/* compared, never read through: the object may be gone */
				zend_objects_store *store = &EG(objects_store);
				if (!store->object_buckets || e[i].handle >= store->top
						|| store->object_buckets[e[i].handle] != Z_OBJ(e[i].value)) {
					return NULL;
				}
			} else if (Z_TYPE(e[i].value) == IS_ARRAY) {
				e[i].used = true;
				ST_G(probes.stash_used) = true;
			}
			return Z_ISUNDEF(e[i].value) ? NULL : &e[i].value;
		}
	}
	return NULL;
}

/* When a probe returns: the arrays it read are given up. */
void scalar_types_stash_release_used(void)
{
	zval freed[ST_STASH_MAX];
	uint32_t i = ST_G(probes.stash_count), n = 0;

	ST_G(probes.stash_used) = false;
	while (i--) {
		if (ST_G(probes.stash)[i].used) {
			scalar_types_stash_remove(i, &freed[n]);
			n++;
		}
	}
	scalar_types_stash_free(freed, n);
}

static void scalar_types_stash_clear(void)
{
	zval freed[ST_STASH_MAX];
	uint32_t n = 0;

	while (ST_G(probes.stash_count)) {
		scalar_types_stash_remove(ST_G(probes.stash_count) - 1, &freed[n]);
		n++;
	}
	ST_G(probes.stash_used) = false;
	scalar_types_stash_free(freed, n);
}

void scalar_types_probes_activate(void)
{
	ST_G(probes.stash_count) = 0;
	/* compare mode's cache generation went back (it wrapped): the site
	 * cache's entries of old generations could match again */
	if (UNEXPECTED(ST_G(compare.cache_gen) < ST_G(probes.sites_gen))) {
		memset(ST_G(probes.sites), 0, sizeof(ST_G(probes.sites)));
	}
	ST_G(probes.sites_gen) = ST_G(compare.cache_gen);
}

void scalar_types_probes_deactivate(void)
{
	scalar_types_stash_clear();
}
