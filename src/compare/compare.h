/* scalar_types: compare mode's hooks and its per-request state. */
#ifndef SCALAR_TYPES_COMPARE_H
#define SCALAR_TYPES_COMPARE_H

#include "php.h"

/* A __get() call whose result the engine will check against a typed
 * property (see scalar_types_getter_begin()). */
typedef struct _scalar_types_getter {
	const void *frame;
	zend_property_info *info;
} scalar_types_getter;

#define ST_GETTER_MAX 32

/* Entries of the probes' property cache (a power of two): a probed write
 * by a literal name resolves its property once per class, scope and name
 * in a request. */
#define ST_PROP_CACHE_LOG2 8
#define ST_PROP_CACHE (1u << ST_PROP_CACHE_LOG2)
typedef struct _scalar_types_prop_cache_entry {
	zend_class_entry *ce;
	zend_class_entry *scope;
	zend_string *name;
	zend_property_info *info; /* NULL: no typed property a write of scope's reaches by name */
	uint32_t gen;             /* compare.cache_gen when made */
} scalar_types_prop_cache_entry;

typedef struct _scalar_types_compare_globals {
	bool active;                 /* in a judged request (hooks installed, mode compare, sampled) */
	uint64_t sample_state;       /* the sampling generator's (never the app's mt_rand) */
	scalar_types_getter getters[ST_GETTER_MAX]; /* __get() calls under way, innermost last */
	uint32_t getter_count;
	/* the INI entries that say whether the JIT may run (generators.c),
	 * found once per request: EG(ini_directives) is per thread */
	zend_ini_entry *jit_entries[3]; /* opcache.jit, .enable(_cli), .jit_buffer_size */
	bool jit_known;              /* opcache is loaded: jit_entries apply */
	scalar_types_prop_cache_entry prop_cache[ST_PROP_CACHE];
	/* The probe caches' generation (this one and probes.sites): a judged
	 * request starts a new one, so the last request's entries, whose
	 * classes, ops and names may be gone, are stale without a memset of
	 * both tables at each request. */
	uint32_t cache_gen;
} scalar_types_compare_globals;

/* MINIT, mode=compare or standby (observers cannot be added later): the observer,
 * zend_execute_internal, the generator and exception hooks, as
 * scalar_types.compare_sites asks. self: this module (its functions are
 * the probes). */
void scalar_types_compare_startup(const zend_module_entry *self);
void scalar_types_compare_shutdown(void);
/* Whether compare mode's hooks are installed: the one source of truth. */
bool scalar_types_compare_installed(void);
/* Whether only a judged request's files get the probes (returns and
 * property writes), compiled past opcache's shared cache, so that a
 * request not judged runs none: where PHP starts, mode is standby or the
 * sample rate is below 1. Otherwise every file gets them (a server that
 * judges every request keeps opcache's cache for them). */
bool scalar_types_compare_private_probes(void);
/* A call of the extension's own, neither judged nor counted, between
 * these two: pause() returns what resume() restores. */
bool scalar_types_compare_pause(void);
void scalar_types_compare_resume(bool was);
/* Whether the file or eval() being compiled gets the probes. */
bool scalar_types_compare_probes_wanted(void);
/* Whether this request is judged, at the given rate (0 to 1): a draw from
 * a generator of our own, so the app's random sequences are not moved. */
bool scalar_types_compare_sampled(double rate);
/* RINIT and RSHUTDOWN; judged: the request is judged (hooks installed,
 * mode compare, sampled). */
void scalar_types_compare_activate(bool judged);
void scalar_types_compare_deactivate(void);

#endif
