/*
  +----------------------------------------------------------------------+
  | scalar_types: rule-set presets                                       |
  +----------------------------------------------------------------------+
  | Each preset is a table over the weak rules' coercion kinds: the kind |
  | a receipt got decides, with the site (internal argument or not) and |
  | the caller's mode. docs/presets.md cites each table's source.        |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "rules/presets.h"

static const char *const scalar_types_preset_names[ST_PRESET__COUNT] = {
	"strict", "php9", "coercive-2015", "bool-2025", "unify-2021",
};

static const char *const scalar_types_rule_names[] = {"accept", "deprecate", "reject"};

const char *scalar_types_preset_name(scalar_types_preset p)
{
	return p < ST_PRESET__COUNT ? scalar_types_preset_names[p] : NULL;
}

const char *scalar_types_rule_name(scalar_types_rule r)
{
	return scalar_types_rule_names[r];
}

#define A ST_RULE_ACCEPT
#define D ST_RULE_DEPRECATE
#define R ST_RULE_REJECT

/* Weak callers, outside internal arguments; per kind: php9, coercive-2015,
 * bool-2025, unify-2021 (strict needs no table: only widening passes). */
static const uint8_t scalar_types_preset_table[ST_KIND__COUNT][4] = {
	[ST_KIND_NONE]                               = {A, A, A, A}, /* not coerced */
	[ST_KIND_INT_TO_FLOAT]                       = {A, A, A, A},
	[ST_KIND_INEXACT_INT_TO_FLOAT]               = {A, R, A, A},
	[ST_KIND_FLOAT_TO_INT]                       = {A, A, A, A},
	[ST_KIND_FRACTIONAL_FLOAT_TO_INT]            = {R, R, D, R},
	[ST_KIND_NUMERIC_STRING_TO_INT]              = {A, A, A, A},
	[ST_KIND_WHITESPACE_NUMERIC_STRING_TO_INT]   = {A, A, A, A},
	[ST_KIND_INTEGRAL_FLOAT_STRING_TO_INT]       = {A, A, A, A},
	[ST_KIND_EXPONENT_STRING_TO_INT]             = {A, A, A, A},
	[ST_KIND_FRACTIONAL_STRING_TO_INT]           = {R, R, D, R},
	[ST_KIND_NUMERIC_STRING_TO_FLOAT]            = {A, A, A, A},
	[ST_KIND_WHITESPACE_NUMERIC_STRING_TO_FLOAT] = {A, A, A, A},
	[ST_KIND_INEXACT_INT_STRING_TO_FLOAT]        = {A, R, A, A},
	[ST_KIND_INT_TO_STRING]                      = {A, A, A, A},
	[ST_KIND_FLOAT_TO_STRING]                    = {A, A, A, A},
	[ST_KIND_NAN_TO_STRING]                      = {R, A, D, A},
	[ST_KIND_BOOL_TO_INT]                        = {A, R, D, R},
	[ST_KIND_BOOL_TO_FLOAT]                      = {A, R, D, R},
	[ST_KIND_BOOL_TO_STRING]                     = {A, R, D, R},
	[ST_KIND_INT_TO_BOOL]                        = {A, A, D, A},
	[ST_KIND_STRING_TO_BOOL]                     = {A, A, D, A},
	[ST_KIND_FLOAT_TO_BOOL]                      = {A, R, D, R},
	[ST_KIND_NAN_TO_BOOL]                        = {R, R, D, R},
	/* null reaches a scalar only as an internal argument */
	[ST_KIND_NULL_TO_INT]                        = {R, A, D, R},
	[ST_KIND_NULL_TO_FLOAT]                      = {R, A, D, R},
	[ST_KIND_NULL_TO_STRING]                     = {R, A, D, R},
	[ST_KIND_NULL_TO_BOOL]                       = {R, A, D, R},
	[ST_KIND_STRINGABLE_TO_STRING]               = {A, A, A, A},
};

#undef A
#undef D
#undef R

scalar_types_rule scalar_types_preset_judge(scalar_types_preset p, const scalar_types_verdict *weak, uint32_t flags)
{
	scalar_types_rule rule;

	if (weak->outcome == ST_REJECTED) {
		return ST_RULE_REJECT; /* a TypeError in both modes stays one */
	}
	if (weak->outcome == ST_ACCEPTED) {
		return ST_RULE_ACCEPT;
	}
	/* strict; and php9 and bool-2025 change weak mode only, so a strict
	 * caller keeps strict. coercive-2015 and unify-2021 are one mode for
	 * every file. */
	if (p == ST_PRESET_STRICT || ((flags & ST_PRESET_STRICT_CALLER)
			&& (p == ST_PRESET_PHP9 || p == ST_PRESET_BOOL_2025))) {
		return weak->kind == ST_KIND_INT_TO_FLOAT || weak->kind == ST_KIND_INEXACT_INT_TO_FLOAT
			? ST_RULE_ACCEPT : ST_RULE_REJECT;
	}
	rule = (scalar_types_rule) scalar_types_preset_table[weak->kind][p - ST_PRESET_PHP9];
	/* coercive-2015: internal functions only deprecate what PHP 5 took
	 * ("will emit E_DEPRECATED warnings"); every kind here is such a one. */
	if (p == ST_PRESET_COERCIVE_2015 && rule == ST_RULE_REJECT && (flags & ST_PRESET_INTERNAL_ARG)) {
		rule = ST_RULE_DEPRECATE;
	}
	return rule;
}

void scalar_types_presets_to_array(const scalar_types_verdict *weak, uint32_t flags, zval *out)
{
	int p;

	array_init_size(out, ST_PRESET__COUNT);
	for (p = 0; p < ST_PRESET__COUNT; p++) {
		add_assoc_string(out, scalar_types_preset_names[p],
			(char *) scalar_types_rule_names[scalar_types_preset_judge((scalar_types_preset) p, weak, flags)]);
	}
}
