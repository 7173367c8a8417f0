/*
  +----------------------------------------------------------------------+
  | scalar_types: argument receipt hooks (compare mode)                  |
  +----------------------------------------------------------------------+
  | User functions through the Observer API, internal functions through  |
  | it too from PHP 8.4 on (frameless calls), through a chained          |
  | zend_execute_internal up to 8.3: neither costs the JIT. Arguments    |
  | are judged raw, before the engine receives them, and never touched.  |
  | Installed by compare.c.                                              |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_observer.h"
#include "zend_execute.h"
#include "zend_bitset.h"
#include "zend_extensions.h"
#include "php_scalar_types.h"
#include "rules/strict_mode.h"
#include "rules/engine_tables.h"
#include "report/report.h"
#include "report/files.h"
#include "compare/receipt.h"
#include "compare/getters.h"
#include "compare/observer.h"

#if PHP_VERSION_ID < 80400
static void (*scalar_types_prev_execute_internal)(zend_execute_data *execute_data, zval *return_value) = NULL;
#endif
/* Whether the observer and zend_execute_internal are ours (arguments watched). */
static bool scalar_types_calls_hooked = false;
/* The module, whose functions (the probes) are told apart from others'. */
static const zend_module_entry *scalar_types_self = NULL;

static bool scalar_types_has_scalar_params(const zend_function *f)
{
	uint32_t i, n = f->common.num_args;

	if (!f->common.arg_info) {
		return false;
	}
	if (f->common.fn_flags & ZEND_ACC_VARIADIC) {
		n++;
	}
	for (i = 0; i < n; i++) {
		if (scalar_types_param_is_scalar(&f->common.arg_info[i])) {
			return true;
		}
	}
	return false;
}

/* compare_coverage: a call with arguments ran at op of caller */
static zend_always_inline void scalar_types_mark(zend_function *caller, const zend_op *op)
{
	zend_string *file = caller->op_array.filename;

	if (EXPECTED(scalar_types_report_is_last_file(file))) {
		scalar_types_coverage_mark_at(scalar_types_report_last_calls()->cov, &caller->op_array, op);
	} else {
		scalar_types_report_file_mark(file, &caller->op_array, op);
	}
}

/* The run's evidence: every call with arguments made by a call op of user
 * code is marked, whether or not its callee has scalar parameters (magic
 * methods and destructors the engine calls from other ops are not calls
 * of the file's). */
static zend_always_inline void scalar_types_mark_call(zend_execute_data *ex, zend_execute_data *caller,
	const zend_op *at)
{
	zend_function *cf;
	const zend_op *op;

	if (UNEXPECTED(ST_G(settings.compare_coverage)) && ZEND_CALL_NUM_ARGS(ex) && EXPECTED(ST_G(compare.active))
			&& caller && (cf = caller->func) && ZEND_USER_CODE(cf->type) && (op = at ? at : caller->opline)
			&& (scalar_types_op_makes_call(op->opcode) || scalar_types_op_frameless_call(op->opcode))) {
		scalar_types_mark(cf, op);
	}
}

/* An argument that is neither of an accepted type nor widened: the slow
 * path, out of line so the per-call loop keeps a small frame. */
static zend_never_inline void scalar_types_receipt_arg(zend_execute_data *caller, const zend_op *at,
	zend_function *f, uint32_t n, const zend_arg_info *ai, zval *arg)
{
	scalar_types_receipt r;
	zval *value = arg;

	ZVAL_DEREF(value);
	scalar_types_receipt_init(&r, caller, ST_SITE_ARGUMENT);
	if (at) {
		r.line = at->lineno;
		r.call_op = at;
	}
	r.func = f;
	r.arg = n;
	r.flags = ZEND_USER_CODE(f->type) ? 0 : ST_JUDGE_INTERNAL;
	if (r.flags) {
		const scalar_types_arginfo_fix *fix = scalar_types_find_fix(f, n);

		if (fix && fix->mask) {
			zend_type fixed = (zend_type) ZEND_TYPE_INIT_MASK(fix->mask
				| (ZEND_TYPE_FULL_MASK(ai->type) & MAY_BE_NULL));
			if (!ZEND_TYPE_CONTAINS_CODE(fixed, Z_TYPE_P(value))) {
				r.arginfo_type = &ai->type;
				scalar_types_receipt_judge(&r, &fixed, arg);
			}
			return;
		}
		if (fix && fix->no_coercion) {
			r.flags |= ST_JUDGE_NO_COERCION;
		}
	}
	scalar_types_receipt_judge(&r, &ai->type, arg);
}

/* ex's arguments, sent by caller, at the line of caller's op at (NULL: its
 * current one). moved: a user function's frame is set up, its extra
 * arguments moved behind its CVs and temporaries. */
static zend_always_inline void scalar_types_receipt_args(zend_execute_data *ex, zend_execute_data *caller,
	const zend_op *at, bool moved)
{
	zend_function *f, *cf;
	const zend_arg_info *ai;
	zend_string *file;
	uint32_t n, i, num_args;
	bool strict, counted = false;

	/* Calls before RINIT or after RSHUTDOWN, and callbacks run by internal
	 * functions (array_map, usort…), which are received weakly in both
	 * modes: nothing can diverge. */
	if (UNEXPECTED(!ST_G(compare.active)) || UNEXPECTED(!caller) || UNEXPECTED(!(cf = caller->func))
			|| UNEXPECTED(!ZEND_USER_CODE(cf->type))) {
		return;
	}
	strict = (cf->common.fn_flags & ZEND_ACC_STRICT_TYPES) != 0;
	file = cf->op_array.filename;
	scalar_types_mark_call(ex, caller, at);

	f = ex->func;
	n = ZEND_CALL_NUM_ARGS(ex);
	num_args = f->common.num_args;
	if (n > num_args && !(f->common.fn_flags & ZEND_ACC_VARIADIC)) {
		n = num_args; /* extra arguments to a non-variadic function: untyped */
	}
	ai = f->common.arg_info;
	for (i = 0; i < n; i++, ai++) {
		zval *arg, *value;

		if (UNEXPECTED(i >= num_args)) {
			ai = &f->common.arg_info[num_args];
			/* i_init_func_execute_data() already moved a user function's
			 * extra arguments behind its CVs and temporaries. */
			arg = moved && ZEND_USER_CODE(f->type)
				? ZEND_CALL_VAR_NUM(ex, f->op_array.last_var + f->op_array.T + (i - num_args))
				: ZEND_CALL_ARG(ex, i + 1);
		} else {
			arg = ZEND_CALL_ARG(ex, i + 1);
		}
		if (!scalar_types_param_is_scalar(ai) || Z_ISUNDEF_P(arg)) {
			continue;
		}
		/* A call counts once, at its first scalar receipt. */
		if (!counted) {
			counted = true;
			scalar_types_report_count(file, strict);
		}
		value = arg;
		ZVAL_DEREF(value);
		/* The hot path: an argument of an accepted type costs one test; an
		 * int for a float, which both modes widen, one more (a reference
		 * takes the slow path: it may be bound to a typed property). */
		if (EXPECTED(ZEND_TYPE_CONTAINS_CODE(ai->type, Z_TYPE_P(value)))
				|| (scalar_types_strict_widens(&ai->type, arg) && !scalar_types_long_inexact_double(Z_LVAL_P(value)))) {
			continue;
		}
		scalar_types_receipt_arg(caller, at, f, i + 1, ai, arg);
	}
}

void scalar_types_receipt_args_at(zend_execute_data *ex, zend_execute_data *caller, const zend_op *at)
{
	scalar_types_receipt_args(ex, caller, at, false);
}

/* User functions: the observer's begin handler, after the frame is set up. */
static void scalar_types_observer_begin(zend_execute_data *ex)
{
	scalar_types_receipt_args(ex, ex->prev_execute_data, NULL, true);
}

/* The fast path of a function whose scalar parameters are among its first
 * ST_MASK_BITS and that takes no variadic: mask, one bit per scalar
 * parameter, is a constant of the handler chosen for it at observer init
 * (a table of them below), so no loop looks at the other parameters. An
 * argument of an accepted type costs a mask test. */
#define ST_MASK_BITS 5

/* The arguments at bad (a bit per argument) of a call by cf (counted): each
 * of them is not of an accepted type (int for float, a reference, an
 * undefined one skipped by a named argument) and is judged out of line. */
static zend_never_inline void scalar_types_args_masked(zend_execute_data *ex, zend_execute_data *caller,
	zend_function *cf, uint32_t bad)
{
	zend_function *f = ex->func;

	while (bad) {
		uint32_t i = zend_ulong_ntz(bad);
		const zend_arg_info *ai = &f->common.arg_info[i];
		zval *arg = ZEND_CALL_ARG(ex, i + 1), *value = arg;

		bad &= bad - 1;
		ZVAL_DEREF(value);
		if (ZEND_TYPE_CONTAINS_CODE(ai->type, Z_TYPE_P(value))
				|| (scalar_types_strict_widens(&ai->type, arg) && !scalar_types_long_inexact_double(Z_LVAL_P(value)))) {
			continue;
		}
		scalar_types_receipt_arg(caller, NULL, f, i + 1, ai, arg);
	}
}

/* Arguments that may be undefined (named arguments skipped some), or
 * parameters past a mask: the general loop. */
static zend_never_inline void scalar_types_args_general(zend_execute_data *ex, zend_execute_data *caller,
	bool moved)
{
	scalar_types_receipt_args(ex, caller, NULL, moved);
}

/* What scalar_types_note_call() does, the long way: a lookup of the
 * caller's file, a tick due, a line to mark. */
static zend_never_inline void scalar_types_note_call_slow(zend_execute_data *ex, zend_execute_data *caller,
	zend_function *cf, bool scalar)
{
	scalar_types_mark_call(ex, caller, NULL);
	if (scalar) {
		scalar_types_report_count(cf->op_array.filename, (cf->common.fn_flags & ZEND_ACC_STRICT_TYPES) != 0);
	}
}

/* A call by cf, whose file's entry is fc: marked for compare_coverage
 * (with arguments), counted when it has a scalar receipt. Once a line has
 * run, or where there is none to mark, a look at its bit is all. */
static zend_always_inline void scalar_types_note_call_in(zend_execute_data *ex, zend_execute_data *caller,
	zend_function *cf, bool scalar, scalar_types_file_calls *fc)
{
	if (UNEXPECTED(ST_G(settings.compare_coverage)) && ZEND_CALL_NUM_ARGS(ex)) {
		const scalar_types_file_coverage *cov = fc->cov;
		const zend_op *op = caller->opline;
		uint32_t line;

		/* a line without sites (count 0) has nothing to mark */
		if (cov && (!op || ((line = op->lineno) - 1 < cov->max_line
				&& !(cov->run[line >> 3] & (1u << (line & 7))) && cov->count[line]))) {
			scalar_types_note_call_slow(ex, caller, cf, scalar);
			return;
		}
	}
	if (scalar) {
		scalar_types_report_count_in(fc);
	}
}

/* The same from another file than the last one's: its entry is found in
 * the cache by the file's address, else the long way. */
static zend_never_inline void scalar_types_note_call_other(zend_execute_data *ex, zend_execute_data *caller,
	zend_function *cf, bool scalar)
{
	scalar_types_file_calls *fc = scalar_types_report_cached_calls(cf->op_array.filename);

	if (EXPECTED(fc)) {
		scalar_types_note_call_in(ex, caller, cf, scalar, fc);
	} else if (scalar || UNEXPECTED(ST_G(settings.compare_coverage))) {
		scalar_types_note_call_slow(ex, caller, cf, scalar);
	}
}

/* A call by cf, noted (scalar_types_note_call_in()): the caller's file is
 * mostly the last one's, whose entry is at hand. */
static zend_always_inline void scalar_types_note_call(zend_execute_data *ex, zend_execute_data *caller,
	zend_function *cf, bool scalar)
{
	if (EXPECTED(scalar_types_report_is_last_file(cf->op_array.filename))) {
		scalar_types_note_call_in(ex, caller, cf, scalar, scalar_types_report_last_calls());
	} else {
		scalar_types_note_call_other(ex, caller, cf, scalar);
	}
}

/* The arguments at mask (a bit per scalar parameter below bits) of ex, a
 * call by the user function cf: noted (scalar_types_note_call()), and
 * each of an accepted type costs a mask test. */
static zend_always_inline void scalar_types_args_fast(zend_execute_data *ex, zend_execute_data *caller,
	zend_function *cf, uint32_t mask, uint32_t bits, bool moved)
{
	uint32_t n = ZEND_CALL_NUM_ARGS(ex), i, bad = 0;
	const zend_arg_info *ai = ex->func->common.arg_info;
	bool any = false;

	if (UNEXPECTED(ZEND_CALL_INFO(ex) & ZEND_CALL_MAY_HAVE_UNDEF)) {
		scalar_types_args_general(ex, caller, moved);
		return;
	}
	/* an argument omitted gets its default (a user function's end
	 * handler); a reference or an undefined one is in no type mask */
#define ST_ARG_FAST(i) \
	if ((mask & (1u << (i))) && (i) < n) { \
		any = true; \
		if (!ZEND_TYPE_CONTAINS_CODE(ai[i].type, Z_TYPE_P(ZEND_CALL_ARG(ex, (i) + 1)))) { \
			bad |= 1u << (i); \
		} \
	}
	if (bits == ST_MASK_BITS) {
		/* a constant mask: unrolled to the parameters it names */
		ST_ARG_FAST(0) ST_ARG_FAST(1) ST_ARG_FAST(2) ST_ARG_FAST(3) ST_ARG_FAST(4)
	} else {
		if (n < bits) {
			mask &= (1u << n) - 1;
		}
		any = mask != 0;
		while (mask) {
			i = zend_ulong_ntz(mask);
			mask &= mask - 1;
			if (!ZEND_TYPE_CONTAINS_CODE(ai[i].type, Z_TYPE_P(ZEND_CALL_ARG(ex, i + 1)))) {
				bad |= 1u << i;
			}
		}
	}
#undef ST_ARG_FAST
	scalar_types_note_call(ex, caller, cf, any);
	if (UNEXPECTED(bad)) {
		scalar_types_args_masked(ex, caller, cf, bad);
	}
}

static zend_always_inline void scalar_types_observer_begin_mask(zend_execute_data *ex, uint32_t mask)
{
	zend_execute_data *caller = ex->prev_execute_data;
	zend_function *cf;

	if (UNEXPECTED(!ST_G(compare.active)) || UNEXPECTED(!caller) || UNEXPECTED(!(cf = caller->func))
			|| UNEXPECTED(!ZEND_USER_CODE(cf->type))) {
		return;
	}
	scalar_types_args_fast(ex, caller, cf, mask, ST_MASK_BITS, true);
}

/* compare_coverage: a user function without scalar parameters, marked only */
static void scalar_types_observer_mark(zend_execute_data *ex)
{
	zend_execute_data *caller = ex->prev_execute_data;
	zend_function *cf;

	if (EXPECTED(ST_G(compare.active)) && EXPECTED(caller) && EXPECTED(cf = caller->func)
			&& EXPECTED(ZEND_USER_CODE(cf->type))) {
		scalar_types_note_call(ex, caller, cf, false);
	}
}

#define ST_BEGIN_MASK(m) static void scalar_types_observer_begin_##m(zend_execute_data *ex) \
	{ scalar_types_observer_begin_mask(ex, m); }
ST_BEGIN_MASK(1) ST_BEGIN_MASK(2) ST_BEGIN_MASK(3) ST_BEGIN_MASK(4) ST_BEGIN_MASK(5) ST_BEGIN_MASK(6)
ST_BEGIN_MASK(7) ST_BEGIN_MASK(8) ST_BEGIN_MASK(9) ST_BEGIN_MASK(10) ST_BEGIN_MASK(11) ST_BEGIN_MASK(12)
ST_BEGIN_MASK(13) ST_BEGIN_MASK(14) ST_BEGIN_MASK(15) ST_BEGIN_MASK(16) ST_BEGIN_MASK(17) ST_BEGIN_MASK(18)
ST_BEGIN_MASK(19) ST_BEGIN_MASK(20) ST_BEGIN_MASK(21) ST_BEGIN_MASK(22) ST_BEGIN_MASK(23) ST_BEGIN_MASK(24)
ST_BEGIN_MASK(25) ST_BEGIN_MASK(26) ST_BEGIN_MASK(27) ST_BEGIN_MASK(28) ST_BEGIN_MASK(29) ST_BEGIN_MASK(30)
ST_BEGIN_MASK(31)
#define ST_B(m) scalar_types_observer_begin_##m

static const zend_observer_fcall_begin_handler scalar_types_observer_begin_masks[1 << ST_MASK_BITS] = {
	NULL, ST_B(1), ST_B(2), ST_B(3), ST_B(4), ST_B(5), ST_B(6), ST_B(7), ST_B(8), ST_B(9), ST_B(10),
	ST_B(11), ST_B(12), ST_B(13), ST_B(14), ST_B(15), ST_B(16), ST_B(17), ST_B(18), ST_B(19), ST_B(20),
	ST_B(21), ST_B(22), ST_B(23), ST_B(24), ST_B(25), ST_B(26), ST_B(27), ST_B(28), ST_B(29), ST_B(30),
	ST_B(31)
};

/* Omitted arguments whose default is a constant expression (`int $w =
 * WIDTH`): RECV_INIT evaluates it after the begin handler and checks it in
 * the caller's mode. The engine keeps the evaluated, not yet received value
 * in the run-time cache unless it is refcounted, so it is judged from there
 * when the call is over. The RECV ops come first in an op_array. */
#define ST_FOREACH_RECV_INIT(f, op) \
	for (op = (f)->op_array.opcodes; op < (f)->op_array.opcodes + (f)->op_array.last \
			&& (op->opcode == ZEND_RECV || op->opcode == ZEND_RECV_INIT || op->opcode == ZEND_EXT_NOP \
				|| op->opcode == ZEND_NOP); op++) \
		if (op->opcode == ZEND_RECV_INIT && Z_TYPE_P(RT_CONSTANT(op, op->op2)) == IS_CONSTANT_AST \
				&& op->op1.num >= 1 && op->op1.num <= (f)->common.num_args \
				&& scalar_types_param_is_scalar(&(f)->common.arg_info[op->op1.num - 1]))

static bool scalar_types_has_constant_defaults(const zend_function *f)
{
	const zend_op *op;

	ST_FOREACH_RECV_INIT(f, op) {
		return true;
	}
	return false;
}

static void scalar_types_observer_end(zend_execute_data *ex, zval *retval)
{
	zend_execute_data *caller = ex->prev_execute_data;
	zend_function *f = ex->func, *cf;
	const zend_op *op, *last = NULL;
	uint32_t passed = ZEND_CALL_NUM_ARGS(ex);

	if (UNEXPECTED(!ST_G(compare.active)) || !caller || !(cf = caller->func) || !ZEND_USER_CODE(cf->type)
			|| !ex->run_time_cache) {
		return;
	}
	/* A call that threw in its RECV ops ran them only up to the thrower. */
	if (EG(exception)) {
		last = EG(opline_before_exception);
		if (!last || last < f->op_array.opcodes || last >= f->op_array.opcodes + f->op_array.last) {
			return;
		}
	}
	ST_FOREACH_RECV_INIT(f, op) {
		const zend_arg_info *ai = &f->common.arg_info[op->op1.num - 1];
		zval *cached = (zval *) ((char *) ex->run_time_cache + Z_CACHE_SLOT_P(RT_CONSTANT(op, op->op2)));
		scalar_types_receipt r;

		if (op->op1.num <= passed || (last && op > last)) {
			continue;
		}
		if (Z_TYPE_P(cached) == IS_UNDEF || ZEND_TYPE_CONTAINS_CODE(ai->type, Z_TYPE_P(cached))) {
			continue;
		}
		scalar_types_receipt_init(&r, caller, ST_SITE_ARGUMENT);
		r.func = f;
		r.arg = op->op1.num;
		scalar_types_receipt_judge(&r, &ai->type, cached);
	}
}

/* Per internal function, what its calls need, found at its first call and
 * kept in its reserved slot: ST_FN_KNOWN, and ST_FN_OURS for a probe, or
 * ST_FN_GENERAL for scalar parameters past the mask (or a variadic one), or
 * the mask of its scalar parameters from ST_FN_MASK_SHIFT up. */
#define ST_FN_KNOWN 1
#define ST_FN_OURS 2
#define ST_FN_GENERAL 4
#define ST_FN_MASK_SHIFT 3
#define ST_FN_MASK_BITS 24
static int scalar_types_fn_handle = -1;

static zend_never_inline uintptr_t scalar_types_internal_info(zend_function *f)
{
	uintptr_t info = ST_FN_KNOWN;
	uint32_t i, n = f->common.num_args;

	if (f->internal_function.module == scalar_types_self) {
		info |= ST_FN_OURS;
	} else if (f->common.arg_info) {
		if (f->common.fn_flags & ZEND_ACC_VARIADIC) {
			n++;
		}
		for (i = 0; i < n; i++) {
			if (!scalar_types_param_is_scalar(&f->common.arg_info[i])) {
				continue;
			}
			if (i >= ST_FN_MASK_BITS || i >= f->common.num_args) {
				info = ST_FN_KNOWN | ST_FN_GENERAL;
				break;
			}
			info |= (uintptr_t) 1 << (i + ST_FN_MASK_SHIFT);
		}
	}
	/* Kept only where the slot is the function's own: functions registered
	 * by a module have it zeroed; trampolines, a closure's __invoke() and
	 * the like are made up per call. */
	if (scalar_types_fn_handle >= 0 && f->internal_function.module
			&& !(f->common.fn_flags & ZEND_ACC_CALL_VIA_TRAMPOLINE)) {
		f->internal_function.reserved[scalar_types_fn_handle] = (void *) info;
	}
	return info;
}

static zend_never_inline void scalar_types_internal_general(zend_execute_data *execute_data)
{
	scalar_types_receipt_args(execute_data, execute_data->prev_execute_data, NULL, false);
}

/* An internal call's arguments, judged before its handler runs: info is
 * the function's (scalar_types_internal_info()). A function without scalar
 * parameters costs a look at its slot (with compare_coverage, at its
 * line's bit too). */
static zend_always_inline void scalar_types_internal_judge(zend_execute_data *execute_data, uintptr_t info)
{
	/* a probe (ST_FN_OURS) is only marked, with compare_coverage: the
	 * setting is read here, not kept in the slot, which all threads share */
	if ((info & ~(uintptr_t) ST_FN_OURS) != ST_FN_KNOWN || UNEXPECTED(ST_G(settings.compare_coverage))) {
		zend_execute_data *caller = execute_data->prev_execute_data;
		zend_function *cf;

		if (UNEXPECTED(info & ST_FN_GENERAL)) {
			scalar_types_internal_general(execute_data);
		} else if (EXPECTED(caller) && EXPECTED(cf = caller->func) && EXPECTED(ZEND_USER_CODE(cf->type))) {
			if (info & ST_FN_OURS) {
				/* our probes stand for returns and property writes, whose
				 * running is evidence: marked, not judged */
				scalar_types_note_call(execute_data, caller, cf, false);
			} else {
				scalar_types_args_fast(execute_data, caller, cf, (uint32_t) (info >> ST_FN_MASK_SHIFT),
					ST_FN_MASK_BITS, false);
			}
		}
	}
}

static zend_always_inline uintptr_t scalar_types_internal_info_of(zend_function *f)
{
	uintptr_t info = 0;

	if (EXPECTED(scalar_types_fn_handle >= 0) && EXPECTED(f->internal_function.module)
			&& EXPECTED(!(f->common.fn_flags & ZEND_ACC_CALL_VIA_TRAMPOLINE))) {
		info = (uintptr_t) f->internal_function.reserved[scalar_types_fn_handle];
	}
	return EXPECTED(info) ? info : scalar_types_internal_info(f);
}

#if PHP_VERSION_ID >= 80400
/* 8.4 on: internal functions are observed like user ones. A
 * zend_execute_internal would keep the compiler from frameless calls, whose
 * temporary results the engine refuses where a call's are accepted (write
 * contexts, by-reference arguments, foreach by reference): the code would
 * compile and run differently. The engine gives an observed frameless call
 * a frame of its own, and one not observed (standby, a request not judged,
 * a function without scalar parameters) runs as it would without us. */
static void scalar_types_internal_observer_begin(zend_execute_data *execute_data)
{
	if (EXPECTED(ST_G(compare.active))) {
		scalar_types_internal_judge(execute_data, scalar_types_internal_info_of(execute_data->func));
	}
}
#else
/* Up to 8.3: internal functions judged here rather than by an observer,
 * which would cost a second dispatch on every internal call; installing it
 * also makes the compiler emit DO_FCALL, which opcache does not
 * constant-fold, so literal calls stay visible. */
static void scalar_types_execute_internal(zend_execute_data *execute_data, zval *return_value)
{
	/* a request not judged (standby, sampled out) costs this test alone */
	if (EXPECTED(ST_G(compare.active))) {
		scalar_types_internal_judge(execute_data, scalar_types_internal_info_of(execute_data->func));
	}
	if (scalar_types_prev_execute_internal) {
		scalar_types_prev_execute_internal(execute_data, return_value);
	} else {
		execute_data->func->internal_function.handler(execute_data, return_value);
	}
}
#endif

/* __get(): its result where the engine checks it against a typed
 * property (getters.c), and its arguments like any function's (the
 * handlers chosen once per function). */
static void scalar_types_getter_observer_begin_args(zend_execute_data *ex)
{
	scalar_types_receipt_args(ex, ex->prev_execute_data, NULL, true);
	scalar_types_getter_begin(ex);
}

static void scalar_types_getter_observer_end_defaults(zend_execute_data *ex, zval *retval)
{
	scalar_types_getter_end(ex, retval);
	scalar_types_observer_end(ex, retval);
}

/* The begin handler of a user function: one of the table's where its
 * scalar parameters fit the mask, the general loop otherwise (past the
 * mask, or a variadic function), NULL without scalar parameters. */
static zend_observer_fcall_begin_handler scalar_types_observer_begin_for(const zend_function *f)
{
	uint32_t i, n = f->common.num_args, mask = 0;
	bool general = (f->common.fn_flags & ZEND_ACC_VARIADIC) != 0, any = false;

	if (!f->common.arg_info) {
		return NULL;
	}
	if (general) {
		n++;
	}
	for (i = 0; i < n; i++) {
		if (scalar_types_param_is_scalar(&f->common.arg_info[i])) {
			any = true;
			if (i >= ST_MASK_BITS) {
				general = true;
			} else {
				mask |= 1u << i;
			}
		}
	}
	return !any ? NULL : general ? scalar_types_observer_begin : scalar_types_observer_begin_masks[mask];
}

static zend_observer_fcall_handlers scalar_types_observer_init(zend_execute_data *ex)
{
	zend_function *f = ex->func;
	zend_observer_fcall_begin_handler begin;

	/* Handlers are chosen per function and request (they live in the
	 * run-time cache): a request that is not judged (standby, sampled out)
	 * gets none, and the engine calls nothing of ours. */
	if (!ST_G(compare.active)) {
		return (zend_observer_fcall_handlers){NULL, NULL};
	}

	if (ZEND_USER_CODE(f->type) && (ST_G(settings.watch) & ST_WATCH_PROPERTIES) && scalar_types_is_getter(f)
			&& !(f->common.fn_flags & ZEND_ACC_GENERATOR)) {
		return (zend_observer_fcall_handlers){
			scalar_types_has_scalar_params(f) ? scalar_types_getter_observer_begin_args : scalar_types_getter_begin,
			scalar_types_has_constant_defaults(f) ? scalar_types_getter_observer_end_defaults : scalar_types_getter_end};
	}

#if PHP_VERSION_ID >= 80400
	if (f->type == ZEND_INTERNAL_FUNCTION) {
		uintptr_t info = scalar_types_internal_info_of(f);
		bool marks = ST_G(settings.compare_coverage) != 0;

		/* observed, it would run framed and refuse with another message
		 * (scalar_types_observer_activate() marked it unobserved) */
		if (scalar_types_frameless_parses_apart(f)) {
			return (zend_observer_fcall_handlers){NULL, NULL};
		}

		return (zend_observer_fcall_handlers){
			(info & ~(uintptr_t) ST_FN_OURS) != ST_FN_KNOWN || marks ? scalar_types_internal_observer_begin : NULL,
			NULL};
	}
#endif
	/* Decided once per function. Generators are seen at each resume with
	 * arguments already received, so they are left out (documented). */
	if (!ZEND_USER_CODE(f->type) || (f->common.fn_flags & ZEND_ACC_GENERATOR)) {
		return (zend_observer_fcall_handlers){NULL, NULL};
	}
	begin = scalar_types_observer_begin_for(f);
	if (!begin) {
		return (zend_observer_fcall_handlers){ST_G(settings.compare_coverage) ? scalar_types_observer_mark : NULL,
			NULL};
	}
	return (zend_observer_fcall_handlers){begin,
		scalar_types_has_constant_defaults(f) ? scalar_types_observer_end : NULL};
}

#if PHP_VERSION_ID >= 80400
# ifndef PHP_WIN32
/* Not in a header, but exported: the count of internal functions' extension
 * slots reserved, of which the Observer API takes two per observer. */
extern ZEND_API int zend_internal_function_extension_handles;
# endif

/* The internal functions the compiler may call frameless, found at MINIT
 * (the core extensions that declare them start before any shared one). */
static zend_function **scalar_types_frameless = NULL;
static uint32_t scalar_types_frameless_count = 0;

static void scalar_types_frameless_collect(void)
{
	zend_function *f;
	uint32_t n = 0;

	ZEND_HASH_MAP_FOREACH_PTR(CG(function_table), f) {
		n += f->type == ZEND_INTERNAL_FUNCTION && f->internal_function.frameless_function_infos;
	} ZEND_HASH_FOREACH_END();
	if (!n) {
		return;
	}
	scalar_types_frameless = pemalloc(n * sizeof(zend_function *), 1);
	ZEND_HASH_MAP_FOREACH_PTR(CG(function_table), f) {
		if (f->type == ZEND_INTERNAL_FUNCTION && f->internal_function.frameless_function_infos
				&& scalar_types_frameless_count < n) {
			scalar_types_frameless[scalar_types_frameless_count++] = f;
		}
	} ZEND_HASH_FOREACH_END();
}

/* Whether ours is the only fcall observer (two slots each): only then is
 * a function's observer data ours alone to set. */
static bool scalar_types_sole_observer(void)
{
# ifdef PHP_WIN32
	return false;
# else
	return zend_observer_fcall_internal_function_extension >= 0
		&& zend_internal_function_extension_handles - zend_observer_fcall_internal_function_extension == 2;
# endif
}
#endif

/* The engine learns whether a function is observed at its first call of
 * the request, which for a frameless one it makes with a frame (an
 * observed call's), and implode() then refuses a separator with another
 * message than its frameless form. So a request marks unobserved
 * beforehand the frameless functions it does not observe: all of them when
 * not judged, those that parse apart when judged (their arguments are not
 * judged); they run frameless from their first call, as without the
 * extension. */
void scalar_types_observer_activate(bool judged)
{
#if PHP_VERSION_ID >= 80400
	uint32_t i;

	if (!scalar_types_calls_hooked || !scalar_types_frameless_count || !scalar_types_sole_observer()) {
		return;
	}
	for (i = 0; i < scalar_types_frameless_count; i++) {
		zend_function *f = scalar_types_frameless[i];
		zend_observer_fcall_begin_handler *data;

		if (judged && !scalar_types_frameless_parses_apart(f)) {
			continue;
		}
		if (!ZEND_MAP_PTR(f->common.run_time_cache) || !ZEND_MAP_PTR_GET(f->common.run_time_cache)) {
			continue;
		}
		data = ZEND_OBSERVER_DATA(f);
		if (!*data) {
			*data = ZEND_OBSERVER_NONE_OBSERVED;
		}
	}
#else
	(void) judged;
#endif
}

void scalar_types_observer_startup(const zend_module_entry *self)
{
	scalar_types_self = self;
	zend_observer_fcall_register(scalar_types_observer_init);
	if (scalar_types_fn_handle < 0) {
		scalar_types_fn_handle = zend_get_resource_handle("scalar_types");
	}
#if PHP_VERSION_ID < 80400
	scalar_types_prev_execute_internal = zend_execute_internal;
	zend_execute_internal = scalar_types_execute_internal;
#endif
#if PHP_VERSION_ID >= 80400
	scalar_types_frameless_collect();
#endif
	scalar_types_calls_hooked = true;
}

void scalar_types_observer_shutdown(void)
{
#if PHP_VERSION_ID < 80400
	if (scalar_types_calls_hooked && zend_execute_internal == scalar_types_execute_internal) {
		zend_execute_internal = scalar_types_prev_execute_internal;
	}
#endif
#if PHP_VERSION_ID >= 80400
	if (scalar_types_frameless) {
		pefree(scalar_types_frameless, 1);
		scalar_types_frameless = NULL;
		scalar_types_frameless_count = 0;
	}
#endif
	scalar_types_calls_hooked = false;
}
