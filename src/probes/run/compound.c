/*
  +----------------------------------------------------------------------+
  | scalar_types: what a compound write or ++/-- leaves in a property    |
  +----------------------------------------------------------------------+
  | Computed on converted copies, without the engine's diagnostics: the  |
  | app sees each warning or deprecation once, from itself.              |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include <math.h>
#include "php.h"
#include "zend_operators.h"
#include "zend_exceptions.h"
#include "probes/run/run.h"

/* An operand as the engine's operators see it, converted without their
 * diagnostics: null/bool to int, a numeric or leading-numeric string to its
 * number, and for the integer operators a float to int. False for what the
 * operators refuse (arrays, objects, non-numeric strings: an Error thrown
 * the same in both modes, before any property is written). */
static bool scalar_types_quiet_operand(zval *in, zval *out, bool want_int)
{
	zend_long l;
	double d;

	switch (Z_TYPE_P(in)) {
		case IS_NULL:
		case IS_FALSE:
			ZVAL_LONG(out, 0);
			return true;
		case IS_TRUE:
			ZVAL_LONG(out, 1);
			return true;
		case IS_LONG:
			ZVAL_LONG(out, Z_LVAL_P(in));
			return true;
		case IS_DOUBLE:
			d = Z_DVAL_P(in);
			break;
		case IS_STRING: {
			bool trailing = false;
			switch (is_numeric_string_ex(Z_STRVAL_P(in), Z_STRLEN_P(in), &l, &d, true, NULL, &trailing)) {
				case IS_LONG:
					ZVAL_LONG(out, l);
					return true;
				case IS_DOUBLE:
					break;
				default:
					return false;
			}
			break;
		}
		default:
			return false;
	}
	if (want_int) {
		ZVAL_LONG(out, zend_dval_to_lval(d));
	} else {
		ZVAL_DOUBLE(out, d);
	}
	return true;
}

/* What `cur op= value` (or ++/-- on cur) leaves in the property, computed on
 * converted copies, or false where the engine refuses the operation itself
 * (an Error in both modes) or gives a type no coercion applies to. The app
 * sees each warning or deprecation once, from itself. */
bool scalar_types_write_result(zval *result, zval *cur, zval *value, zend_long op)
{
	zval a, b;

	switch (op) {
		case ZEND_CONCAT:
			/* objects would call __toString(), arrays warn: left alone */
			if (Z_TYPE_P(cur) > IS_STRING || Z_TYPE_P(value) > IS_STRING) {
				return false;
			}
			ZVAL_COPY(&a, cur);
			ZVAL_COPY(&b, value);
			break;
		case ZEND_ADD:
		case ZEND_SUB:
		case ZEND_MUL:
		case ZEND_DIV:
		case ZEND_POW:
			if (!scalar_types_quiet_operand(cur, &a, false) || !scalar_types_quiet_operand(value, &b, false)) {
				return false;
			}
			/* division by zero throws */
			if (op == ZEND_DIV && zval_get_double(&b) == 0.0) {
				return false;
			}
			/* 0 ** negative: a float infinity, and an 8.4 deprecation that
			 * is the app's to see, so computed here as the engine does */
			if (op == ZEND_POW && zval_get_double(&a) == 0.0 && zval_get_double(&b) < 0.0) {
				ZVAL_DOUBLE(result, pow(zval_get_double(&a), zval_get_double(&b)));
				return true;
			}
			break;
		case ZEND_BW_OR:
		case ZEND_BW_AND:
		case ZEND_BW_XOR:
			if (Z_TYPE_P(cur) == IS_STRING && Z_TYPE_P(value) == IS_STRING) {
				ZVAL_COPY(&a, cur);
				ZVAL_COPY(&b, value);
				break;
			}
			ZEND_FALLTHROUGH;
		case ZEND_MOD:
		case ZEND_SL:
		case ZEND_SR:
			if (!scalar_types_quiet_operand(cur, &a, true) || !scalar_types_quiet_operand(value, &b, true)) {
				return false;
			}
			/* modulo by zero and negative shifts throw */
			if ((op == ZEND_MOD && Z_LVAL(b) == 0) || ((op == ZEND_SL || op == ZEND_SR) && Z_LVAL(b) < 0)) {
				return false;
			}
			break;
		case ZEND_PRE_INC:
		case ZEND_PRE_DEC:
			/* Only null++, numeric strings and ""-- change type. An int
			 * past its limit is refused in both modes with a message of
			 * its own. */
			if (Z_TYPE_P(cur) == IS_NULL && op == ZEND_PRE_INC) {
				ZVAL_LONG(result, 1);
				return true;
			}
			if (Z_TYPE_P(cur) != IS_STRING) {
				return false;
			}
			if (Z_STRLEN_P(cur) == 0 && op == ZEND_PRE_DEC) {
				ZVAL_LONG(result, -1);
				return true;
			}
			if (!is_numeric_string(Z_STRVAL_P(cur), Z_STRLEN_P(cur), NULL, NULL, false)) {
				return false;
			}
			ZVAL_COPY(result, cur);
			if (op == ZEND_PRE_INC) {
				increment_function(result);
			} else {
				decrement_function(result);
			}
			return true;
		default:
			/* ??= is routed as a plain write (op 0) */
			return false;
	}
	get_binary_op((int) op)(result, &a, &b);
	zval_ptr_dtor(&a);
	zval_ptr_dtor(&b);
	if (UNEXPECTED(EG(exception))) {
		/* not reachable for the operands admitted above; never leak one */
		zend_clear_exception();
		zval_ptr_dtor(result);
		return false;
	}
	return true;
}
