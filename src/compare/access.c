/*
  +----------------------------------------------------------------------+
  | scalar_types: properties and variables as the engine reaches them    |
  +----------------------------------------------------------------------+
  | Visibility, the type check a write reaches, and reads of a property  |
  | or a frame's variable that run no code (no __get(), hooks, handlers).|
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_scalar_types.h"
#include "lib/hash.h"
#include "compare/access.h"

/* Whether the writing scope may use a declared property, as the engine's
 * lookup decides (zend_get_property_info(), the static property fetch):
 * where it may not, the engine throws an Error, calls __get()/__set(), or
 * takes the name as a dynamic property, and no type is checked. */
bool scalar_types_prop_visible(const zend_property_info *info, zend_class_entry *scope)
{
	if (!(info->flags & (ZEND_ACC_PRIVATE | ZEND_ACC_PROTECTED)) || info->ce == scope) {
		return true;
	}
	if (info->flags & ZEND_ACC_PRIVATE) {
		return false;
	}
	return scope && (instanceof_function(scope, info->ce) || instanceof_function(info->ce, scope));
}

/* Whether a write to a visible property reaches its type check: an
 * initialized readonly property (or one the scope may not initialize), an
 * 8.4 private(set)/protected(set) one out of reach, and one the app unset()
 * on an object with __set() are refused or diverted first. o: NULL for a
 * static property. */
bool scalar_types_prop_type_checked(zend_object *o, const zend_property_info *info, zval *slot,
	zend_class_entry *scope)
{
	if (o && o->handlers->write_property != zend_std_write_property) {
		return false;
	}
	if (info->flags & ZEND_ACC_READONLY) {
		/* 8.4 lets more scopes initialize one: left alone there too */
		if (!slot || !Z_ISUNDEF_P(slot) || info->ce != scope) {
			return false;
		}
	}
#if PHP_VERSION_ID >= 80400
	if ((info->flags & (ZEND_ACC_PROTECTED_SET | ZEND_ACC_PRIVATE_SET))
			&& !zend_asymmetric_property_has_set_access(info)) {
		return false;
	}
#endif
	if (o && slot && Z_ISUNDEF_P(slot) && !(Z_PROP_FLAG_P(slot) & IS_PROP_UNINIT) && o->ce->__set) {
		return false;
	}
	return true;
}

/* The property a write or read from scope reaches by name: a private
 * property of the writing class shadows the object's own. Names come as
 * (pointer, length) where the probes find them inside their encoded
 * arguments (a zend_string per probed write would cost an allocation), or
 * as a zend_string (zname, else NULL) whose hash is known. */
static zend_property_info *scalar_types_prop_lookup(HashTable *ht, const char *name, size_t len, zend_string *zname)
{
	return zname ? zend_hash_find_ptr(ht, zname) : zend_hash_str_find_ptr(ht, name, len);
}

zend_property_info *scalar_types_find_prop_ex(zend_class_entry *ce, zend_class_entry *scope,
	const char *name, size_t len, zend_string *zname)
{
	zend_property_info *info;

	if (scope && scope != ce && instanceof_function(ce, scope)) {
		info = scalar_types_prop_lookup(&scope->properties_info, name, len, zname);
		if (info && (info->flags & ZEND_ACC_PRIVATE) && info->ce == scope) {
			return info;
		}
	}
	return scalar_types_prop_lookup(&ce->properties_info, name, len, zname);
}

static zend_property_info *scalar_types_typed_prop_resolve(zend_class_entry *ce, zend_class_entry *scope,
	zend_string *name)
{
	zend_property_info *info = scalar_types_find_prop_zstr(ce, scope, name);

	return info && !(info->flags & ZEND_ACC_STATIC) && scalar_types_prop_is_plain(info)
		&& scalar_types_prop_visible(info, scope) ? info : NULL;
}

zend_property_info *scalar_types_typed_prop_for_write(zend_class_entry *ce, zend_class_entry *scope,
	zend_string *name)
{
	scalar_types_prop_cache_entry *e;
	uintptr_t h;

	/* A name that is not interned may be freed and its address reused. */
	if (!ZSTR_IS_INTERNED(name)) {
		return scalar_types_typed_prop_resolve(ce, scope, name);
	}
	h = (uintptr_t) ce ^ ((uintptr_t) name >> 3) ^ ((uintptr_t) scope >> 6);
	e = &ST_G(compare.prop_cache)[ST_HASH_PTR(h, ST_PROP_CACHE_LOG2)];
	if (EXPECTED(e->ce == ce && e->name == name && e->scope == scope && e->gen == ST_G(compare.cache_gen))) {
		return e->info;
	}
	e->gen = ST_G(compare.cache_gen);
	e->ce = ce;
	e->scope = scope;
	e->name = name;
	e->info = scalar_types_typed_prop_resolve(ce, scope, name);
	return e->info;
}

zval *scalar_types_frame_cv_slot_zstr(zend_execute_data *frame, zend_string *name)
{
	zend_op_array *op_array = &frame->func->op_array;
	int i;

	/* the compiler's variable names and literals are interned alike */
	for (i = 0; i < op_array->last_var; i++) {
		if (op_array->vars[i] == name) {
			return ZEND_CALL_VAR_NUM(frame, i);
		}
	}
	return scalar_types_frame_cv_slot(frame, ZSTR_VAL(name), ZSTR_LEN(name));
}

/* A variable of frame by name, as it is: a reference stays one. */
zval *scalar_types_frame_cv_slot(zend_execute_data *frame, const char *name, size_t len)
{
	zend_op_array *op_array = &frame->func->op_array;
	int i;

	for (i = 0; i < op_array->last_var; i++) {
		if (zend_string_equals_cstr(op_array->vars[i], name, len)) {
			return ZEND_CALL_VAR_NUM(frame, i);
		}
	}
	return NULL;
}

/* $this, or the variable at slot dereferenced: what the two lookups below
 * give once they have found the name. */
static zend_always_inline zval *scalar_types_frame_value(zend_execute_data *frame, bool is_this, zval *slot)
{
	if (is_this) {
		return Z_TYPE(frame->This) == IS_OBJECT ? &frame->This : NULL;
	}
	if (slot) {
		ZVAL_DEREF(slot);
	}
	return slot;
}

/* Its value ($this included), dereferenced. */
zval *scalar_types_frame_cv(zend_execute_data *frame, const char *name, size_t len)
{
	bool is_this = len == sizeof("this") - 1 && !memcmp(name, "this", len);

	return scalar_types_frame_value(frame, is_this, is_this ? NULL : scalar_types_frame_cv_slot(frame, name, len));
}

zval *scalar_types_frame_cv_zstr(zend_execute_data *frame, zend_string *name)
{
	bool is_this = zend_string_equals_literal(name, "this");

	return scalar_types_frame_value(frame, is_this, is_this ? NULL : scalar_types_frame_cv_slot_zstr(frame, name));
}

/* The slot of o->name as frame's scope reaches it without running any
 * code: a declared property the scope may see (not hooked; *info its
 * declaration), or a dynamic one (*info NULL); not dereferenced. NULL
 * where the access would call __get(), a hook or another class's
 * handlers, throw, or find nothing. */
zval *scalar_types_prop_slot(zend_execute_data *frame, zend_object *o, const char *name, size_t len,
	zend_property_info **info)
{
	zval *v;

	if (o->handlers->get_property_ptr_ptr != zend_std_get_property_ptr_ptr) {
		return NULL;
	}
	*info = scalar_types_find_prop(o->ce, frame->func->common.scope, name, len);
	if (*info && !scalar_types_prop_visible(*info, frame->func->common.scope)) {
		return NULL; /* an Error, or __get() */
	}
#if PHP_VERSION_ID >= 80400
	if (*info && (*info)->hooks) {
		return NULL;
	}
#endif
	if (*info && !((*info)->flags & ZEND_ACC_STATIC)) {
		v = OBJ_PROP(o, (*info)->offset);
	} else {
		v = o->properties ? zend_hash_str_find(o->properties, name, len) : NULL;
	}
	if (v) {
		ZVAL_DEINDIRECT(v);
	}
	return v && !Z_ISUNDEF_P(v) ? v : NULL;
}

/* obj->name as a read from frame's scope finds it without running any
 * code, dereferenced. */
zval *scalar_types_read_prop(zend_execute_data *frame, zend_object *o, const char *name, size_t len)
{
	zend_property_info *info;
	zval *v;

	if (o->handlers->read_property != zend_std_read_property
			|| !(v = scalar_types_prop_slot(frame, o, name, len, &info))) {
		return NULL;
	}
	ZVAL_DEREF(v);
	return v;
}
