/*
  +----------------------------------------------------------------------+
  | scalar_types: weak-mode receipt rules                                |
  +----------------------------------------------------------------------+
  | Mirrors zend_verify_scalar_type_hint() and zend_parse_arg_*_weak()   |
  | (Zend/zend_execute.c, Zend/zend_API.c) without their side effects:   |
  | the value is never modified, no deprecation is emitted and no user   |
  | __toString() runs. Every other room asks here; nothing re-derives.   |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "rules/coercion.h"

static const char *const scalar_types_kind_names[ST_KIND__COUNT] = {
	NULL,
	"int_to_float",
	"float_to_int",
	"fractional_float_to_int",
	"numeric_string_to_int",
	"numeric_string_to_float",
	"whitespace_numeric_string_to_int",
	"whitespace_numeric_string_to_float",
	"fractional_string_to_int",
	"int_to_string",
	"float_to_string",
	"bool_to_int",
	"bool_to_float",
	"bool_to_string",
	"int_to_bool",
	"float_to_bool",
	"string_to_bool",
	"null_to_int",
	"null_to_float",
	"null_to_string",
	"null_to_bool",
	"stringable_to_string",
	"inexact_int_to_float",
	"inexact_int_string_to_float",
	"integral_float_string_to_int",
	"exponent_string_to_int",
	"nan_to_string",
	"nan_to_bool",
};

const char *scalar_types_kind_name(scalar_types_kind kind)
{
	return kind < ST_KIND__COUNT ? scalar_types_kind_names[kind] : NULL;
}

static zend_class_entry *scalar_types_type_ce(const zend_type *t)
{
	/* Never autoload: an object can only be an instance of a loaded class,
	 * and the engine's own check (zend_fetch_ce_from_cache_slot) does not. */
	if (!ZEND_TYPE_HAS_NAME(*t)) {
		return NULL;
	}
	return zend_lookup_class_ex(ZEND_TYPE_NAME(*t), NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD);
}

static bool scalar_types_object_matches(zend_object *obj, const zend_type *type)
{
	zend_class_entry *ce;

	if (ZEND_TYPE_HAS_LIST(*type)) {
		const zend_type *list_type;
		bool intersection = ZEND_TYPE_IS_INTERSECTION(*type);

		ZEND_TYPE_LIST_FOREACH(ZEND_TYPE_LIST(*type), list_type) {
			if (ZEND_TYPE_HAS_LIST(*list_type)) {
				/* DNF (8.2): an intersection inside a union */
				if (scalar_types_object_matches(obj, list_type)) {
					return true;
				}
				continue;
			}
			ce = scalar_types_type_ce(list_type);
			if (intersection) {
				if (!ce || !instanceof_function(obj->ce, ce)) {
					return false;
				}
			} else if (ce && instanceof_function(obj->ce, ce)) {
				return true;
			}
		} ZEND_TYPE_LIST_FOREACH_END();
		return intersection;
	}
	ce = scalar_types_type_ce(type);
	return ce && instanceof_function(obj->ce, ce);
}

bool scalar_types_matches(zval *arg, const zend_type *type)
{
	uint32_t mask;

	ZVAL_DEREF(arg);
	mask = ZEND_TYPE_FULL_MASK(*type);
	if (mask & (1u << Z_TYPE_P(arg))) {
		return true;
	}
	if (Z_TYPE_P(arg) == IS_OBJECT && ZEND_TYPE_IS_COMPLEX(*type)
			&& scalar_types_object_matches(Z_OBJ_P(arg), type)) {
		return true;
	}
	if ((mask & MAY_BE_CALLABLE) && Z_TYPE_P(arg) != IS_LONG && Z_TYPE_P(arg) != IS_DOUBLE
			&& zend_is_callable(arg, IS_CALLABLE_SUPPRESS_DEPRECATIONS, NULL)) {
		return true;
	}
	return false;
}

static zend_always_inline bool scalar_types_is_ws(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Leading and trailing whitespace are both allowed in numeric strings since
 * PHP 8.0 ("Saner numeric strings"); we report them as their own kind. */
static bool scalar_types_has_ws(const zend_string *s)
{
	return ZSTR_LEN(s) > 0
		&& (scalar_types_is_ws(ZSTR_VAL(s)[0]) || scalar_types_is_ws(ZSTR_VAL(s)[ZSTR_LEN(s) - 1]));
}

/* s is an integer written in decimal (sign, digits, optionally "." and
 * zeros, whitespace around) that d, its double, does not equal. Exponent
 * forms are not looked into (docs/limits.md). */
static bool scalar_types_string_inexact_integer(const zend_string *s, double d)
{
	const char *p = ZSTR_VAL(s), *end = p + ZSTR_LEN(s), *digits;
	char buf[400];
	size_t len;
	int n;

	while (p < end && scalar_types_is_ws(*p)) {
		p++;
	}
	while (end > p && scalar_types_is_ws(end[-1])) {
		end--;
	}
	if (p < end && (*p == '+' || *p == '-')) {
		p++;
	}
	while (p + 1 < end && p[0] == '0' && p[1] >= '0' && p[1] <= '9') {
		p++;
	}
	digits = p;
	while (p < end && *p >= '0' && *p <= '9') {
		p++;
	}
	len = (size_t) (p - digits);
	if (len == 0) {
		return false;
	}
	if (p < end && *p == '.') {
		for (p++; p < end && *p == '0'; p++);
	}
	if (p != end) {
		return false;
	}
	if (len < 16) {
		return false; /* below 10^15 < 2^53: exact */
	}
	if (zend_isinf(d) || len >= sizeof(buf)) {
		return true;
	}
	/* glibc prints a double's exact decimal expansion */
	n = snprintf(buf, sizeof(buf), "%.0f", fabs(d));
	return n < 0 || (size_t) n != len || memcmp(buf, digits, len) != 0;
}

static zend_always_inline void st_coerced(scalar_types_verdict *v, scalar_types_kind kind)
{
	v->outcome = ST_COERCED;
	v->kind = (uint8_t) kind;
}

/* zend_parse_arg_long_weak() */
static bool scalar_types_long_weak(zval *arg, uint32_t flags, scalar_types_verdict *v)
{
	zend_long lval;
	double dval;

	switch (Z_TYPE_P(arg)) {
		case IS_DOUBLE:
			dval = Z_DVAL_P(arg);
			if (zend_isnan(dval) || !ZEND_DOUBLE_FITS_LONG(dval)) {
				return false;
			}
			lval = zend_dval_to_lval(dval);
			if (!zend_is_long_compatible(dval, lval)) {
				st_coerced(v, ST_KIND_FRACTIONAL_FLOAT_TO_INT);
				v->deprecation = ST_DEPR_FRACTIONAL_FLOAT;
			} else {
				st_coerced(v, ST_KIND_FLOAT_TO_INT);
			}
			break;
		case IS_STRING: {
			zend_uchar t = is_numeric_str_function(Z_STR_P(arg), &lval, &dval);
			bool ws = scalar_types_has_ws(Z_STR_P(arg));

			if (t == IS_DOUBLE) {
				if (zend_isnan(dval) || !ZEND_DOUBLE_FITS_LONG(dval)) {
					return false;
				}
				lval = zend_dval_to_lval(dval);
				if (!zend_is_long_compatible(dval, lval)) {
					st_coerced(v, ST_KIND_FRACTIONAL_STRING_TO_INT);
					v->deprecation = ST_DEPR_FRACTIONAL_STRING;
					break;
				}
				st_coerced(v, memchr(Z_STRVAL_P(arg), 'e', Z_STRLEN_P(arg)) || memchr(Z_STRVAL_P(arg), 'E', Z_STRLEN_P(arg))
					? ST_KIND_EXPONENT_STRING_TO_INT : ST_KIND_INTEGRAL_FLOAT_STRING_TO_INT);
				break;
			} else if (t != IS_LONG) {
				return false;
			}
			st_coerced(v, ws ? ST_KIND_WHITESPACE_NUMERIC_STRING_TO_INT : ST_KIND_NUMERIC_STRING_TO_INT);
			break;
		}
		case IS_FALSE:
			lval = 0;
			st_coerced(v, ST_KIND_BOOL_TO_INT);
			break;
		case IS_TRUE:
			lval = 1;
			st_coerced(v, ST_KIND_BOOL_TO_INT);
			break;
		default:
			return false;
	}
	if (flags & ST_JUDGE_WANT_VALUE) {
		ZVAL_LONG(&v->value, lval);
	}
	return true;
}

/* A numeric string received as the float d. */
static scalar_types_kind scalar_types_string_float_kind(const zend_string *s, double d)
{
	if (scalar_types_string_inexact_integer(s, d)) {
		return ST_KIND_INEXACT_INT_STRING_TO_FLOAT;
	}
	return scalar_types_has_ws(s) ? ST_KIND_WHITESPACE_NUMERIC_STRING_TO_FLOAT : ST_KIND_NUMERIC_STRING_TO_FLOAT;
}

/* zend_parse_arg_double_weak() */
static bool scalar_types_double_weak(zval *arg, uint32_t flags, scalar_types_verdict *v)
{
	double dval;

	switch (Z_TYPE_P(arg)) {
		case IS_LONG:
			dval = (double) Z_LVAL_P(arg);
			st_coerced(v, scalar_types_long_inexact_double(Z_LVAL_P(arg))
				? ST_KIND_INEXACT_INT_TO_FLOAT : ST_KIND_INT_TO_FLOAT);
			break;
		case IS_STRING: {
			zend_long lval;
			zend_uchar t = is_numeric_str_function(Z_STR_P(arg), &lval, &dval);

			if (t == IS_LONG) {
				dval = (double) lval;
			} else if (t != IS_DOUBLE) {
				return false;
			}
			st_coerced(v, scalar_types_string_float_kind(Z_STR_P(arg), dval));
			break;
		}
		case IS_FALSE:
			dval = 0.0;
			st_coerced(v, ST_KIND_BOOL_TO_FLOAT);
			break;
		case IS_TRUE:
			dval = 1.0;
			st_coerced(v, ST_KIND_BOOL_TO_FLOAT);
			break;
		default:
			return false;
	}
	if (flags & ST_JUDGE_WANT_VALUE) {
		ZVAL_DOUBLE(&v->value, dval);
	}
	return true;
}

/* zend_parse_arg_str_weak(), minus the conversion itself. */
static bool scalar_types_str_weak(zval *arg, uint32_t flags, scalar_types_verdict *v)
{
	switch (Z_TYPE_P(arg)) {
		case IS_FALSE:
		case IS_TRUE:
			st_coerced(v, ST_KIND_BOOL_TO_STRING);
			break;
		case IS_LONG:
			st_coerced(v, ST_KIND_INT_TO_STRING);
			break;
		case IS_DOUBLE:
			st_coerced(v, ST_KIND_FLOAT_TO_STRING);
			if (zend_isnan(Z_DVAL_P(arg))) {
				v->kind = ST_KIND_NAN_TO_STRING;
#if PHP_VERSION_ID >= 80500
				v->warning = ST_WARN_NAN_TO_STRING;
#endif
				/* the engine's text, without 8.5's warning from the conversion */
				if (flags & ST_JUDGE_WANT_VALUE) {
					ZVAL_STRINGL(&v->value, "NAN", 3);
				}
				return true;
			}
			break;
		case IS_OBJECT: {
			zend_object *obj = Z_OBJ_P(arg);

			/* A user __toString() would run user code: predict from its
			 * presence. Internal cast handlers (SimpleXMLElement, GMP…) are
			 * pure, so ask them. */
			if (obj->ce->__tostring) {
				st_coerced(v, ST_KIND_STRINGABLE_TO_STRING);
				return true;
			}
			if (obj->handlers->cast_object != zend_std_cast_object_tostring) {
				zval tmp;

				if (obj->handlers->cast_object(obj, &tmp, IS_STRING) == SUCCESS) {
					st_coerced(v, ST_KIND_STRINGABLE_TO_STRING);
					if (flags & ST_JUDGE_WANT_VALUE) {
						ZVAL_COPY_VALUE(&v->value, &tmp);
					} else {
						zval_ptr_dtor(&tmp);
					}
					return true;
				}
				if (EG(exception)) {
					zend_clear_exception();
				}
			}
			return false;
		}
		default:
			return false;
	}
	if (flags & ST_JUDGE_WANT_VALUE) {
		ZVAL_STR(&v->value, zval_get_string_func(arg));
	}
	return true;
}

/* zend_parse_arg_bool_weak(); null is handled by the caller. */
static bool scalar_types_bool_weak(zval *arg, uint32_t flags, scalar_types_verdict *v)
{
	switch (Z_TYPE_P(arg)) {
		case IS_LONG:
			st_coerced(v, ST_KIND_INT_TO_BOOL);
			break;
		case IS_DOUBLE:
			st_coerced(v, ST_KIND_FLOAT_TO_BOOL);
			if (zend_isnan(Z_DVAL_P(arg))) {
				v->kind = ST_KIND_NAN_TO_BOOL;
#if PHP_VERSION_ID >= 80500
				v->warning = ST_WARN_NAN_TO_BOOL;
#endif
			}
			/* by hand: 8.5's zend_is_true() warns for NAN (which is true) */
			if (flags & ST_JUDGE_WANT_VALUE) {
				ZVAL_BOOL(&v->value, Z_DVAL_P(arg) != 0.0);
			}
			return true;
		case IS_STRING:
			st_coerced(v, ST_KIND_STRING_TO_BOOL);
			break;
		default:
			return false;
	}
	if (flags & ST_JUDGE_WANT_VALUE) {
		ZVAL_BOOL(&v->value, zend_is_true(arg));
	}
	return true;
}

static void scalar_types_null_internal(uint32_t mask, uint32_t flags, scalar_types_verdict *v)
{
	/* Weak mode lets internal scalar parameters take null (8.1 deprecation);
	 * ZPP tries int, float, string, bool in that order like unions do. */
	v->deprecation = ST_DEPR_NULL_TO_INTERNAL;
	if (mask & MAY_BE_LONG) {
		st_coerced(v, ST_KIND_NULL_TO_INT);
		if (flags & ST_JUDGE_WANT_VALUE) {
			ZVAL_LONG(&v->value, 0);
		}
	} else if (mask & MAY_BE_DOUBLE) {
		st_coerced(v, ST_KIND_NULL_TO_FLOAT);
		if (flags & ST_JUDGE_WANT_VALUE) {
			ZVAL_DOUBLE(&v->value, 0.0);
		}
	} else if (mask & MAY_BE_STRING) {
		st_coerced(v, ST_KIND_NULL_TO_STRING);
		if (flags & ST_JUDGE_WANT_VALUE) {
			ZVAL_EMPTY_STRING(&v->value);
		}
	} else {
		st_coerced(v, ST_KIND_NULL_TO_BOOL);
		if (flags & ST_JUDGE_WANT_VALUE) {
			ZVAL_FALSE(&v->value);
		}
	}
}

void scalar_types_weak_judge(zval *arg, const zend_type *type, uint32_t flags, scalar_types_verdict *v)
{
	zend_reference *ref = NULL;
	uint32_t mask = ZEND_TYPE_FULL_MASK(*type);

	scalar_types_verdict_init(v);
	if (Z_ISREF_P(arg)) {
		ref = Z_REF_P(arg);
		arg = Z_REFVAL_P(arg);
	}
	if (scalar_types_matches(arg, type)) {
		return;
	}
	v->outcome = ST_REJECTED;
	if ((ref && ZEND_REF_HAS_TYPE_SOURCES(ref)) || (flags & ST_JUDGE_NO_COERCION)) {
		/* The engine never converts through a typed reference. */
		return;
	}
	if (Z_TYPE_P(arg) == IS_NULL) {
		if ((flags & ST_JUDGE_INTERNAL)
				&& (mask & (MAY_BE_TRUE|MAY_BE_FALSE|MAY_BE_LONG|MAY_BE_DOUBLE|MAY_BE_STRING))) {
			scalar_types_null_internal(mask, flags, v);
		}
		return;
	}

	/* zend_verify_weak_scalar_type_hint(): int, float, string, bool. */
	if (mask & MAY_BE_LONG) {
		if ((mask & MAY_BE_DOUBLE) && Z_TYPE_P(arg) == IS_STRING) {
			/* int|float takes a numeric string's own numeric type. */
			zend_long lval;
			double dval;
			zend_uchar t = is_numeric_str_function(Z_STR_P(arg), &lval, &dval);
			bool ws = scalar_types_has_ws(Z_STR_P(arg));

			if (t == IS_LONG) {
				st_coerced(v, ws ? ST_KIND_WHITESPACE_NUMERIC_STRING_TO_INT : ST_KIND_NUMERIC_STRING_TO_INT);
				if (flags & ST_JUDGE_WANT_VALUE) {
					ZVAL_LONG(&v->value, lval);
				}
				return;
			}
			if (t == IS_DOUBLE) {
				st_coerced(v, scalar_types_string_float_kind(Z_STR_P(arg), dval));
				if (flags & ST_JUDGE_WANT_VALUE) {
					ZVAL_DOUBLE(&v->value, dval);
				}
				return;
			}
		} else if (scalar_types_long_weak(arg, flags, v)) {
			return;
		}
	}
	if ((mask & MAY_BE_DOUBLE) && scalar_types_double_weak(arg, flags, v)) {
		return;
	}
	if ((mask & MAY_BE_STRING) && scalar_types_str_weak(arg, flags, v)) {
		return;
	}
	if ((mask & MAY_BE_BOOL) == MAY_BE_BOOL && scalar_types_bool_weak(arg, flags, v)) {
		return;
	}
	v->outcome = ST_REJECTED;
	v->kind = ST_KIND_NONE;
	v->deprecation = ST_DEPR_NONE;
	v->warning = ST_WARN_NONE;
}

zend_string *scalar_types_double_repr(double d)
{
	/* "%.*H" at precision -1 is the engine's shortest round-trip form;
	 * calling through a plain pointer keeps gcc's printf checker, which
	 * does not know 'H', out of it. */
	zend_string *(*format)(size_t, const char *, ...) = zend_strpprintf;
	return format(0, "%.*H", -1, d);
}

const char *scalar_types_given_name(zval *arg)
{
	ZVAL_DEREF(arg);
#if PHP_VERSION_ID >= 80300
	/* 8.3 names true/false (and objects by class) in TypeErrors */
	return zend_zval_value_name(arg);
#else
	return zend_zval_type_name(arg);
#endif
}

zend_string *scalar_types_arg_type_error(const char *func, uint32_t arg_num,
	const char *param, const zend_type *type, zval *arg)
{
	zend_string *need = zend_type_to_string(*type);
	zend_string *msg = zend_strpprintf(0, "%s(): Argument #%" PRIu32 "%s%s%s must be of type %s, %s given",
		func, arg_num,
		param ? " ($" : "", param ? param : "", param ? ")" : "",
		ZSTR_VAL(need), scalar_types_given_name(arg));

	zend_string_release(need);
	return msg;
}

zend_string *scalar_types_warning_message(const scalar_types_verdict *v)
{
	switch (v->warning) {
		case ST_WARN_NAN_TO_STRING:
			return zend_string_init(ZEND_STRL("unexpected NAN value was coerced to string"), 0);
		case ST_WARN_NAN_TO_BOOL:
			return zend_string_init(ZEND_STRL("unexpected NAN value was coerced to bool"), 0);
		default:
			return NULL;
	}
}

zend_string *scalar_types_deprecation_message(const scalar_types_verdict *v,
	const char *func, uint32_t arg_num, const char *param, const zend_type *type, zval *arg, zend_string *shown)
{
	ZVAL_DEREF(arg);
	switch (v->deprecation) {
		case ST_DEPR_FRACTIONAL_FLOAT: {
			zend_string *repr = shown ? zend_string_copy(shown) : scalar_types_double_repr(Z_DVAL_P(arg));
			zend_string *msg = zend_strpprintf(0, "Implicit conversion from float %s to int loses precision",
				ZSTR_VAL(repr));
			zend_string_release(repr);
			return msg;
		}
		case ST_DEPR_FRACTIONAL_STRING:
			if (shown) {
				return zend_strpprintf(0, "Implicit conversion from float-string %s to int loses precision",
					ZSTR_VAL(shown));
			}
			return zend_strpprintf(0, "Implicit conversion from float-string \"%s\" to int loses precision",
				Z_STRVAL_P(arg));
		case ST_DEPR_NULL_TO_INTERNAL: {
			zend_string *t = zend_type_to_string(*type);
			zend_string *msg = zend_strpprintf(0,
				"%s(): Passing null to parameter #%" PRIu32 "%s%s%s of type %s is deprecated",
				func, arg_num,
				param ? " ($" : "", param ? param : "", param ? ")" : "",
				t ? ZSTR_VAL(t) : "mixed");
			if (t) {
				zend_string_release(t);
			}
			return msg;
		}
		default:
			return NULL;
	}
}
