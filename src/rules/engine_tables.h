/* scalar_types: engine facts no metadata carries, in one place (read from
 * php-src, version differences guarded in engine_tables.c). The names of
 * the coercion kinds are the verdict vocabulary: rules/coercion.c, and the
 * CLI's copy is checked against it by tests/cli/cli_kind_names.phpt. */
#ifndef SCALAR_TYPES_ENGINE_TABLES_H
#define SCALAR_TYPES_ENGINE_TABLES_H

#include "php.h"

/* Builtins zend_try_compile_special_func() may compile to an opcode with a
 * temporary result (8.4: also frameless calls); lc: the lowercase name. */
bool scalar_types_compiles_special(const zend_string *lc, const zend_function *f);

/* An internal parameter whose zend_parse_parameters() disagrees with its
 * arginfo. */
typedef struct _scalar_types_arginfo_fix {
	const char *function;
	uint32_t arg;
	uint32_t mask;     /* the type ZPP really takes; 0: arginfo's */
	bool no_coercion;  /* ZPP takes a zval and checks it by hand */
} scalar_types_arginfo_fix;

/* f's fix for argument arg (1-based), or NULL. */
const scalar_types_arginfo_fix *scalar_types_find_fix(const zend_function *f, uint32_t arg);

/* Whether a frameless function's frameless form (8.4+) refuses an argument
 * with another message than its call with a frame, which an observed call
 * gets: implode()'s separator is "string" there, "array|string" framed. */
bool scalar_types_frameless_parses_apart(const zend_function *f);

/* Internal functions that assign through by-reference parameters only with
 * the engine's checked assignment (compare/ref_writers.c lends them an
 * untyped reference). */
#define ST_RW_VARIADIC   (1 << 0) /* and every argument after params[0] */
#define ST_RW_ZERO_FIRST (1 << 1) /* writes 0 on entry, 1 later if it must (flock) */
#define ST_RW_MAY_SKIP   (1 << 2) /* may return normally without writing */
#define ST_RW_NULL_SKIPS (1 << 3) /* has not written when it returns null */
#define ST_RW_FILES_ONLY (1 << 4) /* only plain files: a userspace stream would run code between writes */
#define ST_RW_PARAMS     3
#define ST_RW_COUNT      24

typedef struct _scalar_types_ref_writer_spec {
	const char *name;
	uint8_t params[ST_RW_PARAMS]; /* 1-based, in write order; 0 ends */
	uint8_t flags;
} scalar_types_ref_writer_spec;

extern const scalar_types_ref_writer_spec scalar_types_ref_writer_specs[];

/* How a call is compiled: an op that opens its frame (INIT_*, NEW), the
 * SENDs of its arguments, and the op that makes it (DO_*); calls nest.
 * Inline: the coverage scan and the generator pass ask at compile time,
 * the coverage mark at every call. */
static zend_always_inline bool scalar_types_op_opens_call(zend_uchar op)
{
	switch (op) {
		case ZEND_INIT_FCALL: case ZEND_INIT_FCALL_BY_NAME: case ZEND_INIT_NS_FCALL_BY_NAME:
		case ZEND_INIT_METHOD_CALL: case ZEND_INIT_STATIC_METHOD_CALL: case ZEND_INIT_DYNAMIC_CALL:
		case ZEND_INIT_USER_CALL: case ZEND_NEW:
#if PHP_VERSION_ID >= 80400
		case ZEND_INIT_PARENT_PROPERTY_HOOK_CALL:
#endif
			return true;
		default:
			return false;
	}
}

static zend_always_inline bool scalar_types_op_makes_call(zend_uchar op)
{
	return op == ZEND_DO_FCALL || op == ZEND_DO_ICALL || op == ZEND_DO_UCALL || op == ZEND_DO_FCALL_BY_NAME;
}

/* A frameless call with arguments (8.4): one op, no call opened before it. */
static zend_always_inline bool scalar_types_op_frameless_call(zend_uchar op)
{
#if PHP_VERSION_ID >= 80400
	return op == ZEND_FRAMELESS_ICALL_1 || op == ZEND_FRAMELESS_ICALL_2 || op == ZEND_FRAMELESS_ICALL_3;
#else
	(void) op;
	return false;
#endif
}

static zend_always_inline bool scalar_types_op_sends(zend_uchar op)
{
	switch (op) {
		case ZEND_SEND_VAL: case ZEND_SEND_VAL_EX: case ZEND_SEND_VAR: case ZEND_SEND_VAR_EX:
		case ZEND_SEND_REF: case ZEND_SEND_VAR_NO_REF: case ZEND_SEND_VAR_NO_REF_EX:
		case ZEND_SEND_FUNC_ARG: case ZEND_SEND_UNPACK: case ZEND_SEND_ARRAY: case ZEND_SEND_USER:
			return true;
		default:
			return false;
	}
}

/* Opcodes that may sit between a SEND of a variable and the call without
 * changing that variable. */
bool scalar_types_op_keeps_cvs(const zend_op *op);
/* Whether op sends a literal or a variable, and so runs no code. */
bool scalar_types_op_is_plain_send(const zend_op *op);
/* The reads that reach read_property(), and so __get() and its check. */
bool scalar_types_op_reads_prop(const zend_op *op);

#endif
