/*
  +----------------------------------------------------------------------+
  | scalar_types: probes around writes to typed properties               |
  +----------------------------------------------------------------------+
  | =, op=, ??=, ++/--, list() and =& to a property target, or through   |
  | a variable that may hold a reference bound to one.                   |
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

void scalar_types_wrap_list(zend_ast *assign, const scalar_types_scope *sc)
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
void scalar_types_wrap_assign(zend_ast *assign, uint32_t op, const scalar_types_scope *sc)
{
	zend_ast *probe = scalar_types_prop_probe(assign->child[0], assign->child[1], op, assign->lineno, sc);

	if (probe) {
		assign->child[1] = probe;
	}
}

/* ++/-- have no value to route: `\probe(…) ?? $o->p++`, where the probe
 * returns null, so the increment runs and gives the expression's value. */
void scalar_types_wrap_incdec(zend_ast **slot, const scalar_types_scope *sc)
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

/* `$o->p = &$v`, `X::$p = &$v`: binding a variable to a typed property
 * coerces its value in place (weak) or refuses it (strict), as assigning
 * it would. `\probe(…, 'v', ST_OP_BIND_VAR) ?? $o->p = &$v`: the probe
 * gets the variable's name, reads it without creating it, and returns
 * null. Only targets whose parts need no stash (the probe runs before
 * them), and only sources scalar_types_source_desc() describes. */
void scalar_types_wrap_bind(zend_ast **slot, const scalar_types_scope *sc)
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
