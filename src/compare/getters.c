/*
  +----------------------------------------------------------------------+
  | scalar_types: what __get() gives for an unset typed property         |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_scalar_types.h"
#include "rules/engine_tables.h"
#include "report/report.h"
#include "compare/receipt.h"
#include "compare/access.h"
#include "compare/getters.h"

/* ---- what __get() gives for an unset typed property ---------------------
 * A read of a declared typed property the app unset() (not one never
 * initialized) calls __get() and checks its result against the property's
 * type in __get()'s own mode (zend_std_read_property()): coerced (weak)
 * or refused (strict) with "Cannot assign string to property C::$n of type
 * int", thrown at the read. Whether the engine will check is decided when
 * __get() starts, from the read that called it; the result is judged when
 * it returns. isset()/empty() (has_property) check nothing. */

bool scalar_types_is_getter(const zend_function *f)
{
	return f->common.scope && f->common.function_name && !(f->common.fn_flags & ZEND_ACC_STATIC)
		&& zend_string_equals_literal_ci(f->common.function_name, "__get");
}

void scalar_types_getter_begin(zend_execute_data *ex)
{
	zend_execute_data *reader = ex->prev_execute_data;
	zend_object *o;
	zend_class_entry *scope;
	zend_property_info *info;
	zval *name;

	if (!ST_G(compare.active) || !(ST_G(settings.watch) & ST_WATCH_PROPERTIES) || ST_G(compare.getter_count) >= ST_GETTER_MAX
			|| Z_TYPE(ex->This) != IS_OBJECT || ex->func->common.num_args < 1 || ZEND_CALL_NUM_ARGS(ex) < 1
			|| !reader || !reader->func || !ZEND_USER_CODE(reader->func->type) || !reader->opline
			|| !scalar_types_op_reads_prop(reader->opline)) {
		return;
	}
	o = Z_OBJ(ex->This);
	name = ZEND_CALL_VAR_NUM(ex, 0);
	ZVAL_DEREF(name);
	if (o->ce->__get != ex->func || o->handlers->read_property != zend_std_read_property
			|| Z_TYPE_P(name) != IS_STRING) {
		return;
	}
	/* the read's scope: the reading frame's (no fake scope in user code) */
	scope = reader->func->common.scope;
	info = scalar_types_find_prop(o->ce, scope, Z_STRVAL_P(name), Z_STRLEN_P(name));
	if (!info || (info->flags & ZEND_ACC_STATIC) || !scalar_types_prop_visible(info, scope)
			|| !scalar_types_type_takes_scalar(info->type)) {
		return;
	}
#if PHP_VERSION_ID >= 80400
	if (info->hooks) {
		return;
	}
#endif
	/* No slot test: a read calls __get() for a declared, visible property
	 * only when its slot was unset() (never for one never initialized), and
	 * checks the result even when __isset(), which ?? runs first, has set
	 * the property up meanwhile. */
	ST_G(compare.getters)[ST_G(compare.getter_count)].frame = ex;
	ST_G(compare.getters)[ST_G(compare.getter_count)].info = info;
	ST_G(compare.getter_count)++;
}

void scalar_types_getter_end(zend_execute_data *ex, zval *retval)
{
	zend_property_info *info;
	zval *value = retval;

	if (!ST_G(compare.getter_count) || ST_G(compare.getters)[ST_G(compare.getter_count) - 1].frame != ex) {
		return;
	}
	info = ST_G(compare.getters)[--ST_G(compare.getter_count)].info;
	if (!ST_G(compare.active) || !value || EG(exception)) {
		return;
	}
	/* a reference bound to typed properties is checked with rules of its own */
	if (Z_ISREF_P(value) && ZEND_REF_HAS_TYPE_SOURCES(Z_REF_P(value))) {
		return;
	}
	ZVAL_DEREF(value);
	if (Z_ISUNDEF_P(value)) {
		value = &EG(uninitialized_zval);
	}
	/* in __get()'s mode */
	scalar_types_receipt_check_ex(ex, NULL, info, ST_SITE_PROPERTY, &info->type, value, true);
}
