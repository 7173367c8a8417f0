/* scalar_types: properties and variables as the engine's lookups reach
 * them, read without running any code (no __get(), hooks or foreign
 * handlers). Used by the probes, the __get() check and the generator
 * read-back alike. */
#ifndef SCALAR_TYPES_ACCESS_H
#define SCALAR_TYPES_ACCESS_H

#include "php.h"

/* 8.4 property hooks: a set hook receives the value as an argument (seen by
 * the observer); a get-only virtual property refuses writes with an Error. */
static zend_always_inline bool scalar_types_prop_is_plain(const zend_property_info *info)
{
#if PHP_VERSION_ID >= 80400
	if (info->hooks) {
		return false;
	}
#endif
	return ZEND_TYPE_IS_SET(info->type);
}

/* Whether scope may use a declared property, as the engine's lookup decides. */
bool scalar_types_prop_visible(const zend_property_info *info, zend_class_entry *scope);
/* Whether a write to a visible property reaches its type check (o: NULL for
 * a static property). */
bool scalar_types_prop_type_checked(zend_object *o, const zend_property_info *info, zval *slot,
	zend_class_entry *scope);
/* The property a write or read from scope reaches by name (zname: the name
 * as a zend_string whose hash is known, else NULL). */
zend_property_info *scalar_types_find_prop_ex(zend_class_entry *ce, zend_class_entry *scope,
	const char *name, size_t len, zend_string *zname);
#define scalar_types_find_prop(ce, scope, name, len) scalar_types_find_prop_ex(ce, scope, name, len, NULL)
#define scalar_types_find_prop_zstr(ce, scope, zname) \
	scalar_types_find_prop_ex(ce, scope, ZSTR_VAL(zname), ZSTR_LEN(zname), zname)

/* The typed, declared, non-static, unhooked property of ce a write from
 * scope reaches by the name, where scope may see it; NULL otherwise. Kept
 * per request for interned names (what the compiler hook's literals are). */
zend_property_info *scalar_types_typed_prop_for_write(zend_class_entry *ce, zend_class_entry *scope,
	zend_string *name);
/* A variable of frame by name, as the zend_string (interned names are
 * compared by address first): the slot as it is, $this excluded. */
zval *scalar_types_frame_cv_slot_zstr(zend_execute_data *frame, zend_string *name);
/* Its value ($this included), dereferenced, by the zend_string. */
zval *scalar_types_frame_cv_zstr(zend_execute_data *frame, zend_string *name);
/* A variable of frame by name, as it is (a reference stays one), or NULL. */
zval *scalar_types_frame_cv_slot(zend_execute_data *frame, const char *name, size_t len);
/* Its value ($this included), dereferenced. */
zval *scalar_types_frame_cv(zend_execute_data *frame, const char *name, size_t len);
/* The slot of o->name as frame's scope reaches it without running code
 * (*info: its declaration, or NULL for a dynamic one); not dereferenced. */
zval *scalar_types_prop_slot(zend_execute_data *frame, zend_object *o, const char *name, size_t len,
	zend_property_info **info);
/* obj->name as a read from frame's scope finds it without running any
 * code, dereferenced; NULL otherwise. */
zval *scalar_types_read_prop(zend_execute_data *frame, zend_object *o, const char *name, size_t len);

#endif
