/* scalar_types: the probes' run side, shared between its files (not used
 * outside src/probes/). */
#ifndef SCALAR_TYPES_PROBES_RUN_H
#define SCALAR_TYPES_PROBES_RUN_H

#include "php.h"
#include "php_scalar_types.h"

/* stash.c: a write target's part from its evaluation to its probe */
void scalar_types_stash_put(const zend_execute_data *frame, zend_long id, zval *value);
zval *scalar_types_stash_get(const zend_execute_data *frame, zend_long id);
void scalar_types_stash_release_used(void);

/* What a probe gives back: value, or null when NULL; the arrays it read
 * from the stash are given up after. */
static zend_always_inline void scalar_types_probe_result(zval *return_value, zval *value)
{
	if (value) {
		RETVAL_COPY(value);
	} else {
		RETVAL_NULL();
	}
	if (UNEXPECTED(ST_G(probes.stash_used))) {
		scalar_types_stash_release_used();
	}
}

/* compound.c: what `cur op= value` (or ++/-- on cur) leaves in a property,
 * or false where the engine refuses it or no coercion applies */
bool scalar_types_write_result(zval *result, zval *cur, zval *value, zend_long op);

/* decode.c: the compiler hook's encodings (path.h) found again in frame */
zval *scalar_types_probe_object(zend_execute_data *frame, zend_string *path, zend_string *root_class);
zend_string *scalar_types_probe_prop_name(zend_execute_data *frame, zend_string *name);
zval *scalar_types_elem_at(zend_execute_data *frame, zval *arr, const char *k, const char *end, bool *created);
zval *scalar_types_source_slot(zend_execute_data *frame, zval *desc, zend_long op, zend_property_info **typed);
zval *scalar_types_typed_ref_view(zval *as_ref, zend_reference *ref, zval *value, zend_property_info *typed);
zval *scalar_types_bind_source(zend_execute_data *frame, zval *desc, zend_long op, zval *as_ref,
	zend_reference *ref);

#endif
