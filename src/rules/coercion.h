/* scalar_types: weak-mode receipt rules (zend_verify_weak_scalar_type_hint,
 * zend_parse_arg_*_weak) and the engine's message texts. Pure: judging never
 * changes the value, calls user code or emits anything. */
#ifndef SCALAR_TYPES_COERCION_H
#define SCALAR_TYPES_COERCION_H

#include "rules/verdict.h"

/* True when the value satisfies the type without any conversion (the checks
 * zend_check_type() makes before it considers scalar coercion). */
bool scalar_types_matches(zval *arg, const zend_type *type);

/* Weak receipt of arg by a parameter of the given type. flags: ST_JUDGE_*. */
void scalar_types_weak_judge(zval *arg, const zend_type *type, uint32_t flags, scalar_types_verdict *v);

const char *scalar_types_kind_name(scalar_types_kind kind);

/* Engine-identical texts. func is the name as the engine prints it
 * ("strstr", "C::m", "{closure}"); param without "$", may be NULL. */
zend_string *scalar_types_arg_type_error(const char *func, uint32_t arg_num,
	const char *param, const zend_type *type, zval *arg);
/* shown: what to print instead of the value (a redacted sample), or NULL
 * for the engine's exact text. */
zend_string *scalar_types_deprecation_message(const scalar_types_verdict *v,
	const char *func, uint32_t arg_num, const char *param, const zend_type *type, zval *arg, zend_string *shown);
/* The warning the engine emits at receipt (8.5's NAN coercions), or NULL. */
zend_string *scalar_types_warning_message(const scalar_types_verdict *v);
/* "int", "string", "bool", a class name (8.3+: "true"/"false"), as in TypeErrors. */
const char *scalar_types_given_name(zval *arg);
/* A float as the engine prints it in messages (1.5, 1.0E+20, NAN). */
zend_string *scalar_types_double_repr(double d);

#endif
