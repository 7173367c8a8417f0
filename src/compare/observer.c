/*
  +----------------------------------------------------------------------+
  | scalar_types: argument receipt hooks (compare mode)                  |
  +----------------------------------------------------------------------+
  | User functions through the Observer API, internal functions through  |
  | a chained zend_execute_internal: neither costs the JIT. Arguments    |
  | are judged raw, before the engine receives them, and never touched.  |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_observer.h"
#include "zend_execute.h"
#include "php_scalar_types.h"
#include "rules/strict.h"
#include "rules/engine_tables.h"
#include "report/report.h"
#include "report/coverage.h"
#include "compare/receipt.h"
#include "compare/getters.h"
#include "compare/generators.h"
#include "compare/ref_writers.h"
#include "compare/compare.h"

static void (*scalar_types_prev_execute_internal)(zend_execute_data *execute_data, zval *return_value) = NULL;
/* Whether compare mode's hooks are installed (MINIT, mode=compare). */
static bool scalar_types_compare_is_installed = false;
/* Whether the observer and zend_execute_internal are ours (arguments watched). */
static bool scalar_types_calls_hooked = false;

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

/* inline here: the observer's hot path counts every call */
static zend_always_inline void scalar_types_count(zend_string *file, bool strict)
{
	if (UNEXPECTED((++ST_G(report.calls) & 1023) == 0)) {
		scalar_types_report_tick();
	}
	if (EXPECTED(ST_G(report.last_caller_file) == file)) {
		ST_G(report.last_caller_calls)->calls++;
	} else {
		scalar_types_report_file_calls(file, strict)->calls++;
	}
}

/* compare_coverage: a call with arguments ran at op of caller */
static zend_always_inline void scalar_types_mark(zend_function *caller, const zend_op *op)
{
	zend_string *file = caller->op_array.filename;

	if (EXPECTED(ST_G(report.last_caller_file) == file)) {
		scalar_types_coverage_mark_at(ST_G(report.last_caller_calls)->cov, &caller->op_array, op);
	} else {
		scalar_types_coverage_mark_file(file, &caller->op_array, op);
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
			&& (op->opcode == ZEND_DO_FCALL || op->opcode == ZEND_DO_ICALL || op->opcode == ZEND_DO_UCALL
				|| op->opcode == ZEND_DO_FCALL_BY_NAME)) {
		scalar_types_mark(cf, op);
	}
}

void scalar_types_receipt_count(zend_string *file, bool strict)
{
	scalar_types_count(file, strict);
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
			scalar_types_count(file, strict);
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

/* compare_coverage: a user function without scalar parameters, marked only */
static void scalar_types_observer_mark(zend_execute_data *ex)
{
	scalar_types_mark_call(ex, ex->prev_execute_data, NULL);
}

/* User functions: the observer's begin handler, after the frame is set up. */
static void scalar_types_observer_begin(zend_execute_data *ex)
{
	scalar_types_receipt_args(ex, ex->prev_execute_data, NULL, true);
}

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

/* Internal functions: judged here rather than by an observer, which would
 * cost a second dispatch on every internal call; installing it also makes
 * the compiler emit DO_FCALL, which opcache does not constant-fold and 8.4
 * does not turn into frameless calls, so literal calls stay visible. */
static void scalar_types_execute_internal(zend_execute_data *execute_data, zval *return_value)
{
	/* Our own probes are part of the measurement, not of the app; they
	 * stand for returns and property writes, whose running is evidence. */
	if (execute_data->func->internal_function.module != &scalar_types_module_entry) {
		scalar_types_receipt_args(execute_data, execute_data->prev_execute_data, NULL, false);
	} else {
		scalar_types_mark_call(execute_data, execute_data->prev_execute_data, NULL);
	}
	if (scalar_types_prev_execute_internal) {
		scalar_types_prev_execute_internal(execute_data, return_value);
	} else {
		execute_data->func->internal_function.handler(execute_data, return_value);
	}
}

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

static zend_observer_fcall_handlers scalar_types_observer_init(zend_execute_data *ex)
{
	zend_function *f = ex->func;

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

	/* Decided once per function. Generators are seen at each resume with
	 * arguments already received, so they are left out (documented). */
	if (!ZEND_USER_CODE(f->type) || (f->common.fn_flags & ZEND_ACC_GENERATOR)) {
		return (zend_observer_fcall_handlers){NULL, NULL};
	}
	if (!scalar_types_has_scalar_params(f)) {
		return (zend_observer_fcall_handlers){ST_G(settings.compare_coverage) ? scalar_types_observer_mark : NULL,
			NULL};
	}
	return (zend_observer_fcall_handlers){scalar_types_observer_begin,
		scalar_types_has_constant_defaults(f) ? scalar_types_observer_end : NULL};
}

bool scalar_types_compare_installed(void)
{
	return scalar_types_compare_is_installed;
}

void scalar_types_compare_startup(void)
{
	/* Returns and properties alone need no call hooks. */
	if (ST_G(settings.watch) & ST_WATCH_ARGUMENTS) {
		zend_observer_fcall_register(scalar_types_observer_init);
		scalar_types_prev_execute_internal = zend_execute_internal;
		zend_execute_internal = scalar_types_execute_internal;
		scalar_types_calls_hooked = true;
		scalar_types_generators_startup();
	}
	if (ST_G(settings.watch) & ST_WATCH_PROPERTIES) {
		scalar_types_ref_writers_startup();
	}
	scalar_types_report_fork_startup();
	scalar_types_compare_is_installed = true;
}

void scalar_types_compare_shutdown(void)
{
	if (!scalar_types_compare_is_installed) {
		return;
	}
	if (scalar_types_calls_hooked && zend_execute_internal == scalar_types_execute_internal) {
		zend_execute_internal = scalar_types_prev_execute_internal;
	}
	scalar_types_calls_hooked = false;
	scalar_types_generators_shutdown();
	scalar_types_ref_writers_shutdown();
	scalar_types_report_fork_shutdown();
	scalar_types_compare_is_installed = false;
}

bool scalar_types_compare_sampled(double rate)
{
	uint64_t z;

	if (rate >= 1.0) {
		return true;
	}
	if (rate <= 0.0) {
		return false;
	}
	if (!ST_G(compare.sample_state)) {
		/* seeded at a process's first draw: each php-fpm worker its own */
		ST_G(compare.sample_state) = ((uint64_t) getpid() << 32) ^ (uint64_t) time(NULL) ^ (uint64_t) (uintptr_t) &z;
	}
	/* splitmix64 */
	z = (ST_G(compare.sample_state) += 0x9E3779B97F4A7C15ULL);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	z ^= z >> 31;
	return (double) (z >> 11) * (1.0 / 9007199254740992.0) < rate;
}

void scalar_types_compare_activate(void)
{
	scalar_types_report_activate();
	scalar_types_generators_activate();
	ST_G(compare.active) = true;
}

void scalar_types_compare_deactivate(void)
{
	ST_G(compare.active) = false;
}
