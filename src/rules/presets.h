/* scalar_types: rule-set presets. What each named set of receipt rules
 * (strict, php9, coercive-2015, bool-2025, unify-2021) does with a receipt
 * the weak rules judged. The tables, their sources and the readings chosen
 * are in docs/presets.md; this is their one implementation, used by the
 * report records and by scalar_types_check(). */
#ifndef SCALAR_TYPES_PRESETS_H
#define SCALAR_TYPES_PRESETS_H

#include "rules/verdict.h"

typedef enum _scalar_types_preset {
	ST_PRESET_STRICT = 0,
	ST_PRESET_PHP9,
	ST_PRESET_COERCIVE_2015,
	ST_PRESET_BOOL_2025,
	ST_PRESET_UNIFY_2021,
	ST_PRESET__COUNT
} scalar_types_preset;

typedef enum _scalar_types_rule {
	ST_RULE_ACCEPT = 0,  /* received, silently */
	ST_RULE_DEPRECATE,   /* received, with a diagnostic (a removal announced) */
	ST_RULE_REJECT       /* TypeError */
} scalar_types_rule;

/* Where the receipt is: an internal function's argument is judged apart
 * (null, and coercive-2015's deprecation stage). */
#define ST_PRESET_INTERNAL_ARG (1u << 0)
#define ST_PRESET_STRICT_CALLER (1u << 1)

const char *scalar_types_preset_name(scalar_types_preset p);
const char *scalar_types_rule_name(scalar_types_rule r);

/* The preset's outcome for a receipt whose weak verdict is weak (its
 * outcome and kind; the value is not looked at). flags: ST_PRESET_*. */
scalar_types_rule scalar_types_preset_judge(scalar_types_preset p, const scalar_types_verdict *weak, uint32_t flags);

/* Every preset's outcome, as "name" => "accept"|"deprecate"|"reject". */
void scalar_types_presets_to_array(const scalar_types_verdict *weak, uint32_t flags, zval *out);

#endif
