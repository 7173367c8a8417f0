/*
  +----------------------------------------------------------------------+
  | scalar_types: engine facts no metadata carries                       |
  +----------------------------------------------------------------------+
  | Where the engine does what its arginfo and opcodes do not say: the   |
  | builtins the compiler specialises, parameters whose parsing differs  |
  | from arginfo, functions writing by reference, opcode classes.        |
  | Each is read from php-src; version differences are guarded here.     |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_compile.h"
#include "rules/engine_tables.h"

/* Builtins that zend_try_compile_special_func() may compile to an opcode
 * with a temporary result (depending on the arguments): in a write context
 * that is a compile error, which a probe call around them would turn into
 * valid code. 8.4 adds sprintf(); its frameless calls are temporaries too.
 * 8.6 adds printf(), and compiles no deprecated function specially
 * (is_long(), is_integer(), is_double(), doubleval() are deprecated there). */
static const char *const scalar_types_special_funcs[] = {
	"strlen", "is_null", "is_bool", "is_long", "is_int", "is_integer", "is_float", "is_double", "is_string",
	"is_array", "is_object", "is_resource", "is_scalar", "boolval", "intval", "floatval", "doubleval", "strval",
	"defined", "chr", "ord", "call_user_func_array", "call_user_func", "in_array", "count", "sizeof", "get_class",
	"get_called_class", "gettype", "func_num_args", "func_get_args", "array_slice", "array_key_exists", "sprintf",
#if PHP_VERSION_ID >= 80600
	"printf",
#endif
};

bool scalar_types_compiles_special(const zend_string *lc, const zend_function *f)
{
	size_t i;

#if PHP_VERSION_ID >= 80600
	if (f->common.fn_flags & ZEND_ACC_DEPRECATED) {
		return false;
	}
#endif
#if PHP_VERSION_ID >= 80400
	if (f->internal_function.frameless_function_infos) {
		return true;
	}
#endif
	for (i = 0; i < sizeof(scalar_types_special_funcs) / sizeof(scalar_types_special_funcs[0]); i++) {
		if (zend_string_equals_cstr(lc, scalar_types_special_funcs[i], strlen(scalar_types_special_funcs[i]))) {
			return true;
		}
	}
	return false;
}

/* Internal parameters whose zend_parse_parameters() disagrees with their
 * arginfo. Found by the differential suites against the engine
 * (tests/differential/: rules_internal.inc, recall.inc); only consulted on
 * the slow path. */
static const scalar_types_arginfo_fix scalar_types_arginfo_fixes[] = {
	/* Z_PARAM_ZVAL + Z_TYPE check: "must be of type string" in weak mode too */
	{"hash_equals", 1, 0, true},
	{"hash_equals", 2, 0, true},
#if PHP_VERSION_ID >= 80400
	/* 8.4 parses it with Z_PARAM_NUMBER, the stub still says float */
	{"number_format", 1, MAY_BE_LONG | MAY_BE_DOUBLE, false},
#endif
};

bool scalar_types_frameless_parses_apart(const zend_function *f)
{
#if PHP_VERSION_ID >= 80400
	/* found by tests/lang/cases/fl_coerce.php (strict) against each version's engine */
	return f->type == ZEND_INTERNAL_FUNCTION && !f->common.scope && f->common.function_name
		&& f->internal_function.frameless_function_infos
		&& zend_string_equals_literal(f->common.function_name, "implode");
#else
	(void) f;
	return false;
#endif
}

const scalar_types_arginfo_fix *scalar_types_find_fix(const zend_function *f, uint32_t arg)
{
	size_t i;

	if (f->common.scope || !f->common.function_name) {
		return NULL;
	}
	for (i = 0; i < sizeof(scalar_types_arginfo_fixes) / sizeof(scalar_types_arginfo_fixes[0]); i++) {
		const scalar_types_arginfo_fix *fix = &scalar_types_arginfo_fixes[i];
		if (fix->arg == arg && zend_string_equals_cstr(f->common.function_name, fix->function, strlen(fix->function))) {
			return fix;
		}
	}
	return NULL;
}

/* Functions that write these parameters only through the engine's checked
 * assignment (ZEND_TRY_ASSIGN_REF_*, zend_try_assign_typed_ref()), each at
 * most once per call (or as ST_RW_ZERO_FIRST says) and in the order given,
 * with no code of the app's running between the writes, and never read
 * them back (settype() reads its own copy): so one assignment after the
 * call is the same assignment. Read from php-src 8.2 (ext/standard,
 * ext/pcre, ext/pcntl, ext/sockets); a parameter
 * the running PHP does not take by reference is left out at startup.
 * Functions that write twice with no way to tell (stream_socket_client()'s
 * $errno, getopt()'s $rest_index) are not lent a reference; sscanf()
 * with numbered conversions ("%2$s %1$d") writes in the format's order. */
const scalar_types_ref_writer_spec scalar_types_ref_writer_specs[] = {
	{"settype", {1}, 0},
	{"str_replace", {4}, 0},
	{"str_ireplace", {4}, 0},
	{"similar_text", {3}, 0},
	{"preg_replace", {5}, 0},
	{"preg_filter", {5}, 0},
	{"preg_replace_callback", {5}, 0},
	{"preg_replace_callback_array", {4}, ST_RW_NULL_SKIPS},
#if PHP_VERSION_ID >= 80600
	{"headers_sent", {1, 2}, 0}, /* 8.6 writes $filename, then $line */
#else
	{"headers_sent", {2, 1}, 0},
#endif
	{"is_callable", {3}, 0},
	{"exec", {3}, 0},
	{"system", {2}, 0},
	{"passthru", {2}, 0},
	{"sscanf", {3}, ST_RW_VARIADIC | ST_RW_MAY_SKIP},
	{"fscanf", {3}, ST_RW_VARIADIC | ST_RW_MAY_SKIP},
	{"flock", {3}, ST_RW_ZERO_FIRST | ST_RW_MAY_SKIP | ST_RW_FILES_ONLY},
	{"fsockopen", {3, 4}, ST_RW_MAY_SKIP},
	{"pfsockopen", {3, 4}, ST_RW_MAY_SKIP},
	/* ext/pcntl, ext/sockets */
	{"pcntl_wait", {1}, 0},
	{"pcntl_waitpid", {2}, 0},
	{"socket_getsockname", {2, 3}, ST_RW_MAY_SKIP},
	{"socket_getpeername", {2, 3}, ST_RW_MAY_SKIP},
	{"socket_recv", {2}, ST_RW_MAY_SKIP},
	{"socket_recvfrom", {2, 5, 6}, ST_RW_MAY_SKIP},
};

/* ST_RW_COUNT says how many there are (compare/ref_writers.c has one
 * handler each): fails to compile when they differ */
typedef char scalar_types_ref_writer_specs_match[
	sizeof(scalar_types_ref_writer_specs) / sizeof(scalar_types_ref_writer_specs[0]) == ST_RW_COUNT ? 1 : -1];

/* Opcodes that may sit between a SEND of a variable and the call without
 * changing that variable: reads, arithmetic, jumps of a conditional
 * argument, other SENDs. A nested call, include or eval, or anything
 * writing makes the variable's current value unsure. */
bool scalar_types_op_keeps_cvs(const zend_op *op)
{
	switch (op->opcode) {
		case ZEND_SEND_VAL: case ZEND_SEND_VAL_EX: case ZEND_SEND_VAR: case ZEND_SEND_VAR_EX:
		case ZEND_ADD: case ZEND_SUB: case ZEND_MUL: case ZEND_DIV: case ZEND_MOD: case ZEND_POW:
		case ZEND_SL: case ZEND_SR: case ZEND_CONCAT: case ZEND_FAST_CONCAT: case ZEND_BW_OR:
		case ZEND_BW_AND: case ZEND_BW_XOR: case ZEND_BW_NOT: case ZEND_BOOL: case ZEND_BOOL_NOT:
		case ZEND_BOOL_XOR: case ZEND_IS_IDENTICAL: case ZEND_IS_NOT_IDENTICAL: case ZEND_IS_EQUAL:
		case ZEND_IS_NOT_EQUAL: case ZEND_IS_SMALLER: case ZEND_IS_SMALLER_OR_EQUAL: case ZEND_SPACESHIP:
		case ZEND_CAST: case ZEND_QM_ASSIGN: case ZEND_TYPE_CHECK: case ZEND_STRLEN: case ZEND_COUNT:
		case ZEND_JMP: case ZEND_JMPZ: case ZEND_JMPNZ: case ZEND_JMPZ_EX: case ZEND_JMPNZ_EX:
		case ZEND_JMP_SET: case ZEND_COALESCE: case ZEND_FREE: case ZEND_NOP: case ZEND_EXT_STMT:
		case ZEND_ROPE_INIT: case ZEND_ROPE_ADD: case ZEND_ROPE_END: case ZEND_INIT_ARRAY:
		case ZEND_ADD_ARRAY_ELEMENT: case ZEND_FETCH_CONSTANT: case ZEND_FETCH_CLASS_CONSTANT:
		case ZEND_ISSET_ISEMPTY_CV: case ZEND_CHECK_UNDEF_ARGS: case ZEND_CHECK_FUNC_ARG:
		case ZEND_SEND_FUNC_ARG: case ZEND_FETCH_DIM_R: case ZEND_FETCH_DIM_FUNC_ARG:
		case ZEND_FETCH_OBJ_R: case ZEND_FETCH_OBJ_FUNC_ARG:
			return true;
		default:
			return false;
	}
}

/* Whether op sends a literal or a variable, and so runs no code. */
bool scalar_types_op_is_plain_send(const zend_op *op)
{
	return ((op->opcode == ZEND_SEND_VAL || op->opcode == ZEND_SEND_VAL_EX || op->opcode == ZEND_SEND_VAR
			|| op->opcode == ZEND_SEND_VAR_EX) && (op->op1_type & (IS_CONST | IS_CV)))
		|| op->opcode == ZEND_CHECK_FUNC_ARG || op->opcode == ZEND_CHECK_UNDEF_ARGS;
}

/* The reads that reach read_property(), and so __get() and its check. */
bool scalar_types_op_reads_prop(const zend_op *op)
{
	switch (op->opcode) {
		case ZEND_FETCH_OBJ_R: case ZEND_FETCH_OBJ_IS: case ZEND_FETCH_OBJ_FUNC_ARG:
		case ZEND_FETCH_OBJ_W: case ZEND_FETCH_OBJ_RW: case ZEND_FETCH_OBJ_UNSET:
		case ZEND_ASSIGN_OBJ_OP: case ZEND_PRE_INC_OBJ: case ZEND_PRE_DEC_OBJ:
		case ZEND_POST_INC_OBJ: case ZEND_POST_DEC_OBJ:
			return true;
		default:
			return false;
	}
}
