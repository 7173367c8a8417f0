/*
  +----------------------------------------------------------------------+
  | scalar_types: the verdict vocabulary of the weak and strict rules    |
  +----------------------------------------------------------------------+
  | What weak or strict receipt does with one value for one zend_type.   |
  | rules/coercion.c and rules/strict.c produce verdicts; compare/,      |
  | report/ and the userland helpers consume them. Nothing re-derives    |
  | them.                                                                |
  +----------------------------------------------------------------------+
*/
#ifndef SCALAR_TYPES_VERDICT_H
#define SCALAR_TYPES_VERDICT_H

#include "php.h"

typedef enum _scalar_types_outcome {
	ST_ACCEPTED = 0, /* received unchanged */
	ST_COERCED,      /* received as another value */
	ST_REJECTED      /* TypeError */
} scalar_types_outcome;

/* Keep in sync with scalar_types_kind_names[] in coercion.c. */
typedef enum _scalar_types_kind {
	ST_KIND_NONE = 0,
	ST_KIND_INT_TO_FLOAT,
	ST_KIND_FLOAT_TO_INT,
	ST_KIND_FRACTIONAL_FLOAT_TO_INT,
	ST_KIND_NUMERIC_STRING_TO_INT,
	ST_KIND_NUMERIC_STRING_TO_FLOAT,
	ST_KIND_WHITESPACE_NUMERIC_STRING_TO_INT,
	ST_KIND_WHITESPACE_NUMERIC_STRING_TO_FLOAT,
	ST_KIND_FRACTIONAL_STRING_TO_INT,
	ST_KIND_INT_TO_STRING,
	ST_KIND_FLOAT_TO_STRING,
	ST_KIND_BOOL_TO_INT,
	ST_KIND_BOOL_TO_FLOAT,
	ST_KIND_BOOL_TO_STRING,
	ST_KIND_INT_TO_BOOL,
	ST_KIND_FLOAT_TO_BOOL,
	ST_KIND_STRING_TO_BOOL,
	ST_KIND_NULL_TO_INT,
	ST_KIND_NULL_TO_FLOAT,
	ST_KIND_NULL_TO_STRING,
	ST_KIND_NULL_TO_BOOL,
	ST_KIND_STRINGABLE_TO_STRING,
	/* Finer kinds the rule-set presets need (docs/presets.md, "Taxonomy
	 * gaps"); each takes values one of the kinds above had before. */
	ST_KIND_INEXACT_INT_TO_FLOAT,        /* |i| > 2^53 not held exactly by a double */
	ST_KIND_INEXACT_INT_STRING_TO_FLOAT, /* "9007199254740993" to float */
	ST_KIND_INTEGRAL_FLOAT_STRING_TO_INT, /* "1.0" to int */
	ST_KIND_EXPONENT_STRING_TO_INT,      /* "1e3" to int */
	ST_KIND_NAN_TO_STRING,
	ST_KIND_NAN_TO_BOOL,
	ST_KIND__COUNT
} scalar_types_kind;

typedef enum _scalar_types_deprecation {
	ST_DEPR_NONE = 0,
	ST_DEPR_FRACTIONAL_FLOAT,  /* Implicit conversion from float %s to int loses precision */
	ST_DEPR_FRACTIONAL_STRING, /* Implicit conversion from float-string "%s" to int ... */
	ST_DEPR_NULL_TO_INTERNAL   /* Passing null to parameter #%d ($%s) of type %s is deprecated */
} scalar_types_deprecation;

/* Warnings the engine emits at receipt (8.5: "Warnings for 8.5" RFC). */
typedef enum _scalar_types_warning {
	ST_WARN_NONE = 0,
	ST_WARN_NAN_TO_STRING, /* unexpected NAN value was coerced to string */
	ST_WARN_NAN_TO_BOOL    /* unexpected NAN value was coerced to bool */
} scalar_types_warning;

typedef struct _scalar_types_verdict {
	uint8_t outcome;     /* scalar_types_outcome */
	uint8_t kind;        /* scalar_types_kind; ST_KIND_NONE unless ST_COERCED */
	uint8_t deprecation; /* scalar_types_deprecation */
	uint8_t warning;     /* scalar_types_warning */
	zval value;          /* received value if ST_COERCED and asked for; else IS_UNDEF */
} scalar_types_verdict;

/* Which receipt a verdict is for: the engine treats null differently for
 * internal parameters, and refuses coercions through typed references. */
#define ST_JUDGE_INTERNAL   (1u << 0)
#define ST_JUDGE_WANT_VALUE (1u << 1)
/* The parameter checks its type by hand: weak mode coerces nothing. */
#define ST_JUDGE_NO_COERCION (1u << 2)

static zend_always_inline void scalar_types_verdict_init(scalar_types_verdict *v)
{
	v->outcome = ST_ACCEPTED;
	v->kind = ST_KIND_NONE;
	v->deprecation = ST_DEPR_NONE;
	v->warning = ST_WARN_NONE;
	ZVAL_UNDEF(&v->value);
}

static zend_always_inline void scalar_types_verdict_dtor(scalar_types_verdict *v)
{
	zval_ptr_dtor(&v->value);
	ZVAL_UNDEF(&v->value);
}

/* A double cannot hold every int: only |l| > 2^53 can miss ((double)
 * ZEND_LONG_MAX rounds up to 2^63, outside the range). */
static zend_always_inline bool scalar_types_long_inexact_double(zend_long l)
{
#if SIZEOF_ZEND_LONG > 4
	if (l <= (ZEND_LONG_MAX >> 10) && l >= -(ZEND_LONG_MAX >> 10)) {
		return false;
	}
	{
		double d = (double) l;
		return !ZEND_DOUBLE_FITS_LONG(d) || (zend_long) d != l;
	}
#else
	return false;
#endif
}

/* Two verdicts diverge when one side rejects and the other does not, or
 * both coerce differently. Widening int->float happens in both modes (an
 * inexact one is recorded all the same, for the presets that refuse it:
 * see receipt.c). */
static zend_always_inline bool scalar_types_verdicts_differ(
		const scalar_types_verdict *weak, const scalar_types_verdict *strict)
{
	return weak->outcome != strict->outcome || weak->kind != strict->kind;
}

#endif
