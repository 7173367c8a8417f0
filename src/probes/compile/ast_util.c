/*
  +----------------------------------------------------------------------+
  | scalar_types: AST builders and searches for the probe rewrite        |
  +----------------------------------------------------------------------+
  | Nodes made after parsing carry the line of the code they stand for;  |
  | searches are bounded in depth.                                       |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_ast.h"
#include "zend_compile.h"
#include "zend_smart_str.h"
#include "php_scalar_types.h"
#include "probes/compile/compile.h"

zend_ast *scalar_types_ast_at(zend_ast *ast, uint32_t lineno)
{
	/* A zval node keeps its line in the zval: created after parsing, it
	 * would say the file's last line, and an opcode compiled after it (the
	 * ASSIGN_OP of `$v .= …`) would throw from there. */
	if (ast->kind == ZEND_AST_ZVAL) {
		Z_LINENO_P(zend_ast_get_zval(ast)) = lineno;
	} else if (zend_ast_is_list(ast)) {
		zend_ast_get_list(ast)->lineno = lineno;
	} else {
		ast->lineno = lineno;
	}
	return ast;
}

zend_ast *scalar_types_str_ast(const char *s, size_t len, uint32_t lineno)
{
	zend_ast *ast = zend_ast_create_zval_from_str(zend_string_init(s, len, 0));
	return scalar_types_ast_at(ast, lineno);
}

/* \probe(args…): a fully qualified call, so no namespace lookup. */
zend_ast *scalar_types_probe_call4(const char *probe, zend_ast *a, zend_ast *b, zend_ast *c, zend_ast *d,
	uint32_t lineno)
{
	zend_ast *name = scalar_types_str_ast(probe, strlen(probe), lineno);
	zend_ast *args = scalar_types_ast_at(zend_ast_create_list(0, ZEND_AST_ARG_LIST), lineno);

	name->attr = ZEND_NAME_FQ;
	if (a) {
		args = zend_ast_list_add(args, a);
	}
	if (b) {
		args = zend_ast_list_add(args, b);
	}
	if (c) {
		args = zend_ast_list_add(args, c);
	}
	if (d) {
		args = zend_ast_list_add(args, d);
	}
	return scalar_types_ast_at(zend_ast_create(ZEND_AST_CALL, name, args), lineno);
}

zend_ast *scalar_types_probe_call(const char *probe, zend_ast *a, zend_ast *b, zend_ast *c, uint32_t lineno)
{
	return scalar_types_probe_call4(probe, a, b, c, NULL, lineno);
}

zend_ast *scalar_types_zval_ast(zval *zv, uint32_t lineno)
{
	return scalar_types_ast_at(zend_ast_create_zval(zv), lineno);
}

/* X::class of a class named literally: resolves the name (namespaces,
 * use, self/static/parent) as the root's fetch does, without autoloading. */
zend_ast *scalar_types_class_name_ast(zend_ast *cls, uint32_t lineno)
{
	zend_string *name = zend_ast_get_str(cls);
	zend_ast *copy = scalar_types_str_ast(ZSTR_VAL(name), ZSTR_LEN(name), lineno);

	copy->attr = cls->attr;
	return scalar_types_ast_at(zend_ast_create(ZEND_AST_CLASS_NAME, copy), lineno);
}

/* The class argument of a probe whose root's class is stashed: "\0id" (no
 * class name starts with a NUL byte). */
zend_ast *scalar_types_stash_class_ast(zend_long id, uint32_t lineno)
{
	smart_str s = {0};

	smart_str_appendc(&s, '\0');
	smart_str_append_long(&s, id);
	smart_str_0(&s);
	return scalar_types_ast_at(zend_ast_create_zval_from_str(s.s), lineno);
}

zend_ast *scalar_types_array_elem(zend_ast *value, uint32_t lineno)
{
	return scalar_types_ast_at(zend_ast_create(ZEND_AST_ARRAY_ELEM, value, NULL), lineno);
}

zend_ast *scalar_types_short_array(uint32_t lineno)
{
	zend_ast *a = scalar_types_ast_at(zend_ast_create_list(0, ZEND_AST_ARRAY), lineno);
	a->attr = ZEND_ARRAY_SYNTAX_SHORT;
	return a;
}

/* A function, method, closure, arrow function or class: a scope of its own. */
bool scalar_types_is_decl(zend_ast *ast)
{
	return ast->kind == ZEND_AST_FUNC_DECL || ast->kind == ZEND_AST_CLOSURE
		|| ast->kind == ZEND_AST_METHOD || ast->kind == ZEND_AST_CLASS
		|| ast->kind == ZEND_AST_ARROW_FUNC;
}

/* Whether test finds a node in ast's tree, depth-first and at most
 * max_depth levels down (a declaration's children too, where test
 * descends into it). */
bool scalar_types_ast_find(zend_ast *ast, uint32_t depth, uint32_t max_depth,
	scalar_types_ast_verdict (*test)(zend_ast *ast))
{
	zend_ast **children;
	uint32_t i, n;

	if (!ast || depth > max_depth) {
		return false;
	}
	switch (test(ast)) {
		case ST_AST_FOUND:
			return true;
		case ST_AST_SKIP:
			return false;
		default:
			break;
	}
	if (scalar_types_is_decl(ast)) {
		children = ((zend_ast_decl *) ast)->child;
		n = sizeof(((zend_ast_decl *) ast)->child) / sizeof(zend_ast *);
	} else if (zend_ast_is_special(ast)) {
		return false;
	} else if (zend_ast_is_list(ast)) {
		children = zend_ast_get_list(ast)->child;
		n = zend_ast_get_list(ast)->children;
	} else {
		children = ast->child;
		n = zend_ast_get_num_children(ast);
	}
	for (i = 0; i < n; i++) {
		if (scalar_types_ast_find(children[i], depth + 1, max_depth, test)) {
			return true;
		}
	}
	return false;
}
