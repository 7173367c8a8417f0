/*
  +----------------------------------------------------------------------+
  | scalar_types: strict-mode receipt rules (the design card's          |
  | strict_mode.c; the weak rules are coercion.c)                        |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "rules/coercion.h"
#include "rules/strict_mode.h"

/* zend_verify_scalar_type_hint(strict=1): only the exact type, except that
 * an int is widened for a float parameter ("SSTH exception"). */
void scalar_types_strict_judge(zval *arg, const zend_type *type, uint32_t flags, scalar_types_verdict *v)
{
	zend_reference *ref = NULL;

	scalar_types_verdict_init(v);
	if (Z_ISREF_P(arg)) {
		ref = Z_REF_P(arg);
		arg = Z_REFVAL_P(arg);
	}
	if (scalar_types_matches(arg, type)) {
		return;
	}
	if (scalar_types_strict_widens(type, arg) && !(ref && ZEND_REF_HAS_TYPE_SOURCES(ref))) {
		v->outcome = ST_COERCED;
		v->kind = scalar_types_long_inexact_double(Z_LVAL_P(arg)) ? ST_KIND_INEXACT_INT_TO_FLOAT : ST_KIND_INT_TO_FLOAT;
		if (flags & ST_JUDGE_WANT_VALUE) {
			ZVAL_DOUBLE(&v->value, (double) Z_LVAL_P(arg));
		}
		return;
	}
	v->outcome = ST_REJECTED;
}
