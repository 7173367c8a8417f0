/* scalar_types: argument receipt. An observer begin handler judges each
 * scalar argument with both rule rooms and hands divergences to the report;
 * the engine's own behaviour is never touched. */
#ifndef SCALAR_TYPES_RECEIPT_H
#define SCALAR_TYPES_RECEIPT_H

#include "zend_ast.h"
#include "zend_compile.h"

#define ST_SCALAR_MASK (MAY_BE_LONG | MAY_BE_DOUBLE | MAY_BE_STRING | MAY_BE_BOOL)

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
	r->strict = (frame->func->common.fn_flags & ZEND_ACC_STRICT_TYPES) != 0;
	r->site = site;
}

/* One more scalar receipt seen in file (a file's strict-readiness rests on
 * the count). */
void scalar_types_receipt_count(zend_string *file, bool strict);

/* Judges with both rule rooms; records a site when they differ. */
void scalar_types_receipt_judge(const scalar_types_receipt *r, const zend_type *type, zval *arg);

/* A write of value through ref, a reference bound to typed properties,
 * judged as zend_verify_ref_assignable_zval() does in each mode (every
 * property's type, and one coerced value for all). r->prop and r->prop2 are
 * filled in here. */
void scalar_types_receipt_judge_ref(scalar_types_receipt *r, zend_reference *ref, zval *value);

void scalar_types_receipt_startup(void);
/* RINIT: compile calls with EXT_FCALL_BEGIN where generator arguments are
 * judged before receipt. */
void scalar_types_receipt_activate(void);
bool scalar_types_receipt_generators_hooked(void);
void scalar_types_receipt_shutdown(void);
bool scalar_types_receipt_hooked(void);

#endif
