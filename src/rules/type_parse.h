/* scalar_types: parse a declared-type string ("?int", "int|string",
 * "iterable|int") into a zend_type, validated as the compiler would. */
#ifndef SCALAR_TYPES_TYPE_PARSE_H
#define SCALAR_TYPES_TYPE_PARSE_H

#include "php.h"

/* On success fills *type (free with scalar_types_type_release); on failure
 * sets *error to a message naming the problem. */
zend_result scalar_types_type_parse(const char *spec, size_t len, zend_type *type, zend_string **error);
void scalar_types_type_release(zend_type *type);

#endif
