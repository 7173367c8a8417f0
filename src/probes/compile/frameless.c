/*
  +----------------------------------------------------------------------+
  | scalar_types: frameless calls in write context (PHP 8.6)             |
  +----------------------------------------------------------------------+
  | PHP 8.6 compiles a frameless internal call (trim($x), in_array($a,   |
  | $b), …) frameless in write context too, and its temporary result is  |
  | then refused there: `trim($x)->p = 1`, `$y = &trim($x)`,             |
  | `sort(trim($x)[0])` are the compile error "Cannot use result of      |
  | built-in function in write context". The compiler uses no frameless  |
  | call while zend_execute_internal is set, which compare mode sets:    |
  | the same code would then compile. Each such call is wrapped in       |
  | \is_null(), which the compiler always turns into an opcode with a    |
  | temporary result (and the probe walk leaves alone), so that the      |
  | engine raises the same error at the same point of its compilation   |
  | (an earlier error still wins). The file never runs, nor the wrapper. |
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
#include "probes/probes.h"

#if PHP_VERSION_ID >= 80600

/* What name resolution needs, as zend_compile.c keeps it per file: the
 * namespace, its `use function` imports, and the functions declared at
 * the top level so far (known to the compiler from their declaration on). */
typedef struct _scalar_types_fl_ctx {
	zend_string *ns;        /* lowercase, NULL: the global namespace */
	HashTable *imports;     /* lowercase alias -> lowercase name */
	HashTable *decls;       /* lowercase name -> zend_ast_decl */
	bool by_ref;            /* inside a function returning by reference */
} scalar_types_fl_ctx;

static void scalar_types_fl_walk(zend_ast *ast, scalar_types_fl_ctx *c, uint32_t depth);

static zend_string *scalar_types_fl_lc(const char *s, size_t len)
{
	zend_string *lc = zend_string_init(s, len, 0);
	zend_str_tolower(ZSTR_VAL(lc), len);
	return lc;
}

/* The lowercase name a call's name resolves to at compile time (as
 * zend_resolve_function_name()), or NULL when it is resolved at run time
 * (an unqualified name in a namespace) or is not a literal. */
static zend_string *scalar_types_fl_resolve(zend_ast *name, const scalar_types_fl_ctx *c)
{
	zend_string *n, *lc;
	zval *imported_zv;

	if (name->kind != ZEND_AST_ZVAL || Z_TYPE_P(zend_ast_get_zval(name)) != IS_STRING) {
		return NULL;
	}
	n = zend_ast_get_str(name);
	if (name->attr == ZEND_NAME_FQ) {
		return scalar_types_fl_lc(ZSTR_VAL(n), ZSTR_LEN(n));
	}
	if (name->attr == ZEND_NAME_RELATIVE || memchr(ZSTR_VAL(n), '\\', ZSTR_LEN(n))) {
		/* namespace\f, A\f: a namespaced name, never a global function's
		 * unless the namespace is empty, which a qualified name cannot be */
		if (name->attr == ZEND_NAME_RELATIVE && !c->ns) {
			return scalar_types_fl_lc(ZSTR_VAL(n), ZSTR_LEN(n));
		}
		return NULL;
	}
	lc = scalar_types_fl_lc(ZSTR_VAL(n), ZSTR_LEN(n));
	imported_zv = c->imports ? zend_hash_find(c->imports, lc) : NULL;
	if (imported_zv) {
		zend_string_release(lc);
		return zend_string_copy(Z_STR_P(imported_zv));
	}
	if (c->ns) {
		zend_string_release(lc);
		return NULL;
	}
	return lc;
}

/* The function a call reaches at compile time, as zend_compile_call()
 * finds it (decl: a function declared earlier at this file's top level). */
static zend_function *scalar_types_fl_fbc(zend_ast *call, const scalar_types_fl_ctx *c, zend_ast_decl **decl)
{
	zend_string *lc = scalar_types_fl_resolve(call->child[0], c);
	zend_function *f;

	*decl = NULL;
	if (!lc) {
		return NULL;
	}
	f = zend_hash_find_ptr(CG(function_table), lc);
	if (!f && c->decls) {
		*decl = zend_hash_find_ptr(c->decls, lc);
	}
	zend_string_release(lc);
	if (!f) {
		return NULL;
	}
	if (f->type == ZEND_INTERNAL_FUNCTION) {
		return (CG(compiler_options) & ZEND_COMPILE_IGNORE_INTERNAL_FUNCTIONS) ? NULL : f;
	}
	if ((CG(compiler_options) & ZEND_COMPILE_IGNORE_USER_FUNCTIONS)
			|| ((CG(compiler_options) & ZEND_COMPILE_IGNORE_OTHER_FILES)
				&& f->op_array.filename != CG(active_op_array)->filename)) {
		return NULL;
	}
	return f;
}

static bool scalar_types_fl_plain_args(zend_ast *args)
{
	zend_ast_list *list;
	uint32_t i;

	if (args->kind != ZEND_AST_ARG_LIST) {
		return false; /* f(...): a closure */
	}
	list = zend_ast_get_list(args);
	for (i = 0; i < list->children; i++) {
		if (list->child[i]->kind == ZEND_AST_UNPACK || list->child[i]->kind == ZEND_AST_NAMED_ARG) {
			return false;
		}
	}
	return true;
}

/* find_frameless_function_info() of 8.6, but for zend_execute_internal. */
static bool scalar_types_fl_compiles_frameless(zend_ast *call, const scalar_types_fl_ctx *c)
{
	const zend_frameless_function_info *info;
	zend_ast_decl *decl;
	zend_function *f;
	uint32_t n;

	if (call->kind != ZEND_AST_CALL || !scalar_types_fl_plain_args(call->child[1])) {
		return false;
	}
	f = scalar_types_fl_fbc(call, c, &decl);
	if (!f || f->type != ZEND_INTERNAL_FUNCTION || (f->common.fn_flags & ZEND_ACC_DEPRECATED)
			|| !f->internal_function.frameless_function_infos) {
		return false;
	}
	n = zend_ast_get_list(call->child[1])->children;
	if (n > 3) {
		return false;
	}
	for (info = f->internal_function.frameless_function_infos; info->handler; info++) {
		if (info->num_args >= n && f->common.required_num_args <= n
				&& (!(f->common.fn_flags & ZEND_ACC_VARIADIC) || info->num_args == n)) {
			return true;
		}
	}
	return false;
}

/* *slot = \is_null(*slot), at the call's line. */
static void scalar_types_fl_wrap(zend_ast **slot)
{
	zend_ast *call = *slot;
	uint32_t lineno = zend_ast_get_lineno(call);
	zend_ast *name = scalar_types_str_ast(ZEND_STRL("is_null"), lineno);
	zend_ast *args = scalar_types_ast_at(zend_ast_create_list(1, ZEND_AST_ARG_LIST, call), lineno);

	name->attr = ZEND_NAME_FQ;
	*slot = scalar_types_ast_at(zend_ast_create(ZEND_AST_CALL, name, args), lineno);
}

/* A variable the compiler fetches for writing: the call at the root of its
 * chain of elements and properties is separated for the write, which a
 * temporary cannot be (zend_separate_if_call_and_write()). */
static void scalar_types_fl_chain(zend_ast **slot, const scalar_types_fl_ctx *c)
{
	zend_ast *a = *slot;
	bool inner = false;

	while (a && (a->kind == ZEND_AST_DIM || a->kind == ZEND_AST_PROP)) {
		slot = &a->child[0];
		a = *slot;
		inner = true;
	}
	if (inner && a && scalar_types_fl_compiles_frameless(a, c)) {
		scalar_types_fl_wrap(slot);
	}
}

/* [a, 'k' => b, [c]] = …: each target is assigned (or bound). */
static void scalar_types_fl_list(zend_ast *list, const scalar_types_fl_ctx *c, uint32_t depth)
{
	zend_ast_list *l = zend_ast_get_list(list);
	uint32_t i;

	if (depth > 64) {
		return;
	}
	for (i = 0; i < l->children; i++) {
		zend_ast *elem = l->child[i];
		if (!elem || elem->kind != ZEND_AST_ARRAY_ELEM || !elem->child[0]) {
			continue;
		}
		if (elem->child[0]->kind == ZEND_AST_ARRAY) {
			scalar_types_fl_list(elem->child[0], c, depth + 1);
		} else {
			scalar_types_fl_chain(&elem->child[0], c);
		}
	}
}

static void scalar_types_fl_target(zend_ast **slot, const scalar_types_fl_ctx *c)
{
	if (*slot && (*slot)->kind == ZEND_AST_ARRAY) {
		scalar_types_fl_list(*slot, c, 0);
	} else {
		scalar_types_fl_chain(slot, c);
	}
}

static bool scalar_types_fl_is_variable(zend_ast *a)
{
	return a && (a->kind == ZEND_AST_VAR || a->kind == ZEND_AST_DIM || a->kind == ZEND_AST_PROP
		|| a->kind == ZEND_AST_STATIC_PROP);
}

/* Whether argument arg_num (1-based) of a call known at compile time is
 * sent by reference (ARG_SHOULD_BE_SENT_BY_REF(), prefer-ref included). */
static bool scalar_types_fl_arg_by_ref(zend_function *f, zend_ast_decl *decl, uint32_t arg_num)
{
	if (f) {
		uint32_t mode;
		if (arg_num <= f->common.num_args) {
			mode = ZEND_ARG_SEND_MODE(&f->common.arg_info[arg_num - 1]);
		} else if (f->common.fn_flags & ZEND_ACC_VARIADIC) {
			mode = ZEND_ARG_SEND_MODE(&f->common.arg_info[f->common.num_args]);
		} else {
			return false;
		}
		return (mode & (ZEND_SEND_BY_REF | ZEND_SEND_PREFER_REF)) != 0;
	}
	if (decl && decl->child[0]) {
		zend_ast_list *params = zend_ast_get_list(decl->child[0]);
		zend_ast *p;
		if (arg_num <= params->children) {
			p = params->child[arg_num - 1];
		} else if (params->children && (params->child[params->children - 1]->attr & ZEND_PARAM_VARIADIC)) {
			p = params->child[params->children - 1];
		} else {
			return false;
		}
		return (p->attr & ZEND_PARAM_REF) != 0;
	}
	return false;
}

static void scalar_types_fl_call_args(zend_ast *call, const scalar_types_fl_ctx *c)
{
	zend_ast_decl *decl;
	zend_function *f;
	zend_ast_list *args;
	uint32_t i;

	if (call->child[1]->kind != ZEND_AST_ARG_LIST) {
		return;
	}
	f = scalar_types_fl_fbc(call, c, &decl);
	if (!f && !decl) {
		return;
	}
	args = zend_ast_get_list(call->child[1]);
	for (i = 0; i < args->children; i++) {
		zend_ast *arg = args->child[i];
		if (arg->kind == ZEND_AST_UNPACK || arg->kind == ZEND_AST_NAMED_ARG) {
			return; /* the argument's number is known at run time only */
		}
		if ((arg->kind == ZEND_AST_DIM || arg->kind == ZEND_AST_PROP)
				&& scalar_types_fl_arg_by_ref(f, decl, i + 1)) {
			scalar_types_fl_chain(&args->child[i], c);
		}
	}
}

static void scalar_types_fl_children(zend_ast *ast, scalar_types_fl_ctx *c, uint32_t depth)
{
	uint32_t i, n;

	if (zend_ast_is_list(ast)) {
		zend_ast_list *l = zend_ast_get_list(ast);
		for (i = 0; i < l->children; i++) {
			scalar_types_fl_walk(l->child[i], c, depth + 1);
		}
		return;
	}
	n = zend_ast_get_num_children(ast);
	for (i = 0; i < n; i++) {
		scalar_types_fl_walk(ast->child[i], c, depth + 1);
	}
}

static void scalar_types_fl_walk(zend_ast *ast, scalar_types_fl_ctx *c, uint32_t depth)
{
	if (!ast || depth > 1000 || (zend_ast_is_special(ast) && !scalar_types_is_decl(ast))) {
		return;
	}
	if (scalar_types_is_decl(ast)) {
		zend_ast_decl *d = (zend_ast_decl *) ast;
		bool saved = c->by_ref;
		size_t i;

		c->by_ref = ast->kind != ZEND_AST_CLASS && (d->flags & ZEND_ACC_RETURN_REFERENCE);
		if (ast->kind == ZEND_AST_ARROW_FUNC && c->by_ref && d->child[2]) {
			scalar_types_fl_chain(&d->child[2], c); /* its body is what it returns */
		}
		for (i = 0; i < sizeof(d->child) / sizeof(d->child[0]); i++) {
			scalar_types_fl_walk(d->child[i], c, depth + 1);
		}
		c->by_ref = saved;
		return;
	}
	switch (ast->kind) {
		case ZEND_AST_ASSIGN:
			scalar_types_fl_target(&ast->child[0], c);
			break;
		case ZEND_AST_ASSIGN_REF:
			scalar_types_fl_chain(&ast->child[0], c);
			/* a call bound directly: to a plain variable ($y = &f()) the
			 * same compile error; to an element or a property, the
			 * temporary goes to MAKE_REF, which 8.6.0RC3 has no handler
			 * for ("Invalid opcode 140/2/0." when it runs): the same too */
			if (scalar_types_fl_compiles_frameless(ast->child[1], c)) {
				scalar_types_fl_wrap(&ast->child[1]);
			} else {
				scalar_types_fl_chain(&ast->child[1], c);
			}
			break;
		case ZEND_AST_ASSIGN_OP:
		case ZEND_AST_ASSIGN_COALESCE:
		case ZEND_AST_PRE_INC:
		case ZEND_AST_PRE_DEC:
		case ZEND_AST_POST_INC:
		case ZEND_AST_POST_DEC:
		case ZEND_AST_UNSET:
		case ZEND_AST_REF:
			scalar_types_fl_chain(&ast->child[0], c);
			break;
		case ZEND_AST_ARRAY_ELEM:
			if (ast->attr) { /* &$x */
				scalar_types_fl_chain(&ast->child[0], c);
			}
			break;
		case ZEND_AST_FOREACH:
			if (ast->child[1] && ast->child[1]->kind == ZEND_AST_REF) {
				if (scalar_types_fl_is_variable(ast->child[0])) {
					scalar_types_fl_chain(&ast->child[0], c);
				}
			} else {
				scalar_types_fl_target(&ast->child[1], c);
			}
			scalar_types_fl_chain(&ast->child[2], c);
			break;
		case ZEND_AST_RETURN:
		case ZEND_AST_YIELD:
			if (c->by_ref && ast->child[0]) {
				scalar_types_fl_chain(&ast->child[0], c);
			}
			break;
		case ZEND_AST_CALL:
			scalar_types_fl_call_args(ast, c);
			break;
		default:
			break;
	}
	scalar_types_fl_children(ast, c, depth);
}

static void scalar_types_fl_use(zend_ast *use, zend_ast *prefix, uint32_t group_type, scalar_types_fl_ctx *c)
{
	zend_ast_list *l = zend_ast_get_list(use);
	uint32_t i;

	for (i = 0; i < l->children; i++) {
		zend_ast *elem = l->child[i];
		uint32_t type = group_type ? group_type : elem->attr;
		zend_string *name, *alias, *lc_alias;
		smart_str full = {0};
		const char *last;

		if (type != ZEND_SYMBOL_FUNCTION) {
			continue;
		}
		name = zend_ast_get_str(elem->child[0]);
		if (prefix) {
			smart_str_append(&full, zend_ast_get_str(prefix));
			smart_str_appendc(&full, '\\');
		}
		smart_str_append(&full, name);
		smart_str_0(&full);
		if (elem->child[1]) {
			alias = zend_string_copy(zend_ast_get_str(elem->child[1]));
		} else {
			last = zend_memrchr(ZSTR_VAL(name), '\\', ZSTR_LEN(name));
			alias = last ? zend_string_init(last + 1, ZSTR_VAL(name) + ZSTR_LEN(name) - last - 1, 0)
				: zend_string_copy(name);
		}
		if (!c->imports) {
			ALLOC_HASHTABLE(c->imports);
			zend_hash_init(c->imports, 8, NULL, ZVAL_PTR_DTOR, 0);
		}
		lc_alias = scalar_types_fl_lc(ZSTR_VAL(alias), ZSTR_LEN(alias));
		{
			zval zv;
			ZVAL_STR(&zv, scalar_types_fl_lc(ZSTR_VAL(full.s), ZSTR_LEN(full.s)));
			zend_hash_update(c->imports, lc_alias, &zv);
		}
		zend_string_release(lc_alias);
		zend_string_release(alias);
		smart_str_free(&full);
	}
}

static void scalar_types_fl_reset_ns(scalar_types_fl_ctx *c, zend_ast *name)
{
	if (c->imports) {
		zend_hash_destroy(c->imports);
		FREE_HASHTABLE(c->imports);
		c->imports = NULL;
	}
	if (c->ns) {
		zend_string_release(c->ns);
		c->ns = NULL;
	}
	if (name) {
		zend_string *n = zend_ast_get_str(name);
		c->ns = scalar_types_fl_lc(ZSTR_VAL(n), ZSTR_LEN(n));
	}
}

static void scalar_types_fl_top(zend_ast *stmts, scalar_types_fl_ctx *c)
{
	zend_ast_list *l;
	uint32_t i;

	if (!stmts || stmts->kind != ZEND_AST_STMT_LIST) {
		scalar_types_fl_walk(stmts, c, 0);
		return;
	}
	l = zend_ast_get_list(stmts);
	for (i = 0; i < l->children; i++) {
		zend_ast *s = l->child[i];
		if (!s) {
			continue;
		}
		switch (s->kind) {
			case ZEND_AST_NAMESPACE:
				scalar_types_fl_reset_ns(c, s->child[0]);
				if (s->child[1]) {
					scalar_types_fl_top(s->child[1], c);
					scalar_types_fl_reset_ns(c, NULL);
				}
				continue;
			case ZEND_AST_USE:
				scalar_types_fl_use(s, NULL, s->attr, c);
				continue;
			case ZEND_AST_GROUP_USE:
				scalar_types_fl_use(s->child[1], s->child[0], s->attr, c);
				continue;
			case ZEND_AST_FUNC_DECL: {
				zend_ast_decl *d = (zend_ast_decl *) s;
				smart_str full = {0};
				if (c->ns) {
					smart_str_append(&full, c->ns);
					smart_str_appendc(&full, '\\');
				}
				smart_str_append(&full, d->name);
				smart_str_0(&full);
				if (!c->decls) {
					ALLOC_HASHTABLE(c->decls);
					zend_hash_init(c->decls, 8, NULL, NULL, 0);
				}
				zend_str_tolower(ZSTR_VAL(full.s), ZSTR_LEN(full.s));
				zend_hash_add_ptr(c->decls, full.s, d);
				smart_str_free(&full);
				break;
			}
			case ZEND_AST_STMT_LIST:
				scalar_types_fl_top(s, c);
				continue;
			default:
				break;
		}
		scalar_types_fl_walk(s, c, 0);
	}
}

void scalar_types_frameless_writes(zend_ast *ast)
{
	scalar_types_fl_ctx c = {NULL, NULL, NULL, false};

	if (CG(compiler_options) & (ZEND_COMPILE_NO_BUILTINS | ZEND_COMPILE_IGNORE_INTERNAL_FUNCTIONS)) {
		return; /* no TYPE_CHECK opcode for \is_null(): no wrapper */
	}
	scalar_types_fl_top(ast, &c);
	scalar_types_fl_reset_ns(&c, NULL);
	if (c.decls) {
		zend_hash_destroy(c.decls);
		FREE_HASHTABLE(c.decls);
	}
}

#endif
