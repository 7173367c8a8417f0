/*
  +----------------------------------------------------------------------+
  | scalar_types: write targets and sources, encoded as probe paths      |
  +----------------------------------------------------------------------+
  | What a probe needs to find a write target again at run time: the     |
  | object path, the property name and the stashed parts (path.h).       |
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
#include "rules/engine_tables.h"
#include "probes/compile/compile.h"

zend_long scalar_types_plan_add(scalar_types_stash_plan *plan, zend_ast **slot)
{
	zend_long id = ++ST_G(probes.stash_next_id);

	plan->slot[plan->count] = slot;
	plan->id[plan->count++] = id;
	return id;
}

/* A plain variable (not $this): the path names it, the probe reads it. */
bool scalar_types_ast_is_var(zend_ast *k)
{
	return k->kind == ZEND_AST_VAR && scalar_types_ast_is_name(k->child[0])
		&& !zend_string_equals_literal(zend_ast_get_str(k->child[0]), "this");
}

static scalar_types_ast_verdict scalar_types_runtime_node(zend_ast *ast)
{
	if (ast->kind == ZEND_AST_ZVAL || zend_ast_is_special(ast)) {
		return ST_AST_SKIP;
	}
	switch (ast->kind) {
		case ZEND_AST_VAR:
		case ZEND_AST_CALL:
		case ZEND_AST_METHOD_CALL:
		case ZEND_AST_NULLSAFE_METHOD_CALL:
		case ZEND_AST_STATIC_CALL:
		case ZEND_AST_STATIC_PROP:
		case ZEND_AST_NEW:
			return ST_AST_FOUND;
		case ZEND_AST_AND:
		case ZEND_AST_OR:
		case ZEND_AST_COALESCE:
		case ZEND_AST_CONDITIONAL:
			return ST_AST_SKIP; /* a constant left side may fold the whole */
		default:
			return ST_AST_DESCEND;
	}
}

/* Whether an expression's value is only known at run time (it reads a
 * variable or calls something): one the compiler can fold to a constant
 * keeps its compile-time conversion (and "Array to string conversion"
 * warning) only where it is left in place. */
bool scalar_types_ast_is_runtime(zend_ast *ast, uint32_t depth)
{
	return scalar_types_ast_find(ast, depth, 32, scalar_types_runtime_node);
}

/* A link the path encodes as it is written: a literal property name, a
 * literal key, or a key held in a plain variable. */
static bool scalar_types_link_is_literal(zend_ast *link)
{
	zend_ast *k = link->child[1];

	if (link->kind == ZEND_AST_PROP) {
		return scalar_types_ast_is_name(k);
	}
	return (k->kind == ZEND_AST_ZVAL && (Z_TYPE_P(zend_ast_get_zval(k)) == IS_LONG || scalar_types_ast_is_name(k)))
		|| scalar_types_ast_is_var(k);
}

/* A literal or variable array key as a path segment: '#' and an int, '['
 * and a string, '$' and a variable's name. */
static bool scalar_types_key_segment(smart_str *s, zend_ast *k)
{
	if (k->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(k)) == IS_LONG) {
		smart_str_appendc(s, ST_SEG_INT_KEY);
		smart_str_append_long(s, Z_LVAL_P(zend_ast_get_zval(k)));
	} else if (scalar_types_ast_is_name(k)) {
		smart_str_appendc(s, ST_SEG_STR_KEY);
		smart_str_append(s, zend_ast_get_str(k));
	} else if (scalar_types_ast_is_var(k)) {
		smart_str_appendc(s, ST_SEG_VAR_KEY);
		smart_str_append(s, zend_ast_get_str(k->child[0]));
	} else {
		return false;
	}
	return true;
}

/* $a[k], $a[k1][k2]… (up to ST_PROP_PATH_MAX keys, each literal or a
 * plain variable) of a plain variable: its name and the keys as the path
 * encodes array links, from the variable out, "\0"-separated. */
bool scalar_types_elem_path(zend_ast *dim, zend_string **var, zend_string **seg_out)
{
	zend_ast *dims[ST_PROP_PATH_MAX], *root = dim;
	smart_str seg = {0};
	uint32_t n = 0;

	while (root->kind == ZEND_AST_DIM) {
		if (n == ST_PROP_PATH_MAX || !root->child[1]) {
			return false;
		}
		dims[n++] = root;
		root = root->child[0];
	}
	if (!n || !scalar_types_ast_is_var(root)) {
		return false;
	}
	while (n--) {
		if (!scalar_types_key_segment(&seg, dims[n]->child[1])) {
			smart_str_free(&seg);
			return false;
		}
		if (n) {
			smart_str_appendc(&seg, '\0');
		}
	}
	smart_str_0(&seg);
	*var = zend_ast_get_str(root->child[0]);
	*seg_out = seg.s;
	return true;
}

/* A call as the object of a write: f()->p = …, $o->m()->p = …,
 * X::get()->p = …, current($objs)->p = …. Other expressions there are a
 * compile error ("Cannot use temporary expression in write context"), and
 * so are the builtins above, which are left alone. */
static bool scalar_types_stashable_root(zend_ast *var)
{
	zend_ast *name;
	zend_string *n, *lc;
	const char *s;
	size_t len;
	bool special;

	if (var->kind == ZEND_AST_METHOD_CALL || var->kind == ZEND_AST_STATIC_CALL) {
		return true;
	}
	if (var->kind != ZEND_AST_CALL) {
		return false;
	}
	name = var->child[0];
	if (name->kind != ZEND_AST_ZVAL) {
		return true; /* $fn(), a call of a closure */
	}
	if (Z_TYPE_P(zend_ast_get_zval(name)) != IS_STRING) {
		return false;
	}
	n = zend_ast_get_str(name);
	s = ZSTR_VAL(n);
	len = ZSTR_LEN(n);
	/* the last segment: an unqualified name in a namespace may fall back to it */
	{
		const char *bs = zend_memrchr(s, '\\', len);
		if (bs) {
			len -= bs + 1 - s;
			s = bs + 1;
		}
	}
	lc = zend_string_init(s, len, 0);
	zend_str_tolower(ZSTR_VAL(lc), len);
	{
		zend_function *f = zend_hash_find_ptr(CG(function_table), lc);
		special = f && f->type == ZEND_INTERNAL_FUNCTION && scalar_types_compiles_special(lc, f);
	}
	zend_string_release(lc);
	return !special;
}

/* An instance property target reached from a variable through literal
 * property names and array keys: $var->prop, $this->a->b->prop,
 * $rows[$i]->p, $var->{$name}; with a plan (stash) also from a call or a
 * static property of a computed class, through computed names and keys.
 * Gives the object's path (the variable, or "" and "@id" for a stashed
 * object, then "\0"-separated links from the root out, each tagged: '>'
 * property name, '[' string key, '#' integer key, '$' key held in a
 * variable, '{' stashed name, '@' stashed key) and the name (the literal,
 * "\0" and the variable holding it, or "\0\0id" for a stashed one: no
 * accessible property's name starts with a NUL byte); false for other
 * forms. root_class: the class of a static property root, named literally
 * (else NULL; plan->class_id for a stashed one). */
bool scalar_types_prop_target(zend_ast *target, zend_string **path_out, zend_string **name_out,
	zend_ast **root_class, scalar_types_stash_plan *plan)
{
	zend_ast *var, *prop;
	zend_ast **var_slot;
	zend_ast *links[ST_PROP_PATH_MAX];
	uint32_t n = 0;
	smart_str path = {0}, name = {0};
	enum { ROOT_VAR, ROOT_CLASS, ROOT_CLASS_STASHED, ROOT_CALL } root;

	if (target->kind != ZEND_AST_PROP) {
		return false;
	}
	if (plan) {
		plan->count = 0;
		plan->class_id = 0;
	}
	var_slot = &target->child[0];
	var = *var_slot;
	prop = target->child[1];
	while (var->kind == ZEND_AST_PROP || var->kind == ZEND_AST_DIM) {
		if (n == ST_PROP_PATH_MAX || !var->child[1] || (!scalar_types_link_is_literal(var)
				&& (!plan || !scalar_types_ast_is_runtime(var->child[1], 0)))) {
			return false;
		}
		links[n++] = var;
		var_slot = &var->child[0];
		var = *var_slot;
	}
	if (root_class) {
		*root_class = NULL;
	}
	/* a static property as the root: of a class named literally (X::,
	 * self::, static::, parent::), or computed ($cls::$p); its name is the
	 * path's first segment */
	if (root_class && var->kind == ZEND_AST_STATIC_PROP && scalar_types_ast_is_name(var->child[1])
			&& var->child[0]->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(var->child[0])) == IS_STRING) {
		root = ROOT_CLASS;
		*root_class = var->child[0];
	} else if (root_class && plan && var->kind == ZEND_AST_STATIC_PROP && scalar_types_ast_is_name(var->child[1])
			&& scalar_types_ast_is_runtime(var->child[0], 0)) {
		root = ROOT_CLASS_STASHED;
	} else if (plan && scalar_types_stashable_root(var)) {
		root = ROOT_CALL;
	} else if (var->kind == ZEND_AST_VAR && scalar_types_ast_is_name(var->child[0])) {
		root = ROOT_VAR;
	} else {
		return false;
	}
	if (!scalar_types_ast_is_name(prop) && !scalar_types_ast_is_var(prop)
			&& (!plan || !scalar_types_ast_is_runtime(prop, 0))) {
		return false;
	}
	/* from here on it is a target: ids are given out in evaluation order */
	switch (root) {
		case ROOT_CALL:
			smart_str_appendc(&path, '\0');
			smart_str_appendc(&path, ST_SEG_STASH_KEY);
			smart_str_append_long(&path, scalar_types_plan_add(plan, var_slot));
			break;
		case ROOT_CLASS_STASHED:
			plan->class_id = scalar_types_plan_add(plan, &var->child[0]);
			ZEND_FALLTHROUGH;
		case ROOT_CLASS:
			smart_str_append(&path, zend_ast_get_str(var->child[1]));
			break;
		case ROOT_VAR:
			smart_str_append(&path, zend_ast_get_str(var->child[0]));
			break;
	}
	while (n) {
		zend_ast *link = links[--n], *k = link->child[1];
		smart_str_appendc(&path, '\0');
		if (!scalar_types_link_is_literal(link)) {
			smart_str_appendc(&path, link->kind == ZEND_AST_PROP ? ST_SEG_STASH_NAME : ST_SEG_STASH_KEY);
			smart_str_append_long(&path, scalar_types_plan_add(plan, &link->child[1]));
		} else if (link->kind == ZEND_AST_PROP) {
			smart_str_appendc(&path, ST_SEG_PROP);
			smart_str_append(&path, zend_ast_get_str(k));
		} else {
			scalar_types_key_segment(&path, k);
		}
	}
	if (scalar_types_ast_is_name(prop)) {
		smart_str_append(&name, zend_ast_get_str(prop));
	} else if (scalar_types_ast_is_var(prop)) {
		smart_str_appendc(&name, '\0');
		smart_str_append(&name, zend_ast_get_str(prop->child[0]));
	} else {
		smart_str_appendl(&name, "\0\0", 2);
		smart_str_append_long(&name, scalar_types_plan_add(plan, &target->child[1]));
	}
	smart_str_0(&path);
	smart_str_0(&name);
	*path_out = path.s;
	*name_out = name.s;
	return true;
}

/* Whether the object path or the name of a property target (as encoded
 * above) reads variable var. */
bool scalar_types_prop_target_reads(const zend_string *path, const zend_string *name, const zend_string *var)
{
	const char *p = ZSTR_VAL(path), *end = p + ZSTR_LEN(path);
	bool first = true;

	if (ZSTR_VAL(name)[0] == '\0' && ZSTR_LEN(name) - 1 == ZSTR_LEN(var)
			&& !memcmp(ZSTR_VAL(name) + 1, ZSTR_VAL(var), ZSTR_LEN(var))) {
		return true;
	}
	while (p < end) {
		const char *sep = memchr(p, 0, end - p), *seg_end = sep ? sep : end;
		const char *v = first ? p : (*p == ST_SEG_VAR_KEY ? p + 1 : NULL);
		if (v && (size_t) (seg_end - v) == ZSTR_LEN(var) && !memcmp(v, ZSTR_VAL(var), ZSTR_LEN(var))) {
			return true;
		}
		first = false;
		p = seg_end + 1;
	}
	return false;
}

/* The class of X::$name, self::$name, parent::$name or static::$name, the
 * class and the name written literally, as its probe takes it: the name
 * the compiler resolves (X::class), or the keyword, resolved by the probe
 * from the frame (so that no new compile error can arise). NULL otherwise. */
static zend_ast *scalar_types_static_source_class(zend_ast *e, uint32_t lineno)
{
	zend_ast *cls = e->child[0], *name = e->child[1];

	if (cls->kind != ZEND_AST_ZVAL || Z_TYPE_P(zend_ast_get_zval(cls)) != IS_STRING
			|| name->kind != ZEND_AST_ZVAL || Z_TYPE_P(zend_ast_get_zval(name)) != IS_STRING) {
		return NULL;
	}
	if (zend_string_equals_literal_ci(zend_ast_get_str(cls), "self")) {
		return scalar_types_str_ast(ZEND_STRL("self"), lineno);
	}
	if (zend_string_equals_literal_ci(zend_ast_get_str(cls), "parent")) {
		return scalar_types_str_ast(ZEND_STRL("parent"), lineno);
	}
	if (zend_string_equals_literal_ci(zend_ast_get_str(cls), "static")) {
		return scalar_types_str_ast(ZEND_STRL("static"), lineno);
	}
	return scalar_types_class_name_ast(cls, lineno);
}

/* A variable, an element of one (keys literal or held in variables) or a
 * property reached from one through literal names and keys, as the probes
 * that read it by name take it (see scalar_types_bind_source()): the
 * variable's name (*op ST_OP_BIND_VAR); its name, "\0" and the keys
 * (ST_OP_BIND_ELEM); the object's path, "\0>" and the property's name
 * (ST_OP_BIND_PROP); [name, class] for a static property
 * (ST_OP_BIND_STATIC). NULL for anything else, and superglobals. */
zend_ast *scalar_types_source_desc(zend_ast *src, uint32_t lineno, uint32_t *op)
{
	zend_string *var;

	if (src->kind == ZEND_AST_STATIC_PROP) {
		zend_ast *cls = scalar_types_static_source_class(src, lineno), *name, *list;

		if (!cls) {
			return NULL;
		}
		name = scalar_types_str_ast(Z_STRVAL_P(zend_ast_get_zval(src->child[1])),
			Z_STRLEN_P(zend_ast_get_zval(src->child[1])), lineno);
		list = zend_ast_create_list(2, ZEND_AST_ARRAY,
			scalar_types_ast_at(zend_ast_create(ZEND_AST_ARRAY_ELEM, name, NULL), lineno),
			scalar_types_ast_at(zend_ast_create(ZEND_AST_ARRAY_ELEM, cls, NULL), lineno));
		list->attr = ZEND_ARRAY_SYNTAX_SHORT;
		*op = ST_OP_BIND_STATIC;
		return scalar_types_ast_at(list, lineno);
	}

	if (src->kind == ZEND_AST_PROP) {
		zend_string *path, *name;
		zend_ast *root = NULL;
		smart_str desc = {0};

		if (!scalar_types_prop_target(src, &path, &name, &root, NULL)) {
			return NULL;
		}
		if (!root && ZSTR_LEN(name) && ZSTR_VAL(name)[0] != '\0') {
			smart_str_append(&desc, path);
			smart_str_appendc(&desc, '\0');
			smart_str_appendc(&desc, ST_SEG_PROP);
			smart_str_append(&desc, name);
			smart_str_0(&desc);
		}
		zend_string_release(path);
		zend_string_release(name);
		if (!desc.s) {
			return NULL;
		}
		*op = ST_OP_BIND_PROP;
		return scalar_types_ast_at(zend_ast_create_zval_from_str(desc.s), lineno);
	}

	if (src->kind == ZEND_AST_DIM) {
		zend_string *seg;
		smart_str desc = {0};

		if (!scalar_types_elem_path(src, &var, &seg)) {
			return NULL;
		}
		if (zend_hash_exists(CG(auto_globals), var)) {
			zend_string_release(seg);
			return NULL;
		}
		smart_str_append(&desc, var);
		smart_str_appendc(&desc, '\0');
		smart_str_append(&desc, seg);
		smart_str_0(&desc);
		zend_string_release(seg);
		*op = ST_OP_BIND_ELEM;
		return scalar_types_ast_at(zend_ast_create_zval_from_str(desc.s), lineno);
	}
	if (src->kind != ZEND_AST_VAR || src->child[0]->kind != ZEND_AST_ZVAL
			|| Z_TYPE_P(zend_ast_get_zval(src->child[0])) != IS_STRING) {
		return NULL;
	}
	var = zend_ast_get_str(src->child[0]);
	if ((!scalar_types_ast_is_var(src) && !zend_string_equals_cstr(var, ZEND_STRL(ST_FOREACH_VALUE)))
			|| zend_hash_exists(CG(auto_globals), var)) {
		return NULL;
	}
	*op = ST_OP_BIND_VAR;
	return scalar_types_str_ast(ZSTR_VAL(var), ZSTR_LEN(var), lineno);
}
