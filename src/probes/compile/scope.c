/*
  +----------------------------------------------------------------------+
  | scalar_types: what the probe rewrite knows of a scope                |
  +----------------------------------------------------------------------+
  | The variables that may hold a reference (and so one bound to a typed |
  | property) and the instance properties a class declares.              |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_ast.h"
#include "zend_compile.h"
#include "php_scalar_types.h"
#include "probes/compile/compile.h"

/* extract($a, EXTR_REFS) may make any variable of its scope a reference:
 * the scope's set then holds this key, and every variable counts. */
#define ST_REFS_ALL "\0*"

/* A variable whose array elements may hold references is marked "\0name"
 * in a scope's set of reference variables (no variable's name has a NUL
 * byte). */
zend_string *scalar_types_ref_elements_mark(const zend_string *name)
{
	zend_string *marked = zend_string_alloc(ZSTR_LEN(name) + 1, 0);

	ZSTR_VAL(marked)[0] = '\0';
	memcpy(ZSTR_VAL(marked) + 1, ZSTR_VAL(name), ZSTR_LEN(name) + 1);
	return marked;
}

bool scalar_types_refs_has(const HashTable *refs, zend_string *var)
{
	return refs && (zend_hash_exists(refs, var) || zend_hash_str_exists(refs, ST_REFS_ALL, sizeof(ST_REFS_ALL) - 1));
}

static void scalar_types_ref_name(HashTable **set, zend_ast *name)
{
	if (!name || !scalar_types_ast_is_name(name) || zend_string_equals_literal(zend_ast_get_str(name), "this")) {
		return;
	}
	if (!*set) {
		ALLOC_HASHTABLE(*set);
		zend_hash_init(*set, 8, NULL, NULL, 0);
	}
	zend_hash_add_empty_element(*set, zend_ast_get_str(name));
}

/* A call of extract() whose flags may hold EXTR_REFS: any but a literal
 * integer without it (a constant, an expression, named or unpacked
 * arguments). */
static bool scalar_types_is_extract_refs(zend_ast *call)
{
	zend_ast_list *args;
	uint32_t i;

	/* extract or \extract (a namespace's own extract() is watched too: harmless) */
	if (!scalar_types_name_is(call->child[0], ZEND_STRL("extract")) || call->child[1]->kind != ZEND_AST_ARG_LIST) {
		return false;
	}
	args = zend_ast_get_list(call->child[1]);
	for (i = 0; i < args->children; i++) {
		if (args->child[i]->kind == ZEND_AST_UNPACK || args->child[i]->kind == ZEND_AST_NAMED_ARG) {
			return true;
		}
	}
	if (args->children < 2) {
		return false;
	}
	return args->child[1]->kind != ZEND_AST_ZVAL || Z_TYPE_P(zend_ast_get_zval(args->child[1])) != IS_LONG
		|| (Z_LVAL_P(zend_ast_get_zval(args->child[1])) & 256 /* EXTR_REFS */);
}

static void scalar_types_ref_var(HashTable **set, zend_ast *var)
{
	if (var && var->kind == ZEND_AST_VAR) {
		scalar_types_ref_name(set, var->child[0]);
	}
}

static void scalar_types_ref_elements_of(HashTable **set, zend_ast *var)
{
	zend_string *marked;

	if (!var || var->kind != ZEND_AST_VAR || !scalar_types_ast_is_name(var->child[0])) {
		return;
	}
	if (!*set) {
		ALLOC_HASHTABLE(*set);
		zend_hash_init(*set, 8, NULL, NULL, 0);
	}
	marked = scalar_types_ref_elements_mark(zend_ast_get_str(var->child[0]));
	zend_hash_add_empty_element(*set, marked);
	zend_string_release(marked);
}

/* $a[k] (also $a[k1][k2], $a[]) on either side of `=&`, or assigned an
 * array literal holding references: $a is marked */
static void scalar_types_ref_elements(HashTable **set, zend_ast *dim)
{
	if (dim && dim->kind == ZEND_AST_DIM) {
		while (dim->kind == ZEND_AST_DIM) {
			dim = dim->child[0];
		}
		scalar_types_ref_elements_of(set, dim);
	}
}

/* [&$o->p], ['k' => [&$o->p]], [&$x, [$y]] = …: an array literal or list
 * with a reference in it (so assumed when nested too deep to tell) */
bool scalar_types_array_has_refs(zend_ast *array, uint32_t depth)
{
	zend_ast_list *elems = zend_ast_get_list(array);
	uint32_t i;

	if (depth > 32) {
		return true;
	}
	for (i = 0; i < elems->children; i++) {
		zend_ast *elem = elems->child[i];

		if (elem && elem->kind == ZEND_AST_ARRAY_ELEM && (elem->attr
				|| (elem->child[0]->kind == ZEND_AST_ARRAY && scalar_types_array_has_refs(elem->child[0], depth + 1)))) {
			return true;
		}
	}
	return false;
}

/* A closure's `use (&$x)`: a reference in the closure and, from then on,
 * in the scope that creates it. */
void scalar_types_collect_uses(zend_ast *uses, HashTable **set)
{
	zend_ast_list *list = zend_ast_get_list(uses);
	uint32_t i;

	for (i = 0; i < list->children; i++) {
		if (list->child[i] && list->child[i]->attr /* ZEND_BIND_REF */) {
			scalar_types_ref_name(set, list->child[i]);
		}
	}
}

/* The variables of one scope (a function, or a file's top level) that may
 * hold a reference, and so one bound to a typed property: by-reference
 * parameters, closure uses by reference, both sides of `=&`, `global`,
 * `static`, `foreach (… as &$v)`, `[&$v]`, and all of them after
 * extract(…, EXTR_REFS). Writes to these are probed;
 * other variables are left alone. Nested functions are scopes of their own. */
void scalar_types_collect_refs(zend_ast *ast, HashTable **set, uint32_t depth)
{
	uint32_t i, n;

	if (!ast || depth > ST_AST_MAX_DEPTH) {
		return;
	}
	if (scalar_types_is_decl(ast)) {
		zend_ast_decl *decl = (zend_ast_decl *) ast;
		if (ast->kind == ZEND_AST_CLOSURE && decl->child[1]) {
			scalar_types_collect_uses(decl->child[1], set);
		}
		return;
	}
	if (zend_ast_is_special(ast)) {
		return;
	}
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		for (i = 0; i < list->children; i++) {
			scalar_types_collect_refs(list->child[i], set, depth + 1);
		}
		return;
	}
	switch (ast->kind) {
		case ZEND_AST_PARAM:
			if (ast->attr & ZEND_PARAM_REF) {
				scalar_types_ref_name(set, ast->child[1]);
			}
			return;
		case ZEND_AST_ASSIGN_REF:
			scalar_types_ref_var(set, ast->child[0]);
			scalar_types_ref_var(set, ast->child[1]);
			scalar_types_ref_elements(set, ast->child[0]);
			scalar_types_ref_elements(set, ast->child[1]);
			break;
		case ZEND_AST_ASSIGN:
			/* $a = [&$o->p, …], $a['k'] = ['x' => &$o->p] */
			if (ast->child[1]->kind == ZEND_AST_ARRAY && scalar_types_array_has_refs(ast->child[1], 0)) {
				if (ast->child[0]->kind == ZEND_AST_VAR) {
					scalar_types_ref_elements_of(set, ast->child[0]);
				} else {
					scalar_types_ref_elements(set, ast->child[0]);
				}
			}
			break;
		case ZEND_AST_GLOBAL:
			scalar_types_ref_var(set, ast->child[0]);
			break;
		case ZEND_AST_STATIC:
			scalar_types_ref_name(set, ast->child[0]);
			break;
		case ZEND_AST_REF: /* foreach (… as &$v) */
			scalar_types_ref_var(set, ast->child[0]);
			break;
		case ZEND_AST_ARRAY_ELEM:
			if (ast->attr) {
				scalar_types_ref_var(set, ast->child[0]);
			}
			break;
		case ZEND_AST_CALL:
			if (scalar_types_is_extract_refs(ast)) {
				if (!*set) {
					ALLOC_HASHTABLE(*set);
					zend_hash_init(*set, 8, NULL, NULL, 0);
				}
				zend_hash_str_add_empty_element(*set, ST_REFS_ALL, sizeof(ST_REFS_ALL) - 1);
			}
			break;
		default:
			break;
	}
	n = zend_ast_get_num_children(ast);
	for (i = 0; i < n; i++) {
		scalar_types_collect_refs(ast->child[i], set, depth + 1);
	}
}

/* One declared property: name -> its type AST, or the untyped marker. */
static void scalar_types_class_prop(HashTable **set, zend_ast *name, zend_ast *type)
{
	if (!scalar_types_ast_is_name(name)) {
		return;
	}
	if (!*set) {
		ALLOC_HASHTABLE(*set);
		zend_hash_init(*set, 8, NULL, NULL, 0);
	}
	zend_hash_update_ptr(*set, zend_ast_get_str(name), type ? type : &scalar_types_untyped);
}

/* The instance properties a class declares (also by constructor promotion),
 * with their types; 8.4 hooked ones are left out. NULL for a trait, whose
 * properties and methods end up in classes of their own. */
HashTable *scalar_types_class_props(zend_ast_decl *cls)
{
	HashTable *set = NULL;
	zend_ast_list *stmts;
	uint32_t i, j;

	if ((cls->flags & ZEND_ACC_TRAIT) || !cls->child[2] || !zend_ast_is_list(cls->child[2])) {
		return NULL;
	}
	stmts = zend_ast_get_list(cls->child[2]);
	for (i = 0; i < stmts->children; i++) {
		zend_ast *stmt = stmts->child[i];

		if (!stmt) {
			continue;
		}
		if (stmt->kind == ZEND_AST_PROP_GROUP && !(stmt->attr & ZEND_ACC_STATIC) && stmt->child[1]) {
			zend_ast_list *props = zend_ast_get_list(stmt->child[1]);
			for (j = 0; j < props->children; j++) {
				zend_ast *elem = props->child[j];
#if PHP_VERSION_ID >= 80400
				if (elem->child[3]) {
					continue; /* hooks */
				}
#endif
				scalar_types_class_prop(&set, elem->child[0], stmt->child[0]);
			}
		} else if (stmt->kind == ZEND_AST_METHOD && ((zend_ast_decl *) stmt)->name
				&& zend_string_equals_literal_ci(((zend_ast_decl *) stmt)->name, "__construct")
				&& ((zend_ast_decl *) stmt)->child[0]) {
			zend_ast_list *params = zend_ast_get_list(((zend_ast_decl *) stmt)->child[0]);
			for (j = 0; j < params->children; j++) {
				zend_ast *param = params->child[j];
				if (!(param->attr & (ZEND_ACC_PPP_MASK | ZEND_ACC_READONLY))) {
					continue; /* not promoted */
				}
#if PHP_VERSION_ID >= 80400
				if (param->child[5]) {
					continue;
				}
#endif
				scalar_types_class_prop(&set, param->child[1], param->child[0]);
			}
		}
	}
	return set;
}
