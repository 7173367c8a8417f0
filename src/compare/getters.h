/* scalar_types: __get() (observer begin/end, compare mode): the value it
 * gives for a typed property the app unset(), which the engine checks in
 * __get()'s mode. */
#ifndef SCALAR_TYPES_GETTERS_H
#define SCALAR_TYPES_GETTERS_H

#include "php.h"

bool scalar_types_is_getter(const zend_function *f);
void scalar_types_getter_begin(zend_execute_data *ex);
void scalar_types_getter_end(zend_execute_data *ex, zval *retval);

#endif
