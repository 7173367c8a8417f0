/*
  +----------------------------------------------------------------------+
  | scalar_types: generator arguments and the STRLEN opcode              |
  +----------------------------------------------------------------------+
  | Receipts no observer sees: a generator function's arguments, judged  |
  | before receipt (EXT_FCALL_BEGIN) or read back at GENERATOR_CREATE,   |
  | and the TypeError thrown by strlen() compiled to an opcode.          |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "SAPI.h"
#include "zend_extensions.h"
#include "zend_exceptions.h"
#include "zend_generators.h"
#include "php_scalar_types.h"
#include "rules/coercion.h"
#include "rules/engine_tables.h"
#include "report/report.h"
#include "compare/receipt.h"
#include "compare/access.h"
#include "compare/generators.h"

/* ---- generator functions ----------------------------------------------
 * The engine calls no observer when a generator function is called: its
 * RECV ops receive the arguments, then GENERATOR_CREATE makes the
 * Generator. Two points remain: the Generator's creation, when a weak
 * caller's arguments are already coerced in place, so the value sent is
 * read back from the caller's SEND op where that is exact; and a TypeError
 * thrown by a RECV op, whose refused value is still in its slot. */

static zend_object *(*scalar_types_prev_generator_create)(zend_class_entry *ce) = NULL;
static void (*scalar_types_prev_exception_hook)(zend_object *ex) = NULL;

/* How far a chain of reads right before a SEND is followed back. */
#define ST_REREAD_DEPTH_MAX 8

/* An INI entry's value as zend_ini_long() reads it. */
static zend_long scalar_types_ini_entry_long(const zend_ini_entry *e)
{
	return e && e->value ? ZEND_STRTOL(ZSTR_VAL(e->value), NULL, 0) : 0;
}

/* Whether the JIT may run the caller: it can keep a variable in a register
 * and leave its slot stale, so only literals are read back then. The
 * entries are found at request start (not by name on every call); their
 * values are read now, as ini_set() may change opcache.jit. */
static bool scalar_types_jit_possible(void)
{
	zend_ini_entry **e = ST_G(compare.jit_entries);
	const char *jit;

	if (!ST_G(compare.jit_known) || !scalar_types_ini_entry_long(e[1]) || !scalar_types_ini_entry_long(e[2])) {
		return false;
	}
	jit = e[0] && e[0]->value ? ZSTR_VAL(e[0]->value) : NULL;
	return !jit || !(strcmp(jit, "0") == 0 || strcasecmp(jit, "off") == 0 || strcasecmp(jit, "disable") == 0);
}

/* A temporary sent right after the read that made it, $arr[key] or
 * $obj->name ($this->name) of a variable or of such a read right before it
 * ($this->rows['n']), read again where the reads run no code; NULL
 * otherwise. */
static zval *scalar_types_reread(zend_execute_data *caller, const zend_op *fetch, uint32_t depth)
{
	const zend_op *first = caller->func->op_array.opcodes;
	zval *c, *k, *v;

	if (fetch->op1_type == IS_CV) {
		c = ZEND_CALL_VAR(caller, fetch->op1.var);
		ZVAL_DEREF(c);
	} else if (fetch->op1_type == IS_UNUSED && Z_TYPE(caller->This) == IS_OBJECT) {
		c = &caller->This;
	} else if ((fetch->op1_type & (IS_TMP_VAR | IS_VAR)) && depth < ST_REREAD_DEPTH_MAX && fetch > first
			&& (fetch - 1)->result_type == fetch->op1_type && (fetch - 1)->result.var == fetch->op1.var) {
		c = scalar_types_reread(caller, fetch - 1, depth + 1);
		if (!c) {
			return NULL;
		}
	} else {
		return NULL;
	}
	k = fetch->op2_type == IS_CONST ? RT_CONSTANT(fetch, fetch->op2)
		: fetch->op2_type == IS_CV ? ZEND_CALL_VAR(caller, fetch->op2.var) : NULL;
	if (!k) {
		return NULL;
	}
	ZVAL_DEREF(k);
	switch (fetch->opcode) {
		case ZEND_FETCH_DIM_R:
		case ZEND_FETCH_DIM_FUNC_ARG:
			if (Z_TYPE_P(c) != IS_ARRAY) {
				return NULL; /* ArrayAccess, strings: not re-read */
			}
			v = Z_TYPE_P(k) == IS_LONG ? zend_hash_index_find(Z_ARRVAL_P(c), Z_LVAL_P(k))
				: Z_TYPE_P(k) == IS_STRING ? zend_symtable_find(Z_ARRVAL_P(c), Z_STR_P(k)) : NULL;
			if (v) {
				ZVAL_DEINDIRECT(v);
				ZVAL_DEREF(v);
			}
			return v && !Z_ISUNDEF_P(v) ? v : NULL;
		case ZEND_FETCH_OBJ_R:
		case ZEND_FETCH_OBJ_FUNC_ARG:
			return Z_TYPE_P(c) == IS_OBJECT && Z_TYPE_P(k) == IS_STRING
				? scalar_types_read_prop(caller, Z_OBJ_P(c), Z_STRVAL_P(k), Z_STRLEN_P(k)) : NULL;
		default:
			return NULL;
	}
}

/* The value the caller at its current opline (the call) sent as argument n
 * of callee, read back: a literal from its SEND op; without the JIT (which
 * may keep a variable in a register) also a variable nothing between the
 * SEND and the call may have changed, or an element or property of one
 * read right before the SEND, with only literals and variables sent after
 * it. NULL where it cannot be known. */
static zval *scalar_types_sent_value(zend_execute_data *caller, const zend_function *callee, uint32_t n)
{
	const zend_op_array *oa = &caller->func->op_array;
	const zend_op *call = caller->opline, *op, *send = NULL;
	const char *pname = get_function_arg_name(callee, n);
	uint32_t level = 0;
	zval *v;

	if (!call || call < oa->opcodes || call >= oa->opcodes + oa->last
			|| (call->opcode != ZEND_DO_FCALL && call->opcode != ZEND_DO_UCALL
				&& call->opcode != ZEND_DO_FCALL_BY_NAME)) {
		return NULL;
	}
	for (op = call - 1; op >= oa->opcodes; op--) {
		if (scalar_types_op_makes_call(op->opcode) || op->opcode == ZEND_CALLABLE_CONVERT) {
			level++;
			continue;
		}
		if (scalar_types_op_opens_call(op->opcode)) {
			if (level == 0) {
				goto found;
			}
			level--;
			continue;
		}
		switch (op->opcode) {
			case ZEND_SEND_UNPACK: case ZEND_SEND_ARRAY:
				if (level == 0) {
					return NULL;
				}
				continue;
			case ZEND_SEND_VAL: case ZEND_SEND_VAL_EX: case ZEND_SEND_VAR: case ZEND_SEND_VAR_EX:
			case ZEND_SEND_VAR_NO_REF: case ZEND_SEND_VAR_NO_REF_EX: case ZEND_SEND_REF:
			case ZEND_SEND_FUNC_ARG: case ZEND_SEND_USER:
				if (level == 0 && !send && (op->op2_type == IS_CONST
						? pname && zend_string_equals_cstr(Z_STR_P(RT_CONSTANT(op, op->op2)), pname, strlen(pname))
						: op->op2.num == n)) {
					send = op;
				}
				continue;
			default:
				continue;
		}
	}
	return NULL;
found:
	if (!send || (send->opcode != ZEND_SEND_VAL && send->opcode != ZEND_SEND_VAL_EX
			&& send->opcode != ZEND_SEND_VAR && send->opcode != ZEND_SEND_VAR_EX
			&& send->opcode != ZEND_SEND_FUNC_ARG)) {
		return NULL;
	}
	if (send->op1_type == IS_CONST) {
		return RT_CONSTANT(send, send->op1);
	}
	if (scalar_types_jit_possible()) {
		return NULL;
	}
	if (send->op1_type == IS_CV) {
		/* A file's top-level variables are globals: any code run by an op
		 * in between (__toString(), an error handler) may assign them. */
		bool top = !oa->function_name;

		for (op = send + 1; op < call; op++) {
			if (top ? !scalar_types_op_is_plain_send(op) : !scalar_types_op_keeps_cvs(op)) {
				return NULL;
			}
		}
		v = ZEND_CALL_VAR(caller, send->op1.var);
		return Z_ISREF_P(v) || Z_ISUNDEF_P(v) ? NULL : v;
	}
	/* A temporary: SEND moved its value into the callee and left the slot
	 * as it was. A value without a refcount (a number, a bool, null: the
	 * result of arithmetic, a cast, a call returning one) is still there,
	 * unless a later op of the call's arguments reused the slot; a
	 * refcounted one may be freed by now and is never looked at. */
	v = ZEND_CALL_VAR(caller, send->op1.var);
	if (!Z_REFCOUNTED_P(v) && Z_TYPE_P(v) <= IS_DOUBLE && Z_TYPE_P(v) != IS_UNDEF) {
		for (op = send + 1; op < call; op++) {
			if ((op->result_type & (IS_TMP_VAR | IS_VAR)) && op->result.var == send->op1.var) {
				return NULL;
			}
		}
		return v;
	}
	/* an element or a property: any code run after the read could change it */
	if (send == oa->opcodes || (send - 1)->result_type != send->op1_type || (send - 1)->result.var != send->op1.var) {
		return NULL;
	}
	for (op = send + 1; op < call; op++) {
		if (!scalar_types_op_is_plain_send(op)) {
			return NULL;
		}
	}
	return scalar_types_reread(caller, send - 1, 0);
}

/* Argument n of a generator call: raw is the value as sent (a RECV op's
 * refused one), or NULL to read it back from the caller, where only what
 * the received value confirms is taken. */
static void scalar_types_generator_arg(zend_execute_data *ex, zend_execute_data *caller, uint32_t n, zval *raw,
	bool *counted)
{
	zend_function *f = ex->func;
	const zend_arg_info *ai = &f->common.arg_info[n - 1];
	zval *slot = ZEND_CALL_ARG(ex, n), *sent = raw;
	bool strict = (caller->func->common.fn_flags & ZEND_ACC_STRICT_TYPES) != 0;
	scalar_types_receipt r;

	if (!scalar_types_param_is_scalar(ai) || Z_ISUNDEF_P(slot)) {
		return;
	}
	if (!sent) {
		if (ZEND_ARG_SEND_MODE(ai)) {
			return; /* by reference: received as the variable itself */
		}
		scalar_types_verdict v;
		bool same;

		/* a strict call that got through received exactly: nothing diverges */
		if (strict || !(sent = scalar_types_sent_value(caller, f, n))) {
			return;
		}
		scalar_types_weak_judge(sent, &ai->type, ST_JUDGE_WANT_VALUE, &v);
		same = v.outcome == ST_ACCEPTED ? zend_is_identical(sent, slot)
			: v.outcome == ST_COERCED && (Z_ISUNDEF(v.value) ? Z_TYPE_P(slot) == IS_STRING
				: zend_is_identical(&v.value, slot));
		scalar_types_verdict_dtor(&v);
		if (!same) {
			return;
		}
	}
	if (!*counted) {
		*counted = true;
		scalar_types_receipt_count(caller->func->op_array.filename, strict);
	}
	if (ZEND_TYPE_CONTAINS_CODE(ai->type, Z_TYPE_P(sent))) {
		return;
	}
	scalar_types_receipt_init(&r, caller, ST_SITE_ARGUMENT);
	r.func = f;
	r.arg = n;
	scalar_types_receipt_judge(&r, &ai->type, sent);
}

static zend_always_inline zend_execute_data *scalar_types_generator_caller(zend_execute_data *ex)
{
	zend_execute_data *caller;

	if (!ST_G(compare.active) || !ex || !ex->func || !ZEND_USER_CODE(ex->func->type)
			|| !(ex->func->common.fn_flags & ZEND_ACC_GENERATOR) || !ex->opline) {
		return NULL;
	}
	caller = ex->prev_execute_data;
	/* callbacks of internal functions are received weakly in both modes */
	return caller && caller->func && ZEND_USER_CODE(caller->func->type) ? caller : NULL;
}

/* With scalar_types.compare_generators every call is compiled with an
 * EXT_FCALL_BEGIN op right before it, whose zend_extension handler runs
 * when the callee's frame holds the arguments as sent, before any RECV op:
 * a generator function's are judged there, raw, as an observer judges a
 * plain function's. */
static bool scalar_types_generators_hooked_on = false;

static void scalar_types_fcall_begin(zend_execute_data *frame)
{
	zend_execute_data *call;
	const zend_op *ext;

	/* every call runs this: generator-ness first */
	if (EXPECTED(!(call = frame->call)) || EXPECTED(!(call->func->common.fn_flags & ZEND_ACC_GENERATOR))
			|| !ZEND_USER_CODE(call->func->type) || !frame->func || !ZEND_USER_CODE(frame->func->type)
			|| !frame->opline) {
		return;
	}
	/* Reported at the call's own op, as the engine's "called in" does (a
	 * call over several lines has them on different lines). */
	ext = frame->opline;
	scalar_types_receipt_args_at(call, frame, ext + 1);
}

/* Whether this generator call was judged before receipt: the caller's call
 * op follows an EXT_FCALL_BEGIN whose handlers ran (code compiled without
 * it, such as `php -r`, or run while EG(no_extensions), was not). */
static bool scalar_types_generator_judged(const zend_execute_data *caller)
{
	const zend_op *op = caller->opline;

	return scalar_types_generators_hooked_on && !EG(no_extensions) && op && op > caller->func->op_array.opcodes
		&& (op - 1)->opcode == ZEND_EXT_FCALL_BEGIN;
}

/* Whether the EXT_FCALL ops are ours alone: no other zend_extension has
 * handlers for them. */
static bool scalar_types_fcall_ops_ours(void)
{
	zend_llist_element *e;

	for (e = zend_extensions.head; e; e = e->next) {
		const zend_extension *x = (const zend_extension *) e->data;

		if ((x->fcall_begin_handler && x->fcall_begin_handler != scalar_types_fcall_begin) || x->fcall_end_handler) {
			return false;
		}
	}
	return true;
}

/* Whether the call made by op_array's call op may be to a generator
 * function: unless its INIT_FCALL names one known at compile time (an
 * internal function, a user function compiled before), it may. */
static bool scalar_types_call_may_be_generator(const zend_op_array *op_array, const zend_op *call)
{
	const zend_op *op;
	const zend_function *fbc;
	uint32_t level = 0;

	if (call->opcode == ZEND_DO_ICALL) {
		return false;
	}
	if (call->opcode != ZEND_DO_FCALL && call->opcode != ZEND_DO_UCALL && call->opcode != ZEND_DO_FCALL_BY_NAME) {
		return true;
	}
	for (op = call - 1; op >= op_array->opcodes; op--) {
		if (scalar_types_op_makes_call(op->opcode) || op->opcode == ZEND_CALLABLE_CONVERT) {
			level++;
		} else if (scalar_types_op_opens_call(op->opcode)) {
			if (level == 0) {
				if (op->opcode != ZEND_INIT_FCALL) {
					return true;
				}
				/* before pass_two() resolves them, op2 is a literal's index */
				fbc = zend_hash_find_ptr(CG(function_table),
					Z_STR_P(CT_CONSTANT_EX((zend_op_array *) op_array, op->op2.constant)));
				return !fbc || (fbc->common.fn_flags & ZEND_ACC_GENERATOR);
			}
			level--;
		}
	}
	return true;
}

/* Whether the engine itself reads this EXT_FCALL op where it stands, so that
 * a NOP in its place would change what it compiles:
 * - pass_two() takes the op before an ASSERT_CHECK's target as the assert
 *   call, stepping over an EXT_FCALL_END only; seeing a NOP there, it drops
 *   the check's result (zend.assertions=0: assert() read as undefined);
 * - the tracing JIT steps back over EXT_FCALL_BEGIN (not over a NOP, which
 *   stays when the optimizer does not run) to find the SEND_UNPACK,
 *   SEND_ARRAY or CHECK_UNDEF_ARGS that may move a call's entry.
 * assert_targets: the ASSERT_CHECK targets' op numbers (before pass_two() a
 * jump's target is an op number), n of them. */
static bool scalar_types_fcall_op_read_by_engine(const zend_op_array *op_array, const zend_op *op,
	const uint32_t *assert_targets, uint32_t n)
{
	uint32_t next = (uint32_t) (op - op_array->opcodes) + 1, i;

	if (op->opcode == ZEND_EXT_FCALL_BEGIN) {
		return op > op_array->opcodes && ((op - 1)->opcode == ZEND_SEND_UNPACK
			|| (op - 1)->opcode == ZEND_SEND_ARRAY || (op - 1)->opcode == ZEND_CHECK_UNDEF_ARGS);
	}
	for (i = 0; i < n; i++) {
		if (assert_targets[i] == next) {
			return true;
		}
	}
	return false;
}

/* A call whose result is a TMP (8.6) and unused: zend_do_free() steps back
 * over END_SILENCE and OP_DATA, not over the EXT_FCALL_END between, so it
 * frees the result where without EXT_FCALL ops it marks it unused. A
 * function then sees its result used (8.6's array_splice() in a foreach by
 * reference walks one element less): mark it unused, as the engine does. */
static void scalar_types_unused_call_result(zend_op_array *op_array, zend_op *fcall_end)
{
	zend_op *call = fcall_end - 1, *free = fcall_end + 1, *end = op_array->opcodes + op_array->last;

	if (fcall_end == op_array->opcodes || call->result_type != IS_TMP_VAR
			|| (call->opcode != ZEND_DO_FCALL && call->opcode != ZEND_DO_ICALL
				&& call->opcode != ZEND_DO_UCALL && call->opcode != ZEND_DO_FCALL_BY_NAME)) {
		return;
	}
	while (free < end && (free->opcode == ZEND_END_SILENCE || free->opcode == ZEND_OP_DATA)) {
		free++;
	}
	if (free < end && free->opcode == ZEND_FREE && free->op1_type == IS_TMP_VAR
			&& free->op1.var == call->result.var
#ifdef ZEND_FREE_VOID_CAST
			/* (void) f(): the result is used, then freed, so that a
			 * #[\NoDiscard] function does not warn */
			&& !(free->extended_value & ZEND_FREE_VOID_CAST)
#endif
			) {
		call->result_type = IS_UNUSED;
		MAKE_NOP(free);
	}
}

/* At each op_array's compile (before opcache keeps and optimizes it): the
 * EXT_FCALL ops that cannot matter become NOPs, which opcache's optimizer
 * removes. None of ours runs at a call's end, and a call's start matters
 * only where the callee may be a generator function: otherwise every call
 * would pay the engine's round of the zend_extensions list twice. An op the
 * engine reads where it stands is kept (its handlers do nothing of ours). */
static void scalar_types_op_array_handler(zend_op_array *op_array)
{
	zend_op *op, *end = op_array->opcodes + op_array->last;
	uint32_t *assert_targets = NULL, n = 0;

	if (!scalar_types_fcall_ops_ours()) {
		return;
	}
	for (op = op_array->opcodes; op < end; op++) {
		n += op->opcode == ZEND_ASSERT_CHECK;
	}
	if (n) {
		assert_targets = safe_emalloc(n, sizeof(uint32_t), 0);
		n = 0;
		for (op = op_array->opcodes; op < end; op++) {
			if (op->opcode == ZEND_ASSERT_CHECK) {
				assert_targets[n++] = op->op2.opline_num;
			}
		}
	}
	for (op = op_array->opcodes; op < end; op++) {
		if (op->opcode == ZEND_EXT_FCALL_END) {
			scalar_types_unused_call_result(op_array, op);
		}
		if ((op->opcode == ZEND_EXT_FCALL_END
				|| (op->opcode == ZEND_EXT_FCALL_BEGIN && op + 1 < end
					&& !scalar_types_call_may_be_generator(op_array, op + 1)))
				&& !scalar_types_fcall_op_read_by_engine(op_array, op, assert_targets, n)) {
			MAKE_NOP(op);
		}
	}
	if (assert_targets) {
		efree(assert_targets);
	}
}

static zend_extension scalar_types_zend_extension = {
	"scalar_types", PHP_SCALAR_TYPES_VERSION, "scalar_types", NULL, NULL,
	NULL, NULL, /* startup, shutdown */
	NULL, NULL, /* activate, deactivate */
	NULL, scalar_types_op_array_handler, NULL, /* message, op_array, statement handlers */
	scalar_types_fcall_begin, NULL,
	NULL, NULL, /* op_array ctor, dtor */
	STANDARD_ZEND_EXTENSION_PROPERTIES
};

bool scalar_types_generators_hooked(void)
{
	return scalar_types_generators_hooked_on;
}

void scalar_types_generators_activate(void)
{
	bool cli = strcmp(sapi_module.name, "cli") == 0 || strcmp(sapi_module.name, "phpdbg") == 0;
	zend_ini_entry **e = ST_G(compare.jit_entries);

	if (scalar_types_generators_hooked_on) {
		CG(compiler_options) |= ZEND_COMPILE_EXTENDED_FCALL;
	}
	ST_G(compare.jit_known) = zend_get_extension("Zend OPcache") != NULL;
	e[0] = zend_hash_str_find_ptr(EG(ini_directives), ZEND_STRL("opcache.jit"));
	e[1] = cli ? zend_hash_str_find_ptr(EG(ini_directives), ZEND_STRL("opcache.enable_cli"))
		: zend_hash_str_find_ptr(EG(ini_directives), ZEND_STRL("opcache.enable"));
	e[2] = zend_hash_str_find_ptr(EG(ini_directives), ZEND_STRL("opcache.jit_buffer_size"));
}

/* GENERATOR_CREATE: every argument has been received. */
static zend_object *scalar_types_generator_create(zend_class_entry *ce)
{
	zend_execute_data *ex = EG(current_execute_data), *caller;

	if ((caller = scalar_types_generator_caller(ex)) && ex->opline->opcode == ZEND_GENERATOR_CREATE
			&& !scalar_types_generator_judged(caller)) {
		uint32_t i, n = MIN(ZEND_CALL_NUM_ARGS(ex), ex->func->common.num_args);
		bool counted = false;

		for (i = 1; i <= n; i++) {
			scalar_types_generator_arg(ex, caller, i, NULL, &counted);
		}
	}
	return scalar_types_prev_generator_create(ce);
}

/* strlen() compiles to the STRLEN opcode (in strict files compare mode
 * leaves it so: a call would add a frame to the TypeError's trace), whose
 * TypeError is thrown while the refused value is still in its operand. */
static zend_function *scalar_types_strlen_function = NULL;

static void scalar_types_strlen_thrown(zend_execute_data *ex)
{
	const zend_op *op = ex->opline;
	zval *value, null;
	scalar_types_receipt r;

	if (!scalar_types_strlen_function || !scalar_types_strlen_function->common.arg_info) {
		return;
	}
	value = op->op1_type == IS_CONST ? RT_CONSTANT(op, op->op1) : ZEND_CALL_VAR(ex, op->op1.var);
	if (Z_ISUNDEF_P(value)) {
		ZVAL_NULL(&null); /* an undefined variable, read as null */
		value = &null;
	}
	scalar_types_receipt_init(&r, ex, ST_SITE_ARGUMENT);
	r.func = scalar_types_strlen_function;
	r.arg = 1;
	r.flags = ST_JUDGE_INTERNAL;
	scalar_types_receipt_count(r.file, r.strict);
	scalar_types_receipt_judge(&r, &scalar_types_strlen_function->common.arg_info[0].type, value);
}

static void scalar_types_exception_hook(zend_object *exception)
{
	zend_execute_data *ex = EG(current_execute_data), *caller;

	if (exception && exception->ce == zend_ce_type_error && ST_G(compare.active) && ex && ex->func
			&& ZEND_USER_CODE(ex->func->type) && ex->opline && ex->opline->opcode == ZEND_STRLEN) {
		scalar_types_strlen_thrown(ex);
	}

	/* A TypeError from a RECV op of a generator function: the arguments
	 * before it were received, the refused one is still in its slot. */
	if (exception && exception->ce == zend_ce_type_error && (caller = scalar_types_generator_caller(ex))
			&& !scalar_types_generator_judged(caller)
			&& (ex->opline->opcode == ZEND_RECV || ex->opline->opcode == ZEND_RECV_INIT)
			&& ex->opline->op1.num <= MIN(ZEND_CALL_NUM_ARGS(ex), ex->func->common.num_args)) {
		uint32_t i, failed = ex->opline->op1.num;
		bool counted = false;

		for (i = 1; i < failed; i++) {
			scalar_types_generator_arg(ex, caller, i, NULL, &counted);
		}
		scalar_types_generator_arg(ex, caller, failed, ZEND_CALL_ARG(ex, failed), &counted);
	}
	if (scalar_types_prev_exception_hook) {
		scalar_types_prev_exception_hook(exception);
	}
}

void scalar_types_generators_startup(void)
{
	scalar_types_strlen_function = zend_hash_str_find_ptr(CG(function_table), ZEND_STRL("strlen"));
	if (ST_G(settings.compare_generators)) {
		zend_register_extension(&scalar_types_zend_extension, NULL);
		scalar_types_generators_hooked_on = true;
	}
	scalar_types_prev_generator_create = zend_ce_generator->create_object;
	zend_ce_generator->create_object = scalar_types_generator_create;
	scalar_types_prev_exception_hook = zend_throw_exception_hook;
	zend_throw_exception_hook = scalar_types_exception_hook;
}

void scalar_types_generators_shutdown(void)
{
	if (scalar_types_prev_generator_create && zend_ce_generator->create_object == scalar_types_generator_create) {
		zend_ce_generator->create_object = scalar_types_prev_generator_create;
	}
	if (zend_throw_exception_hook == scalar_types_exception_hook) {
		zend_throw_exception_hook = scalar_types_prev_exception_hook;
	}
	scalar_types_generators_hooked_on = false;
}
