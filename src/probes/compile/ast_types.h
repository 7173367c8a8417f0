/* scalar_types: what the compiler hook knows of a value's type from the
 * AST alone, so a probe whose value no mode could coerce is never added. */
#ifndef SCALAR_TYPES_AST_TYPES_H
#define SCALAR_TYPES_AST_TYPES_H

#include "zend_ast.h"

#define ST_PARAMS_MAX 16

/* A function's parameters whose variables hold, wherever the body reads
 * them, what their receipt gave: a value of one of the declared scalar
 * types (mask of MAY_BE_*). Parameters written, bound, passed on by
 * reference or reachable by name are left out. */
typedef struct _scalar_types_params {
	bool global_names; /* an unqualified function name means the global function */
	uint32_t n;
	zend_string *name[ST_PARAMS_MAX];
	uint32_t mask[ST_PARAMS_MAX];
} scalar_types_params;

/* An untyped property in a class's property table (name -> type AST). */
extern zend_ast scalar_types_untyped;

/* A literal name without NUL bytes: a variable's or a property's. */
bool scalar_types_ast_is_name(zend_ast *ast);

/* $this->name in a method of the class that declares name: its declared
 * type AST (scalar_types_untyped if untyped) from the class's property
 * table props (its own, whichever object: a subclass may not retype it,
 * and a private one is the class's own in its methods), else NULL. */
zend_ast *scalar_types_this_prop_type(zend_ast *e, const HashTable *props);

/* name (a ZVAL node) is want, case-insensitively, a leading \ ignored */
bool scalar_types_name_is(zend_ast *name, const char *want, size_t want_len);

/* A declared type names a scalar a value could be coerced into. */
bool scalar_types_type_ast_is_scalar(zend_ast *t);

/* Whether a declared type takes every value of the MAY_BE_* mask in both
 * modes alike: as it is, or an int widened to float. 0 = unknown: no. */
bool scalar_types_type_ast_takes(zend_ast *t, uint32_t mask);

/* The types (MAY_BE_*) every value of e has, known from its form, the
 * stable parameters p and the class's declared properties (for $this->p
 * in a method; may be NULL), or 0 when unknown. */
uint32_t scalar_types_ast_value_mask(zend_ast *e, const scalar_types_params *p, const HashTable *class_props);

/* Fills p with decl's stable scalar parameters (global_names: an
 * unqualified function name means the global function). */
void scalar_types_params_collect(zend_ast_decl *decl, scalar_types_params *p, bool global_names);

#endif
