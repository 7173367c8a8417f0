/*
  +----------------------------------------------------------------------+
  | scalar_types: the probe functions (ScalarTypes\observe_*, stash)     |
  +----------------------------------------------------------------------+
  | Pass-through internal functions the compiler hook calls: each judges |
  | the receipt it stands for and gives its value back unchanged.        |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_scalar_types.h"
#include "lib/hash.h"
#include "report/report.h"
#include "compare/receipt.h"
#include "compare/access.h"
#include "probes/path.h"
#include "probes/run/run.h"

/* The user frame that evaluated the probe's argument. The probes are
 * public functions, so the app may call them too: a dynamic call (a name
 * in a variable, call_user_func(), a callable) is never one the compiler
 * hook wrote, and is not judged; the value goes through unchanged. */
static zend_execute_data *scalar_types_writer_frame(zend_execute_data *execute_data)
{
	zend_execute_data *frame = EX(prev_execute_data);

	if (ZEND_CALL_INFO(execute_data) & ZEND_CALL_DYNAMIC) {
		return NULL;
	}
	return (frame && frame->func && ZEND_USER_CODE(frame->func->type)) ? frame : NULL;
}

ZEND_FUNCTION(ScalarTypes_observe_return)
{
	zval *value;
	zend_execute_data *frame;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	/* The return type is the function's own, and so is the mode. */
	if (ST_G(compare.active) && frame && (frame->func->common.fn_flags & ZEND_ACC_HAS_RETURN_TYPE)) {
		scalar_types_receipt_check(frame, frame->func, NULL, ST_SITE_RETURN,
			&frame->func->common.arg_info[-1].type, value);
	}
	scalar_types_probe_result(return_value, value);
}

/* Judges what a write leaves in a property: value for `=`, the computed
 * result for compound assignments and ++/--. */
static void scalar_types_probe_write(zend_execute_data *frame, zend_property_info *info, zval *slot,
	zval *value, zend_long op)
{
	zval result;

	if (!op) {
		scalar_types_receipt_check(frame, NULL, info, ST_SITE_PROPERTY, &info->type, value);
		return;
	}
	/* A readonly property refuses any modification before its type is
	 * checked; an uninitialized one is an Error to read. */
	if (!slot || (info->flags & ZEND_ACC_READONLY)) {
		return;
	}
	ZVAL_DEINDIRECT(slot);
	ZVAL_DEREF(slot);
	if (Z_ISUNDEF_P(slot) || !scalar_types_write_result(&result, slot, value, op)) {
		return;
	}
	scalar_types_receipt_check(frame, NULL, info, ST_SITE_PROPERTY, &info->type, &result);
	zval_ptr_dtor(&result);
}

/* Before a function returning by reference returns the source desc names
 * (op as for scalar_types_source_slot()): judged against the function's
 * return type, in its own mode. Through a reference bound to a typed
 * property no mode converts anything; a typed property's plain value
 * becomes such a reference when the engine takes it, so it is judged as
 * one (a reference on the stack, for the rules only). */
ZEND_FUNCTION(ScalarTypes_observe_return_reference)
{
	zval *desc, *value, as_ref;
	zend_long op;
	zend_execute_data *frame;
	zend_property_info *typed;
	zend_reference ref;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_ZVAL(desc)
		Z_PARAM_LONG(op)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	if (ST_G(compare.active) && frame && (frame->func->common.fn_flags & ZEND_ACC_HAS_RETURN_TYPE)
			&& (value = scalar_types_source_slot(frame, desc, op, &typed))) {
		if (Z_ISUNDEF_P(value)) {
			value = &EG(uninitialized_zval);
		} else if (typed && !Z_ISREF_P(value)) {
			value = scalar_types_typed_ref_view(&as_ref, &ref, value, typed);
		}
		scalar_types_receipt_check(frame, frame->func, NULL, ST_SITE_RETURN,
			&frame->func->common.arg_info[-1].type, value);
	}
	scalar_types_probe_result(return_value, NULL);
}

/* The site cache's object for ps in frame: $this or the variable's value,
 * checked to be the same variable. */
static zend_always_inline zval *scalar_types_probe_site_object(const scalar_types_probe_site *ps,
	zend_execute_data *frame)
{
	zval *obj;

	if (ps->cv < 0) {
		return Z_TYPE(frame->This) == IS_OBJECT ? &frame->This : NULL;
	}
	if ((uint32_t) ps->cv >= (uint32_t) frame->func->op_array.last_var
			|| frame->func->op_array.vars[ps->cv] != ps->path) {
		return NULL;
	}
	obj = ZEND_CALL_VAR_NUM(frame, ps->cv);
	ZVAL_DEREF(obj);
	return Z_TYPE_P(obj) == IS_OBJECT ? obj : NULL;
}

/* Remembers a write whose object is a variable or $this and whose name is
 * a literal, both interned (the compiler's own strings). */
static void scalar_types_probe_site_put(scalar_types_probe_site *ps, zend_execute_data *frame, zend_string *path,
	zend_string *name, zend_class_entry *ce, zend_property_info *info)
{
	zval *slot;

	if (!ZSTR_IS_INTERNED(path) || !ZSTR_IS_INTERNED(name) || memchr(ZSTR_VAL(path), 0, ZSTR_LEN(path))) {
		return;
	}
	if (zend_string_equals_literal(path, "this")) {
		ps->cv = -1;
	} else if ((slot = scalar_types_frame_cv_slot_zstr(frame, path))) {
		ps->cv = (int) (slot - ZEND_CALL_VAR_NUM(frame, 0));
	} else {
		return;
	}
	ps->gen = ST_G(compare.cache_gen);
	ps->opline = frame->opline;
	ps->path = path;
	ps->name = name;
	ps->scope = frame->func->common.scope;
	ps->ce = ce;
	ps->info = info;
}

/* A write of value (op as for scalar_types_probe_write) to the property
 * named by name on the object at path, both as the compiler hook encoded
 * them. A write seen before at the same op finds its object and property
 * in the site cache. */
static void scalar_types_probe_prop(zend_execute_data *frame, zend_string *path, zend_string *name, zval *value,
	zend_long op, zend_string *root_class)
{
	scalar_types_probe_site *ps = &ST_G(probes.sites)[ST_HASH_PTR(frame->opline, ST_PROBE_SITES_LOG2)];
	zend_class_entry *scope = frame->func->common.scope;
	zend_property_info *info;
	zval *obj;
	bool literal;

	if (ps->opline == frame->opline && ps->path == path && ps->name == name && ps->scope == scope && !root_class
			&& ps->gen == ST_G(compare.cache_gen)
			&& (obj = scalar_types_probe_site_object(ps, frame)) && Z_OBJCE_P(obj) == ps->ce) {
		info = ps->info;
		literal = true;
	} else {
		obj = scalar_types_probe_object(frame, path, root_class);
		literal = ZSTR_LEN(name) && ZSTR_VAL(name)[0] != '\0';
		/* a literal name is the compiler hook's own string: no copy */
		if (!obj || (!literal && !(name = scalar_types_probe_prop_name(frame, name)))) {
			return;
		}
		info = scalar_types_typed_prop_for_write(Z_OBJCE_P(obj), scope, name);
		if (literal && !root_class) {
			scalar_types_probe_site_put(ps, frame, path, name, Z_OBJCE_P(obj), info);
		}
	}
	if (info && scalar_types_prop_type_checked(Z_OBJ_P(obj), info, OBJ_PROP(Z_OBJ_P(obj), info->offset), scope)) {
		scalar_types_probe_write(frame, info, OBJ_PROP(Z_OBJ_P(obj), info->offset), value, op);
	}
	if (!literal) {
		zend_string_release(name);
	}
}

ZEND_FUNCTION(ScalarTypes_observe_property)
{
	zend_string *var, *name, *root_class = NULL;
	zval *value, as_ref;
	zend_reference ref;
	zend_long op = 0;
	zend_execute_data *frame;
	zval *args = ZEND_CALL_ARG(execute_data, 1);

	/* The compiler hook's plain `=`: two strings and the value, read as
	 * they are; anything else is parsed (what ZPP would take the same). */
	if (EXPECTED(ZEND_NUM_ARGS() == 3) && EXPECTED(Z_TYPE(args[0]) == IS_STRING)
			&& EXPECTED(Z_TYPE(args[1]) == IS_STRING)) {
		var = Z_STR(args[0]);
		name = Z_STR(args[1]);
		value = &args[2];
	} else {
		ZEND_PARSE_PARAMETERS_START(3, 5)
			Z_PARAM_STR(var)
			Z_PARAM_STR(name)
			Z_PARAM_ZVAL(value)
			Z_PARAM_OPTIONAL
			Z_PARAM_LONG(op)
			Z_PARAM_STR_OR_NULL(root_class)
		ZEND_PARSE_PARAMETERS_END();
	}

	frame = scalar_types_writer_frame(execute_data);
	if (ST_OP_IS_BIND(op)) {
		if (ST_G(compare.active) && frame && (value = scalar_types_bind_source(frame, value, op, &as_ref, &ref))) {
			scalar_types_probe_prop(frame, var, name, value, 0, root_class);
		}
		scalar_types_probe_result(return_value, NULL);
		return;
	}
	if (ST_G(compare.active) && frame) {
		scalar_types_probe_prop(frame, var, name, value, op, root_class);
	}
	scalar_types_probe_result(return_value, value);
}

static zval *scalar_types_list_elem_at(zval *src, zval *key)
{
	zval *elem = NULL;

	if (Z_TYPE_P(src) == IS_ARRAY) {
		elem = Z_TYPE_P(key) == IS_LONG ? zend_hash_index_find(Z_ARRVAL_P(src), Z_LVAL_P(key))
			: Z_TYPE_P(key) == IS_STRING ? zend_symtable_find(Z_ARRVAL_P(src), Z_STR_P(key)) : NULL;
	}
	if (elem) {
		ZVAL_DEINDIRECT(elem);
		ZVAL_DEREF(elem);
	}
	return elem && !Z_ISUNDEF_P(elem) ? elem : &EG(uninitialized_zval);
}

/* The element a (nested) list assigns a target from; the engine's
 * uninitialized zval (null) where FETCH_LIST_R gives null, NULL where it
 * would call offsetGet(). */
static zval *scalar_types_list_elem(zval *src, zval *key)
{
	zval *k;

	if (Z_TYPE_P(key) != IS_ARRAY) {
		return scalar_types_list_elem_at(src, key);
	}
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(key), k) {
		if (Z_TYPE_P(src) == IS_OBJECT) {
			return NULL;
		}
		src = scalar_types_list_elem_at(src, k);
	} ZEND_HASH_FOREACH_END();
	return src;
}

/* A key as the compiler hook gives it: an integer or a string, or for a
 * nested list a list of those, no deeper than a list may be nested. */
static bool scalar_types_list_key_ok(zval *key)
{
	zval *k;

	if (Z_TYPE_P(key) == IS_LONG || Z_TYPE_P(key) == IS_STRING) {
		return true;
	}
	if (Z_TYPE_P(key) != IS_ARRAY || zend_hash_num_elements(Z_ARRVAL_P(key)) > ST_AST_MAX_DEPTH) {
		return false;
	}
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(key), k) {
		if (Z_TYPE_P(k) != IS_LONG && Z_TYPE_P(k) != IS_STRING) {
			return false;
		}
	} ZEND_HASH_FOREACH_END();
	return true;
}

static void scalar_types_probe_ref_write(zend_execute_data *frame, zval *slot, zval *value, zend_long op);

ZEND_FUNCTION(ScalarTypes_observe_list)
{
	HashTable *targets;
	zval *value, *src, *t;
	zend_execute_data *frame;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_ARRAY_HT(targets)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	src = value;
	ZVAL_DEREF(src);
	/* an object would be read through offsetGet(), which runs code */
	if (ST_G(compare.active) && frame && Z_TYPE_P(src) != IS_OBJECT) {
		ZEND_HASH_FOREACH_VAL(targets, t) {
			zval *key, *path, *name, *cls, *elem;

			/* [key, path, name, class] as the compiler hook encodes a
			 * target; anything else (a call by the app) is skipped */
			if (Z_TYPE_P(t) != IS_ARRAY) {
				continue;
			}
			key = zend_hash_index_find(Z_ARRVAL_P(t), 0);
			path = zend_hash_index_find(Z_ARRVAL_P(t), 1);
			name = zend_hash_index_find(Z_ARRVAL_P(t), 2);
			cls = zend_hash_index_find(Z_ARRVAL_P(t), 3);
			if (!key || !path || !name || Z_TYPE_P(path) != IS_STRING || Z_TYPE_P(name) != IS_STRING
					|| !scalar_types_list_key_ok(key)) {
				continue;
			}
			/* what FETCH_LIST_R gives: the element, or null (a missing key,
			 * a value that is not an array); level by level for a nested
			 * list, whose keys come as an array */
			elem = scalar_types_list_elem(src, key);
			if (!elem) {
				continue; /* an ArrayAccess object on the way: offsetGet() runs code */
			}
			if (!Z_STRLEN_P(path)) {
				/* a variable: judged where it holds a reference bound to typed properties */
				zval *slot = scalar_types_frame_cv_slot(frame, Z_STRVAL_P(name), Z_STRLEN_P(name));
				if (slot) {
					scalar_types_probe_ref_write(frame, slot, elem, 0);
				}
				continue;
			}
			scalar_types_probe_prop(frame, Z_STR_P(path), Z_STR_P(name), elem, 0,
				cls && Z_TYPE_P(cls) == IS_STRING ? Z_STR_P(cls) : NULL);
		} ZEND_HASH_FOREACH_END();
	}
	scalar_types_probe_result(return_value, value);
}

ZEND_FUNCTION(ScalarTypes_observe_static_property)
{
	zend_string *cls, *name;
	zval *value, as_ref;
	zend_reference ref;
	zend_long op = 0;
	zend_execute_data *frame;
	zend_class_entry *ce;
	zend_property_info *info;
	bool bind = false;

	ZEND_PARSE_PARAMETERS_START(3, 4)
		Z_PARAM_STR(cls)
		Z_PARAM_STR(name)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(op)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	if (ST_OP_IS_BIND(op)) {
		bind = true;
		value = frame ? scalar_types_bind_source(frame, value, op, &as_ref, &ref) : NULL;
		op = 0;
	}
	/* looked up as the engine fetches a static property: the class's own
	 * table, no private shadowing */
	if (ST_G(compare.active) && frame && value && (ce = zend_lookup_class_ex(cls, NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD))
			&& (info = zend_hash_find_ptr(&ce->properties_info, name))
			&& (info->flags & ZEND_ACC_STATIC) && scalar_types_prop_is_plain(info)
			&& scalar_types_prop_visible(info, frame->func->common.scope)
			&& scalar_types_prop_type_checked(NULL, info, NULL, frame->func->common.scope)) {
		/* Compound writes need the current value. The statics table is
		 * set up at a class's first static access, which the write itself
		 * is about to make: done here as the engine would do it then, but
		 * only where no constant expression is left to evaluate. */
		zval *statics = NULL;
		if (op && (info->ce->ce_flags & ZEND_ACC_CONSTANTS_UPDATED)) {
			zend_class_init_statics(info->ce);
			statics = CE_STATIC_MEMBERS(info->ce);
		}
		scalar_types_probe_write(frame, info, statics ? statics + info->offset : NULL, value, op);
	}
	if (bind) {
		scalar_types_probe_result(return_value, NULL);
		return;
	}
	scalar_types_probe_result(return_value, value);
}

/* A write (op as for scalar_types_probe_write) to slot: where it holds a
 * reference bound to typed properties, the value (or the compound result)
 * is judged against all of them, in the writer's mode. */
static void scalar_types_probe_ref_write(zend_execute_data *frame, zval *slot, zval *value, zend_long op)
{
	scalar_types_receipt r;
	zval result;

	if (!Z_ISREF_P(slot) || !ZEND_REF_HAS_TYPE_SOURCES(Z_REF_P(slot))) {
		return;
	}
	scalar_types_receipt_init(&r, frame, ST_SITE_REFERENCE);
	if (!op) {
		scalar_types_receipt_judge_ref(&r, Z_REF_P(slot), value);
	} else if (scalar_types_write_result(&result, Z_REFVAL_P(slot), value, op)) {
		scalar_types_receipt_judge_ref(&r, Z_REF_P(slot), &result);
		zval_ptr_dtor(&result);
	}
}

/* A write to a variable that may hold a reference: where it holds one
 * bound to typed properties, the value (or the compound result) is judged
 * against all of them, in the writer's mode. */
ZEND_FUNCTION(ScalarTypes_observe_reference)
{
	zend_string *var;
	zval *value, *cv = NULL;
	zend_long op = 0;
	zend_execute_data *frame;

	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_STR(var)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(op)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	if (ST_G(compare.active) && frame) {
		cv = scalar_types_frame_cv_slot(frame, ZSTR_VAL(var), ZSTR_LEN(var)); /* not dereferenced: the reference is what counts */
	}
	if (cv) {
		scalar_types_probe_ref_write(frame, cv, value, op);
	}
	scalar_types_probe_result(return_value, value);
}

/* The same for an element of an array held by a variable ($a[k] = …, the
 * key as scalar_types_probe_dim() reads it), without creating it. */
ZEND_FUNCTION(ScalarTypes_observe_element_reference)
{
	zend_string *var, *seg;
	zval *value, *arr, *elem = NULL;
	zend_long op = 0;
	zend_execute_data *frame;

	ZEND_PARSE_PARAMETERS_START(3, 4)
		Z_PARAM_STR(var)
		Z_PARAM_STR(seg)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(op)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	if (ST_G(compare.active) && frame && ZSTR_LEN(seg) && (arr = scalar_types_frame_cv(frame, ZSTR_VAL(var), ZSTR_LEN(var)))) {
		bool created;

		elem = scalar_types_elem_at(frame, arr, ZSTR_VAL(seg), ZSTR_VAL(seg) + ZSTR_LEN(seg), &created);
	}
	if (elem) {
		ZVAL_DEINDIRECT(elem);
		scalar_types_probe_ref_write(frame, elem, value, op);
	}
	scalar_types_probe_result(return_value, value);
}

/* Holds a write target's object or name for the probe that follows; with
 * a path, judges the ++/-- that follows at once. */
ZEND_FUNCTION(ScalarTypes_stash)
{
	zval *value;
	zend_long id, op = 0;
	zend_string *path = NULL, *name = NULL, *root_class = NULL;
	zend_execute_data *frame;

	ZEND_PARSE_PARAMETERS_START(2, 6)
		Z_PARAM_ZVAL(value)
		Z_PARAM_LONG(id)
		Z_PARAM_OPTIONAL
		Z_PARAM_STR_OR_NULL(path)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_LONG(op)
		Z_PARAM_STR_OR_NULL(root_class)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	if (ST_G(compare.active) && frame) {
		scalar_types_stash_put(frame, id, value);
		if (path && name && op) {
			zval null;
			ZVAL_NULL(&null);
			scalar_types_probe_prop(frame, path, name, &null, op, root_class);
		}
	}
	scalar_types_probe_result(return_value, value);
}
