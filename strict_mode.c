/*
  +----------------------------------------------------------------------+
  | scalar_types: strict-mode receipt rules and the compiler side        |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "coercion.h"
#include "strict_mode.h"
#include "probes.h"

/* zend_verify_scalar_type_hint(strict=1): only the exact type, except that
 * an int is widened for a float parameter ("SSTH exception"). */
void scalar_types_strict_judge(zval *arg, const zend_type *type, uint32_t flags, scalar_types_verdict *v)
{
	zend_reference *ref = NULL;

	scalar_types_verdict_init(v);
	if (Z_ISREF_P(arg)) {
		ref = Z_REF_P(arg);
		arg = Z_REFVAL_P(arg);
	}
	if (scalar_types_matches(arg, type)) {
		return;
	}
	if (scalar_types_strict_widens(type, arg) && !(ref && ZEND_REF_HAS_TYPE_SOURCES(ref))) {
		v->outcome = ST_COERCED;
		v->kind = ST_KIND_INT_TO_FLOAT;
		if (flags & ST_JUDGE_WANT_VALUE) {
			ZVAL_DOUBLE(&v->value, (double) Z_LVAL_P(arg));
		}
		return;
	}
	v->outcome = ST_REJECTED;
}

/* ---- compiler side ---------------------------------------------------- */

#include <fnmatch.h>
#include "php_scalar_types.h"
#include "zend_ast.h"
#include "zend_compile.h"

ZEND_EXTERN_MODULE_GLOBALS(scalar_types)

static zend_ast_process_t scalar_types_prev_ast_process = NULL;
static zend_op_array *(*scalar_types_prev_compile_file)(zend_file_handle *file_handle, int type) = NULL;
static bool scalar_types_compile_file_installed = false;

void scalar_types_path_list_free(scalar_types_path_list *list, bool persistent)
{
	uint32_t i;

	for (i = 0; i < list->count; i++) {
		pefree(list->rules[i].pattern, persistent);
	}
	if (list->rules) {
		pefree(list->rules, persistent);
	}
	list->rules = NULL;
	list->count = 0;
}

static bool scalar_types_glob_balanced(const char *p)
{
	const char *open = strchr(p, '[');

	while (open) {
		const char *close = strchr(open + 1, ']');
		if (!close) {
			return false;
		}
		open = strchr(close + 1, '[');
	}
	return true;
}

/* Comma-separated entries; "!entry" excludes. A bad
 * entry is reported once and skipped, the rest still apply. */
void scalar_types_path_list_parse(scalar_types_path_list *list, const char *value, const char *ini_name, bool persistent)
{
	const char *p = value;
	uint32_t cap = 0;

	scalar_types_path_list_free(list, persistent);
	if (!value || !*value) {
		return;
	}
	while (1) {
		const char *end = p;
		const char *s, *e;
		bool exclude = false;

		while (*end && *end != ',') {
			end++;
		}
		s = p;
		e = end;
		while (s < e && isspace((unsigned char) *s)) {
			s++;
		}
		while (e > s && isspace((unsigned char) e[-1])) {
			e--;
		}
		if (s < e && *s == '!') {
			exclude = true;
			s++;
		}
		if (s == e) {
			php_error_docref(NULL, E_WARNING, "%s: empty entry ignored", ini_name);
		} else {
			char *pat = pestrndup(s, e - s, persistent);

			if (!scalar_types_glob_balanced(pat)) {
				php_error_docref(NULL, E_WARNING, "%s: invalid pattern \"%s\" ignored (unbalanced '[')", ini_name, pat);
				pefree(pat, persistent);
			} else {
				if (list->count == cap) {
					cap = cap ? cap * 2 : 4;
					list->rules = perealloc(list->rules, cap * sizeof(*list->rules), persistent);
				}
				list->rules[list->count].pattern = pat;
				list->rules[list->count].exclude = exclude;
				list->rules[list->count].is_glob = strpbrk(pat, "*?[") != NULL;
				list->count++;
			}
		}
		if (!*end) {
			break;
		}
		p = end + 1;
	}
}

/* How specific a match is (the pattern's length), or 0 when it does not
 * match. Relative patterns match at any directory boundary. */
static size_t scalar_types_rule_match(const scalar_types_path_rule *r, const char *path, size_t len)
{
	size_t plen = strlen(r->pattern);

	if (r->is_glob) {
		if (fnmatch(r->pattern, path, 0) == 0) {
			return plen;
		}
		if (r->pattern[0] != '/' && r->pattern[0] != '*') {
			char *anywhere = emalloc(plen + 3);
			int rc;

			anywhere[0] = '*';
			anywhere[1] = '/';
			memcpy(anywhere + 2, r->pattern, plen + 1);
			rc = fnmatch(anywhere, path, 0);
			efree(anywhere);
			return rc == 0 ? plen : 0;
		}
		return 0;
	}
	if (r->pattern[0] == '/') {
		return (len >= plen && memcmp(path, r->pattern, plen) == 0) ? plen : 0;
	}
	{
		const char *hit = path;

		while ((hit = strstr(hit, r->pattern)) != NULL) {
			if (hit == path || hit[-1] == '/') {
				return plen;
			}
			hit++;
		}
	}
	return 0;
}

static size_t scalar_types_list_match(const scalar_types_path_list *list, const char *path, size_t len)
{
	uint32_t i;
	size_t best = 0;

	for (i = 0; i < list->count; i++) {
		if (list->rules[i].exclude && scalar_types_rule_match(&list->rules[i], path, len)) {
			return 0;
		}
	}
	for (i = 0; i < list->count; i++) {
		if (!list->rules[i].exclude) {
			size_t m = scalar_types_rule_match(&list->rules[i], path, len);
			if (m > best) {
				best = m;
			}
		}
	}
	return best;
}

/* The most specific matching entry wins; on a tie weak wins, since forcing
 * weak never introduces a TypeError. */
int scalar_types_path_policy(const char *path, size_t len)
{
	size_t s, w;

	if (!ST_G(strict_list).count && !ST_G(weak_list).count) {
		return ST_FORCED_NONE;
	}
	s = scalar_types_list_match(&ST_G(strict_list), path, len);
	w = scalar_types_list_match(&ST_G(weak_list), path, len);
	if (!s && !w) {
		return ST_FORCED_NONE;
	}
	return w >= s ? ST_FORCED_WEAK : ST_FORCED_STRICT;
}

/* Finds the strict_types element among the leading declare statements. */
static zend_ast *scalar_types_find_strict_decl(zend_ast *ast)
{
	zend_ast_list *stmts;
	uint32_t i, j;

	if (!ast || ast->kind != ZEND_AST_STMT_LIST) {
		return NULL;
	}
	stmts = zend_ast_get_list(ast);
	for (i = 0; i < stmts->children; i++) {
		zend_ast *stmt = stmts->child[i];
		zend_ast_list *decls;

		if (!stmt) {
			continue;
		}
		if (stmt->kind != ZEND_AST_DECLARE) {
			break;
		}
		decls = zend_ast_get_list(stmt->child[0]);
		for (j = 0; j < decls->children; j++) {
			zend_ast *elem = decls->child[j];
			zend_string *name = zend_ast_get_str(elem->child[0]);

			if (zend_string_equals_literal_ci(name, "strict_types")) {
				return elem;
			}
		}
	}
	return NULL;
}

static void scalar_types_record(zend_string *filename, zend_long state)
{
	zval zv;

	if (!ST_G(files) || !filename) {
		return;
	}
	ZVAL_LONG(&zv, state);
	zend_hash_update(ST_G(files), filename, &zv);
}

static void scalar_types_ast_process(zend_ast *ast)
{
	zend_op_array *op_array = CG(active_op_array);
	zend_string *filename = zend_get_compiled_filename();
	zend_ast *elem = scalar_types_find_strict_decl(ast);
	int decl = ST_DECL_NONE, forced = ST_FORCED_NONE, strict;
	bool is_eval = op_array && op_array->type == ZEND_EVAL_CODE;

	if (elem) {
		zend_ast *value = elem->child[1];
		decl = (value->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(value)) == IS_LONG
			&& Z_LVAL_P(zend_ast_get_zval(value)) == 1) ? ST_DECL_STRICT : ST_DECL_WEAK;
	}
	strict = decl == ST_DECL_STRICT;

	/* eval()'d code never inherits strictness (php-src #7954) and has no
	 * path of its own: it is recorded, never forced. */
	if (filename && op_array && !is_eval) {
		forced = scalar_types_path_policy(ZSTR_VAL(filename), ZSTR_LEN(filename));
		if (forced == ST_FORCED_STRICT) {
			/* The flag is inherited by every function compiled from this
			 * file and wins over an explicit strict_types=0. */
			op_array->fn_flags |= ZEND_ACC_STRICT_TYPES;
			strict = 1;
		} else if (forced == ST_FORCED_WEAK) {
			/* Clearing the flag here would not last: zend_compile_declare
			 * sets it again, so rewrite the declared value instead. */
			if (decl == ST_DECL_STRICT) {
				ZVAL_LONG(zend_ast_get_zval(elem->child[1]), 0);
			}
			strict = 0;
		}
	}
	scalar_types_record(filename, ST_STATE(decl, strict, forced, is_eval ? ST_SOURCE_EVAL : ST_SOURCE_COMPILED));
	scalar_types_probes_prepare_ast(ast, !strict);

	if (scalar_types_prev_ast_process) {
		scalar_types_prev_ast_process(ast);
	}
}

/* Runs outside opcache, so it sees cache hits the AST hook never sees. */
static zend_op_array *scalar_types_compile_file(zend_file_handle *file_handle, int type)
{
	zend_op_array *op_array = scalar_types_prev_compile_file(file_handle, type);

	if (op_array && op_array->filename && ST_G(files)
			&& !zend_hash_exists(ST_G(files), op_array->filename)) {
		bool strict = (op_array->fn_flags & ZEND_ACC_STRICT_TYPES) != 0;
		int forced = scalar_types_path_policy(ZSTR_VAL(op_array->filename), ZSTR_LEN(op_array->filename));

		/* The cache stores the forced state it was compiled with; one
		 * compiled under another policy can only be detected one way. */
		if ((forced == ST_FORCED_STRICT && !strict) || (forced == ST_FORCED_WEAK && strict)) {
			php_error_docref(NULL, E_WARNING,
				"%s was served by opcache compiled %s, but scalar_types.%s says %s; "
				"reset opcache (or use a separate opcache.file_cache) after changing the path settings",
				ZSTR_VAL(op_array->filename), strict ? "strict" : "weak",
				forced == ST_FORCED_STRICT ? "strict_paths" : "weak_paths",
				forced == ST_FORCED_STRICT ? "strict" : "weak");
		}
		scalar_types_record(op_array->filename, ST_STATE(ST_DECL_UNKNOWN, strict, ST_FORCED_NONE, ST_SOURCE_CACHE));
	}
	return op_array;
}

void scalar_types_compiler_startup(void)
{
	scalar_types_prev_ast_process = zend_ast_process;
	zend_ast_process = scalar_types_ast_process;
}

void scalar_types_compiler_activate(void)
{
	/* opcache installs its compile_file in post-startup, after every MINIT;
	 * wrapping it here keeps us outside it. */
	if (!scalar_types_compile_file_installed) {
		scalar_types_compile_file_installed = true;
		scalar_types_prev_compile_file = zend_compile_file;
		zend_compile_file = scalar_types_compile_file;
	}
}

void scalar_types_compiler_shutdown(void)
{
	if (zend_ast_process == scalar_types_ast_process) {
		zend_ast_process = scalar_types_prev_ast_process;
	}
	if (scalar_types_compile_file_installed && zend_compile_file == scalar_types_compile_file) {
		zend_compile_file = scalar_types_prev_compile_file;
	}
	scalar_types_compile_file_installed = false;
}

void scalar_types_file_state_to_array(zend_long state, zval *out)
{
	static const char *const decl_names[] = {"none", "strict_types=0", "strict_types=1", "unknown"};
	static const char *const source_names[] = {"compiled", "opcache", "eval"};

	array_init_size(out, 4);
	add_assoc_string(out, "declared", (char *) decl_names[ST_STATE_DECL(state)]);
	add_assoc_string(out, "effective", ST_STATE_STRICT(state) ? "strict" : "weak");
	switch (ST_STATE_FORCED(state)) {
		case ST_FORCED_STRICT:
			add_assoc_string(out, "forced_by", "scalar_types.strict_paths");
			break;
		case ST_FORCED_WEAK:
			add_assoc_string(out, "forced_by", "scalar_types.weak_paths");
			break;
		default:
			add_assoc_null(out, "forced_by");
	}
	add_assoc_string(out, "source", (char *) source_names[ST_STATE_SOURCE(state)]);
}
