/* scalar_types extension for PHP */

#ifndef PHP_SCALAR_TYPES_H
# define PHP_SCALAR_TYPES_H

# include "php.h"

extern zend_module_entry scalar_types_module_entry;
# define phpext_scalar_types_ptr &scalar_types_module_entry

# define PHP_SCALAR_TYPES_VERSION "0.1.0"

# if defined(ZTS) && defined(COMPILE_DL_SCALAR_TYPES)
ZEND_TSRMLS_CACHE_EXTERN()
# endif

/* Each area declares its own globals; none of these includes this file
 * (an area's API header may, as report/report.h does). */
#include "compiler/compiler.h"
#include "report/report_globals.h"
#include "compare/compare.h"
#include "probes/probes.h"

#define ST_WATCH_ARGUMENTS  (1 << 0)
#define ST_WATCH_RETURNS    (1 << 1)
#define ST_WATCH_PROPERTIES (1 << 2)

typedef enum _scalar_types_mode {
	ST_MODE_OFF = 0,
	ST_MODE_COMPARE = 1,
	/* hooks installed at startup, requests judged only where the mode is
	 * compare at request time (php-fpm: php_admin_value in a pool) */
	ST_MODE_STANDBY = 2
} scalar_types_mode;

/* The INI settings (scalar_types.c), as PHP parsed them. */
typedef struct _scalar_types_settings {
	zend_long mode;
	zend_long watch;         /* ST_WATCH_* (compare_sites) */
	char *report_file;
	char *strict_paths;      /* parsed into registry.strict_list */
	char *weak_paths;
	zend_long max_sites;
	bool report_values;
	zend_long value_max_length;
	bool summary;
	bool compare_generators; /* judge generator arguments before receipt (EXT_FCALL_BEGIN) */
	bool compare_coverage;   /* record which lines with sites ran (report/coverage.c) */
	double sample_rate;      /* the fraction of compare-mode requests judged */
	zend_long flush_interval; /* seconds between writes in a long request; 0: at its end only */
	zend_long report_sink;   /* scalar_types_sink_kind */
	char *syslog_ident;
	zend_long syslog_facility; /* LOG_USER, LOG_LOCAL0, ... */
	char *syslog_path;       /* the syslog daemon's socket */
	char *source_overlay;    /* fix --casts --verify: copies compiled in place of the files */
} scalar_types_settings;

ZEND_BEGIN_MODULE_GLOBALS(scalar_types)
	scalar_types_settings settings;
	scalar_types_registry_globals registry;
	scalar_types_report_globals report;
	scalar_types_compare_globals compare;
	scalar_types_probe_globals probes;
ZEND_END_MODULE_GLOBALS(scalar_types)

ZEND_EXTERN_MODULE_GLOBALS(scalar_types)

# define ST_G(v) ZEND_MODULE_GLOBALS_ACCESSOR(scalar_types, v)

#endif	/* PHP_SCALAR_TYPES_H */
