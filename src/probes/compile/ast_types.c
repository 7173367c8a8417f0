/*
  +----------------------------------------------------------------------+
  | scalar_types: value types known at compile time                      |
  +----------------------------------------------------------------------+
  | A return or property write whose value no mode could coerce needs no |
  | probe: each probe is a call at run time. The types come from the     |
  | value's form (literals, casts, operators), from parameters nothing   |
  | can change after their receipt, and from $this's declared typed      |
  | properties. Whatever is not certain counts as unknown.               |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_ast.h"
#include "zend_compile.h"
#include "probes/compile/ast_types.h"

#define ST_MASK_NUMBER  (MAY_BE_LONG | MAY_BE_DOUBLE)
#define ST_MASK_SCALAR  (MAY_BE_NULL | MAY_BE_BOOL | MAY_BE_LONG | MAY_BE_DOUBLE | MAY_BE_STRING)
#define ST_TYPES_MAX_DEPTH 64   /* operator nesting looked into */
#define ST_SCAN_MAX_DEPTH  2000 /* deeper bodies: no parameter counts as stable */

zend_ast scalar_types_untyped;

/* A name node's text without a leading \; false if it is no literal. */
static bool scalar_types_name_text(zend_ast *name, const char **s, size_t *len)
{
	if (!name || name->kind != ZEND_AST_ZVAL || Z_TYPE_P(zend_ast_get_zval(name)) != IS_STRING) {
		return false;
	}
	*s = Z_STRVAL_P(zend_ast_get_zval(name));
	*len = Z_STRLEN_P(zend_ast_get_zval(name));
	if (*len && (*s)[0] == '\\') {
		(*s)++;
		(*len)--;
	}
	return true;
}

bool scalar_types_name_is(zend_ast *name, const char *want, size_t want_len)
{
	const char *s;
	size_t len;

	return scalar_types_name_text(name, &s, &len) && len == want_len && !zend_binary_strcasecmp(s, len, want, want_len);
}

/* The values a declared type admits (as parsed), if all are scalar or
 * null; 0 otherwise (classes, array, mixed, intersections…). */
static uint32_t scalar_types_type_ast_mask(zend_ast *t)
{
	uint32_t mask;

	if (!t) {
		return 0;
	}
	if (t->kind == ZEND_AST_TYPE_UNION) {
		zend_ast_list *list = zend_ast_get_list(t);
		uint32_t i, m;

		mask = 0;
		for (i = 0; i < list->children; i++) {
			if (!(m = scalar_types_type_ast_mask(list->child[i]))) {
				return 0;
			}
			mask |= m;
		}
		return mask;
	}
	if (t->kind != ZEND_AST_ZVAL) {
		return 0;
	}
	mask = scalar_types_name_is(t, ZEND_STRL("int")) ? MAY_BE_LONG
		: scalar_types_name_is(t, ZEND_STRL("float")) ? MAY_BE_DOUBLE
		: scalar_types_name_is(t, ZEND_STRL("string")) ? MAY_BE_STRING
		: scalar_types_name_is(t, ZEND_STRL("bool")) ? MAY_BE_BOOL
		: scalar_types_name_is(t, ZEND_STRL("true")) ? MAY_BE_TRUE
		: scalar_types_name_is(t, ZEND_STRL("false")) ? MAY_BE_FALSE
		: scalar_types_name_is(t, ZEND_STRL("null")) ? MAY_BE_NULL : 0;
	if (mask && (t->attr & ZEND_TYPE_NULLABLE)) {
		mask |= MAY_BE_NULL;
	}
	return mask;
}

bool scalar_types_type_ast_is_scalar(zend_ast *t)
{
	if (!t) {
		return false;
	}
	if (t->kind == ZEND_AST_TYPE_UNION) {
		zend_ast_list *list = zend_ast_get_list(t);
		uint32_t i;
		for (i = 0; i < list->children; i++) {
			if (scalar_types_type_ast_is_scalar(list->child[i])) {
				return true;
			}
		}
		return false;
	}
	return scalar_types_name_is(t, ZEND_STRL("int")) || scalar_types_name_is(t, ZEND_STRL("float"))
		|| scalar_types_name_is(t, ZEND_STRL("string")) || scalar_types_name_is(t, ZEND_STRL("bool"))
		|| scalar_types_name_is(t, ZEND_STRL("false")) || scalar_types_name_is(t, ZEND_STRL("true"));
}

/* Whether a declared type takes a value of type code as it is. */
static bool scalar_types_type_ast_takes_code(zend_ast *t, uint32_t code)
{
	if (t->kind == ZEND_AST_TYPE_UNION) {
		zend_ast_list *list = zend_ast_get_list(t);
		uint32_t i;
		for (i = 0; i < list->children; i++) {
			if (scalar_types_type_ast_takes_code(list->child[i], code)) {
				return true;
			}
		}
		return false;
	}
	if (code == IS_NULL && (t->attr & ZEND_TYPE_NULLABLE)) {
		return true;
	}
	if (t->kind != ZEND_AST_ZVAL) {
		return false; /* array, callable, static, intersections */
	}
	if (scalar_types_name_is(t, ZEND_STRL("mixed"))) {
		return true;
	}
	switch (code) {
		case IS_LONG:
			return scalar_types_name_is(t, ZEND_STRL("int"));
		case IS_DOUBLE:
			return scalar_types_name_is(t, ZEND_STRL("float"));
		case IS_STRING:
			return scalar_types_name_is(t, ZEND_STRL("string"));
		case IS_TRUE:
			return scalar_types_name_is(t, ZEND_STRL("bool")) || scalar_types_name_is(t, ZEND_STRL("true"));
		case IS_FALSE:
			return scalar_types_name_is(t, ZEND_STRL("bool")) || scalar_types_name_is(t, ZEND_STRL("false"));
		case IS_NULL:
			return scalar_types_name_is(t, ZEND_STRL("null"));
		default:
			return false;
	}
}

bool scalar_types_type_ast_takes(zend_ast *t, uint32_t mask)
{
	if (!t || !mask || (mask & ~ST_MASK_SCALAR)) {
		return false;
	}
	/* An int where only float is declared: both modes widen it alike. */
	return (!(mask & MAY_BE_LONG) || scalar_types_type_ast_takes_code(t, IS_LONG)
			|| scalar_types_type_ast_takes_code(t, IS_DOUBLE))
		&& (!(mask & MAY_BE_DOUBLE) || scalar_types_type_ast_takes_code(t, IS_DOUBLE))
		&& (!(mask & MAY_BE_STRING) || scalar_types_type_ast_takes_code(t, IS_STRING))
		&& (!(mask & MAY_BE_TRUE) || scalar_types_type_ast_takes_code(t, IS_TRUE))
		&& (!(mask & MAY_BE_FALSE) || scalar_types_type_ast_takes_code(t, IS_FALSE))
		&& (!(mask & MAY_BE_NULL) || scalar_types_type_ast_takes_code(t, IS_NULL));
}

bool scalar_types_ast_is_name(zend_ast *ast)
{
	return ast->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(ast)) == IS_STRING
		&& Z_STRLEN_P(zend_ast_get_zval(ast))
		&& !memchr(Z_STRVAL_P(zend_ast_get_zval(ast)), 0, Z_STRLEN_P(zend_ast_get_zval(ast)));
}

zend_ast *scalar_types_this_prop_type(zend_ast *e, const HashTable *props)
{
	if (!props || e->kind != ZEND_AST_PROP || e->child[0]->kind != ZEND_AST_VAR
			|| !scalar_types_ast_is_name(e->child[0]->child[0])
			|| !zend_string_equals_literal(zend_ast_get_str(e->child[0]->child[0]), "this")
			|| !scalar_types_ast_is_name(e->child[1])) {
		return NULL;
	}
	return zend_hash_find_ptr(props, zend_ast_get_str(e->child[1]));
}

static uint32_t scalar_types_param_mask(const scalar_types_params *p, zend_string *name)
{
	uint32_t i;

	for (i = 0; p && i < p->n; i++) {
		if (zend_string_equals(p->name[i], name)) {
			return p->mask[i];
		}
	}
	return 0;
}

/* An internal function the call resolves to at compile time (internal
 * functions can't be redeclared), or NULL. */
static zend_function *scalar_types_internal_callee(zend_ast *name, bool global_names)
{
	zend_function *fn;
	const char *v;
	size_t len;

	if (!scalar_types_name_text(name, &v, &len)) {
		return NULL;
	}
	if (!(name->attr == ZEND_NAME_FQ || (name->attr == ZEND_NAME_NOT_FQ && global_names))
			|| memchr(v, '\\', len)) {
		return NULL;
	}
	fn = zend_hash_str_find_ptr_lc(CG(function_table), v, len);
	return fn && fn->type == ZEND_INTERNAL_FUNCTION ? fn : NULL;
}

/* + - * / ** of two number masks: a float operand makes a float; ints
 * alone may overflow (or divide) into one. */
static uint32_t scalar_types_arith_mask(uint32_t a, uint32_t b)
{
	if (!a || !b || ((a | b) & ~ST_MASK_NUMBER)) {
		return 0;
	}
	return (a == MAY_BE_DOUBLE || b == MAY_BE_DOUBLE) ? MAY_BE_DOUBLE : ST_MASK_NUMBER;
}

static uint32_t scalar_types_value_mask(zend_ast *e, const scalar_types_params *p, const HashTable *props,
	uint32_t depth)
{
	uint32_t a, b;

	if (!e || depth > ST_TYPES_MAX_DEPTH) {
		return 0;
	}
#define ST_CHILD(i) scalar_types_value_mask(e->child[i], p, props, depth + 1)
	switch (e->kind) {
		case ZEND_AST_ZVAL:
			switch (Z_TYPE_P(zend_ast_get_zval(e))) {
				case IS_LONG:   return MAY_BE_LONG;
				case IS_DOUBLE: return MAY_BE_DOUBLE;
				case IS_STRING: return MAY_BE_STRING;
				case IS_TRUE:   return MAY_BE_TRUE;
				case IS_FALSE:  return MAY_BE_FALSE;
				case IS_NULL:   return MAY_BE_NULL;
				default:        return 0;
			}
		case ZEND_AST_CONST:
			/* true, false and null are never looked up in a namespace */
			return scalar_types_name_is(e->child[0], ZEND_STRL("true")) ? MAY_BE_TRUE
				: scalar_types_name_is(e->child[0], ZEND_STRL("false")) ? MAY_BE_FALSE
				: scalar_types_name_is(e->child[0], ZEND_STRL("null")) ? MAY_BE_NULL : 0;
		case ZEND_AST_CAST:
			return e->attr == IS_LONG ? MAY_BE_LONG : e->attr == IS_DOUBLE ? MAY_BE_DOUBLE
				: e->attr == IS_STRING ? MAY_BE_STRING : e->attr == _IS_BOOL ? MAY_BE_BOOL : 0;
		case ZEND_AST_UNARY_OP:
			if (e->attr == ZEND_BOOL_NOT) {
				return MAY_BE_BOOL;
			}
			a = ST_CHILD(0);
			/* ~ of a string is a string, of a number an int */
			return a == MAY_BE_STRING ? a : (a && !(a & ~ST_MASK_NUMBER)) ? MAY_BE_LONG : 0;
		case ZEND_AST_UNARY_PLUS:
			a = ST_CHILD(0);
			return (a & ~ST_MASK_NUMBER) ? 0 : a;
		case ZEND_AST_UNARY_MINUS:
			/* -PHP_INT_MIN is a float */
			a = ST_CHILD(0);
			return (a & ~ST_MASK_NUMBER) ? 0 : (a & MAY_BE_LONG) ? a | MAY_BE_DOUBLE : a;
		case ZEND_AST_BINARY_OP:
			switch (e->attr) {
				case ZEND_CONCAT:
					return MAY_BE_STRING;
				case ZEND_SPACESHIP:
					return MAY_BE_LONG;
				case ZEND_IS_IDENTICAL:
				case ZEND_IS_NOT_IDENTICAL:
				case ZEND_IS_EQUAL:
				case ZEND_IS_NOT_EQUAL:
				case ZEND_IS_SMALLER:
				case ZEND_IS_SMALLER_OR_EQUAL:
				case ZEND_BOOL_XOR:
					return MAY_BE_BOOL;
				case ZEND_ADD:
				case ZEND_SUB:
				case ZEND_MUL:
				case ZEND_DIV:
				case ZEND_POW:
					return scalar_types_arith_mask(ST_CHILD(0), ST_CHILD(1));
				case ZEND_MOD:
				case ZEND_SL:
				case ZEND_SR:
					/* or an ArithmeticError / DivisionByZeroError */
					return scalar_types_arith_mask(ST_CHILD(0), ST_CHILD(1)) ? MAY_BE_LONG : 0;
				case ZEND_BW_AND:
				case ZEND_BW_OR:
				case ZEND_BW_XOR:
					a = ST_CHILD(0);
					b = ST_CHILD(1);
					if (a == MAY_BE_STRING && b == MAY_BE_STRING) {
						return MAY_BE_STRING;
					}
					return scalar_types_arith_mask(a, b) ? MAY_BE_LONG : 0;
				default:
					return 0;
			}
		case ZEND_AST_GREATER:
		case ZEND_AST_GREATER_EQUAL:
		case ZEND_AST_AND:
		case ZEND_AST_OR:
		case ZEND_AST_ISSET:
		case ZEND_AST_EMPTY:
		case ZEND_AST_INSTANCEOF:
			return MAY_BE_BOOL;
		case ZEND_AST_ENCAPS_LIST:
			return MAY_BE_STRING;
		case ZEND_AST_CALL: {
			/* an internal function returns what its arginfo declares */
			zend_function *fn;

			if (!e->child[1] || e->child[1]->kind != ZEND_AST_ARG_LIST
					|| !(fn = scalar_types_internal_callee(e->child[0], p && p->global_names))
					|| !(fn->common.fn_flags & ZEND_ACC_HAS_RETURN_TYPE)
					|| (fn->common.fn_flags & ZEND_ACC_RETURN_REFERENCE)
					|| ZEND_TYPE_IS_COMPLEX(fn->common.arg_info[-1].type)) {
				return 0;
			}
			a = ZEND_TYPE_PURE_MASK(fn->common.arg_info[-1].type);
			return (a & ~ST_MASK_SCALAR) ? 0 : a;
		}
		case ZEND_AST_CONDITIONAL:
			/* `a ?: c` gives a itself when it is truthy */
			a = ST_CHILD(e->child[1] ? 1 : 0);
			b = ST_CHILD(2);
			return a && b ? a | b : 0;
		case ZEND_AST_COALESCE:
			a = ST_CHILD(0);
			b = ST_CHILD(1);
			return a && b ? (a & ~MAY_BE_NULL) | b : 0;
		case ZEND_AST_VAR:
			return scalar_types_ast_is_name(e->child[0]) ? scalar_types_param_mask(p, zend_ast_get_str(e->child[0])) : 0;
		case ZEND_AST_PROP: {
			/* $this->name of the class's own typed property: every read
			 * gives a value of the type (or throws) */
			zend_ast *type = scalar_types_this_prop_type(e, props);
			return type && type != &scalar_types_untyped ? scalar_types_type_ast_mask(type) : 0;
		}
		default:
			return 0;
	}
#undef ST_CHILD
}

uint32_t scalar_types_ast_value_mask(zend_ast *e, const scalar_types_params *p, const HashTable *class_props)
{
	return scalar_types_value_mask(e, p, class_props, 0);
}

/* ---- stable parameters -------------------------------------------------
 * A parameter's variable keeps its received value if no write, binding or
 * by-reference passing can reach it: each appearance of it must be a read
 * the whitelist below names, and nothing may reach variables by name
 * (`$$x`, extract(), eval, include). Anything else drops it. */

static void scalar_types_params_drop(scalar_types_params *p, zend_string *name)
{
	uint32_t i;

	for (i = 0; i < p->n; i++) {
		if (zend_string_equals(p->name[i], name)) {
			p->name[i] = p->name[p->n - 1];
			p->mask[i] = p->mask[p->n - 1];
			p->n--;
			return;
		}
	}
}

/* Whether a variable as child idx of parent is only read there. */
static bool scalar_types_read_position(zend_ast *parent, uint32_t idx)
{
	if (!parent) {
		return true; /* an arrow function's body: the returned value */
	}
	switch (parent->kind) {
		case ZEND_AST_RETURN:
		case ZEND_AST_ECHO:
		case ZEND_AST_PRINT:
		case ZEND_AST_UNARY_OP:
		case ZEND_AST_UNARY_PLUS:
		case ZEND_AST_UNARY_MINUS:
		case ZEND_AST_CAST:
		case ZEND_AST_BINARY_OP:
		case ZEND_AST_GREATER:
		case ZEND_AST_GREATER_EQUAL:
		case ZEND_AST_AND:
		case ZEND_AST_OR:
		case ZEND_AST_CONDITIONAL:
		case ZEND_AST_COALESCE:
		case ZEND_AST_ISSET:
		case ZEND_AST_EMPTY:
		case ZEND_AST_INSTANCEOF:
		case ZEND_AST_ENCAPS_LIST:
		case ZEND_AST_STMT_LIST:
		case ZEND_AST_EXPR_LIST:
		case ZEND_AST_IF_ELEM:
		case ZEND_AST_WHILE:
		case ZEND_AST_DO_WHILE:
		case ZEND_AST_SWITCH:
		case ZEND_AST_SWITCH_CASE:
		case ZEND_AST_MATCH:
		case ZEND_AST_MATCH_ARM:
			return true;
		case ZEND_AST_CALL:
			return idx == 0; /* $f(): the callee */
		case ZEND_AST_ASSIGN:
		case ZEND_AST_ASSIGN_OP:
		case ZEND_AST_ASSIGN_COALESCE:
			return idx == 1; /* the value, copied */
		case ZEND_AST_DIM:
		case ZEND_AST_PROP:
		case ZEND_AST_NULLSAFE_PROP:
		case ZEND_AST_METHOD_CALL:
		case ZEND_AST_NULLSAFE_METHOD_CALL:
			return idx == 1; /* a key or a name */
		case ZEND_AST_ARRAY_ELEM:
			return idx == 1 || !parent->attr; /* a key, or a value not taken by reference */
		default:
			return false;
	}
}

/* list_target: ast is (part of) a destructuring target, where array
 * elements are written. */
static void scalar_types_scan(zend_ast *ast, zend_ast *parent, uint32_t idx, bool list_target,
	scalar_types_params *p, bool global_names, uint32_t depth)
{
	uint32_t i, n;

	if (!ast || !p->n) {
		return;
	}
	if (depth > ST_SCAN_MAX_DEPTH) {
		p->n = 0;
		return;
	}
	switch (ast->kind) {
		case ZEND_AST_CLOSURE: {
			zend_ast *uses = ((zend_ast_decl *) ast)->child[1];

			if (uses) {
				zend_ast_list *list = zend_ast_get_list(uses);
				for (i = 0; i < list->children; i++) {
					if (list->child[i] && list->child[i]->attr /* ZEND_BIND_REF */) {
						scalar_types_params_drop(p, zend_ast_get_str(list->child[i]));
					}
				}
			}
			return; /* a scope of its own, as other declarations */
		}
		case ZEND_AST_VAR:
			if (!scalar_types_ast_is_name(ast->child[0])) {
				p->n = 0; /* $$name */
			} else if (list_target || !scalar_types_read_position(parent, idx)) {
				scalar_types_params_drop(p, zend_ast_get_str(ast->child[0]));
			}
			return;
		case ZEND_AST_INCLUDE_OR_EVAL:
			p->n = 0;
			return;
		case ZEND_AST_STATIC:
			scalar_types_params_drop(p, zend_ast_get_str(ast->child[0]));
			break;
		case ZEND_AST_CATCH:
			if (ast->child[1]) {
				scalar_types_params_drop(p, zend_ast_get_str(ast->child[1]));
			}
			break;
		case ZEND_AST_CALL:
			if (scalar_types_name_is(ast->child[0], ZEND_STRL("extract"))) {
				p->n = 0;
				return;
			}
			if (ast->child[1] && ast->child[1]->kind == ZEND_AST_ARG_LIST) {
				zend_function *fn = scalar_types_internal_callee(ast->child[0], global_names);
				zend_ast_list *args = zend_ast_get_list(ast->child[1]);

				scalar_types_scan(ast->child[0], ast, 0, false, p, global_names, depth + 1);
				for (i = 0; i < args->children; i++) {
					zend_ast *arg = args->child[i];

					/* a plain variable sent by value to an internal function */
					if (fn && arg->kind == ZEND_AST_VAR && scalar_types_ast_is_name(arg->child[0])
							&& !ARG_SHOULD_BE_SENT_BY_REF(fn, i + 1)) {
						continue;
					}
					scalar_types_scan(arg, ast->child[1], i, false, p, global_names, depth + 1);
				}
				return;
			}
			break;
		default:
			break;
	}
	if (zend_ast_is_special(ast)) {
		return; /* values, and declarations: scopes of their own */
	}
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		bool in_list = list_target && ast->kind == ZEND_AST_ARRAY;

		for (i = 0; i < list->children; i++) {
			scalar_types_scan(list->child[i], ast, i, in_list, p, global_names, depth + 1);
		}
		return;
	}
	n = zend_ast_get_num_children(ast);
	for (i = 0; i < n; i++) {
		bool target = (i == 0 && (ast->kind == ZEND_AST_ASSIGN || ast->kind == ZEND_AST_ASSIGN_REF))
			|| (i >= 1 && i <= 2 && ast->kind == ZEND_AST_FOREACH)
			|| (list_target && ast->kind == ZEND_AST_ARRAY_ELEM && i == 0);

		scalar_types_scan(ast->child[i], ast, i, target, p, global_names, depth + 1);
	}
}

void scalar_types_params_collect(zend_ast_decl *decl, scalar_types_params *p, bool global_names)
{
	zend_ast_list *params;
	uint32_t i;

	p->n = 0;
	p->global_names = global_names;
	if (!decl->child[0] || !decl->child[2]) {
		return;
	}
	params = zend_ast_get_list(decl->child[0]);
	for (i = 0; i < params->children && p->n < ST_PARAMS_MAX; i++) {
		zend_ast *param = params->child[i];
		uint32_t mask;

		if ((param->attr & (ZEND_PARAM_REF | ZEND_PARAM_VARIADIC)) || !scalar_types_ast_is_name(param->child[1])
				|| !(mask = scalar_types_type_ast_mask(param->child[0]))) {
			continue;
		}
		/* `int $x = null` is implicitly nullable */
		if (param->child[2] && param->child[2]->kind == ZEND_AST_CONST
				&& scalar_types_name_is(param->child[2]->child[0], ZEND_STRL("null"))) {
			mask |= MAY_BE_NULL;
		}
		p->name[p->n] = zend_ast_get_str(param->child[1]);
		p->mask[p->n] = mask;
		p->n++;
	}
	/* an arrow function's body is an expression: the returned value */
	scalar_types_scan(decl->child[2], NULL, 0, false, p, global_names, 0);
}
