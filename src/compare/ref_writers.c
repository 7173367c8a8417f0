/*
  +----------------------------------------------------------------------+
  | scalar_types: internal functions writing by-reference arguments      |
  +----------------------------------------------------------------------+
  | str_replace($s, $r, $x, $o->count) assigns through the reference in  |
  | the caller's mode: a typed property behind it coerces the value      |
  | (weak) or refuses it (strict). The value is gone once assigned, so   |
  | for the call each such argument is lent an untyped reference holding |
  | a copy; what the function wrote there is judged, then assigned to    |
  | the real one by the engine's own checked assignment, as the function |
  | would have done.                                                     |
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
#include "compare/ref_writers.h"

/* The functions and parameters: rules/engine_tables.c. Each function's
 * own handler, while ours is installed. */
static zif_handler scalar_types_ref_writer_orig[ST_RW_COUNT];

static bool scalar_types_ref_writers_installed = false;

/* One argument lent an untyped reference for the call. */
typedef struct _scalar_types_lent {
	zval *slot;            /* the argument in the callee's frame */
	zend_reference *ref;   /* the real one (the slot's count is kept) */
	zend_reference *shadow; /* the lent one, once the call is over */
	uint32_t param;        /* 1-based */
	zval before;           /* what the lent one held at the start (counted) */
} scalar_types_lent;

/* Whether the lent value is as it was: for a refcounted value the same
 * pointer (every string the functions write is new, or an interned one
 * that is then identical), else the same type and bits. */
static bool scalar_types_lent_same(const zval *now, const zval *before)
{
	if (Z_TYPE_P(now) != Z_TYPE_P(before)) {
		return false;
	}
	switch (Z_TYPE_P(now)) {
		case IS_LONG:
			return Z_LVAL_P(now) == Z_LVAL_P(before);
		case IS_DOUBLE:
			return memcmp(&Z_DVAL_P(now), &Z_DVAL_P(before), sizeof(double)) == 0;
		case IS_UNDEF: case IS_NULL: case IS_FALSE: case IS_TRUE:
			return true;
		default:
			return Z_COUNTED_P(now) == Z_COUNTED_P(before);
	}
}

/* The function's write, as the engine makes it: judged in the caller's
 * mode against every property the reference is bound to, then assigned by
 * zend_try_assign_typed_ref(), which takes the mode from the frame below
 * the running internal function, the caller's, just as it would have. */
static void scalar_types_ref_write(zend_execute_data *caller, zend_reference *ref, zval *value)
{
	scalar_types_receipt r;
	zval tmp;

	scalar_types_receipt_init(&r, caller, ST_SITE_REFERENCE);
	scalar_types_receipt_judge_ref(&r, ref, value);
	ZVAL_COPY(&tmp, value);
	zend_try_assign_typed_ref(ref, &tmp);
}

/* Whether the function wrote the lent reference. A write of the very value
 * it held leaves no trace; that is only told apart from no write when code
 * the function ran (a callback, an error handler) changed the real
 * reference meanwhile, and then by how the function ends: all but the
 * ST_RW_MAY_SKIP ones write whenever they return without an exception. */
static bool scalar_types_lent_written(const scalar_types_ref_writer_spec *w, const scalar_types_lent *l,
	const zval *now, const zval *return_value)
{
	if (!scalar_types_lent_same(now, &l->before)) {
		return true;
	}
	if (Z_REFCOUNTED(l->before) || zend_is_identical(&l->ref->val, (zval *) &l->before)) {
		return false; /* untouched, or identical either way */
	}
	return !EG(exception) && !(w->flags & ST_RW_MAY_SKIP)
		&& !((w->flags & ST_RW_NULL_SKIPS) && Z_TYPE_P(return_value) == IS_NULL);
}

/* The order sscanf()/fscanf() write their variables in when the format
 * numbers them ("%2$s %1$d"): the format's, each conversion writing its
 * number's variable (at most once: a reuse is refused before any write).
 * order gets the variables' numbers; returns how many, 0 for a format
 * that does not number them, -1 for one that cannot be read here. */
static int scalar_types_scanf_order(const zend_string *format, uint32_t nvars, uint32_t *order)
{
	const char *p = ZSTR_VAL(format), *end = p + ZSTR_LEN(format);
	uint32_t n = 0;
	bool numbered = false, plain = false;

	while (p < end) {
		zend_ulong num = 0;
		const char *digits;
		bool suppress = false;

		if (*p++ != '%') {
			continue;
		}
		if (p < end && *p == '%') {
			p++;
			continue;
		}
		if (p < end && *p == '*') {
			suppress = true;
			p++;
		}
		for (digits = p; p < end && *p >= '0' && *p <= '9' && num < nvars + 1; p++) {
			num = num * 10 + (*p - '0');
		}
		if (!suppress && p > digits && p < end && *p == '$') {
			numbered = true;
			p++;
			while (p < end && *p >= '0' && *p <= '9') {
				p++; /* width */
			}
		} else {
			plain |= !suppress;
			while (p < end && *p >= '0' && *p <= '9') {
				p++;
			}
		}
		if (p < end && (*p == 'l' || *p == 'L' || *p == 'h')) {
			p++;
		}
		if (p >= end) {
			return -1;
		}
		if (*p == '[') {
			p++;
			if (p < end && *p == '^') {
				p++;
			}
			if (p < end && *p == ']') {
				p++;
			}
			while (p < end && *p != ']') {
				p++;
			}
			if (p >= end) {
				return -1;
			}
		}
		p++;
		if (numbered && !suppress && p > digits) {
			if (plain || num < 1 || num > nvars || n >= nvars) {
				return -1; /* refused by the engine anyway */
			}
			order[n++] = (uint32_t) num;
		}
	}
	return numbered ? (int) n : 0;
}

static bool scalar_types_plain_file(zend_execute_data *ex)
{
	zval *res = ZEND_CALL_ARG(ex, 1);
	php_stream *stream;

	if (ZEND_CALL_NUM_ARGS(ex) < 1 || Z_TYPE_P(res) != IS_RESOURCE
			|| (Z_RES_P(res)->type != php_file_le_stream() && Z_RES_P(res)->type != php_file_le_pstream())) {
		return false;
	}
	stream = (php_stream *) Z_RES_P(res)->ptr;
	return stream && php_stream_is(stream, PHP_STREAM_IS_STDIO);
}

static void scalar_types_ref_writer_call(size_t index, INTERNAL_FUNCTION_PARAMETERS)
{
	const scalar_types_ref_writer_spec *w = &scalar_types_ref_writer_specs[index];
	zif_handler handler = scalar_types_ref_writer_orig[index];
	zend_execute_data *caller = EX(prev_execute_data);
	scalar_types_lent stack_lent[ST_RW_PARAMS], *lent = stack_lent;
	uint32_t i, n = 0, num_args = ZEND_CALL_NUM_ARGS(execute_data), first, last, *order = NULL;
	int ordered = 0;
	size_t k;

	/* Callbacks run by internal functions assign weakly in both modes:
	 * nothing can diverge, nothing is lent. */
	if (!ST_G(compare.active) || !caller || !caller->func || !ZEND_USER_CODE(caller->func->type)
			|| ((w->flags & ST_RW_FILES_ONLY) && !scalar_types_plain_file(execute_data))) {
		handler(INTERNAL_FUNCTION_PARAM_PASSTHRU);
		return;
	}
	if (w->flags & ST_RW_VARIADIC) {
		first = w->params[0];
		last = num_args;
	} else {
		first = 0;
		last = ST_RW_PARAMS - 1;
	}
	/* Most calls pass no typed reference: nothing to lend, nothing to parse. */
	for (i = first; i <= last; i++) {
		uint32_t p = (w->flags & ST_RW_VARIADIC) ? i : w->params[i];
		zval *arg = p && p <= num_args ? ZEND_CALL_ARG(execute_data, p) : NULL;

		if (arg && Z_ISREF_P(arg) && ZEND_REF_HAS_TYPE_SOURCES(Z_REF_P(arg))) {
			break;
		}
	}
	if (i > last) {
		handler(INTERNAL_FUNCTION_PARAM_PASSTHRU);
		return;
	}
	if (w->flags & ST_RW_VARIADIC) {
		zval *format = ZEND_CALL_ARG(execute_data, 2);

		order = safe_emalloc(last - first + 1, sizeof(*order), 0);
		if (num_args >= 2 && Z_TYPE_P(format) == IS_STRING) {
			ordered = scalar_types_scanf_order(Z_STR_P(format), last - first + 1, order);
		}
		if (ordered < 0) {
			efree(order);
			handler(INTERNAL_FUNCTION_PARAM_PASSTHRU);
			return;
		}
		if (last - first + 1 > ST_RW_PARAMS) {
			lent = safe_emalloc(last - first + 1, sizeof(*lent), 0);
		}
	}
	for (i = first; i <= last; i++) {
		uint32_t p = (w->flags & ST_RW_VARIADIC) ? i : w->params[i];
		zval *arg;
		zend_reference *ref;

		if (!p || p > num_args) {
			continue;
		}
		arg = ZEND_CALL_ARG(execute_data, p);
		if (!Z_ISREF_P(arg) || !ZEND_REF_HAS_TYPE_SOURCES(Z_REF_P(arg))) {
			continue;
		}
		ref = Z_REF_P(arg);
		lent[n].slot = arg;
		lent[n].ref = ref;
		lent[n].param = p;
		ZVAL_COPY(&lent[n].before, &ref->val);
		Z_TRY_ADDREF(ref->val);
		ZVAL_NEW_REF(arg, &ref->val);
		n++;
	}

	handler(INTERNAL_FUNCTION_PARAM_PASSTHRU);

	for (i = 0; i < n; i++) {
		lent[i].shadow = Z_REF_P(lent[i].slot);
		ZVAL_REF(lent[i].slot, lent[i].ref);
	}
	/* in the order the function writes: its parameters', or the format's */
	for (i = 0; i < (ordered > 0 ? (uint32_t) ordered : n); i++) {
		scalar_types_lent *l = &lent[i];

		if (ordered > 0) {
			for (k = 0, l = NULL; k < n; k++) {
				if (lent[k].param == first + order[i] - 1) {
					l = &lent[k];
				}
			}
			if (!l) {
				continue;
			}
		}
		if (scalar_types_lent_written(w, l, &l->shadow->val, return_value)) {
			if ((w->flags & ST_RW_ZERO_FIRST) && Z_TYPE(l->shadow->val) == IS_LONG && Z_LVAL(l->shadow->val) != 0) {
				zval zero;

				ZVAL_LONG(&zero, 0);
				scalar_types_ref_write(caller, l->ref, &zero);
			}
			scalar_types_ref_write(caller, l->ref, &l->shadow->val);
		}
	}
	for (i = 0; i < n; i++) {
		zval hold;

		zval_ptr_dtor(&lent[i].before);
		ZVAL_REF(&hold, lent[i].shadow);
		zval_ptr_dtor(&hold);
	}
	if (lent != stack_lent) {
		efree(lent);
	}
	if (order) {
		efree(order);
	}
}

/* One handler per function, which knows its entry: no lookup per call,
 * and the same for every thread's copy of the function (ZTS). */
#define ST_RW_HANDLER(i) \
	static ZEND_NAMED_FUNCTION(scalar_types_ref_writer_##i) \
	{ \
		scalar_types_ref_writer_call(i, INTERNAL_FUNCTION_PARAM_PASSTHRU); \
	}
ST_RW_HANDLER(0) ST_RW_HANDLER(1) ST_RW_HANDLER(2) ST_RW_HANDLER(3) ST_RW_HANDLER(4) ST_RW_HANDLER(5)
ST_RW_HANDLER(6) ST_RW_HANDLER(7) ST_RW_HANDLER(8) ST_RW_HANDLER(9) ST_RW_HANDLER(10) ST_RW_HANDLER(11)
ST_RW_HANDLER(12) ST_RW_HANDLER(13) ST_RW_HANDLER(14) ST_RW_HANDLER(15) ST_RW_HANDLER(16) ST_RW_HANDLER(17)
ST_RW_HANDLER(18) ST_RW_HANDLER(19) ST_RW_HANDLER(20) ST_RW_HANDLER(21) ST_RW_HANDLER(22) ST_RW_HANDLER(23)

static const zif_handler scalar_types_ref_writer_handlers[] = {
	scalar_types_ref_writer_0, scalar_types_ref_writer_1, scalar_types_ref_writer_2, scalar_types_ref_writer_3,
	scalar_types_ref_writer_4, scalar_types_ref_writer_5, scalar_types_ref_writer_6, scalar_types_ref_writer_7,
	scalar_types_ref_writer_8, scalar_types_ref_writer_9, scalar_types_ref_writer_10, scalar_types_ref_writer_11,
	scalar_types_ref_writer_12, scalar_types_ref_writer_13, scalar_types_ref_writer_14, scalar_types_ref_writer_15,
	scalar_types_ref_writer_16, scalar_types_ref_writer_17, scalar_types_ref_writer_18, scalar_types_ref_writer_19,
	scalar_types_ref_writer_20, scalar_types_ref_writer_21, scalar_types_ref_writer_22, scalar_types_ref_writer_23,
};

/* one handler per function: fails to compile otherwise */
typedef char scalar_types_ref_writer_handlers_match[
	sizeof(scalar_types_ref_writer_handlers) / sizeof(scalar_types_ref_writer_handlers[0]) == ST_RW_COUNT ? 1 : -1];

void scalar_types_ref_writers_startup(void)
{
	size_t k;

	for (k = 0; k < ST_RW_COUNT; k++) {
		const scalar_types_ref_writer_spec *w = &scalar_types_ref_writer_specs[k];
		zend_function *f = zend_hash_str_find_ptr(CG(function_table), w->name, strlen(w->name));
		uint32_t i;
		bool by_ref = f && f->type == ZEND_INTERNAL_FUNCTION && f->common.arg_info;

		/* Each parameter must be one the running PHP takes by reference. */
		for (i = 0; by_ref && i < ST_RW_PARAMS && w->params[i]; i++) {
			uint32_t p = w->params[i];
			const zend_arg_info *ai = p <= f->common.num_args ? &f->common.arg_info[p - 1]
				: (f->common.fn_flags & ZEND_ACC_VARIADIC) ? &f->common.arg_info[f->common.num_args] : NULL;

			by_ref = ai && ZEND_ARG_SEND_MODE(ai) == ZEND_SEND_BY_REF
				&& (!(w->flags & ST_RW_VARIADIC) || ZEND_ARG_IS_VARIADIC(ai));
		}
		if (!by_ref) {
			continue;
		}
		scalar_types_ref_writer_orig[k] = f->internal_function.handler;
		f->internal_function.handler = scalar_types_ref_writer_handlers[k];
	}
	scalar_types_ref_writers_installed = true;
}

void scalar_types_ref_writers_shutdown(void)
{
	size_t k;

	if (!scalar_types_ref_writers_installed) {
		return;
	}
	for (k = 0; k < ST_RW_COUNT; k++) {
		const scalar_types_ref_writer_spec *w = &scalar_types_ref_writer_specs[k];
		zend_function *f;

		if (!scalar_types_ref_writer_orig[k]) {
			continue;
		}
		f = zend_hash_str_find_ptr(CG(function_table), w->name, strlen(w->name));
		if (f && f->type == ZEND_INTERNAL_FUNCTION && f->internal_function.handler == scalar_types_ref_writer_handlers[k]) {
			f->internal_function.handler = scalar_types_ref_writer_orig[k];
		}
		scalar_types_ref_writer_orig[k] = NULL;
	}
	scalar_types_ref_writers_installed = false;
}

uint32_t scalar_types_ref_writers_count(void)
{
	uint32_t n = 0;
	size_t k;

	for (k = 0; k < ST_RW_COUNT; k++) {
		n += scalar_types_ref_writer_orig[k] != NULL;
	}
	return n;
}
