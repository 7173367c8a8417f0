/* scalar_types: strict-mode receipt rules (zend_verify_scalar_type_hint with
 * strict=1). Pure, like the weak rules in coercion.h. */
#ifndef SCALAR_TYPES_STRICT_MODE_H
#define SCALAR_TYPES_STRICT_MODE_H

#include "rules/verdict.h"

/* int -> float: the one widening strict mode does. value as received: a
 * reference is never IS_LONG here, so one that may be bound to a typed
 * property (which converts nothing) is left to the caller's slow path. */
static zend_always_inline bool scalar_types_strict_widens(const zend_type *type, const zval *value)
{
	return Z_TYPE_P(value) == IS_LONG && (ZEND_TYPE_FULL_MASK(*type) & MAY_BE_DOUBLE);
}

/* Strict receipt: exact type, int->float widening, nothing else. */
void scalar_types_strict_judge(zval *arg, const zend_type *type, uint32_t flags, scalar_types_verdict *v);

#endif
