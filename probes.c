/*
  +----------------------------------------------------------------------+
  | scalar_types: AST probes for compare mode                            |
  +----------------------------------------------------------------------+
  | The observer sees arguments. Return values and typed property writes |
  | are coerced inside opcodes (VERIFY_RETURN_TYPE, ASSIGN_OBJ) it never |
  | sees, and strlen() compiles to an opcode. The compiler hook makes    |
  | each visible by routing the value through a pass-through internal    |
  | function, evaluated where the value already was: the app computes,   |
  | prints and throws exactly what it did.                               |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include <math.h>

#include "php.h"
#include "zend_ast.h"
#include "zend_compile.h"
#include "zend_exceptions.h"
#include "zend_operators.h"
#include "zend_smart_str.h"
#include "php_scalar_types.h"
#include "coercion.h"
#include "report.h"
#include "receipt.h"
#include "probes.h"
#include "ast_types.h"

ZEND_EXTERN_MODULE_GLOBALS(scalar_types)

#define ST_AST_MAX_DEPTH 2000

/* The pseudo-operations of a binding `target = &source` (the value the
 * probe gets describes the source, see scalar_types_source_desc()): a
 * variable, an element of one, a property reached from one. */
#define ST_OP_BIND_VAR  ZEND_ASSIGN_REF
#define ST_OP_BIND_ELEM ZEND_FETCH_DIM_W
#define ST_OP_BIND_PROP ZEND_FETCH_OBJ_W
#define ST_OP_BIND_STATIC ZEND_FETCH_STATIC_PROP_W
#define ST_OP_IS_BIND(op) ((op) == ST_OP_BIND_VAR || (op) == ST_OP_BIND_ELEM || (op) == ST_OP_BIND_PROP \
	|| (op) == ST_OP_BIND_STATIC)

/* a foreach's hidden variables (see scalar_types_walk_foreach()) */
#define ST_FOREACH_VALUE "\0st_foreach_value"
#define ST_FOREACH_KEY   "\0st_foreach_key"

#define ST_PROBE_RETURN   "ScalarTypes\\observe_return"
#define ST_PROBE_PROPERTY "ScalarTypes\\observe_property"
#define ST_PROBE_STATIC   "ScalarTypes\\observe_static_property"
#define ST_PROBE_LIST     "ScalarTypes\\observe_list"
#define ST_PROBE_REFERENCE "ScalarTypes\\observe_reference"
#define ST_PROBE_STASH    "ScalarTypes\\stash"
#define ST_PROBE_ELEMENT_REFERENCE "ScalarTypes\\observe_element_reference"
#define ST_PROBE_RETURN_REFERENCE "ScalarTypes\\observe_return_reference"
#define ST_LIST_MAX       32   /* elements of a destructuring looked at */

/* What the walk carries down the tree. */
#define ST_CTX_WEAK         (1u << 0) /* the file compiles weak */
#define ST_CTX_RETURNS      (1u << 1) /* inside a function whose returns are probed */
#define ST_CTX_WRITE        (1u << 2) /* a write or reference context: builtins stay */
#define ST_CTX_GLOBAL_NAMES (1u << 3) /* no namespace, no `use function`: unqualified = global */

/* Whether the compiler turns this call into the STRLEN opcode rather than a
 * call: the name must resolve to the global function at compile time (an
 * unqualified name in a namespace, or imported by `use function`, is looked
 * up at run time and may be a user function). chr() and ord() are folded
 * only for literal arguments of their own type, which are exact anyway. */
static bool scalar_types_is_strlen_opcode(zend_ast *name, uint32_t ctx)
{
	if (name->kind != ZEND_AST_ZVAL || !scalar_types_name_is(name, ZEND_STRL("strlen"))) {
		return false;
	}
	return name->attr == ZEND_NAME_FQ || (name->attr == ZEND_NAME_NOT_FQ && (ctx & ST_CTX_GLOBAL_NAMES));
}

static zend_ast *scalar_types_ast_at(zend_ast *ast, uint32_t lineno)
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

static zend_ast *scalar_types_str_ast(const char *s, size_t len, uint32_t lineno)
{
	zend_ast *ast = zend_ast_create_zval_from_str(zend_string_init(s, len, 0));
	return scalar_types_ast_at(ast, lineno);
}

/* \probe(args…): a fully qualified call, so no namespace lookup. */
static zend_ast *scalar_types_probe_call4(const char *probe, zend_ast *a, zend_ast *b, zend_ast *c, zend_ast *d,
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

static zend_ast *scalar_types_probe_call(const char *probe, zend_ast *a, zend_ast *b, zend_ast *c, uint32_t lineno)
{
	return scalar_types_probe_call4(probe, a, b, c, NULL, lineno);
}

/* strlen(), chr(), ord() with plain arguments compile to opcodes, never to
 * calls. An argument unpack keeps zend_try_compile_special_func() away; the
 * call then behaves the same: result, deprecation, TypeError text. */
static bool scalar_types_unpack_args(zend_ast *call)
{
	zend_ast_list *args = zend_ast_get_list(call->child[1]);
	zend_ast *array;
	uint32_t i;

	if (args->children == 0) {
		return false;
	}
	for (i = 0; i < args->children; i++) {
		zend_ast *arg = args->child[i];
		if (arg->kind == ZEND_AST_UNPACK || arg->kind == ZEND_AST_NAMED_ARG
				|| arg->kind == ZEND_AST_CALLABLE_CONVERT) {
			return false; /* never special-cased by the compiler anyway */
		}
	}
	array = scalar_types_ast_at(zend_ast_create_list(0, ZEND_AST_ARRAY), call->lineno);
	array->attr = ZEND_ARRAY_SYNTAX_SHORT;
	for (i = 0; i < args->children; i++) {
		array = zend_ast_list_add(array,
			scalar_types_ast_at(zend_ast_create(ZEND_AST_ARRAY_ELEM, args->child[i], NULL), call->lineno));
	}
	args->child[0] = scalar_types_ast_at(zend_ast_create(ZEND_AST_UNPACK, array), call->lineno);
	args->children = 1;
	return true;
}


/* A write target's parts that only an expression gives (the object a
 * call returns, a class, key or name an expression computes) are routed
 * through \ScalarTypes\stash() as they are evaluated, in the engine's
 * order (the root, the links inside out, the name, then the value), so
 * that the probe finds them without evaluating anything twice. */
#define ST_STASH_PARTS (ST_PROP_PATH_MAX + 2)
typedef struct _scalar_types_stash_plan {
	zend_ast **slot[ST_STASH_PARTS];
	zend_long id[ST_STASH_PARTS];
	uint32_t count;
	zend_long class_id;  /* a root X::$p whose class is computed: its part's id */
} scalar_types_stash_plan;

static zend_long scalar_types_plan_add(scalar_types_stash_plan *plan, zend_ast **slot)
{
	zend_long id = ++ST_G(stash_next_id);

	plan->slot[plan->count] = slot;
	plan->id[plan->count++] = id;
	return id;
}

/* A plain variable (not $this): the path names it, the probe reads it. */
static bool scalar_types_ast_is_var(zend_ast *k)
{
	return k->kind == ZEND_AST_VAR && scalar_types_ast_is_name(k->child[0])
		&& !zend_string_equals_literal(zend_ast_get_str(k->child[0]), "this");
}

/* A variable whose array elements may hold references is marked "\0name"
 * in a scope's set of reference variables (no variable's name has a NUL
 * byte). */
static zend_string *scalar_types_ref_elements_mark(const zend_string *name)
{
	zend_string *marked = zend_string_alloc(ZSTR_LEN(name) + 1, 0);

	ZSTR_VAL(marked)[0] = '\0';
	memcpy(ZSTR_VAL(marked) + 1, ZSTR_VAL(name), ZSTR_LEN(name) + 1);
	return marked;
}

/* Whether an expression's value is only known at run time (it reads a
 * variable or calls something): one the compiler can fold to a constant
 * keeps its compile-time conversion (and "Array to string conversion"
 * warning) only where it is left in place. */
static bool scalar_types_is_decl(zend_ast *ast)
{
	return ast->kind == ZEND_AST_FUNC_DECL || ast->kind == ZEND_AST_CLOSURE
		|| ast->kind == ZEND_AST_METHOD || ast->kind == ZEND_AST_CLASS
		|| ast->kind == ZEND_AST_ARROW_FUNC;
}

/* What a tree search asks of each node: found, look below it, or not. */
typedef enum _scalar_types_ast_verdict {
	ST_AST_FOUND,
	ST_AST_DESCEND,
	ST_AST_SKIP
} scalar_types_ast_verdict;

/* Whether test finds a node in ast's tree, depth-first and at most
 * max_depth levels down (a declaration's children too, where test
 * descends into it). */
static bool scalar_types_ast_find(zend_ast *ast, uint32_t depth, uint32_t max_depth,
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

static bool scalar_types_ast_is_runtime(zend_ast *ast, uint32_t depth)
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
		smart_str_appendc(s, '#');
		smart_str_append_long(s, Z_LVAL_P(zend_ast_get_zval(k)));
	} else if (scalar_types_ast_is_name(k)) {
		smart_str_appendc(s, '[');
		smart_str_append(s, zend_ast_get_str(k));
	} else if (scalar_types_ast_is_var(k)) {
		smart_str_appendc(s, '$');
		smart_str_append(s, zend_ast_get_str(k->child[0]));
	} else {
		return false;
	}
	return true;
}

/* $a[k], $a[k1][k2]… (up to ST_PROP_PATH_MAX keys, each literal or a
 * plain variable) of a plain variable: its name and the keys as the path
 * encodes array links, from the variable out, "\0"-separated. */
static bool scalar_types_elem_path(zend_ast *dim, zend_string **var, zend_string **seg_out)
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

/* Builtins that zend_try_compile_special_func() may compile to an opcode
 * with a temporary result (depending on the arguments): in a write context
 * that is a compile error, which a probe call around them would turn into
 * valid code. 8.4 adds sprintf(); its frameless calls are temporaries too. */
static const char *const scalar_types_special_funcs[] = {
	"strlen", "is_null", "is_bool", "is_long", "is_int", "is_integer", "is_float", "is_double", "is_string",
	"is_array", "is_object", "is_resource", "is_scalar", "boolval", "intval", "floatval", "doubleval", "strval",
	"defined", "chr", "ord", "call_user_func_array", "call_user_func", "in_array", "count", "sizeof", "get_class",
	"get_called_class", "gettype", "func_num_args", "func_get_args", "array_slice", "array_key_exists", "sprintf",
};

static bool scalar_types_compiles_special(const zend_string *lc, const zend_function *f)
{
	size_t i;

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
 * object, then "\0"-separated links outermost first, each tagged: '>'
 * property name, '[' string key, '#' integer key, '$' key held in a
 * variable, '{' stashed name, '@' stashed key) and the name (the literal,
 * "\0" and the variable holding it, or "\0\0id" for a stashed one: no
 * accessible property's name starts with a NUL byte); false for other
 * forms. root_class: the class of a static property root, named literally
 * (else NULL; plan->class_id for a stashed one). */
static bool scalar_types_prop_target(zend_ast *target, zend_string **path_out, zend_string **name_out,
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
			smart_str_appendl(&path, "\0@", 2);
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
			smart_str_appendc(&path, link->kind == ZEND_AST_PROP ? '{' : '@');
			smart_str_append_long(&path, scalar_types_plan_add(plan, &link->child[1]));
		} else if (link->kind == ZEND_AST_PROP) {
			smart_str_appendc(&path, '>');
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
static bool scalar_types_prop_target_reads(const zend_string *path, const zend_string *name, const zend_string *var)
{
	const char *p = ZSTR_VAL(path), *end = p + ZSTR_LEN(path);
	bool first = true;

	if (ZSTR_VAL(name)[0] == '\0' && ZSTR_LEN(name) - 1 == ZSTR_LEN(var)
			&& !memcmp(ZSTR_VAL(name) + 1, ZSTR_VAL(var), ZSTR_LEN(var))) {
		return true;
	}
	while (p < end) {
		const char *sep = memchr(p, 0, end - p), *seg_end = sep ? sep : end;
		const char *v = first ? p : (*p == '$' ? p + 1 : NULL);
		if (v && (size_t) (seg_end - v) == ZSTR_LEN(var) && !memcmp(v, ZSTR_VAL(var), ZSTR_LEN(var))) {
			return true;
		}
		first = false;
		p = seg_end + 1;
	}
	return false;
}

static zend_ast *scalar_types_zval_ast(zval *zv, uint32_t lineno)
{
	return scalar_types_ast_at(zend_ast_create_zval(zv), lineno);
}

/* What the walk knows of the scope it is in: the declared return type of
 * the function whose returns are probed, the variables that may hold a
 * reference, in a method the instance properties its class declares
 * (name -> type AST), and the parameters that keep their received type. */
typedef struct _scalar_types_scope {
	zend_ast *ret_type;
	HashTable *refs;
	const HashTable *class_props;
	const scalar_types_params *params;
	bool ret_by_ref;        /* the function returns by reference */
} scalar_types_scope;

/* extract($a, EXTR_REFS) may make any variable of its scope a reference:
 * the scope's set then holds this key, and every variable counts. */
#define ST_REFS_ALL "\0*"

static bool scalar_types_refs_has(const HashTable *refs, zend_string *var)
{
	return refs && (zend_hash_exists(refs, var) || zend_hash_str_exists(refs, ST_REFS_ALL, sizeof(ST_REFS_ALL) - 1));
}


/* The types every value of e has, as far as the scope tells (0: unknown). */
static uint32_t scalar_types_scope_mask(zend_ast *e, const scalar_types_scope *sc)
{
	return scalar_types_ast_value_mask(e, sc->params, sc->class_props);
}

/* A write to $this->name of the class's own property (see
 * scalar_types_this_prop_type()) where nothing can coerce: the property is
 * untyped or its type has no scalar, or the value's known type is one the
 * declaration takes (op: 0 for `=` and `??=`, or ZEND_CONCAT; value NULL
 * when unknown). */
static bool scalar_types_quiet_target(zend_ast *target, zend_ast *value, uint32_t op, const scalar_types_scope *sc)
{
	zend_ast *type;

	if (!(type = scalar_types_this_prop_type(target, sc->class_props))) {
		return false;
	}
	if (type == &scalar_types_untyped || !scalar_types_type_ast_is_scalar(type)) {
		return true;
	}
	if (!value) {
		return false;
	}
	return scalar_types_type_ast_takes(type, op == ZEND_CONCAT ? MAY_BE_STRING : op ? 0 : scalar_types_scope_mask(value, sc));
}

/* X::class of a class named literally: resolves the name (namespaces,
 * use, self/static/parent) as the root's fetch does, without autoloading. */
static zend_ast *scalar_types_class_name_ast(zend_ast *cls, uint32_t lineno)
{
	zend_string *name = zend_ast_get_str(cls);
	zend_ast *copy = scalar_types_str_ast(ZSTR_VAL(name), ZSTR_LEN(name), lineno);

	copy->attr = cls->attr;
	return scalar_types_ast_at(zend_ast_create(ZEND_AST_CLASS_NAME, copy), lineno);
}

/* The class argument of a probe whose root's class is stashed: "\0id" (no
 * class name starts with a NUL byte). */
static zend_ast *scalar_types_stash_class_ast(zend_long id, uint32_t lineno)
{
	smart_str s = {0};

	smart_str_appendc(&s, '\0');
	smart_str_append_long(&s, id);
	smart_str_0(&s);
	return scalar_types_ast_at(zend_ast_create_zval_from_str(s.s), lineno);
}

/* Routes a target's part through the stash; ++/-- (no value to wait for)
 * are judged by the last stash, as the write follows it at once. */
static void scalar_types_stash_wrap(zend_ast **slot, zend_long id, zend_string *path, zend_string *name,
	zend_long class_id, uint32_t op)
{
	zend_ast *part = *slot, *call;
	uint32_t lineno = zend_ast_get_lineno(part);
	zval zid, zop;

	ZVAL_LONG(&zid, id);
	call = scalar_types_probe_call(ST_PROBE_STASH, part, scalar_types_zval_ast(&zid, lineno), NULL, lineno);
	if (path) {
		ZVAL_LONG(&zop, op);
		call->child[1] = zend_ast_list_add(call->child[1], scalar_types_str_ast(ZSTR_VAL(path), ZSTR_LEN(path), lineno));
		call->child[1] = zend_ast_list_add(call->child[1], scalar_types_str_ast(ZSTR_VAL(name), ZSTR_LEN(name), lineno));
		call->child[1] = zend_ast_list_add(call->child[1], scalar_types_zval_ast(&zop, lineno));
		if (class_id) {
			call->child[1] = zend_ast_list_add(call->child[1], scalar_types_stash_class_ast(class_id, lineno));
		}
	}
	*slot = call;
}

/* The probe of a write to a property target (above) or X::$prop (literal
 * names), or NULL: the probe reads the object (following the links) and a
 * variable name from the writer's frame after value is evaluated, as the
 * delayed fetches and ASSIGN_OBJ do, and what only an expression gives from
 * the stash, so nothing is evaluated twice. op: 0 for `=`, the binary
 * opcode of a compound assignment, ZEND_PRE_INC/ZEND_PRE_DEC for ++/--
 * (value is then null; NULL is also returned where the last stash judges
 * the write). */
static zend_ast *scalar_types_prop_probe(zend_ast *target, zend_ast *value, uint32_t op, uint32_t lineno,
	const scalar_types_scope *sc)
{
	const HashTable *refs = sc->refs;
	zend_ast *opcode = NULL, *root;
	zend_string *path, *name;
	scalar_types_stash_plan plan;
	zval zop;

	if (op) {
		ZVAL_LONG(&zop, op);
		opcode = scalar_types_ast_at(zend_ast_create_zval(&zop), lineno);
	}
	plan.count = 0;
	plan.class_id = 0;
	if (scalar_types_quiet_target(target, value, op, sc)) {
		goto none;
	}
	if (target->kind == ZEND_AST_DIM && refs) {
		zend_string *var, *marked, *seg;
		bool watched;

		if (!scalar_types_elem_path(target, &var, &seg)) {
			goto none;
		}
		marked = scalar_types_ref_elements_mark(var);
		watched = zend_hash_exists(refs, marked);
		zend_string_release(marked);
		if (!watched) {
			zend_string_release(seg);
			goto none;
		}
		return scalar_types_probe_call4(ST_PROBE_ELEMENT_REFERENCE,
			scalar_types_str_ast(ZSTR_VAL(var), ZSTR_LEN(var), lineno),
			scalar_types_ast_at(zend_ast_create_zval_from_str(seg), lineno), value, opcode, lineno);
	}
	if (target->kind == ZEND_AST_VAR) {
		zend_string *var;

		if (!scalar_types_ast_is_name(target->child[0])
				|| !scalar_types_refs_has(refs, var = zend_ast_get_str(target->child[0]))) {
			goto none;
		}
		return scalar_types_probe_call(ST_PROBE_REFERENCE, scalar_types_str_ast(ZSTR_VAL(var), ZSTR_LEN(var), lineno),
			value, opcode, lineno);
	} else if (scalar_types_prop_target(target, &path, &name, &root, ST_OP_IS_BIND(op) ? NULL : &plan)) {
		zend_ast *call;

		if (plan.count) {
			bool incdec = op == ZEND_PRE_INC || op == ZEND_PRE_DEC;
			uint32_t i;

			for (i = 0; i < plan.count; i++) {
				bool last = i == plan.count - 1;
				scalar_types_stash_wrap(plan.slot[i], plan.id[i], incdec && last ? path : NULL, name,
					incdec && last && plan.class_id ? plan.class_id : 0, op);
			}
			if (incdec) {
				zend_string_release(path);
				zend_string_release(name);
				goto none; /* judged by the last stash */
			}
		}
		call = scalar_types_probe_call4(ST_PROBE_PROPERTY,
			scalar_types_ast_at(zend_ast_create_zval_from_str(path), lineno),
			scalar_types_ast_at(zend_ast_create_zval_from_str(name), lineno),
			value, opcode, lineno);

		if (plan.class_id || root) {
			if (!opcode) {
				ZVAL_LONG(&zop, 0);
				call->child[1] = zend_ast_list_add(call->child[1], scalar_types_zval_ast(&zop, lineno));
			}
			call->child[1] = zend_ast_list_add(call->child[1], plan.class_id
				? scalar_types_stash_class_ast(plan.class_id, lineno) : scalar_types_class_name_ast(root, lineno));
		}
		return call;
	} else if (target->kind == ZEND_AST_STATIC_PROP) {
		zend_ast *cls = target->child[0], *prop = target->child[1];
		zend_string *prop_name;

		if (cls->kind != ZEND_AST_ZVAL || Z_TYPE_P(zend_ast_get_zval(cls)) != IS_STRING
				|| prop->kind != ZEND_AST_ZVAL || Z_TYPE_P(zend_ast_get_zval(prop)) != IS_STRING) {
			goto none;
		}
		prop_name = zend_ast_get_str(prop);
		return scalar_types_probe_call4(ST_PROBE_STATIC, scalar_types_class_name_ast(cls, lineno),
			scalar_types_str_ast(ZSTR_VAL(prop_name), ZSTR_LEN(prop_name), lineno),
			value, opcode, lineno);
	}
none:
	if (opcode) {
		zend_ast_destroy(opcode);
	}
	return NULL;
}

/* [$o->a, 'k' => $this->b->c, [$o->d]] = value: the probe gets the
 * property targets (the keys leading to each, its object path, name and
 * root class) and the value, and judges each element the list will assign,
 * before it assigns any. That reads every target's object up front, so a
 * list that also assigns a plain variable a target depends on, or has
 * other kinds of targets, is left alone. */
typedef struct _scalar_types_list_walk {
	zend_string *vars[ST_LIST_MAX], *paths[ST_LIST_MAX], *names[ST_LIST_MAX];
	zend_ast *keys[ST_LIST_MAX];  /* the keys down to the list being walked */
	uint32_t nvars, targets, var_targets, depth, lineno;
	zend_ast *spec;
	const scalar_types_scope *sc;
} scalar_types_list_walk;

static zend_ast *scalar_types_array_elem(zend_ast *value, uint32_t lineno)
{
	return scalar_types_ast_at(zend_ast_create(ZEND_AST_ARRAY_ELEM, value, NULL), lineno);
}

static zend_ast *scalar_types_short_array(uint32_t lineno)
{
	zend_ast *a = scalar_types_ast_at(zend_ast_create_list(0, ZEND_AST_ARRAY), lineno);
	a->attr = ZEND_ARRAY_SYNTAX_SHORT;
	return a;
}

/* One target of the spec: [keys, path, name(, class)], where keys is the
 * key, or for a nested list the keys from the top; path "" for a variable
 * that may hold a reference. Takes key, path and name. */
static void scalar_types_list_entry(scalar_types_list_walk *w, zval *key, zval *zpath, zval *zname, zend_ast *root)
{
	uint32_t d, lineno = w->lineno;
	zend_ast *keys, *entry;

	if (w->depth) {
		keys = scalar_types_short_array(lineno);
		for (d = 0; d < w->depth; d++) {
			keys = zend_ast_list_add(keys, scalar_types_array_elem(
				scalar_types_zval_ast(zend_ast_get_zval(w->keys[d]), lineno), lineno));
		}
		keys = zend_ast_list_add(keys, scalar_types_array_elem(scalar_types_zval_ast(key, lineno), lineno));
	} else {
		keys = scalar_types_zval_ast(key, lineno);
	}
	entry = scalar_types_short_array(lineno);
	entry = zend_ast_list_add(entry, scalar_types_array_elem(keys, lineno));
	entry = zend_ast_list_add(entry, scalar_types_array_elem(scalar_types_zval_ast(zpath, lineno), lineno));
	entry = zend_ast_list_add(entry, scalar_types_array_elem(scalar_types_zval_ast(zname, lineno), lineno));
	if (root) {
		entry = zend_ast_list_add(entry, scalar_types_array_elem(scalar_types_class_name_ast(root, lineno), lineno));
	}
	w->spec = zend_ast_list_add(w->spec, scalar_types_array_elem(entry, lineno));
}

static bool scalar_types_list_collect(scalar_types_list_walk *w, zend_ast *list_ast)
{
	zend_ast_list *list = zend_ast_get_list(list_ast);
	uint32_t i, index = 0, lineno = w->lineno;

	for (i = 0; i < list->children; i++) {
		zend_ast *elem = list->child[i], *target, *root;
		zend_string *path, *name;
		zval key, zpath, zname;

		if (!elem) {
			index++;   /* [, $b] */
			continue;
		}
		if (elem->kind != ZEND_AST_ARRAY_ELEM || elem->attr /* by reference */) {
			return false;
		}
		if (elem->child[1]) {
			zend_ast *k = elem->child[1];
			if (k->kind != ZEND_AST_ZVAL
					|| (Z_TYPE_P(zend_ast_get_zval(k)) != IS_LONG && Z_TYPE_P(zend_ast_get_zval(k)) != IS_STRING)) {
				return false;
			}
			ZVAL_COPY(&key, zend_ast_get_zval(k));
		} else {
			ZVAL_LONG(&key, index++);
		}
		target = elem->child[0];
		if (target->kind == ZEND_AST_ARRAY) {
			bool ok;
			if (w->depth == ST_LIST_MAX) {
				zval_ptr_dtor(&key);
				return false;
			}
			w->keys[w->depth++] = scalar_types_zval_ast(&key, lineno);
			ok = scalar_types_list_collect(w, target);
			zend_ast_destroy(w->keys[--w->depth]);
			if (!ok) {
				return false;
			}
			continue;
		}
		if (target->kind == ZEND_AST_VAR && scalar_types_ast_is_name(target->child[0])) {
			zend_string *var = zend_ast_get_str(target->child[0]);

			if (w->nvars == ST_LIST_MAX) {
				zval_ptr_dtor(&key);
				return false;
			}
			w->vars[w->nvars++] = var;
			if (!scalar_types_refs_has(w->sc->refs, var)) {
				zval_ptr_dtor(&key);
				continue;
			}
			/* a variable that may hold a reference bound to typed properties */
			ZVAL_EMPTY_STRING(&zpath);
			ZVAL_STR_COPY(&zname, var);
			scalar_types_list_entry(w, &key, &zpath, &zname, NULL);
			w->var_targets++;
			continue;
		}
		if (scalar_types_quiet_target(target, NULL, 0, w->sc)) {
			zval_ptr_dtor(&key);
			continue;
		}
		if (w->targets == ST_LIST_MAX || !scalar_types_prop_target(target, &path, &name, &root, NULL)) {
			zval_ptr_dtor(&key);
			return false;
		}
		/* owned by the spec from here on */
		w->paths[w->targets] = path;
		w->names[w->targets++] = name;
		ZVAL_STR(&zpath, path);
		ZVAL_STR(&zname, name);
		scalar_types_list_entry(w, &key, &zpath, &zname, root);
	}
	return true;
}

static void scalar_types_wrap_list(zend_ast *assign, const scalar_types_scope *sc)
{
	scalar_types_list_walk w;
	uint32_t i, j;

	w.sc = sc;
	w.nvars = w.targets = w.var_targets = w.depth = 0;
	w.lineno = assign->lineno;
	w.spec = scalar_types_short_array(w.lineno);
	if (!scalar_types_list_collect(&w, assign->child[0]) || !(w.targets + w.var_targets)) {
		goto none;
	}
	for (i = 0; i < w.nvars; i++) {
		for (j = 0; j < w.targets; j++) {
			if (scalar_types_prop_target_reads(w.paths[j], w.names[j], w.vars[i])) {
				goto none;
			}
		}
	}
	assign->child[1] = scalar_types_probe_call(ST_PROBE_LIST, w.spec, assign->child[1], NULL, w.lineno);
	return;
none:
	zend_ast_destroy(w.spec);
}

/* `=`, `op=` and `??=` (which assigns the right side as it is): the value is
 * routed through the probe. */
static void scalar_types_wrap_assign(zend_ast *assign, uint32_t op, const scalar_types_scope *sc)
{
	zend_ast *probe = scalar_types_prop_probe(assign->child[0], assign->child[1], op, assign->lineno, sc);

	if (probe) {
		assign->child[1] = probe;
	}
}

/* ++/-- have no value to route: `\probe(…) ?? $o->p++`, where the probe
 * returns null, so the increment runs and gives the expression's value. */
static void scalar_types_wrap_incdec(zend_ast **slot, const scalar_types_scope *sc)
{
	zend_ast *ast = *slot;
	zend_ast *null_ast, *probe;
	zval znull;
	uint32_t op = (ast->kind == ZEND_AST_PRE_INC || ast->kind == ZEND_AST_POST_INC) ? ZEND_PRE_INC : ZEND_PRE_DEC;

	ZVAL_NULL(&znull);
	null_ast = scalar_types_ast_at(zend_ast_create_zval(&znull), ast->lineno);
	probe = scalar_types_prop_probe(ast->child[0], null_ast, op, ast->lineno, sc);
	if (!probe) {
		zend_ast_destroy(null_ast);
		return;
	}
	*slot = scalar_types_ast_at(zend_ast_create(ZEND_AST_COALESCE, probe, ast), ast->lineno);
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
static zend_ast *scalar_types_source_desc(zend_ast *src, uint32_t lineno, uint32_t *op)
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
			smart_str_appendl(&desc, "\0>", 2);
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

/* `$o->p = &$v`, `X::$p = &$v`: binding a variable to a typed property
 * coerces its value in place (weak) or refuses it (strict), as assigning
 * it would. `\probe(…, 'v', ST_OP_BIND_VAR) ?? $o->p = &$v`: the probe
 * gets the variable's name, reads it without creating it, and returns
 * null. Only targets whose parts need no stash (the probe runs before
 * them), and only sources scalar_types_source_desc() describes. */
static void scalar_types_wrap_bind(zend_ast **slot, const scalar_types_scope *sc)
{
	zend_ast *ast = *slot, *probe, *value;
	uint32_t op;

	if (ast->child[0]->kind != ZEND_AST_PROP && ast->child[0]->kind != ZEND_AST_STATIC_PROP) {
		return;
	}
	if (!(value = scalar_types_source_desc(ast->child[1], ast->lineno, &op))) {
		return;
	}
	probe = scalar_types_prop_probe(ast->child[0], value, op, ast->lineno, sc);
	if (!probe) {
		zend_ast_destroy(value);
		return;
	}
	*slot = scalar_types_ast_at(zend_ast_create(ZEND_AST_COALESCE, probe, ast), ast->lineno);
}

static zend_always_inline bool scalar_types_watching(zend_long what)
{
	return (ST_G(watch) & what) != 0;
}


/* Children that the compiler fetches for writing or by reference: a builtin
 * there is a compile error or a notice of its own, which must not change. */
static bool scalar_types_child_is_write(zend_ast *ast, uint32_t i)
{
	switch (ast->kind) {
		case ZEND_AST_ASSIGN:
		case ZEND_AST_ASSIGN_OP:
		case ZEND_AST_ASSIGN_COALESCE:
		case ZEND_AST_PRE_INC:
		case ZEND_AST_PRE_DEC:
		case ZEND_AST_POST_INC:
		case ZEND_AST_POST_DEC:
		case ZEND_AST_UNSET:
		case ZEND_AST_ISSET:
		case ZEND_AST_EMPTY:
		case ZEND_AST_REF:
			return i == 0;
		case ZEND_AST_ASSIGN_REF:
			return true;
		case ZEND_AST_ARRAY_ELEM:
			return i == 0 && ast->attr; /* [&$x] */
		case ZEND_AST_FOREACH:
			return i == 1 || i == 2;
		default:
			return false;
	}
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
static bool scalar_types_array_has_refs(zend_ast *array, uint32_t depth)
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
static void scalar_types_collect_uses(zend_ast *uses, HashTable **set)
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
static void scalar_types_collect_refs(zend_ast *ast, HashTable **set, uint32_t depth)
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
static HashTable *scalar_types_class_props(zend_ast_decl *cls)
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

static void scalar_types_probe_walk(zend_ast **slot, uint32_t ctx, uint32_t depth, const scalar_types_scope *sc);

static void scalar_types_walk_children(zend_ast *ast, uint32_t ctx, uint32_t depth, const scalar_types_scope *sc)
{
	uint32_t i, n = zend_ast_get_num_children(ast);

	for (i = 0; i < n; i++) {
		scalar_types_probe_walk(&ast->child[i], ctx | (scalar_types_child_is_write(ast, i) ? ST_CTX_WRITE : 0), depth + 1,
			sc);
	}
}

/* ---- foreach targets -------------------------------------------------
 * foreach (E as $o->p), (E as [$o->a, $this->b]), (E as $o->k => $v), and
 * references bound to typed properties as targets: the engine assigns the
 * element (then the key) with an ASSIGN the compiler makes, which no AST
 * shows. Such a loop fetches into hidden variables instead, and the top of
 * its body assigns them to the targets, in the same order, with ordinary
 * statements that the probes see. A finally unsets the hidden variables:
 * nothing outlives the assignment, as the engine's temporary did not.
 * Their names begin with a NUL byte, which no code can name. A loop whose
 * targets got no probe is put back as it was. */

/* A target a probe may judge (is_key: lists are a compile error there). */
static bool scalar_types_foreach_target(zend_ast *t, bool is_key, const scalar_types_scope *sc)
{
	switch (t->kind) {
		case ZEND_AST_PROP:
		case ZEND_AST_STATIC_PROP:
			return true;
		case ZEND_AST_ARRAY:
			/* [&$x, …] makes the foreach by-reference: left alone */
			return !is_key && zend_ast_get_list(t)->children && !scalar_types_array_has_refs(t, 0);
		case ZEND_AST_VAR:
			return scalar_types_ast_is_name(t->child[0]) && scalar_types_refs_has(sc->refs, zend_ast_get_str(t->child[0]));
		case ZEND_AST_DIM: {
			/* an element of a variable whose elements may hold references */
			zend_string *marked;
			bool watched;

			while (t->kind == ZEND_AST_DIM) {
				t = t->child[0];
			}
			if (!sc->refs || t->kind != ZEND_AST_VAR || !scalar_types_ast_is_name(t->child[0])) {
				return false;
			}
			marked = scalar_types_ref_elements_mark(zend_ast_get_str(t->child[0]));
			watched = zend_hash_exists(sc->refs, marked);
			zend_string_release(marked);
			return watched;
		}
		default:
			return false;
	}
}

/* target = <hidden> (by_ref: target = &<hidden>), and the hidden variable
 * takes the target's place */
static zend_ast *scalar_types_foreach_move(zend_ast **slot, const char *hidden, size_t len, bool by_ref,
	zend_ast **unsets)
{
	uint32_t lineno = zend_ast_get_lineno(*slot);
	zend_ast *assign = zend_ast_create(by_ref ? ZEND_AST_ASSIGN_REF : ZEND_AST_ASSIGN, *slot,
		scalar_types_ast_at(zend_ast_create(ZEND_AST_VAR, scalar_types_str_ast(hidden, len, lineno)), lineno));

	scalar_types_ast_at(assign, lineno);
	*slot = scalar_types_ast_at(zend_ast_create(ZEND_AST_VAR, scalar_types_str_ast(hidden, len, lineno)), lineno);
	*unsets = zend_ast_list_add(*unsets, scalar_types_ast_at(zend_ast_create(ZEND_AST_UNSET,
		scalar_types_ast_at(zend_ast_create(ZEND_AST_VAR, scalar_types_str_ast(hidden, len, lineno)), lineno)),
		lineno));
	return assign;
}

/* whether the walk routed the assignment's value through a probe, or put
 * a probe before the binding (`\probe(…) ?? $o->p = &<hidden>`) */
static bool scalar_types_assign_probed(zend_ast *assign, zend_ast *in_list)
{
	zend_ast_list *l = zend_ast_get_list(in_list);
	uint32_t i;

	if (!assign) {
		return false;
	}
	for (i = 0; i < l->children; i++) {
		if (l->child[i] != assign) {
			continue;
		}
		return assign->kind == ZEND_AST_ASSIGN_REF ? false : assign->child[1]->kind != ZEND_AST_VAR;
	}
	return true; /* replaced in its list by the probe around it */
}

/* declare(ticks=…) anywhere in a file: each statement compiled after it
 * ticks, so a statement added there would run a tick function once more. */
static scalar_types_ast_verdict scalar_types_ticks_node(zend_ast *ast)
{
	if (ast->kind == ZEND_AST_DECLARE) {
		zend_ast_list *declares = zend_ast_get_list(ast->child[0]);
		uint32_t i;

		for (i = 0; i < declares->children; i++) {
			zend_ast *name = declares->child[i]->child[0];

			if (name->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(name)) == IS_STRING
					&& zend_string_equals_literal_ci(zend_ast_get_str(name), "ticks")) {
				return ST_AST_FOUND;
			}
		}
	}
	return ST_AST_DESCEND;
}

/* Looked for once per file, and only when a statement would be added. */
static bool scalar_types_file_ticks(void)
{
	if (ST_G(compile_ticks) < 0) {
		ST_G(compile_ticks) = ST_G(compile_root)
			&& scalar_types_ast_find(ST_G(compile_root), 0, ST_AST_MAX_DEPTH, scalar_types_ticks_node);
	}
	return ST_G(compile_ticks) != 0;
}

/* Walks a foreach whose targets are moved into its body; false if none is. */
static bool scalar_types_walk_foreach(zend_ast *ast, uint32_t ctx, uint32_t depth, const scalar_types_scope *sc)
{
	zend_ast *value = ast->child[1], *key = ast->child[2], *body = ast->child[3];
	zend_ast *value_assign = NULL, *key_assign = NULL, *stmts, *unsets, *try_ast, *new_body;
	/* by reference: the element is bound, `foreach (… as &$o->p)` */
	bool by_ref = value->kind == ZEND_AST_REF;
	bool move_value = by_ref ? value->child[0]->kind == ZEND_AST_PROP || value->child[0]->kind == ZEND_AST_STATIC_PROP
		: scalar_types_foreach_target(value, false, sc);
	bool move_key = key && scalar_types_foreach_target(key, true, sc);
	uint32_t lineno = ast->lineno;

	if ((!move_value && !move_key) || scalar_types_file_ticks()) {
		return false;
	}
	/* the key is assigned after the element: moved too, to stay after it */
	if (move_value && key && !move_key) {
		if (key->kind != ZEND_AST_VAR && key->kind != ZEND_AST_DIM) {
			return false;
		}
		move_key = true;
	}
	stmts = scalar_types_ast_at(zend_ast_create_list(0, ZEND_AST_STMT_LIST), lineno);
	unsets = scalar_types_ast_at(zend_ast_create_list(0, ZEND_AST_STMT_LIST), lineno);
	if (move_value) {
		value_assign = scalar_types_foreach_move(by_ref ? &value->child[0] : &ast->child[1], ZEND_STRL(ST_FOREACH_VALUE),
			by_ref, &unsets);
		stmts = zend_ast_list_add(stmts, value_assign);
	}
	if (move_key) {
		key_assign = scalar_types_foreach_move(&ast->child[2], ZEND_STRL(ST_FOREACH_KEY), false, &unsets);
		stmts = zend_ast_list_add(stmts, key_assign);
	}
	try_ast = scalar_types_ast_at(zend_ast_create(ZEND_AST_TRY, stmts,
		scalar_types_ast_at(zend_ast_create_list(0, ZEND_AST_CATCH_LIST), lineno), unsets), lineno);
	new_body = scalar_types_ast_at(zend_ast_create_list(2, ZEND_AST_STMT_LIST, try_ast, body), lineno);
	ast->child[3] = new_body;

	scalar_types_walk_children(ast, ctx, depth, sc);
	if (scalar_types_assign_probed(value_assign, stmts) || scalar_types_assign_probed(key_assign, stmts)) {
		return true;
	}
	/* nothing to judge: the loop as it was */
	if (value_assign) {
		zend_ast **target_slot = by_ref ? &ast->child[1]->child[0] : &ast->child[1];

		zend_ast_destroy(*target_slot);
		*target_slot = value_assign->child[0];
		value_assign->child[0] = NULL;
	}
	if (key_assign) {
		zend_ast_destroy(ast->child[2]);
		ast->child[2] = key_assign->child[0];
		key_assign->child[0] = NULL;
	}
	ast->child[3] = zend_ast_get_list(new_body)->child[1];
	zend_ast_get_list(new_body)->child[1] = NULL;
	zend_ast_destroy(new_body);
	return true;
}

/* A function returning by reference returns a variable itself, and its
 * return type coerces that variable in place (weak) or refuses it
 * (strict). `{ \probe('v', op); return $v; }`: the probe reads the
 * variable or element by name without creating it, and the return stays
 * as it was. A value that is no variable (the engine returns it by value,
 * with a notice) is routed through the return probe as in other
 * functions. A static property of a class named literally (or self,
 * parent, static) is read by its probe from the class's table; properties
 * are read only where that runs no code; calls are left alone (a call's
 * reference would be lost). */
static void scalar_types_wrap_return_ref(zend_ast **slot)
{
	zend_ast *ast = *slot, *e = ast->child[0], *desc, *probe, *list;
	uint32_t op;
	zval zop;

	switch (e->kind) {
		case ZEND_AST_VAR:
		case ZEND_AST_DIM:
		case ZEND_AST_PROP:
		case ZEND_AST_STATIC_PROP:
			if (scalar_types_file_ticks() || !(desc = scalar_types_source_desc(e, ast->lineno, &op))) {
				return; /* with ticks, an added statement would tick */
			}
			ZVAL_LONG(&zop, op);
			probe = scalar_types_probe_call(ST_PROBE_RETURN_REFERENCE, desc, scalar_types_zval_ast(&zop, ast->lineno),
				NULL, ast->lineno);
			list = scalar_types_ast_at(zend_ast_create_list(2, ZEND_AST_STMT_LIST, probe, ast), ast->lineno);
			*slot = list;
			return;
		case ZEND_AST_NULLSAFE_PROP:
		case ZEND_AST_CALL:
		case ZEND_AST_METHOD_CALL:
		case ZEND_AST_NULLSAFE_METHOD_CALL:
		case ZEND_AST_STATIC_CALL:
			return;
		default:
			ast->child[0] = scalar_types_probe_call(ST_PROBE_RETURN, e, NULL, NULL, ast->lineno);
			return;
	}
}

static void scalar_types_probe_walk(zend_ast **slot, uint32_t ctx, uint32_t depth, const scalar_types_scope *sc)
{
	zend_ast *ast = *slot;
	uint32_t i;

	/* Deeper trees are left as they are: a stack overflow is never worth a
	 * few unobserved receipts. */
	if (!ast || depth > ST_AST_MAX_DEPTH) {
		return;
	}
	if (scalar_types_is_decl(ast)) {
		zend_ast_decl *decl = (zend_ast_decl *) ast;
		/* by reference: functions, methods and closures (an arrow
		 * function's body is an expression: left alone) */
		bool returns = ast->kind != ZEND_AST_CLASS && scalar_types_watching(ST_WATCH_RETURNS)
			&& !(ast->kind == ZEND_AST_ARROW_FUNC && (decl->flags & ZEND_ACC_RETURN_REFERENCE))
			&& scalar_types_type_ast_is_scalar(decl->child[3]);
		uint32_t inner = (ctx & (ST_CTX_WEAK | ST_CTX_GLOBAL_NAMES)) | (returns ? ST_CTX_RETURNS : 0);
		HashTable *props = ast->kind == ZEND_AST_CLASS
			&& scalar_types_watching(ST_WATCH_PROPERTIES | ST_WATCH_RETURNS) ? scalar_types_class_props(decl) : NULL;
		/* a method's $this is its class's; a closure's may be rebound */
		scalar_types_scope fsc = {returns ? decl->child[3] : NULL, NULL,
			ast->kind == ZEND_AST_CLASS ? props : ast->kind == ZEND_AST_METHOD ? sc->class_props : NULL, NULL,
			(decl->flags & ZEND_ACC_RETURN_REFERENCE) != 0};
		scalar_types_params params;

		if (ast->kind != ZEND_AST_CLASS) {
			scalar_types_params_collect(decl, &params, (ctx & ST_CTX_GLOBAL_NAMES) != 0);
			fsc.params = &params;
		}

		if (ast->kind != ZEND_AST_CLASS && scalar_types_watching(ST_WATCH_PROPERTIES)) {
			scalar_types_collect_refs(decl->child[0], &fsc.refs, depth + 1);
			if (ast->kind == ZEND_AST_CLOSURE && decl->child[1]) {
				scalar_types_collect_uses(decl->child[1], &fsc.refs);
			}
			scalar_types_collect_refs(decl->child[2], &fsc.refs, depth + 1);
		}
		for (i = 0; i < sizeof(decl->child) / sizeof(decl->child[0]); i++) {
			scalar_types_probe_walk(&decl->child[i], inner, depth + 1, &fsc);
		}
		if (fsc.refs) {
			zend_hash_destroy(fsc.refs);
			FREE_HASHTABLE(fsc.refs);
		}
		if (props) {
			zend_hash_destroy(props);
			FREE_HASHTABLE(props);
		}
		/* An arrow function's body is the returned expression itself. */
		if (ast->kind == ZEND_AST_ARROW_FUNC && returns && decl->child[2]
				&& !scalar_types_type_ast_takes(decl->child[3], scalar_types_scope_mask(decl->child[2], &fsc))) {
			decl->child[2] = scalar_types_probe_call(ST_PROBE_RETURN, decl->child[2], NULL, NULL,
				zend_ast_get_lineno(decl->child[2]));
		}
		return;
	}
	if (zend_ast_is_special(ast)) {
		return;
	}
	/* assert() keeps its argument's source text for its message: untouched. */
	if (ast->kind == ZEND_AST_CALL && scalar_types_name_is(ast->child[0], ZEND_STRL("assert"))) {
		return;
	}
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		for (i = 0; i < list->children; i++) {
			scalar_types_probe_walk(&list->child[i], ctx, depth + 1, sc);
		}
		return;
	}
	if (ast->kind == ZEND_AST_FOREACH && scalar_types_watching(ST_WATCH_PROPERTIES)
			&& scalar_types_walk_foreach(ast, ctx, depth, sc)) {
		return;
	}
	scalar_types_walk_children(ast, ctx, depth, sc);
	switch (ast->kind) {
		case ZEND_AST_CALL:
			/* Weak files only: in a strict file the builtin's frame would
			 * show in the trace of the TypeError the app sees. The cast
			 * keeps the result a temporary, as the builtin's was (passed to
			 * a by-reference parameter it is still an Error, not a notice). */
			if ((ctx & (ST_CTX_WEAK | ST_CTX_WRITE)) == ST_CTX_WEAK && scalar_types_watching(ST_WATCH_ARGUMENTS)
					&& scalar_types_is_strlen_opcode(ast->child[0], ctx)
					&& ast->child[1] && ast->child[1]->kind == ZEND_AST_ARG_LIST
					/* a string (a literal one is even folded) is received as it is */
					&& !(zend_ast_get_list(ast->child[1])->children == 1
						&& scalar_types_scope_mask(zend_ast_get_list(ast->child[1])->child[0], sc) == MAY_BE_STRING)
					&& scalar_types_unpack_args(ast)) {
				*slot = scalar_types_ast_at(zend_ast_create_ex(ZEND_AST_CAST, IS_LONG, ast), ast->lineno);
			}
			break;
		case ZEND_AST_RETURN:
			/* returned by reference, a typed property converts nothing, not
			 * even an int to float: no type known here settles it */
			if ((ctx & ST_CTX_RETURNS) && ast->child[0] && sc->ret_type && sc->ret_by_ref) {
				scalar_types_wrap_return_ref(slot);
			} else if ((ctx & ST_CTX_RETURNS) && ast->child[0] && sc->ret_type
					&& !scalar_types_type_ast_takes(sc->ret_type, scalar_types_scope_mask(ast->child[0], sc))) {
				ast->child[0] = scalar_types_probe_call(ST_PROBE_RETURN, ast->child[0], NULL, NULL, ast->lineno);
			}
			break;
		case ZEND_AST_ASSIGN:
			if (scalar_types_watching(ST_WATCH_PROPERTIES)) {
				if (ast->child[0]->kind == ZEND_AST_ARRAY) {
					scalar_types_wrap_list(ast, sc);
				} else {
					scalar_types_wrap_assign(ast, 0, sc);
				}
			}
			break;
		case ZEND_AST_ASSIGN_COALESCE:
			if (scalar_types_watching(ST_WATCH_PROPERTIES)) {
				scalar_types_wrap_assign(ast, 0, sc);
			}
			break;
		case ZEND_AST_ASSIGN_OP:
			if (scalar_types_watching(ST_WATCH_PROPERTIES)) {
				scalar_types_wrap_assign(ast, ast->attr, sc);
			}
			break;
		case ZEND_AST_PRE_INC:
		case ZEND_AST_PRE_DEC:
		case ZEND_AST_POST_INC:
		case ZEND_AST_POST_DEC:
			if (scalar_types_watching(ST_WATCH_PROPERTIES)) {
				scalar_types_wrap_incdec(slot, sc);
			}
			break;
		case ZEND_AST_ASSIGN_REF:
			if (scalar_types_watching(ST_WATCH_PROPERTIES)) {
				scalar_types_wrap_bind(slot, sc);
			}
			break;
		default:
			break;
	}
}

/* Whether a file may give an unqualified function name another meaning
 * than the global function: a named namespace or a `use function` import
 * (both only at the top level or directly inside a namespace block). */
static bool scalar_types_file_rebinds_names(zend_ast *stmts)
{
	zend_ast_list *list;
	uint32_t i;

	if (!stmts || !zend_ast_is_list(stmts)) {
		return false;
	}
	list = zend_ast_get_list(stmts);
	for (i = 0; i < list->children; i++) {
		zend_ast *s = list->child[i];
		if (!s) {
			continue;
		}
		switch (s->kind) {
			case ZEND_AST_NAMESPACE:
				if (s->child[0] || scalar_types_file_rebinds_names(s->child[1])) {
					return true;
				}
				break;
			case ZEND_AST_USE:
				if (s->attr == ZEND_SYMBOL_FUNCTION) {
					return true;
				}
				break;
			case ZEND_AST_GROUP_USE:
				/* attr 0: a mixed group, whose elements may import functions */
				if (s->attr == ZEND_SYMBOL_FUNCTION || s->attr == 0) {
					return true;
				}
				break;
			default:
				break;
		}
	}
	return false;
}

void scalar_types_probes_prepare_ast(zend_ast *ast, bool weak)
{
	if (scalar_types_receipt_hooked()) {
		uint32_t ctx = (weak ? ST_CTX_WEAK : 0) | (scalar_types_file_rebinds_names(ast) ? 0 : ST_CTX_GLOBAL_NAMES);
		scalar_types_scope top = {NULL, NULL, NULL, NULL, false};

		ST_G(compile_root) = ast;
		ST_G(compile_ticks) = -1;

		if (scalar_types_watching(ST_WATCH_PROPERTIES)) {
			scalar_types_collect_refs(ast, &top.refs, 0);
		}
		scalar_types_probe_walk(&ast, ctx, 0, &top);
		ST_G(compile_root) = NULL;
		if (top.refs) {
			zend_hash_destroy(top.refs);
			FREE_HASHTABLE(top.refs);
		}
	}
}

/* ---- the probes, at run time ---------------------------------------- */

/* ---- the stash: a target's part from its evaluation to its probe ------
 * Keyed by (frame, site id): a site's probe always follows its own stash
 * in the same frame, which replaced any entry an exception left behind, so
 * the entry found was made by this evaluation, and the engine's temporary
 * still holds what it points to. Entries past ST_STASH_MAX (that many
 * stashes while one value is evaluated) are dropped, oldest first: that
 * write is then not judged.
 * The app may call stash() itself, with a value nothing keeps alive, so
 * nothing is read through a pointer that may be stale: an object is held
 * without a reference (one would delay its destructor) and given back only
 * while the object store still has it under its handle; a name (string,
 * integer) is held with a reference, which nobody sees; an array (the
 * root of f()[k]->p) with one too, given up when the probe that read it
 * returns, while the engine's temporary still holds it; anything else is
 * never used, and not held. */
static void scalar_types_stash_free(zval *values, uint32_t n)
{
	uint32_t i;

	/* after the stash is consistent again: a destructor may run probes */
	for (i = 0; i < n; i++) {
		zval_ptr_dtor(&values[i]);
	}
}

/* Takes entry i out of the stash; a value held with a reference goes to
 * *out (to be released), else *out is UNDEF. */
static void scalar_types_stash_remove(uint32_t i, zval *out)
{
	scalar_types_stash_entry *e = ST_G(stash);
	uint32_t n = ST_G(stash_count);

	ZVAL_UNDEF(out);
	if (Z_REFCOUNTED(e[i].value) && Z_TYPE(e[i].value) != IS_OBJECT) {
		ZVAL_COPY_VALUE(out, &e[i].value);
	}
	memmove(&e[i], &e[i + 1], (n - i - 1) * sizeof(*e));
	ST_G(stash_count) = n - 1;
}

static void scalar_types_stash_put(const zend_execute_data *frame, zend_long id, zval *value)
{
	scalar_types_stash_entry *e = ST_G(stash);
	uint32_t i, n = ST_G(stash_count);
	zval old;

	ZVAL_UNDEF(&old);
	for (i = 0; i < n; i++) {
		if (e[i].frame == frame && e[i].id == id) {
			break;
		}
	}
	if (i == n && n == ST_STASH_MAX) {
		i = 0;
	}
	if (i < n) {
		scalar_types_stash_remove(i, &old);
		n--;
	}
	e[n].frame = frame;
	e[n].id = id;
	e[n].handle = 0;
	e[n].used = false;
	ZVAL_DEREF(value);
	if (Z_TYPE_P(value) == IS_OBJECT) {
		ZVAL_COPY_VALUE(&e[n].value, value);
		e[n].handle = Z_OBJ_HANDLE_P(value);
	} else if (Z_TYPE_P(value) == IS_STRING || Z_TYPE_P(value) == IS_LONG || Z_TYPE_P(value) == IS_ARRAY) {
		ZVAL_COPY(&e[n].value, value);
	} else {
		ZVAL_UNDEF(&e[n].value);
	}
	ST_G(stash_count) = n + 1;
	scalar_types_stash_free(&old, 1);
}

static zval *scalar_types_stash_get(const zend_execute_data *frame, zend_long id)
{
	scalar_types_stash_entry *e = ST_G(stash);
	uint32_t i = ST_G(stash_count);

	while (i--) {
		if (e[i].frame == frame && e[i].id == id) {
			if (Z_TYPE(e[i].value) == IS_OBJECT) {
				/* compared, never read through: the object may be gone */
				zend_objects_store *store = &EG(objects_store);
				if (!store->object_buckets || e[i].handle >= store->top
						|| store->object_buckets[e[i].handle] != Z_OBJ(e[i].value)) {
					return NULL;
				}
			} else if (Z_TYPE(e[i].value) == IS_ARRAY) {
				e[i].used = true;
				ST_G(stash_used) = true;
			}
			return Z_ISUNDEF(e[i].value) ? NULL : &e[i].value;
		}
	}
	return NULL;
}

/* When a probe returns: the arrays it read are given up. */
static void scalar_types_stash_release_used(void)
{
	zval freed[ST_STASH_MAX];
	uint32_t i = ST_G(stash_count), n = 0;

	ST_G(stash_used) = false;
	while (i--) {
		if (ST_G(stash)[i].used) {
			scalar_types_stash_remove(i, &freed[n]);
			n++;
		}
	}
	scalar_types_stash_free(freed, n);
}

/* What a probe gives back: value, or null when NULL; the arrays it read
 * from the stash are given up after. */
static zend_always_inline void scalar_types_probe_result(zval *return_value, zval *value)
{
	if (value) {
		RETVAL_COPY(value);
	} else {
		RETVAL_NULL();
	}
	if (UNEXPECTED(ST_G(stash_used))) {
		scalar_types_stash_release_used();
	}
}

void scalar_types_stash_clear(void)
{
	zval freed[ST_STASH_MAX];
	uint32_t n = 0;

	while (ST_G(stash_count)) {
		scalar_types_stash_remove(ST_G(stash_count) - 1, &freed[n]);
		n++;
	}
	ST_G(stash_used) = false;
	scalar_types_stash_free(freed, n);
}


/* The user frame that evaluated the probe's argument. The probes are
 * public functions, so the app may call them too: a dynamic call (a name
 * in a variable, call_user_func(), a callable) is never one the compiler
 * hook wrote, and is not judged; the value goes through unchanged. */
static zend_execute_data *scalar_types_writer_frame(zend_execute_data *execute_data)
{
	zend_execute_data *frame = EX(prev_execute_data);

	if (ZEND_CALL_INFO(execute_data) & ZEND_CALL_DYNAMIC) {
		return NULL;
	}
	return (frame && frame->func && ZEND_USER_CODE(frame->func->type)) ? frame : NULL;
}

/* 8.4 property hooks: a set hook receives the value as an argument (seen by
 * the observer); a get-only virtual property refuses writes with an Error. */
static zend_always_inline bool scalar_types_prop_is_plain(const zend_property_info *info)
{
#if PHP_VERSION_ID >= 80400
	if (info->hooks) {
		return false;
	}
#endif
	return ZEND_TYPE_IS_SET(info->type);
}

/* Whether the writing scope may use a declared property, as the engine's
 * lookup decides (zend_get_property_info(), the static property fetch):
 * where it may not, the engine throws an Error, calls __get()/__set(), or
 * takes the name as a dynamic property, and no type is checked. */
static bool scalar_types_prop_visible(const zend_property_info *info, zend_class_entry *scope)
{
	if (!(info->flags & (ZEND_ACC_PRIVATE | ZEND_ACC_PROTECTED)) || info->ce == scope) {
		return true;
	}
	if (info->flags & ZEND_ACC_PRIVATE) {
		return false;
	}
	return scope && (instanceof_function(scope, info->ce) || instanceof_function(info->ce, scope));
}

/* Whether a write to a visible property reaches its type check: an
 * initialized readonly property (or one the scope may not initialize), an
 * 8.4 private(set)/protected(set) one out of reach, and one the app unset()
 * on an object with __set() are refused or diverted first. o: NULL for a
 * static property. */
static bool scalar_types_prop_type_checked(zend_object *o, const zend_property_info *info, zval *slot,
	zend_class_entry *scope)
{
	if (o && o->handlers->write_property != zend_std_write_property) {
		return false;
	}
	if (info->flags & ZEND_ACC_READONLY) {
		/* 8.4 lets more scopes initialize one: left alone there too */
		if (!slot || !Z_ISUNDEF_P(slot) || info->ce != scope) {
			return false;
		}
	}
#if PHP_VERSION_ID >= 80400
	if ((info->flags & (ZEND_ACC_PROTECTED_SET | ZEND_ACC_PRIVATE_SET))
			&& !zend_asymmetric_property_has_set_access(info)) {
		return false;
	}
#endif
	if (o && slot && Z_ISUNDEF_P(slot) && !(Z_PROP_FLAG_P(slot) & IS_PROP_UNINIT) && o->ce->__set) {
		return false;
	}
	return true;
}

static void scalar_types_probe_check_ex(zend_execute_data *frame, zend_function *func, zend_property_info *prop,
	uint8_t site, const zend_type *type, zval *value, bool getter)
{
	scalar_types_receipt r;

	if (!scalar_types_type_takes_scalar(*type)) {
		return;
	}
	/* Counted like calls, so a file's strict-readiness rests on them too. */
	scalar_types_receipt_count(frame->func->op_array.filename,
		(frame->func->common.fn_flags & ZEND_ACC_STRICT_TYPES) != 0);
	if (ZEND_TYPE_CONTAINS_CODE(*type, Z_TYPE_P(value))) {
		return;
	}
	scalar_types_receipt_init(&r, frame, site);
	r.func = func;
	r.prop = prop;
	r.getter = getter;
	scalar_types_receipt_judge(&r, type, value);
}

static void scalar_types_probe_check(zend_execute_data *frame, zend_function *func, zend_property_info *prop,
	uint8_t site, const zend_type *type, zval *value)
{
	scalar_types_probe_check_ex(frame, func, prop, site, type, value, false);
}

ZEND_FUNCTION(ScalarTypes_observe_return)
{
	zval *value;
	zend_execute_data *frame;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	/* The return type is the function's own, and so is the mode. */
	if (ST_G(active) && frame && (frame->func->common.fn_flags & ZEND_ACC_HAS_RETURN_TYPE)) {
		scalar_types_probe_check(frame, frame->func, NULL, ST_SITE_RETURN,
			&frame->func->common.arg_info[-1].type, value);
	}
	scalar_types_probe_result(return_value, value);
}

/* The property a write or read from scope reaches by name: a private
 * property of the writing class shadows the object's own. Names come as
 * (pointer, length) where the probes find them inside their encoded
 * arguments (a zend_string per probed write would cost an allocation), or
 * as a zend_string (zname, else NULL) whose hash is known. */
static zend_property_info *scalar_types_prop_lookup(HashTable *ht, const char *name, size_t len, zend_string *zname)
{
	return zname ? zend_hash_find_ptr(ht, zname) : zend_hash_str_find_ptr(ht, name, len);
}

static zend_property_info *scalar_types_find_prop_ex(zend_class_entry *ce, zend_class_entry *scope,
	const char *name, size_t len, zend_string *zname)
{
	zend_property_info *info;

	if (scope && scope != ce && instanceof_function(ce, scope)) {
		info = scalar_types_prop_lookup(&scope->properties_info, name, len, zname);
		if (info && (info->flags & ZEND_ACC_PRIVATE) && info->ce == scope) {
			return info;
		}
	}
	return scalar_types_prop_lookup(&ce->properties_info, name, len, zname);
}

#define scalar_types_find_prop(ce, scope, name, len) scalar_types_find_prop_ex(ce, scope, name, len, NULL)
#define scalar_types_find_prop_zstr(ce, scope, zname) \
	scalar_types_find_prop_ex(ce, scope, ZSTR_VAL(zname), ZSTR_LEN(zname), zname)

/* ---- what __get() gives for an unset typed property ---------------------
 * A read of a declared typed property the app unset() (not one never
 * initialized) calls __get() and checks its result against the property's
 * type in __get()'s own mode (zend_std_read_property()): coerced (weak)
 * or refused (strict) with "Cannot assign string to property C::$n of type
 * int", thrown at the read. Whether the engine will check is decided when
 * __get() starts, from the read that called it; the result is judged when
 * it returns. isset()/empty() (has_property) check nothing. */

bool scalar_types_is_getter(const zend_function *f)
{
	return f->common.scope && f->common.function_name && !(f->common.fn_flags & ZEND_ACC_STATIC)
		&& zend_string_equals_literal_ci(f->common.function_name, "__get");
}

/* The reads that reach read_property(), and so __get() and its check. */
static bool scalar_types_op_reads_prop(const zend_op *op)
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

void scalar_types_getter_begin(zend_execute_data *ex)
{
	zend_execute_data *reader = ex->prev_execute_data;
	zend_object *o;
	zend_class_entry *scope;
	zend_property_info *info;
	zval *name;

	if (!ST_G(active) || !(ST_G(watch) & ST_WATCH_PROPERTIES) || ST_G(getter_count) >= ST_GETTER_MAX
			|| Z_TYPE(ex->This) != IS_OBJECT || ex->func->common.num_args < 1 || ZEND_CALL_NUM_ARGS(ex) < 1
			|| !reader || !reader->func || !ZEND_USER_CODE(reader->func->type) || !reader->opline
			|| !scalar_types_op_reads_prop(reader->opline)) {
		return;
	}
	o = Z_OBJ(ex->This);
	name = ZEND_CALL_VAR_NUM(ex, 0);
	ZVAL_DEREF(name);
	if (o->ce->__get != ex->func || o->handlers->read_property != zend_std_read_property
			|| Z_TYPE_P(name) != IS_STRING) {
		return;
	}
	/* the read's scope: the reading frame's (no fake scope in user code) */
	scope = reader->func->common.scope;
	info = scalar_types_find_prop(o->ce, scope, Z_STRVAL_P(name), Z_STRLEN_P(name));
	if (!info || (info->flags & ZEND_ACC_STATIC) || !scalar_types_prop_visible(info, scope)
			|| !scalar_types_type_takes_scalar(info->type)) {
		return;
	}
#if PHP_VERSION_ID >= 80400
	if (info->hooks) {
		return;
	}
#endif
	/* No slot test: a read calls __get() for a declared, visible property
	 * only when its slot was unset() (never for one never initialized), and
	 * checks the result even when __isset(), which ?? runs first, has set
	 * the property up meanwhile. */
	ST_G(getters)[ST_G(getter_count)].frame = ex;
	ST_G(getters)[ST_G(getter_count)].info = info;
	ST_G(getter_count)++;
}

void scalar_types_getter_end(zend_execute_data *ex, zval *retval)
{
	zend_property_info *info;
	zval *value = retval;

	if (!ST_G(getter_count) || ST_G(getters)[ST_G(getter_count) - 1].frame != ex) {
		return;
	}
	info = ST_G(getters)[--ST_G(getter_count)].info;
	if (!ST_G(active) || !value || EG(exception)) {
		return;
	}
	/* a reference bound to typed properties is checked with rules of its own */
	if (Z_ISREF_P(value) && ZEND_REF_HAS_TYPE_SOURCES(Z_REF_P(value))) {
		return;
	}
	ZVAL_DEREF(value);
	if (Z_ISUNDEF_P(value)) {
		value = &EG(uninitialized_zval);
	}
	/* in __get()'s mode */
	scalar_types_probe_check_ex(ex, NULL, info, ST_SITE_PROPERTY, &info->type, value, true);
}

/* A variable of frame by name, as it is: a reference stays one. */
static zval *scalar_types_frame_cv_slot(zend_execute_data *frame, const char *name, size_t len)
{
	zend_op_array *op_array = &frame->func->op_array;
	int i;

	for (i = 0; i < op_array->last_var; i++) {
		if (zend_string_equals_cstr(op_array->vars[i], name, len)) {
			return ZEND_CALL_VAR_NUM(frame, i);
		}
	}
	return NULL;
}

/* Its value ($this included), dereferenced. */
static zval *scalar_types_frame_cv(zend_execute_data *frame, const char *name, size_t len)
{
	zval *cv;

	if (len == sizeof("this") - 1 && !memcmp(name, "this", len)) {
		return Z_TYPE(frame->This) == IS_OBJECT ? &frame->This : NULL;
	}
	if ((cv = scalar_types_frame_cv_slot(frame, name, len))) {
		ZVAL_DEREF(cv);
	}
	return cv;
}

/* An operand as the engine's operators see it, converted without their
 * diagnostics: null/bool to int, a numeric or leading-numeric string to its
 * number, and for the integer operators a float to int. False for what the
 * operators refuse (arrays, objects, non-numeric strings: an Error thrown
 * the same in both modes, before any property is written). */
static bool scalar_types_quiet_operand(zval *in, zval *out, bool want_int)
{
	zend_long l;
	double d;

	switch (Z_TYPE_P(in)) {
		case IS_NULL:
		case IS_FALSE:
			ZVAL_LONG(out, 0);
			return true;
		case IS_TRUE:
			ZVAL_LONG(out, 1);
			return true;
		case IS_LONG:
			ZVAL_LONG(out, Z_LVAL_P(in));
			return true;
		case IS_DOUBLE:
			d = Z_DVAL_P(in);
			break;
		case IS_STRING: {
			bool trailing = false;
			switch (is_numeric_string_ex(Z_STRVAL_P(in), Z_STRLEN_P(in), &l, &d, true, NULL, &trailing)) {
				case IS_LONG:
					ZVAL_LONG(out, l);
					return true;
				case IS_DOUBLE:
					break;
				default:
					return false;
			}
			break;
		}
		default:
			return false;
	}
	if (want_int) {
		ZVAL_LONG(out, zend_dval_to_lval(d));
	} else {
		ZVAL_DOUBLE(out, d);
	}
	return true;
}

/* What `cur op= value` (or ++/-- on cur) leaves in the property, computed on
 * converted copies, or false where the engine refuses the operation itself
 * (an Error in both modes) or gives a type no coercion applies to. The app
 * sees each warning or deprecation once, from itself. */
static bool scalar_types_write_result(zval *result, zval *cur, zval *value, zend_long op)
{
	zval a, b;

	switch (op) {
		case ZEND_CONCAT:
			/* objects would call __toString(), arrays warn: left alone */
			if (Z_TYPE_P(cur) > IS_STRING || Z_TYPE_P(value) > IS_STRING) {
				return false;
			}
			ZVAL_COPY(&a, cur);
			ZVAL_COPY(&b, value);
			break;
		case ZEND_ADD:
		case ZEND_SUB:
		case ZEND_MUL:
		case ZEND_DIV:
		case ZEND_POW:
			if (!scalar_types_quiet_operand(cur, &a, false) || !scalar_types_quiet_operand(value, &b, false)) {
				return false;
			}
			/* division by zero throws */
			if (op == ZEND_DIV && zval_get_double(&b) == 0.0) {
				return false;
			}
			/* 0 ** negative: a float infinity, and an 8.4 deprecation that
			 * is the app's to see, so computed here as the engine does */
			if (op == ZEND_POW && zval_get_double(&a) == 0.0 && zval_get_double(&b) < 0.0) {
				ZVAL_DOUBLE(result, pow(zval_get_double(&a), zval_get_double(&b)));
				return true;
			}
			break;
		case ZEND_BW_OR:
		case ZEND_BW_AND:
		case ZEND_BW_XOR:
			if (Z_TYPE_P(cur) == IS_STRING && Z_TYPE_P(value) == IS_STRING) {
				ZVAL_COPY(&a, cur);
				ZVAL_COPY(&b, value);
				break;
			}
			ZEND_FALLTHROUGH;
		case ZEND_MOD:
		case ZEND_SL:
		case ZEND_SR:
			if (!scalar_types_quiet_operand(cur, &a, true) || !scalar_types_quiet_operand(value, &b, true)) {
				return false;
			}
			/* modulo by zero and negative shifts throw */
			if ((op == ZEND_MOD && Z_LVAL(b) == 0) || ((op == ZEND_SL || op == ZEND_SR) && Z_LVAL(b) < 0)) {
				return false;
			}
			break;
		case ZEND_PRE_INC:
		case ZEND_PRE_DEC:
			/* Only null++, numeric strings and ""-- change type. An int
			 * past its limit is refused in both modes with a message of
			 * its own. */
			if (Z_TYPE_P(cur) == IS_NULL && op == ZEND_PRE_INC) {
				ZVAL_LONG(result, 1);
				return true;
			}
			if (Z_TYPE_P(cur) != IS_STRING) {
				return false;
			}
			if (Z_STRLEN_P(cur) == 0 && op == ZEND_PRE_DEC) {
				ZVAL_LONG(result, -1);
				return true;
			}
			if (!is_numeric_string(Z_STRVAL_P(cur), Z_STRLEN_P(cur), NULL, NULL, false)) {
				return false;
			}
			ZVAL_COPY(result, cur);
			if (op == ZEND_PRE_INC) {
				increment_function(result);
			} else {
				decrement_function(result);
			}
			return true;
		default:
			/* ??= is routed as a plain write (op 0) */
			return false;
	}
	get_binary_op((int) op)(result, &a, &b);
	zval_ptr_dtor(&a);
	zval_ptr_dtor(&b);
	if (UNEXPECTED(EG(exception))) {
		/* not reachable for the operands admitted above; never leak one */
		zend_clear_exception();
		zval_ptr_dtor(result);
		return false;
	}
	return true;
}

/* Judges what a write leaves in a property: value for `=`, the computed
 * result for compound assignments and ++/--. */
static void scalar_types_probe_write(zend_execute_data *frame, zend_property_info *info, zval *slot,
	zval *value, zend_long op)
{
	zval result;

	if (!op) {
		scalar_types_probe_check(frame, NULL, info, ST_SITE_PROPERTY, &info->type, value);
		return;
	}
	/* A readonly property refuses any modification before its type is
	 * checked; an uninitialized one is an Error to read. */
	if (!slot || (info->flags & ZEND_ACC_READONLY)) {
		return;
	}
	ZVAL_DEINDIRECT(slot);
	ZVAL_DEREF(slot);
	if (Z_ISUNDEF_P(slot) || !scalar_types_write_result(&result, slot, value, op)) {
		return;
	}
	scalar_types_probe_check(frame, NULL, info, ST_SITE_PROPERTY, &info->type, &result);
	zval_ptr_dtor(&result);
}

/* The slot of o->name as frame's scope reaches it without running any
 * code: a declared property the scope may see (not hooked; *info its
 * declaration), or a dynamic one (*info NULL); not dereferenced. NULL
 * where the access would call __get(), a hook or another class's
 * handlers, throw, or find nothing. */
static zval *scalar_types_prop_slot(zend_execute_data *frame, zend_object *o, const char *name, size_t len,
	zend_property_info **info)
{
	zval *v;

	if (o->handlers->get_property_ptr_ptr != zend_std_get_property_ptr_ptr) {
		return NULL;
	}
	*info = scalar_types_find_prop(o->ce, frame->func->common.scope, name, len);
	if (*info && !scalar_types_prop_visible(*info, frame->func->common.scope)) {
		return NULL; /* an Error, or __get() */
	}
#if PHP_VERSION_ID >= 80400
	if (*info && (*info)->hooks) {
		return NULL;
	}
#endif
	if (*info && !((*info)->flags & ZEND_ACC_STATIC)) {
		v = OBJ_PROP(o, (*info)->offset);
	} else {
		v = o->properties ? zend_hash_str_find(o->properties, name, len) : NULL;
	}
	if (v) {
		ZVAL_DEINDIRECT(v);
	}
	return v && !Z_ISUNDEF_P(v) ? v : NULL;
}

/* obj->name as a read from frame's scope finds it without running any
 * code, dereferenced. */
zval *scalar_types_read_prop(zend_execute_data *frame, zend_object *o, const char *name, size_t len)
{
	zend_property_info *info;
	zval *v;

	if (o->handlers->read_property != zend_std_read_property
			|| !(v = scalar_types_prop_slot(frame, o, name, len, &info))) {
		return NULL;
	}
	ZVAL_DEREF(v);
	return v;
}

/* An array element a link names: the key as written, or held in a
 * variable (an integer or a string, as the engine takes them). */
static zval *scalar_types_probe_dim(zend_execute_data *frame, HashTable *ht, const char *seg, size_t len)
{
	zval *v;

	switch (seg[0]) {
		case '#':
			return zend_hash_index_find(ht, ZEND_STRTOL(seg + 1, NULL, 10));
		case '[':
			return zend_symtable_str_find(ht, seg + 1, len - 1);
		case '$':
		case '@':
			v = seg[0] == '$' ? scalar_types_frame_cv(frame, seg + 1, len - 1)
				: scalar_types_stash_get(frame, ZEND_STRTOL(seg + 1, NULL, 10));
			if (v) {
				ZVAL_DEREF(v);
			}
			if (v && Z_TYPE_P(v) == IS_LONG) {
				return zend_hash_index_find(ht, Z_LVAL_P(v));
			}
			return v && Z_TYPE_P(v) == IS_STRING ? zend_symtable_find(ht, Z_STR_P(v)) : NULL;
		default:
			return NULL;
	}
}

/* The object a property write goes to: the variable, then each link of the
 * path, property values read from a declared property's slot or the
 * dynamic properties, elements from arrays, never through __get(), a hook,
 * ArrayAccess or another class's handlers (which could run code): where
 * that is not enough, NULL (not judged). */
/* The slot of static property name of class cls (a name, "self",
 * "parent", "static", or "\0id" for a stashed one) as a fetch from the
 * writer's scope would find it, without autoloading anything; *found its
 * declaration. NULL where the fetch would fail or run code. */
static zval *scalar_types_static_slot(zend_execute_data *frame, zend_string *cls, const char *name, size_t len,
	zend_property_info **found)
{
	zend_class_entry *ce = NULL;
	zend_property_info *info;
	zval *statics;

	if (zend_string_equals_literal(cls, "self")) {
		ce = frame->func->common.scope;
	} else if (zend_string_equals_literal(cls, "parent")) {
		ce = frame->func->common.scope ? frame->func->common.scope->parent : NULL;
	} else if (zend_string_equals_literal(cls, "static")) {
		ce = Z_TYPE(frame->This) == IS_OBJECT ? Z_OBJCE(frame->This) : Z_CE(frame->This);
	} else if (ZSTR_LEN(cls) && ZSTR_VAL(cls)[0] == '\0') {
		/* "\0id": a computed class, as FETCH_CLASS took it (an object's
		 * class, or a name; "self" and the like are not looked up) */
		zval *v = scalar_types_stash_get(frame, ZEND_STRTOL(ZSTR_VAL(cls) + 1, NULL, 10));
		if (v) {
			ZVAL_DEREF(v);
			if (Z_TYPE_P(v) == IS_OBJECT) {
				ce = Z_OBJCE_P(v);
			} else if (Z_TYPE_P(v) == IS_STRING) {
				ce = zend_lookup_class_ex(Z_STR_P(v), NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD);
			}
		}
	} else {
		ce = zend_lookup_class_ex(cls, NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD);
	}

	if (!ce || !(info = zend_hash_str_find_ptr(&ce->properties_info, name, len))
			|| !(info->flags & ZEND_ACC_STATIC) || !scalar_types_prop_visible(info, frame->func->common.scope)) {
		return NULL;
	}
	/* The table is set up at a class's first static access, which the
	 * fetch that follows is about to make: done here as the engine would,
	 * where no constant expression is left to evaluate (that could run code). */
	if (!CE_STATIC_MEMBERS(info->ce) && (info->ce->ce_flags & ZEND_ACC_CONSTANTS_UPDATED)) {
		zend_class_init_statics(info->ce);
	}
	if (!(statics = CE_STATIC_MEMBERS(info->ce))) {
		return NULL;
	}
	if (found) {
		*found = info;
	}
	return statics + info->offset;
}

static zval *scalar_types_probe_object(zend_execute_data *frame, zend_string *path, zend_string *root_class)
{
	const char *p = ZSTR_VAL(path), *end = p + ZSTR_LEN(path);
	const char *sep = memchr(p, 0, end - p);
	zval *obj;

	if (sep == p) {
		/* "\0@id": the object a call gave, held in the stash */
		if (end - p < 3 || p[1] != '@') {
			return NULL;
		}
		obj = scalar_types_stash_get(frame, ZEND_STRTOL(p + 2, NULL, 10));
		sep = memchr(p + 1, 0, end - p - 1);
	} else {
		obj = root_class ? scalar_types_static_slot(frame, root_class, p, (sep ? sep : end) - p, NULL)
			: !sep ? scalar_types_frame_cv(frame, ZSTR_VAL(path), ZSTR_LEN(path)) : scalar_types_frame_cv(frame, p, sep - p);
	}

	if (obj) {
		ZVAL_DEINDIRECT(obj);
		ZVAL_DEREF(obj);
	}

	while (obj && sep) {
		const char *seg = sep + 1;
		size_t len;

		sep = memchr(seg, 0, end - seg);
		len = (sep ? sep : end) - seg;
		if (!len) {
			return NULL;
		}
		if (seg[0] == '>') {
			obj = Z_TYPE_P(obj) == IS_OBJECT ? scalar_types_read_prop(frame, Z_OBJ_P(obj), seg + 1, len - 1) : NULL;
		} else if (seg[0] == '{') {
			/* a stashed name: a string, or an integer as the engine takes it */
			zval *k = scalar_types_stash_get(frame, ZEND_STRTOL(seg + 1, NULL, 10));
			if (k) {
				ZVAL_DEREF(k);
			}
			if (!k || Z_TYPE_P(obj) != IS_OBJECT) {
				obj = NULL;
			} else if (Z_TYPE_P(k) == IS_STRING) {
				obj = Z_STRLEN_P(k) && Z_STRVAL_P(k)[0] != '\0'
					? scalar_types_read_prop(frame, Z_OBJ_P(obj), Z_STRVAL_P(k), Z_STRLEN_P(k)) : NULL;
			} else if (Z_TYPE_P(k) == IS_LONG) {
				char buf[MAX_LENGTH_OF_LONG + 1];
				char *num = zend_print_long_to_buf(buf + sizeof(buf) - 1, Z_LVAL_P(k));
				obj = scalar_types_read_prop(frame, Z_OBJ_P(obj), num, buf + sizeof(buf) - 1 - num);
			} else {
				obj = NULL;
			}
		} else if ((obj = Z_TYPE_P(obj) == IS_ARRAY ? scalar_types_probe_dim(frame, Z_ARRVAL_P(obj), seg, len) : NULL)) {
			ZVAL_DEINDIRECT(obj);
			ZVAL_DEREF(obj);
		}
	}
	return obj && Z_TYPE_P(obj) == IS_OBJECT ? obj : NULL;
}

/* The property's name: the literal, or for "\0var" the variable's value
 * as the engine would take it (a string, or an integer); NULL otherwise. */
static zend_string *scalar_types_probe_prop_name(zend_execute_data *frame, zend_string *name)
{
	zval *v;

	if (!ZSTR_LEN(name) || ZSTR_VAL(name)[0] != '\0') {
		return zend_string_copy(name);
	}
	if (ZSTR_LEN(name) > 2 && ZSTR_VAL(name)[1] == '\0') {
		/* "\0\0id": an expression's value, held in the stash */
		v = scalar_types_stash_get(frame, ZEND_STRTOL(ZSTR_VAL(name) + 2, NULL, 10));
		if (v) {
			ZVAL_DEREF(v);
		}
	} else {
		v = scalar_types_frame_cv(frame, ZSTR_VAL(name) + 1, ZSTR_LEN(name) - 1);
	}
	if (!v) {
		return NULL;
	}
	if (Z_TYPE_P(v) == IS_STRING) {
		/* empty and mangled names are an Error in the engine */
		return Z_STRLEN_P(v) && Z_STRVAL_P(v)[0] != '\0' ? zend_string_copy(Z_STR_P(v)) : NULL;
	}
	return Z_TYPE_P(v) == IS_LONG ? zend_long_to_str(Z_LVAL_P(v)) : NULL;
}

/* The element at keys k..end ("\0"-separated, as scalar_types_elem_path()
 * encodes them) of arr, key by key as the FETCH_DIM_W ops before a write
 * go, without creating anything. NULL where a level is missing, null or
 * false (*created: the fetch would create it, as null) or is neither an
 * array nor that (the fetch would fail or run code). */
static zval *scalar_types_elem_at(zend_execute_data *frame, zval *arr, const char *k, const char *end, bool *created)
{
	zval *elem = NULL;

	*created = false;
	for (;;) {
		const char *next = memchr(k, '\0', end - k);

		if (!arr || Z_TYPE_P(arr) <= IS_FALSE) {
			*created = true;
			return NULL;
		}
		if (Z_TYPE_P(arr) != IS_ARRAY) {
			return NULL;
		}
		elem = scalar_types_probe_dim(frame, Z_ARRVAL_P(arr), k, (next ? next : end) - k);
		if (!elem) {
			*created = true;
			return NULL;
		}
		if (!next) {
			return elem;
		}
		arr = elem;
		ZVAL_DEINDIRECT(arr);
		ZVAL_DEREF(arr);
		k = next + 1;
	}
}

/* The slot of the property "path\0>name" names, where taking a reference
 * to it runs no code: a declared property the scope may use (*typed: its
 * info when typed, not readonly), or a dynamic one, set; else NULL. */
static zval *scalar_types_prop_source(zend_execute_data *frame, const char *s, size_t len, zend_property_info **typed)
{
	const char *end = s + len, *cut = NULL, *q, *name;
	zend_string *path;
	zend_property_info *info;
	zval *obj, *v;

	for (q = s; q + 1 < end; q++) {
		if (q[0] == '\0' && q[1] == '>') {
			cut = q;
		}
	}
	if (!cut || cut + 2 >= end) {
		return NULL;
	}
	name = cut + 2;
	path = zend_string_init(s, cut - s, 0);
	obj = scalar_types_probe_object(frame, path, NULL);
	zend_string_release(path);
	if (!obj) {
		return NULL;
	}
	v = scalar_types_prop_slot(frame, Z_OBJ_P(obj), name, end - name, &info);
	if (!v || (info && (info->flags & (ZEND_ACC_STATIC | ZEND_ACC_READONLY)))) {
		return NULL;
	}
	*typed = info && ZEND_TYPE_IS_SET(info->type) ? info : NULL;
	return v;
}

/* The slot a source names (op: ST_OP_BIND_VAR, ST_OP_BIND_ELEM,
 * ST_OP_BIND_PROP or ST_OP_BIND_STATIC, desc as the compiler hook
 * described it), as it is: a
 * reference stays one, an undefined one is UNDEF; *typed as for
 * scalar_types_prop_source(). NULL where it cannot be read without running
 * code. A missing element is &EG(uninitialized_zval) (the engine creates
 * it as null). */
static zval *scalar_types_source_slot(zend_execute_data *frame, zval *desc, zend_long op, zend_property_info **typed)
{
	zval *cv;

	*typed = NULL;
	if (op == ST_OP_BIND_STATIC) {
		zval *name, *cls;
		zend_property_info *info;

		if (Z_TYPE_P(desc) != IS_ARRAY || !(name = zend_hash_index_find(Z_ARRVAL_P(desc), 0))
				|| !(cls = zend_hash_index_find(Z_ARRVAL_P(desc), 1))
				|| Z_TYPE_P(name) != IS_STRING || Z_TYPE_P(cls) != IS_STRING
				|| !(cv = scalar_types_static_slot(frame, Z_STR_P(cls), Z_STRVAL_P(name), Z_STRLEN_P(name), &info))) {
			return NULL;
		}
		ZVAL_DEINDIRECT(cv);
		*typed = ZEND_TYPE_IS_SET(info->type) ? info : NULL;
		return cv;
	}
	if (Z_TYPE_P(desc) != IS_STRING) {
		return NULL;
	}
	if (op == ST_OP_BIND_PROP) {
		return scalar_types_prop_source(frame, Z_STRVAL_P(desc), Z_STRLEN_P(desc), typed);
	}
	if (op == ST_OP_BIND_ELEM) {
		const char *sep = memchr(Z_STRVAL_P(desc), '\0', Z_STRLEN_P(desc));
		bool created;

		if (!sep || sep + 1 >= Z_STRVAL_P(desc) + Z_STRLEN_P(desc)) {
			return NULL;
		}
		cv = scalar_types_frame_cv(frame, Z_STRVAL_P(desc), sep - Z_STRVAL_P(desc));
		cv = scalar_types_elem_at(frame, cv && !Z_ISUNDEF_P(cv) ? cv : NULL, sep + 1,
			Z_STRVAL_P(desc) + Z_STRLEN_P(desc), &created);
		return cv ? cv : created ? &EG(uninitialized_zval) : NULL;
	}
	return scalar_types_frame_cv_slot(frame, Z_STRVAL_P(desc), Z_STRLEN_P(desc));
}

/* The value `= &source` binds, or NULL where nothing is judged: a source
 * already bound to typed properties, or a typed property, must fit exactly
 * in both modes, with messages of their own. */
/* A typed property's plain value as the reference bound to it that taking
 * it makes (on the stack, for the rules only): nothing converts through
 * it in either mode. */
static zval *scalar_types_typed_ref_view(zval *as_ref, zend_reference *ref, zval *value, zend_property_info *typed)
{
	memset(ref, 0, sizeof(*ref));
	GC_SET_REFCOUNT(ref, 1);
	GC_TYPE_INFO(ref) = GC_REFERENCE;
	ZVAL_COPY_VALUE(&ref->val, value);
	ref->sources.ptr = typed;
	ZVAL_REF(as_ref, ref);
	return as_ref;
}

/* The value `= &source` binds, or NULL where nothing is judged. A source
 * that is a typed property, or a reference bound to typed properties,
 * converts in neither mode: it must fit the target's type exactly (an int
 * for a float included), else both modes throw; it is given as such a
 * reference (as_ref, ref: the caller's storage for a typed property's
 * view). Objects through those are left alone. */
static zval *scalar_types_bind_source(zend_execute_data *frame, zval *desc, zend_long op, zval *as_ref,
	zend_reference *ref)
{
	zend_property_info *typed;
	zval *cv = scalar_types_source_slot(frame, desc, op, &typed);

	if (!cv) {
		return NULL;
	}
	if (Z_ISREF_P(cv)) {
		if (ZEND_REF_HAS_TYPE_SOURCES(Z_REF_P(cv))) {
			return Z_TYPE_P(Z_REFVAL_P(cv)) == IS_OBJECT ? NULL : cv;
		}
		cv = Z_REFVAL_P(cv);
	}
	if (Z_ISUNDEF_P(cv)) {
		return typed ? NULL : &EG(uninitialized_zval); /* a typed one: an Error to take */
	}
	if (typed) {
		return Z_TYPE_P(cv) == IS_OBJECT ? NULL : scalar_types_typed_ref_view(as_ref, ref, cv, typed);
	}
	return cv;
}

/* Before a function returning by reference returns the source desc names
 * (op as for scalar_types_source_slot()): judged against the function's
 * return type, in its own mode. Through a reference bound to a typed
 * property no mode converts anything; a typed property's plain value
 * becomes such a reference when the engine takes it, so it is judged as
 * one (a reference on the stack, for the rules only). */
ZEND_FUNCTION(ScalarTypes_observe_return_reference)
{
	zval *desc, *value, as_ref;
	zend_long op;
	zend_execute_data *frame;
	zend_property_info *typed;
	zend_reference ref;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_ZVAL(desc)
		Z_PARAM_LONG(op)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	if (ST_G(active) && frame && (frame->func->common.fn_flags & ZEND_ACC_HAS_RETURN_TYPE)
			&& (value = scalar_types_source_slot(frame, desc, op, &typed))) {
		if (Z_ISUNDEF_P(value)) {
			value = &EG(uninitialized_zval);
		} else if (typed && !Z_ISREF_P(value)) {
			value = scalar_types_typed_ref_view(&as_ref, &ref, value, typed);
		}
		scalar_types_probe_check(frame, frame->func, NULL, ST_SITE_RETURN,
			&frame->func->common.arg_info[-1].type, value);
	}
	scalar_types_probe_result(return_value, NULL);
}

/* A write of value (op as for scalar_types_probe_write) to the property
 * named by name on the object at path, both as the compiler hook encoded
 * them. */
static void scalar_types_probe_prop(zend_execute_data *frame, zend_string *path, zend_string *name, zval *value,
	zend_long op, zend_string *root_class)
{
	zval *obj = scalar_types_probe_object(frame, path, root_class);
	zend_property_info *info;

	if (!obj || !(name = scalar_types_probe_prop_name(frame, name))) {
		return;
	}
	if ((info = scalar_types_find_prop_zstr(Z_OBJCE_P(obj), frame->func->common.scope, name))
			&& !(info->flags & ZEND_ACC_STATIC) && scalar_types_prop_is_plain(info)
			&& scalar_types_prop_visible(info, frame->func->common.scope)
			&& scalar_types_prop_type_checked(Z_OBJ_P(obj), info, OBJ_PROP(Z_OBJ_P(obj), info->offset),
				frame->func->common.scope)) {
		scalar_types_probe_write(frame, info, OBJ_PROP(Z_OBJ_P(obj), info->offset), value, op);
	}
	zend_string_release(name);
}

ZEND_FUNCTION(ScalarTypes_observe_property)
{
	zend_string *var, *name, *root_class = NULL;
	zval *value, as_ref;
	zend_reference ref;
	zend_long op = 0;
	zend_execute_data *frame;

	ZEND_PARSE_PARAMETERS_START(3, 5)
		Z_PARAM_STR(var)
		Z_PARAM_STR(name)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(op)
		Z_PARAM_STR_OR_NULL(root_class)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	if (ST_OP_IS_BIND(op)) {
		if (ST_G(active) && frame && (value = scalar_types_bind_source(frame, value, op, &as_ref, &ref))) {
			scalar_types_probe_prop(frame, var, name, value, 0, root_class);
		}
		scalar_types_probe_result(return_value, NULL);
		return;
	}
	if (ST_G(active) && frame) {
		scalar_types_probe_prop(frame, var, name, value, op, root_class);
	}
	scalar_types_probe_result(return_value, value);
}

static zval *scalar_types_list_elem_at(zval *src, zval *key)
{
	zval *elem = NULL;

	if (Z_TYPE_P(src) == IS_ARRAY) {
		elem = Z_TYPE_P(key) == IS_LONG ? zend_hash_index_find(Z_ARRVAL_P(src), Z_LVAL_P(key))
			: Z_TYPE_P(key) == IS_STRING ? zend_symtable_find(Z_ARRVAL_P(src), Z_STR_P(key)) : NULL;
	}
	if (elem) {
		ZVAL_DEINDIRECT(elem);
		ZVAL_DEREF(elem);
	}
	return elem && !Z_ISUNDEF_P(elem) ? elem : &EG(uninitialized_zval);
}

/* The element a (nested) list assigns a target from; the engine's
 * uninitialized zval (null) where FETCH_LIST_R gives null, NULL where it
 * would call offsetGet(). */
static zval *scalar_types_list_elem(zval *src, zval *key)
{
	zval *k;

	if (Z_TYPE_P(key) != IS_ARRAY) {
		return scalar_types_list_elem_at(src, key);
	}
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(key), k) {
		if (Z_TYPE_P(src) == IS_OBJECT) {
			return NULL;
		}
		src = scalar_types_list_elem_at(src, k);
	} ZEND_HASH_FOREACH_END();
	return src;
}

/* A key as the compiler hook gives it: an integer or a string, or for a
 * nested list a list of those, no deeper than a list may be nested. */
static bool scalar_types_list_key_ok(zval *key)
{
	zval *k;

	if (Z_TYPE_P(key) == IS_LONG || Z_TYPE_P(key) == IS_STRING) {
		return true;
	}
	if (Z_TYPE_P(key) != IS_ARRAY || zend_hash_num_elements(Z_ARRVAL_P(key)) > ST_AST_MAX_DEPTH) {
		return false;
	}
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(key), k) {
		if (Z_TYPE_P(k) != IS_LONG && Z_TYPE_P(k) != IS_STRING) {
			return false;
		}
	} ZEND_HASH_FOREACH_END();
	return true;
}

static void scalar_types_probe_ref_write(zend_execute_data *frame, zval *slot, zval *value, zend_long op);

ZEND_FUNCTION(ScalarTypes_observe_list)
{
	HashTable *targets;
	zval *value, *src, *t;
	zend_execute_data *frame;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_ARRAY_HT(targets)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	src = value;
	ZVAL_DEREF(src);
	/* an object would be read through offsetGet(), which runs code */
	if (ST_G(active) && frame && Z_TYPE_P(src) != IS_OBJECT) {
		ZEND_HASH_FOREACH_VAL(targets, t) {
			zval *key, *path, *name, *cls, *elem;

			/* [key, path, name, class] as the compiler hook encodes a
			 * target; anything else (a call by the app) is skipped */
			if (Z_TYPE_P(t) != IS_ARRAY) {
				continue;
			}
			key = zend_hash_index_find(Z_ARRVAL_P(t), 0);
			path = zend_hash_index_find(Z_ARRVAL_P(t), 1);
			name = zend_hash_index_find(Z_ARRVAL_P(t), 2);
			cls = zend_hash_index_find(Z_ARRVAL_P(t), 3);
			if (!key || !path || !name || Z_TYPE_P(path) != IS_STRING || Z_TYPE_P(name) != IS_STRING
					|| !scalar_types_list_key_ok(key)) {
				continue;
			}
			/* what FETCH_LIST_R gives: the element, or null (a missing key,
			 * a value that is not an array); level by level for a nested
			 * list, whose keys come as an array */
			elem = scalar_types_list_elem(src, key);
			if (!elem) {
				continue; /* an ArrayAccess object on the way: offsetGet() runs code */
			}
			if (!Z_STRLEN_P(path)) {
				/* a variable: judged where it holds a reference bound to typed properties */
				zval *slot = scalar_types_frame_cv_slot(frame, Z_STRVAL_P(name), Z_STRLEN_P(name));
				if (slot) {
					scalar_types_probe_ref_write(frame, slot, elem, 0);
				}
				continue;
			}
			scalar_types_probe_prop(frame, Z_STR_P(path), Z_STR_P(name), elem, 0,
				cls && Z_TYPE_P(cls) == IS_STRING ? Z_STR_P(cls) : NULL);
		} ZEND_HASH_FOREACH_END();
	}
	scalar_types_probe_result(return_value, value);
}

ZEND_FUNCTION(ScalarTypes_observe_static_property)
{
	zend_string *cls, *name;
	zval *value, as_ref;
	zend_reference ref;
	zend_long op = 0;
	zend_execute_data *frame;
	zend_class_entry *ce;
	zend_property_info *info;
	bool bind = false;

	ZEND_PARSE_PARAMETERS_START(3, 4)
		Z_PARAM_STR(cls)
		Z_PARAM_STR(name)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(op)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	if (ST_OP_IS_BIND(op)) {
		bind = true;
		value = frame ? scalar_types_bind_source(frame, value, op, &as_ref, &ref) : NULL;
		op = 0;
	}
	/* looked up as the engine fetches a static property: the class's own
	 * table, no private shadowing */
	if (ST_G(active) && frame && value && (ce = zend_lookup_class_ex(cls, NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD))
			&& (info = zend_hash_find_ptr(&ce->properties_info, name))
			&& (info->flags & ZEND_ACC_STATIC) && scalar_types_prop_is_plain(info)
			&& scalar_types_prop_visible(info, frame->func->common.scope)
			&& scalar_types_prop_type_checked(NULL, info, NULL, frame->func->common.scope)) {
		/* Compound writes need the current value. The statics table is
		 * set up at a class's first static access, which the write itself
		 * is about to make: done here as the engine would do it then, but
		 * only where no constant expression is left to evaluate. */
		zval *statics = NULL;
		if (op && (info->ce->ce_flags & ZEND_ACC_CONSTANTS_UPDATED)) {
			zend_class_init_statics(info->ce);
			statics = CE_STATIC_MEMBERS(info->ce);
		}
		scalar_types_probe_write(frame, info, statics ? statics + info->offset : NULL, value, op);
	}
	if (bind) {
		scalar_types_probe_result(return_value, NULL);
		return;
	}
	scalar_types_probe_result(return_value, value);
}

/* A write (op as for scalar_types_probe_write) to slot: where it holds a
 * reference bound to typed properties, the value (or the compound result)
 * is judged against all of them, in the writer's mode. */
static void scalar_types_probe_ref_write(zend_execute_data *frame, zval *slot, zval *value, zend_long op)
{
	scalar_types_receipt r;
	zval result;

	if (!Z_ISREF_P(slot) || !ZEND_REF_HAS_TYPE_SOURCES(Z_REF_P(slot))) {
		return;
	}
	scalar_types_receipt_init(&r, frame, ST_SITE_REFERENCE);
	if (!op) {
		scalar_types_receipt_judge_ref(&r, Z_REF_P(slot), value);
	} else if (scalar_types_write_result(&result, Z_REFVAL_P(slot), value, op)) {
		scalar_types_receipt_judge_ref(&r, Z_REF_P(slot), &result);
		zval_ptr_dtor(&result);
	}
}

/* A write to a variable that may hold a reference: where it holds one
 * bound to typed properties, the value (or the compound result) is judged
 * against all of them, in the writer's mode. */
ZEND_FUNCTION(ScalarTypes_observe_reference)
{
	zend_string *var;
	zval *value, *cv = NULL;
	zend_long op = 0;
	zend_execute_data *frame;

	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_STR(var)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(op)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	if (ST_G(active) && frame) {
		cv = scalar_types_frame_cv_slot(frame, ZSTR_VAL(var), ZSTR_LEN(var)); /* not dereferenced: the reference is what counts */
	}
	if (cv) {
		scalar_types_probe_ref_write(frame, cv, value, op);
	}
	scalar_types_probe_result(return_value, value);
}

/* The same for an element of an array held by a variable ($a[k] = …, the
 * key as scalar_types_probe_dim() reads it), without creating it. */
ZEND_FUNCTION(ScalarTypes_observe_element_reference)
{
	zend_string *var, *seg;
	zval *value, *arr, *elem = NULL;
	zend_long op = 0;
	zend_execute_data *frame;

	ZEND_PARSE_PARAMETERS_START(3, 4)
		Z_PARAM_STR(var)
		Z_PARAM_STR(seg)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(op)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	if (ST_G(active) && frame && ZSTR_LEN(seg) && (arr = scalar_types_frame_cv(frame, ZSTR_VAL(var), ZSTR_LEN(var)))) {
		bool created;

		elem = scalar_types_elem_at(frame, arr, ZSTR_VAL(seg), ZSTR_VAL(seg) + ZSTR_LEN(seg), &created);
	}
	if (elem) {
		ZVAL_DEINDIRECT(elem);
		scalar_types_probe_ref_write(frame, elem, value, op);
	}
	scalar_types_probe_result(return_value, value);
}

/* Holds a write target's object or name for the probe that follows; with
 * a path, judges the ++/-- that follows at once. */
ZEND_FUNCTION(ScalarTypes_stash)
{
	zval *value;
	zend_long id, op = 0;
	zend_string *path = NULL, *name = NULL, *root_class = NULL;
	zend_execute_data *frame;

	ZEND_PARSE_PARAMETERS_START(2, 6)
		Z_PARAM_ZVAL(value)
		Z_PARAM_LONG(id)
		Z_PARAM_OPTIONAL
		Z_PARAM_STR_OR_NULL(path)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_LONG(op)
		Z_PARAM_STR_OR_NULL(root_class)
	ZEND_PARSE_PARAMETERS_END();

	frame = scalar_types_writer_frame(execute_data);
	if (ST_G(active) && frame) {
		scalar_types_stash_put(frame, id, value);
		if (path && name && op) {
			zval null;
			ZVAL_NULL(&null);
			scalar_types_probe_prop(frame, path, name, &null, op, root_class);
		}
	}
	scalar_types_probe_result(return_value, value);
}
