/*
  +----------------------------------------------------------------------+
  | scalar_types: probe paths decoded in the writer's frame              |
  +----------------------------------------------------------------------+
  | Objects, properties, elements and static properties found again from |
  | what the compiler hook encoded (path.h), without running any code.   |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_scalar_types.h"
#include "compare/access.h"
#include "probes/path.h"
#include "probes/run/run.h"

/* An array element a link names: the key as written, or held in a
 * variable (an integer or a string, as the engine takes them). */
static zval *scalar_types_probe_dim(zend_execute_data *frame, HashTable *ht, const char *seg, size_t len)
{
	zval *v;

	switch (seg[0]) {
		case ST_SEG_INT_KEY:
			return zend_hash_index_find(ht, ZEND_STRTOL(seg + 1, NULL, 10));
		case ST_SEG_STR_KEY:
			return zend_symtable_str_find(ht, seg + 1, len - 1);
		case ST_SEG_VAR_KEY:
		case ST_SEG_STASH_KEY:
			v = seg[0] == ST_SEG_VAR_KEY ? scalar_types_frame_cv(frame, seg + 1, len - 1)
				: scalar_types_stash_get(frame, ZEND_STRTOL(seg + 1, NULL, 10));
			if (v) {
				ZVAL_DEREF(v);
			}
			if (v && Z_TYPE_P(v) == IS_LONG) {
				return zend_hash_index_find(ht, Z_LVAL_P(v));
			}
			return v && Z_TYPE_P(v) == IS_STRING ? zend_symtable_find(ht, Z_STR_P(v)) : NULL;
		default:
			return NULL;
	}
}

/* The slot of static property name of class cls (a name, "self",
 * "parent", "static", or "\0id" for a stashed one) as a fetch from the
 * writer's scope would find it, without autoloading anything; *found its
 * declaration. NULL where the fetch would fail or run code. */
static zval *scalar_types_static_slot(zend_execute_data *frame, zend_string *cls, const char *name, size_t len,
	zend_property_info **found)
{
	zend_class_entry *ce = NULL;
	zend_property_info *info;
	zval *statics;

	if (zend_string_equals_literal(cls, "self")) {
		ce = frame->func->common.scope;
	} else if (zend_string_equals_literal(cls, "parent")) {
		ce = frame->func->common.scope ? frame->func->common.scope->parent : NULL;
	} else if (zend_string_equals_literal(cls, "static")) {
		ce = Z_TYPE(frame->This) == IS_OBJECT ? Z_OBJCE(frame->This) : Z_CE(frame->This);
	} else if (ZSTR_LEN(cls) && ZSTR_VAL(cls)[0] == '\0') {
		/* "\0id": a computed class, as FETCH_CLASS took it (an object's
		 * class, or a name; "self" and the like are not looked up) */
		zval *v = scalar_types_stash_get(frame, ZEND_STRTOL(ZSTR_VAL(cls) + 1, NULL, 10));
		if (v) {
			ZVAL_DEREF(v);
			if (Z_TYPE_P(v) == IS_OBJECT) {
				ce = Z_OBJCE_P(v);
			} else if (Z_TYPE_P(v) == IS_STRING) {
				ce = zend_lookup_class_ex(Z_STR_P(v), NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD);
			}
		}
	} else {
		ce = zend_lookup_class_ex(cls, NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD);
	}

	if (!ce || !(info = zend_hash_str_find_ptr(&ce->properties_info, name, len))
			|| !(info->flags & ZEND_ACC_STATIC) || !scalar_types_prop_visible(info, frame->func->common.scope)) {
		return NULL;
	}
	/* The table is set up at a class's first static access, which the
	 * fetch that follows is about to make: done here as the engine would,
	 * where no constant expression is left to evaluate (that could run code). */
	if (!CE_STATIC_MEMBERS(info->ce) && (info->ce->ce_flags & ZEND_ACC_CONSTANTS_UPDATED)) {
		zend_class_init_statics(info->ce);
	}
	if (!(statics = CE_STATIC_MEMBERS(info->ce))) {
		return NULL;
	}
	if (found) {
		*found = info;
	}
	return statics + info->offset;
}

/* The object a property write goes to: the variable, then each link of the
 * path, property values read from a declared property's slot or the
 * dynamic properties, elements from arrays, never through __get(), a hook,
 * ArrayAccess or another class's handlers (which could run code): where
 * that is not enough, NULL (not judged). */
zval *scalar_types_probe_object(zend_execute_data *frame, zend_string *path, zend_string *root_class)
{
	const char *p = ZSTR_VAL(path), *end = p + ZSTR_LEN(path);
	const char *sep = memchr(p, 0, end - p);
	zval *obj;

	if (sep == p) {
		/* "\0@id": the object a call gave, held in the stash */
		if (end - p < 3 || p[1] != ST_SEG_STASH_KEY) {
			return NULL;
		}
		obj = scalar_types_stash_get(frame, ZEND_STRTOL(p + 2, NULL, 10));
		sep = memchr(p + 1, 0, end - p - 1);
	} else {
		obj = root_class ? scalar_types_static_slot(frame, root_class, p, (sep ? sep : end) - p, NULL)
			: !sep ? scalar_types_frame_cv_zstr(frame, path) : scalar_types_frame_cv(frame, p, sep - p);
	}

	if (obj) {
		ZVAL_DEINDIRECT(obj);
		ZVAL_DEREF(obj);
	}

	while (obj && sep) {
		const char *seg = sep + 1;
		size_t len;

		sep = memchr(seg, 0, end - seg);
		len = (sep ? sep : end) - seg;
		if (!len) {
			return NULL;
		}
		if (seg[0] == ST_SEG_PROP) {
			obj = Z_TYPE_P(obj) == IS_OBJECT ? scalar_types_read_prop(frame, Z_OBJ_P(obj), seg + 1, len - 1) : NULL;
		} else if (seg[0] == ST_SEG_STASH_NAME) {
			/* a stashed name: a string, or an integer as the engine takes it */
			zval *k = scalar_types_stash_get(frame, ZEND_STRTOL(seg + 1, NULL, 10));
			if (k) {
				ZVAL_DEREF(k);
			}
			if (!k || Z_TYPE_P(obj) != IS_OBJECT) {
				obj = NULL;
			} else if (Z_TYPE_P(k) == IS_STRING) {
				obj = Z_STRLEN_P(k) && Z_STRVAL_P(k)[0] != '\0'
					? scalar_types_read_prop(frame, Z_OBJ_P(obj), Z_STRVAL_P(k), Z_STRLEN_P(k)) : NULL;
			} else if (Z_TYPE_P(k) == IS_LONG) {
				char buf[MAX_LENGTH_OF_LONG + 1];
				char *num = zend_print_long_to_buf(buf + sizeof(buf) - 1, Z_LVAL_P(k));
				obj = scalar_types_read_prop(frame, Z_OBJ_P(obj), num, buf + sizeof(buf) - 1 - num);
			} else {
				obj = NULL;
			}
		} else if ((obj = Z_TYPE_P(obj) == IS_ARRAY ? scalar_types_probe_dim(frame, Z_ARRVAL_P(obj), seg, len) : NULL)) {
			ZVAL_DEINDIRECT(obj);
			ZVAL_DEREF(obj);
		}
	}
	return obj && Z_TYPE_P(obj) == IS_OBJECT ? obj : NULL;
}

/* The property's name: the literal, or for "\0var" the variable's value
 * as the engine would take it (a string, or an integer); NULL otherwise. */
zend_string *scalar_types_probe_prop_name(zend_execute_data *frame, zend_string *name)
{
	zval *v;

	if (!ZSTR_LEN(name) || ZSTR_VAL(name)[0] != '\0') {
		return zend_string_copy(name);
	}
	if (ZSTR_LEN(name) > 2 && ZSTR_VAL(name)[1] == '\0') {
		/* "\0\0id": an expression's value, held in the stash */
		v = scalar_types_stash_get(frame, ZEND_STRTOL(ZSTR_VAL(name) + 2, NULL, 10));
		if (v) {
			ZVAL_DEREF(v);
		}
	} else {
		v = scalar_types_frame_cv(frame, ZSTR_VAL(name) + 1, ZSTR_LEN(name) - 1);
	}
	if (!v) {
		return NULL;
	}
	if (Z_TYPE_P(v) == IS_STRING) {
		/* empty and mangled names are an Error in the engine */
		return Z_STRLEN_P(v) && Z_STRVAL_P(v)[0] != '\0' ? zend_string_copy(Z_STR_P(v)) : NULL;
	}
	return Z_TYPE_P(v) == IS_LONG ? zend_long_to_str(Z_LVAL_P(v)) : NULL;
}

/* The element at keys k..end ("\0"-separated, as scalar_types_elem_path()
 * encodes them) of arr, key by key as the FETCH_DIM_W ops before a write
 * go, without creating anything. NULL where a level is missing, null or
 * false (*created: the fetch would create it, as null) or is neither an
 * array nor that (the fetch would fail or run code). */
zval *scalar_types_elem_at(zend_execute_data *frame, zval *arr, const char *k, const char *end, bool *created)
{
	zval *elem = NULL;

	*created = false;
	for (;;) {
		const char *next = memchr(k, '\0', end - k);

		if (!arr || Z_TYPE_P(arr) <= IS_FALSE) {
			*created = true;
			return NULL;
		}
		if (Z_TYPE_P(arr) != IS_ARRAY) {
			return NULL;
		}
		elem = scalar_types_probe_dim(frame, Z_ARRVAL_P(arr), k, (next ? next : end) - k);
		if (!elem) {
			*created = true;
			return NULL;
		}
		if (!next) {
			return elem;
		}
		arr = elem;
		ZVAL_DEINDIRECT(arr);
		ZVAL_DEREF(arr);
		k = next + 1;
	}
}

/* The slot of the property "path\0>name" names, where taking a reference
 * to it runs no code: a declared property the scope may use (*typed: its
 * info when typed, not readonly), or a dynamic one, set; else NULL. */
static zval *scalar_types_prop_source(zend_execute_data *frame, const char *s, size_t len, zend_property_info **typed)
{
	const char *end = s + len, *cut = NULL, *q, *name;
	zend_string *path;
	zend_property_info *info;
	zval *obj, *v;

	for (q = s; q + 1 < end; q++) {
		if (q[0] == '\0' && q[1] == ST_SEG_PROP) {
			cut = q;
		}
	}
	if (!cut || cut + 2 >= end) {
		return NULL;
	}
	name = cut + 2;
	path = zend_string_init(s, cut - s, 0);
	obj = scalar_types_probe_object(frame, path, NULL);
	zend_string_release(path);
	if (!obj) {
		return NULL;
	}
	v = scalar_types_prop_slot(frame, Z_OBJ_P(obj), name, end - name, &info);
	if (!v || (info && (info->flags & (ZEND_ACC_STATIC | ZEND_ACC_READONLY)))) {
		return NULL;
	}
	*typed = info && ZEND_TYPE_IS_SET(info->type) ? info : NULL;
	return v;
}

/* The slot a source names (op: ST_OP_BIND_VAR, ST_OP_BIND_ELEM,
 * ST_OP_BIND_PROP or ST_OP_BIND_STATIC, desc as the compiler hook
 * described it), as it is: a
 * reference stays one, an undefined one is UNDEF; *typed as for
 * scalar_types_prop_source(). NULL where it cannot be read without running
 * code. A missing element is &EG(uninitialized_zval) (the engine creates
 * it as null). */
zval *scalar_types_source_slot(zend_execute_data *frame, zval *desc, zend_long op, zend_property_info **typed)
{
	zval *cv;

	*typed = NULL;
	if (op == ST_OP_BIND_STATIC) {
		zval *name, *cls;
		zend_property_info *info;

		if (Z_TYPE_P(desc) != IS_ARRAY || !(name = zend_hash_index_find(Z_ARRVAL_P(desc), 0))
				|| !(cls = zend_hash_index_find(Z_ARRVAL_P(desc), 1))
				|| Z_TYPE_P(name) != IS_STRING || Z_TYPE_P(cls) != IS_STRING
				|| !(cv = scalar_types_static_slot(frame, Z_STR_P(cls), Z_STRVAL_P(name), Z_STRLEN_P(name), &info))) {
			return NULL;
		}
		ZVAL_DEINDIRECT(cv);
		*typed = ZEND_TYPE_IS_SET(info->type) ? info : NULL;
		return cv;
	}
	if (Z_TYPE_P(desc) != IS_STRING) {
		return NULL;
	}
	if (op == ST_OP_BIND_PROP) {
		return scalar_types_prop_source(frame, Z_STRVAL_P(desc), Z_STRLEN_P(desc), typed);
	}
	if (op == ST_OP_BIND_ELEM) {
		const char *sep = memchr(Z_STRVAL_P(desc), '\0', Z_STRLEN_P(desc));
		bool created;

		if (!sep || sep + 1 >= Z_STRVAL_P(desc) + Z_STRLEN_P(desc)) {
			return NULL;
		}
		cv = scalar_types_frame_cv(frame, Z_STRVAL_P(desc), sep - Z_STRVAL_P(desc));
		cv = scalar_types_elem_at(frame, cv && !Z_ISUNDEF_P(cv) ? cv : NULL, sep + 1,
			Z_STRVAL_P(desc) + Z_STRLEN_P(desc), &created);
		return cv ? cv : created ? &EG(uninitialized_zval) : NULL;
	}
	return scalar_types_frame_cv_slot(frame, Z_STRVAL_P(desc), Z_STRLEN_P(desc));
}

/* The value `= &source` binds, or NULL where nothing is judged: a source
 * already bound to typed properties, or a typed property, must fit exactly
 * in both modes, with messages of their own. */
/* A typed property's plain value as the reference bound to it that taking
 * it makes (on the stack, for the rules only): nothing converts through
 * it in either mode. */
zval *scalar_types_typed_ref_view(zval *as_ref, zend_reference *ref, zval *value, zend_property_info *typed)
{
	memset(ref, 0, sizeof(*ref));
	GC_SET_REFCOUNT(ref, 1);
	GC_TYPE_INFO(ref) = GC_REFERENCE;
	ZVAL_COPY_VALUE(&ref->val, value);
	ref->sources.ptr = typed;
	ZVAL_REF(as_ref, ref);
	return as_ref;
}

/* The value `= &source` binds, or NULL where nothing is judged. A source
 * that is a typed property, or a reference bound to typed properties,
 * converts in neither mode: it must fit the target's type exactly (an int
 * for a float included), else both modes throw; it is given as such a
 * reference (as_ref, ref: the caller's storage for a typed property's
 * view). Objects through those are left alone. */
zval *scalar_types_bind_source(zend_execute_data *frame, zval *desc, zend_long op, zval *as_ref,
	zend_reference *ref)
{
	zend_property_info *typed;
	zval *cv = scalar_types_source_slot(frame, desc, op, &typed);

	if (!cv) {
		return NULL;
	}
	if (Z_ISREF_P(cv)) {
		if (ZEND_REF_HAS_TYPE_SOURCES(Z_REF_P(cv))) {
			return Z_TYPE_P(Z_REFVAL_P(cv)) == IS_OBJECT ? NULL : cv;
		}
		cv = Z_REFVAL_P(cv);
	}
	if (Z_ISUNDEF_P(cv)) {
		return typed ? NULL : &EG(uninitialized_zval); /* a typed one: an Error to take */
	}
	if (typed) {
		return Z_TYPE_P(cv) == IS_OBJECT ? NULL : scalar_types_typed_ref_view(as_ref, ref, cv, typed);
	}
	return cv;
}
