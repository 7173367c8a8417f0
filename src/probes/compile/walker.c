/*
  +----------------------------------------------------------------------+
  | scalar_types: AST probes for compare mode: the walk                  |
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

#include "php.h"
#include "zend_ast.h"
#include "zend_compile.h"
#include "php_scalar_types.h"
#include "probes/compile/compile.h"
#include "probes/probes.h"

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
	if (ST_G(probes.compile_ticks) < 0) {
		ST_G(probes.compile_ticks) = ST_G(probes.compile_root)
			&& scalar_types_ast_find(ST_G(probes.compile_root), 0, ST_AST_MAX_DEPTH, scalar_types_ticks_node);
	}
	return ST_G(probes.compile_ticks) != 0;
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
	uint32_t ctx = (weak ? ST_CTX_WEAK : 0) | (scalar_types_file_rebinds_names(ast) ? 0 : ST_CTX_GLOBAL_NAMES);
	scalar_types_scope top = {NULL, NULL, NULL, NULL, false};

	ST_G(probes.compile_root) = ast;
	ST_G(probes.compile_ticks) = -1;

	if (scalar_types_watching(ST_WATCH_PROPERTIES)) {
		scalar_types_collect_refs(ast, &top.refs, 0);
	}
	scalar_types_probe_walk(&ast, ctx, 0, &top);
	ST_G(probes.compile_root) = NULL;
	if (top.refs) {
		zend_hash_destroy(top.refs);
		FREE_HASHTABLE(top.refs);
	}
}
