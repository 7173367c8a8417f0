/* scalar_types: one receipt (an argument, a return value, a property or
 * reference write) judged by the weak and the strict rules; a divergence
 * goes to the report. The engine's own behaviour is never touched. */
#ifndef SCALAR_TYPES_RECEIPT_H
#define SCALAR_TYPES_RECEIPT_H

#include "php.h"
#include "zend_ast.h"
#include "zend_compile.h"
#include "report/report.h" /* ST_SITE_* */

#define ST_SCALAR_MASK (MAY_BE_LONG | MAY_BE_DOUBLE | MAY_BE_STRING | MAY_BE_BOOL)

/* A parameter whose type a scalar argument could be coerced into. mixed
 * takes everything as it is. */
static zend_always_inline bool scalar_types_param_is_scalar(const zend_arg_info *ai)
{
	uint32_t mask = ZEND_TYPE_PURE_MASK(ai->type);
	return (mask & ST_SCALAR_MASK) && (mask & MAY_BE_ANY) != MAY_BE_ANY;
}

/* A declared type some scalar can be received by (and so judged by). */
static zend_always_inline bool scalar_types_type_takes_scalar(zend_type type)
{
	return (ZEND_TYPE_PURE_MASK(type) & ST_SCALAR_MASK) != 0;
}

/* One receipt of a value by a declared type: an argument by a parameter, a
 * return value by a return type, or a write by a typed property. */
typedef struct _scalar_types_receipt {
	zend_string *file;        /* where the mode comes from: caller, function, writer */
	zend_function *func;      /* callee (argument, return) */
	zend_property_info *prop; /* property */
	zend_property_info *prop2; /* reference: the property prop's coercion conflicts with */
	const zend_type *arginfo_type; /* where ZPP differs: for the texts that name it */
	const zend_op_array *caller; /* argument: the calling code, and its call's op */
	const zend_op *call_op;
	uint32_t line;
	uint32_t arg;             /* 1-based; 0 for return and property */
	uint8_t site;             /* ST_SITE_* */
	bool strict;
	bool getter;              /* property: the value __get() gave for it (8.4 words that apart) */
	uint32_t flags;           /* ST_JUDGE_* */
} scalar_types_receipt;

/* A receipt made at frame's current line, in frame's mode (the caller's for
 * an argument, the function's for a return, the writer's for a property),
 * everything else zero. */
static zend_always_inline void scalar_types_receipt_init(scalar_types_receipt *r, const zend_execute_data *frame,
	uint8_t site)
{
	memset(r, 0, sizeof(*r));
	r->file = frame->func->op_array.filename;
	r->line = frame->opline ? frame->opline->lineno : 0;
	if (site == ST_SITE_ARGUMENT) {
		r->caller = &frame->func->op_array;
		r->call_op = frame->opline;
	}
	r->strict = (frame->func->common.fn_flags & ZEND_ACC_STRICT_TYPES) != 0;
	r->site = site;
}

/* One more scalar receipt seen in file (a file's strict-readiness rests on
 * the count). */
void scalar_types_receipt_count(zend_string *file, bool strict);

/* Judges with the weak and the strict rules; records a site when they
 * differ. */
void scalar_types_receipt_judge(const scalar_types_receipt *r, const zend_type *type, zval *arg);

/* A value received by type at frame's current line, in frame's mode
 * (func: the function for a return, prop: the property for a write;
 * getter: the value __get() gave for prop): counted, and judged unless it
 * is of an accepted type. */
void scalar_types_receipt_check_ex(zend_execute_data *frame, zend_function *func, zend_property_info *prop,
	uint8_t site, const zend_type *type, zval *value, bool getter);
void scalar_types_receipt_check(zend_execute_data *frame, zend_function *func, zend_property_info *prop,
	uint8_t site, const zend_type *type, zval *value);

/* A write of value through ref, a reference bound to typed properties,
 * judged as zend_verify_ref_assignable_zval() does in each mode (every
 * property's type, and one coerced value for all). r->prop and r->prop2 are
 * filled in here. */
void scalar_types_receipt_judge_ref(scalar_types_receipt *r, zend_reference *ref, zval *value);

/* ex's arguments as sent by caller, judged at the line of caller's op at
 * (NULL: its current one), outside the observer (generators.c). */
void scalar_types_receipt_args_at(zend_execute_data *ex, zend_execute_data *caller, const zend_op *at);

#endif
