/* scalar_types: the probe rewrite's compile side, shared between its
 * files (not used outside src/probes/). */
#ifndef SCALAR_TYPES_PROBES_COMPILE_H
#define SCALAR_TYPES_PROBES_COMPILE_H

#include "php.h"
#include "zend_ast.h"
#include "zend_compile.h"
#include "zend_smart_str.h"
#include "php_scalar_types.h"
#include "probes/path.h"
#include "probes/compile/ast_types.h"

/* What a tree search asks of each node: found, look below it, or not. */
typedef enum _scalar_types_ast_verdict {
	ST_AST_FOUND,
	ST_AST_DESCEND,
	ST_AST_SKIP
} scalar_types_ast_verdict;

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

static zend_always_inline bool scalar_types_watching(zend_long what)
{
	return (ST_G(settings.watch) & what) != 0;
}


/* The types every value of e has, as far as the scope tells (0: unknown). */
static zend_always_inline uint32_t scalar_types_scope_mask(zend_ast *e, const scalar_types_scope *sc)
{
	return scalar_types_ast_value_mask(e, sc->params, sc->class_props);
}

/* ast_util.c: nodes at a line, probe calls, searches */
zend_ast *scalar_types_ast_at(zend_ast *ast, uint32_t lineno);
zend_ast *scalar_types_str_ast(const char *s, size_t len, uint32_t lineno);
zend_ast *scalar_types_zval_ast(zval *zv, uint32_t lineno);
/* \probe(args…): a fully qualified call; NULL arguments are left out */
zend_ast *scalar_types_probe_call4(const char *probe, zend_ast *a, zend_ast *b, zend_ast *c, zend_ast *d,
	uint32_t lineno);
zend_ast *scalar_types_probe_call(const char *probe, zend_ast *a, zend_ast *b, zend_ast *c, uint32_t lineno);
zend_ast *scalar_types_class_name_ast(zend_ast *cls, uint32_t lineno);
zend_ast *scalar_types_stash_class_ast(zend_long id, uint32_t lineno);
zend_ast *scalar_types_array_elem(zend_ast *value, uint32_t lineno);
zend_ast *scalar_types_short_array(uint32_t lineno);
bool scalar_types_is_decl(zend_ast *ast);
bool scalar_types_ast_find(zend_ast *ast, uint32_t depth, uint32_t max_depth,
	scalar_types_ast_verdict (*test)(zend_ast *ast));

/* targets.c: write targets and binding sources, as path.h encodes them */
zend_long scalar_types_plan_add(scalar_types_stash_plan *plan, zend_ast **slot);
bool scalar_types_ast_is_var(zend_ast *k);
bool scalar_types_ast_is_runtime(zend_ast *ast, uint32_t depth);
bool scalar_types_elem_path(zend_ast *dim, zend_string **var, zend_string **seg_out);
bool scalar_types_prop_target(zend_ast *target, zend_string **path_out, zend_string **name_out,
	zend_ast **root_class, scalar_types_stash_plan *plan);
bool scalar_types_prop_target_reads(const zend_string *path, const zend_string *name, const zend_string *var);
zend_ast *scalar_types_source_desc(zend_ast *src, uint32_t lineno, uint32_t *op);

/* scope.c: variables that may hold references, a class's properties */
zend_string *scalar_types_ref_elements_mark(const zend_string *name);
bool scalar_types_refs_has(const HashTable *refs, zend_string *var);
bool scalar_types_array_has_refs(zend_ast *array, uint32_t depth);
void scalar_types_collect_uses(zend_ast *uses, HashTable **set);
void scalar_types_collect_refs(zend_ast *ast, HashTable **set, uint32_t depth);
HashTable *scalar_types_class_props(zend_ast_decl *cls);

/* wrap.c: probes around writes */
void scalar_types_wrap_list(zend_ast *assign, const scalar_types_scope *sc);
void scalar_types_wrap_assign(zend_ast *assign, uint32_t op, const scalar_types_scope *sc);
void scalar_types_wrap_incdec(zend_ast **slot, const scalar_types_scope *sc);
void scalar_types_wrap_bind(zend_ast **slot, const scalar_types_scope *sc);

#endif
