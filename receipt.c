/*
  +----------------------------------------------------------------------+
  | scalar_types: argument receipt (compare mode)                        |
  +----------------------------------------------------------------------+
  | Observer API only: it keeps the JIT on. The chained                  |
  | zend_execute_internal exists so that the compiler emits DO_FCALL for |
  | internal calls, which opcache's optimizer does not constant-fold     |
  | (and 8.4 does not turn into frameless calls): literal calls stay     |
  | real calls we can see.                                               |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_observer.h"
#include "zend_execute.h"
#include "php_scalar_types.h"
#include "coercion.h"
#include "strict_mode.h"
#include "report.h"
#include "receipt.h"

ZEND_EXTERN_MODULE_GLOBALS(scalar_types)

#define ST_SCALAR_MASK (MAY_BE_LONG | MAY_BE_DOUBLE | MAY_BE_STRING | MAY_BE_BOOL)

static void (*scalar_types_prev_execute_internal)(zend_execute_data *execute_data, zval *return_value) = NULL;
static bool scalar_types_receipt_installed = false;

static void scalar_types_execute_internal(zend_execute_data *execute_data, zval *return_value)
{
	if (scalar_types_prev_execute_internal) {
		scalar_types_prev_execute_internal(execute_data, return_value);
	} else {
		execute_data->func->internal_function.handler(execute_data, return_value);
	}
}

/* A parameter whose type a scalar argument could be coerced into. mixed
 * takes everything as it is. */
static zend_always_inline bool scalar_types_param_is_scalar(const zend_arg_info *ai)
{
	uint32_t mask = ZEND_TYPE_PURE_MASK(ai->type);
	return (mask & ST_SCALAR_MASK) && (mask & MAY_BE_ANY) != MAY_BE_ANY;
}

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

static zend_never_inline void scalar_types_receipt_judge(zend_execute_data *ex, zend_execute_data *caller,
	uint32_t arg_num, const zend_arg_info *ai, zval *arg, bool strict)
{
	zend_function *f = ex->func;
	uint32_t flags = ZEND_USER_CODE(f->type) ? 0 : ST_JUDGE_INTERNAL;
	scalar_types_verdict weak, strict_v;
	scalar_types_site_key key;
	scalar_types_site *site;
	scalar_types_file_calls *fc;
	bool is_new;
	zval *value = arg;

	scalar_types_strict_judge(arg, &ai->type, flags, &strict_v);
	if (strict_v.outcome != ST_REJECTED) {
		return; /* exact, or int->float which both modes do */
	}
	scalar_types_weak_judge(arg, &ai->type, flags, &weak);
	if (!strict && weak.outcome == ST_REJECTED) {
		return; /* a TypeError in both modes: no divergence */
	}
	ZVAL_DEREF(value);

	memset(&key, 0, sizeof(key));
	key.file = caller->func->op_array.filename;
	key.line = caller->opline ? caller->opline->lineno : 0;
	key.callee = ZEND_USER_CODE(f->type) ? (const void *) f->op_array.opcodes : (const void *) f;
	key.given_ce = Z_TYPE_P(value) == IS_OBJECT ? (const void *) Z_OBJCE_P(value) : NULL;
	key.arg = arg_num;
	key.kind = weak.kind;
	key.strict_caller = strict;
	key.site = ST_SITE_ARGUMENT;
	key.given_type = Z_TYPE_P(value);

	fc = scalar_types_report_file_calls(caller->func->op_array.filename, strict);
	fc->divergences++;

	site = scalar_types_report_site(&key, &is_new);
	if (site && is_new) {
		zend_string *fname = get_function_or_method_name(f);
		const char *pname = get_function_arg_name(f, arg_num);

		site->file = zend_string_copy(caller->func->op_array.filename);
		site->line = key.line;
		site->function = fname;
		site->arg = arg_num;
		site->param = pname ? zend_string_init(pname, strlen(pname), 0) : NULL;
		site->declared = zend_type_to_string(ai->type);
		site->given = zend_string_init(scalar_types_given_name(value), strlen(scalar_types_given_name(value)), 0);
		site->message = scalar_types_arg_type_error(ZSTR_VAL(fname), arg_num, pname, &ai->type, value);
		site->deprecation = weak.outcome == ST_REJECTED ? NULL
			: scalar_types_deprecation_message(&weak, ZSTR_VAL(fname), arg_num, pname, &ai->type, value);
		site->sample = scalar_types_report_sample(value);
		site->kind = weak.outcome == ST_REJECTED ? ST_KIND_NONE : weak.kind;
		site->strict_caller = strict;
		site->site = ST_SITE_ARGUMENT;
	}
	scalar_types_verdict_dtor(&weak);
}

static void scalar_types_observer_begin(zend_execute_data *ex)
{
	zend_execute_data *caller = ex->prev_execute_data;
	zend_function *f, *cf;
	const zend_arg_info *ai;
	zend_string *file;
	uint32_t n, i, num_args;
	bool strict;

	/* Calls before RINIT or after RSHUTDOWN, and callbacks run by internal
	 * functions (array_map, usort…), which are received weakly in both
	 * modes: nothing can diverge. */
	if (UNEXPECTED(!ST_G(active)) || UNEXPECTED(!caller) || UNEXPECTED(!(cf = caller->func))
			|| UNEXPECTED(!ZEND_USER_CODE(cf->type))) {
		return;
	}
	strict = (cf->common.fn_flags & ZEND_ACC_STRICT_TYPES) != 0;
	file = cf->op_array.filename;
	ST_G(calls)++;
	if (EXPECTED(ST_G(last_caller_file) == file)) {
		ST_G(last_caller_calls)->calls++;
	} else {
		scalar_types_report_file_calls(file, strict)->calls++;
	}

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
			arg = ZEND_USER_CODE(f->type)
				? ZEND_CALL_VAR_NUM(ex, f->op_array.last_var + f->op_array.T + (i - num_args))
				: ZEND_CALL_ARG(ex, i + 1);
		} else {
			arg = ZEND_CALL_ARG(ex, i + 1);
		}
		value = arg;
		ZVAL_DEREF(value);
		/* The hot path: an argument of an accepted type costs one test.
		 * Untyped parameters have an empty mask and fall to the next one. */
		if (EXPECTED(ZEND_TYPE_CONTAINS_CODE(ai->type, Z_TYPE_P(value)))
				|| Z_ISUNDEF_P(arg) || !scalar_types_param_is_scalar(ai)) {
			continue;
		}
		scalar_types_receipt_judge(ex, caller, i + 1, ai, arg, strict);
	}
}

static zend_observer_fcall_handlers scalar_types_observer_init(zend_execute_data *ex)
{
	zend_function *f = ex->func;

	/* Decided once per function. Generators are seen at each resume with
	 * arguments already received, so they are left out (documented). */
	if (!scalar_types_has_scalar_params(f)
			|| (ZEND_USER_CODE(f->type) && (f->common.fn_flags & ZEND_ACC_GENERATOR))) {
		return (zend_observer_fcall_handlers){NULL, NULL};
	}
	return (zend_observer_fcall_handlers){scalar_types_observer_begin, NULL};
}

/* strlen(), chr() and ord() with plain arguments compile to opcodes, never
 * to calls an observer could see. An argument unpack keeps the compiler
 * from special-casing them (zend_try_compile_special_func); the call then
 * behaves the same: result, deprecation and TypeError text. */
static bool scalar_types_is_opcode_builtin(zend_ast *name)
{
	zend_string *n;
	const char *s;
	size_t len;

	if (name->kind != ZEND_AST_ZVAL || Z_TYPE_P(zend_ast_get_zval(name)) != IS_STRING) {
		return false;
	}
	n = zend_ast_get_str(name);
	s = ZSTR_VAL(n);
	len = ZSTR_LEN(n);
	if (len && s[0] == '\\') {
		s++;
		len--;
	}
	return (len == 6 && !zend_binary_strcasecmp(s, len, "strlen", 6))
		|| (len == 3 && !zend_binary_strcasecmp(s, len, "chr", 3))
		|| (len == 3 && !zend_binary_strcasecmp(s, len, "ord", 3));
}

static void scalar_types_unpack_args(zend_ast *call)
{
	zend_ast_list *args = zend_ast_get_list(call->child[1]);
	zend_ast *array, *unpack;
	uint32_t i;

	if (args->children == 0) {
		return;
	}
	for (i = 0; i < args->children; i++) {
		zend_ast *arg = args->child[i];
		if (arg->kind == ZEND_AST_UNPACK || arg->kind == ZEND_AST_NAMED_ARG
				|| arg->kind == ZEND_AST_CALLABLE_CONVERT) {
			return; /* not special-cased by the compiler anyway */
		}
	}
	array = zend_ast_create_list(0, ZEND_AST_ARRAY);
	array->attr = ZEND_ARRAY_SYNTAX_SHORT;
	for (i = 0; i < args->children; i++) {
		zend_ast *elem = zend_ast_create(ZEND_AST_ARRAY_ELEM, args->child[i], NULL);
		elem->lineno = call->lineno;
		array = zend_ast_list_add(array, elem);
	}
	zend_ast_get_list(array)->lineno = call->lineno;
	unpack = zend_ast_create(ZEND_AST_UNPACK, array);
	unpack->lineno = call->lineno;
	args->child[0] = unpack;
	args->children = 1;
}

#define ST_AST_MAX_DEPTH 2000

static void scalar_types_rewrite_builtins(zend_ast *ast, uint32_t depth)
{
	uint32_t i, n;

	/* Deeper trees are left as they are: a stack overflow is never worth a
	 * few unobserved builtin calls. */
	if (!ast || depth > ST_AST_MAX_DEPTH || zend_ast_is_special(ast)) {
		if (ast && (ast->kind == ZEND_AST_FUNC_DECL || ast->kind == ZEND_AST_CLOSURE
				|| ast->kind == ZEND_AST_METHOD || ast->kind == ZEND_AST_CLASS
				|| ast->kind == ZEND_AST_ARROW_FUNC) && depth <= ST_AST_MAX_DEPTH) {
			zend_ast_decl *decl = (zend_ast_decl *) ast;
			for (i = 0; i < sizeof(decl->child) / sizeof(decl->child[0]); i++) {
				scalar_types_rewrite_builtins(decl->child[i], depth + 1);
			}
		}
		return;
	}
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		for (i = 0; i < list->children; i++) {
			scalar_types_rewrite_builtins(list->child[i], depth + 1);
		}
		return;
	}
	n = zend_ast_get_num_children(ast);
	for (i = 0; i < n; i++) {
		scalar_types_rewrite_builtins(ast->child[i], depth + 1);
	}
	if (ast->kind == ZEND_AST_CALL && scalar_types_is_opcode_builtin(ast->child[0])
			&& ast->child[1] && ast->child[1]->kind == ZEND_AST_ARG_LIST) {
		scalar_types_unpack_args(ast);
	}
}

void scalar_types_receipt_prepare_ast(zend_ast *ast)
{
	if (scalar_types_receipt_installed) {
		scalar_types_rewrite_builtins(ast, 0);
	}
}

void scalar_types_receipt_startup(void)
{
	zend_observer_fcall_register(scalar_types_observer_init);
	scalar_types_prev_execute_internal = zend_execute_internal;
	zend_execute_internal = scalar_types_execute_internal;
	scalar_types_receipt_installed = true;
}

void scalar_types_receipt_shutdown(void)
{
	if (scalar_types_receipt_installed && zend_execute_internal == scalar_types_execute_internal) {
		zend_execute_internal = scalar_types_prev_execute_internal;
	}
	scalar_types_receipt_installed = false;
}
