/* scalar_types: strict-mode receipt rules, and the compiler side (per-file
 * strict_types registry, forcing chosen paths strict or weak). */
#ifndef SCALAR_TYPES_STRICT_MODE_H
#define SCALAR_TYPES_STRICT_MODE_H

#include "verdict.h"
#include "php_scalar_types.h"

/* int -> float: the one widening strict mode does. value as received: a
 * reference is never IS_LONG here, so one that may be bound to a typed
 * property (which converts nothing) is left to the caller's slow path. */
static zend_always_inline bool scalar_types_strict_widens(const zend_type *type, const zval *value)
{
	return Z_TYPE_P(value) == IS_LONG && (ZEND_TYPE_FULL_MASK(*type) & MAY_BE_DOUBLE);
}

/* Strict receipt: exact type, int->float widening, nothing else. */
void scalar_types_strict_judge(zval *arg, const zend_type *type, uint32_t flags, scalar_types_verdict *v);

/* Registry state of one compiled file, packed into a zend_long. */
#define ST_DECL_NONE    0  /* no declare(strict_types) */
#define ST_DECL_WEAK    1  /* declare(strict_types=0) */
#define ST_DECL_STRICT  2  /* declare(strict_types=1) */
#define ST_DECL_UNKNOWN 3  /* served by opcache: the compiler never saw it */

#define ST_FORCED_NONE   0
#define ST_FORCED_STRICT 1 /* by scalar_types.strict_paths */
#define ST_FORCED_WEAK   2 /* by scalar_types.weak_paths */

#define ST_SOURCE_COMPILED 0
#define ST_SOURCE_CACHE    1
#define ST_SOURCE_EVAL     2

#define ST_STATE(decl, strict, forced, source) \
	((zend_long) ((decl) | ((strict) << 4) | ((forced) << 8) | ((source) << 12)))
#define ST_STATE_DECL(s)   ((int) ((s) & 0xf))
#define ST_STATE_STRICT(s) ((int) (((s) >> 4) & 0xf))
#define ST_STATE_FORCED(s) ((int) (((s) >> 8) & 0xf))
#define ST_STATE_SOURCE(s) ((int) (((s) >> 12) & 0xf))

/* MINIT: install the zend_ast_process hook (before anything compiles). */
void scalar_types_compiler_startup(void);
void scalar_types_compiler_shutdown(void);
/* First RINIT: wrap zend_compile_file outside opcache to see cache hits. */
void scalar_types_compiler_activate(void);

/* Path lists: parse (warning once per bad entry), free, and the policy. */
void scalar_types_path_list_parse(scalar_types_path_list *list, const char *value, const char *ini_name, bool persistent);
void scalar_types_path_list_free(scalar_types_path_list *list, bool persistent);
int scalar_types_path_policy(const char *path, size_t len);

/* The registry as the userland functions show it. */
void scalar_types_file_state_to_array(zend_long state, zval *out);

#endif
