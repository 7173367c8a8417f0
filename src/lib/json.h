/* scalar_types: a value as JSON text, for the report's records (json.c) */
#ifndef SCALAR_TYPES_JSON_H
#define SCALAR_TYPES_JSON_H

#include "php.h"
#include "zend_smart_str.h"

/* Strings (UTF-8 kept, invalid sequences as U+FFFD), integers, floats,
 * booleans, null and arrays of them, nested up to 8 deep; anything else is
 * null. */
void scalar_types_json_value(smart_str *buf, zval *v, uint32_t depth);

#endif
