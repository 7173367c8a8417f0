/*
  +----------------------------------------------------------------------+
  | scalar_types: compare mode's lifecycle                               |
  +----------------------------------------------------------------------+
  | Installs its hooks at startup (observer.c, generators.c,             |
  | ref_writers.c, as scalar_types.compare_sites asks), says whether a   |
  | request is judged, and starts and ends a judged request's state.     |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_system_id.h"
#include "php_ini.h"
#ifdef PHP_WIN32
# include <process.h> /* getpid() */
#else
# include <unistd.h>
#endif
#include "php_scalar_types.h"
#include "compare/compare.h"
#include "compare/observer.h"
#include "compare/generators.h"
#include "compare/ref_writers.h"

/* Whether compare mode's hooks are installed (MINIT, mode=compare). */
static bool scalar_types_compare_is_installed = false;
/* Whether every file gets the probes, so that opcache's cache, shared by
 * all requests, holds them: where PHP starts, every request is judged. */
static bool scalar_types_compare_shared_probes = true;

bool scalar_types_compare_installed(void)
{
	return scalar_types_compare_is_installed;
}

/* With opcache.preload, the preloaded files' functions and classes are
 * there in every request: a judged request compiling such a file past the
 * cache would declare them twice. (opcache's INI entries are not yet
 * registered at MINIT: the configuration is read as php.ini and -d gave it.) */
static bool scalar_types_compare_preloading(void)
{
	zval *preload = cfg_get_entry("opcache.preload", sizeof("opcache.preload") - 1);

	return preload && Z_TYPE_P(preload) == IS_STRING && Z_STRLEN_P(preload) > 0;
}

void scalar_types_compare_startup(const zend_module_entry *self)
{
	/* Returns and properties alone need no call hooks. */
	if (ST_G(settings.watch) & ST_WATCH_ARGUMENTS) {
		scalar_types_observer_startup(self);
		scalar_types_generators_startup();
	}
	if (ST_G(settings.watch) & ST_WATCH_PROPERTIES) {
		scalar_types_ref_writers_startup();
	}
	scalar_types_compare_shared_probes = !(ST_G(settings.watch) & (ST_WATCH_RETURNS | ST_WATCH_PROPERTIES))
		|| (ST_G(settings.mode) == ST_MODE_COMPARE && ST_G(settings.sample_rate) >= 1.0)
		|| scalar_types_compare_preloading();
	/* opcache.file_cache is shared between processes: a process without
	 * probes in its files must not read what one with them wrote */
	zend_add_system_entropy("scalar_types", "shared_probes", &scalar_types_compare_shared_probes,
		sizeof(scalar_types_compare_shared_probes));
	scalar_types_compare_is_installed = true;
}

bool scalar_types_compare_pause(void)
{
	bool was = ST_G(compare.active);

	ST_G(compare.active) = false;
	return was;
}

void scalar_types_compare_resume(bool was)
{
	ST_G(compare.active) = was;
}

bool scalar_types_compare_private_probes(void)
{
	return scalar_types_compare_is_installed && !scalar_types_compare_shared_probes;
}

bool scalar_types_compare_probes_wanted(void)
{
	if (!scalar_types_compare_is_installed) {
		return false;
	}
	/* Preloading compiles into the cache, whatever its request is. */
	return scalar_types_compare_shared_probes
		|| (ST_G(compare.active) && !(CG(compiler_options) & ZEND_COMPILE_PRELOAD));
}

void scalar_types_compare_shutdown(void)
{
	if (!scalar_types_compare_is_installed) {
		return;
	}
	scalar_types_observer_shutdown();
	scalar_types_generators_shutdown();
	scalar_types_ref_writers_shutdown();
	scalar_types_compare_is_installed = false;
}

bool scalar_types_compare_sampled(double rate)
{
	uint64_t z;

	if (rate >= 1.0) {
		return true;
	}
	if (rate <= 0.0) {
		return false;
	}
	if (!ST_G(compare.sample_state)) {
		/* seeded at a process's first draw: each php-fpm worker its own */
		ST_G(compare.sample_state) = ((uint64_t) getpid() << 32) ^ (uint64_t) time(NULL) ^ (uint64_t) (uintptr_t) &z;
	}
	/* splitmix64 */
	z = (ST_G(compare.sample_state) += 0x9E3779B97F4A7C15ULL);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	z ^= z >> 31;
	return (double) (z >> 11) * (1.0 / 9007199254740992.0) < rate;
}

void scalar_types_compare_activate(bool judged)
{
	ST_G(compare.getter_count) = 0;
	scalar_types_observer_activate(judged);
	if (!judged) {
		return;
	}
	scalar_types_generators_activate();
	/* Classes, ops and interned names of the last request may be gone: a
	 * new generation of the probe caches (this area's property cache, the
	 * probes' site cache). Entries start at 0, which a request's generation
	 * never is; when the counter wraps, the tables are emptied once (the
	 * probes' by scalar_types_probes_activate()). */
	if (UNEXPECTED(++ST_G(compare.cache_gen) == 0)) {
		memset(ST_G(compare.prop_cache), 0, sizeof(ST_G(compare.prop_cache)));
		ST_G(compare.cache_gen) = 1;
	}
	ST_G(compare.active) = true;
}

void scalar_types_compare_deactivate(void)
{
	ST_G(compare.active) = false;
}
