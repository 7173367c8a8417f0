/* scalar_types: the compiler side. Every compiled file's
 * declare(strict_types) state goes to the registry; chosen paths compile
 * strict or weak. */
#ifndef SCALAR_TYPES_COMPILER_H
#define SCALAR_TYPES_COMPILER_H

#include "php.h"
#include "zend_ast.h"
#include "compiler/paths.h"

typedef struct _scalar_types_registry_globals {
	HashTable *files;                 /* file name -> packed state; NULL outside a request */
	scalar_types_path_list strict_list; /* parsed scalar_types.strict_paths */
	scalar_types_path_list weak_list;
	bool left;                        /* this request leaves its files to opcache, without probes */
} scalar_types_registry_globals;

/* Registry state of one compiled file, packed into a zend_long. */
#define ST_DECL_NONE    0  /* no declare(strict_types) */
#define ST_DECL_WEAK    1  /* declare(strict_types=0) */
#define ST_DECL_STRICT  2  /* declare(strict_types=1) */
#define ST_DECL_UNKNOWN 3  /* served by opcache: the compiler never saw it */

#define ST_SOURCE_COMPILED 0
#define ST_SOURCE_CACHE    1
#define ST_SOURCE_EVAL     2

#define ST_STATE(decl, strict, forced, source) \
	((zend_long) ((decl) | ((strict) << 4) | ((forced) << 8) | ((source) << 12)))
#define ST_STATE_DECL(s)   ((int) ((s) & 0xf))
#define ST_STATE_STRICT(s) ((int) (((s) >> 4) & 0xf))
#define ST_STATE_FORCED(s) ((int) (((s) >> 8) & 0xf))
#define ST_STATE_SOURCE(s) ((int) (((s) >> 12) & 0xf))

/* From the module's zend_ast_process hook, for every compiled file and
 * eval(): records its state and applies the path policy. Returns whether
 * the file compiles strict. */
bool scalar_types_compiler_process(zend_ast *ast);

/* MINIT. leaving: some requests will leave their files to opcache
 * (scalar_types_compiler_activate()), so whether opcache wraps the compile
 * is noted at post-startup, before it wraps it. */
void scalar_types_compiler_startup(bool leaving);
/* RINIT: wrap zend_compile_file outside opcache (once per process) to see
 * cache hits; the request's registry. left: a judged request whose probes
 * are kept out of opcache's cache: its files are left to opcache, compiled
 * without probes (the others' code, exactly), and counted. RSHUTDOWN frees
 * it. */
void scalar_types_compiler_activate(bool left);
void scalar_types_compiler_deactivate(void);
/* The INI handler's part of scalar_types.strict_paths (strict) and
 * weak_paths: the value parsed into the lists. */
void scalar_types_compiler_ini_paths(bool strict, zend_string *value, const char *ini_name);
/* GSHUTDOWN: what the lists hold. */
void scalar_types_compiler_globals_dtor(scalar_types_registry_globals *g);
void scalar_types_compiler_shutdown(void);

/* The registry as the userland functions show it. */
void scalar_types_file_state_to_array(zend_long state, zval *out);

#endif
