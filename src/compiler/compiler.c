/*
  +----------------------------------------------------------------------+
  | scalar_types: the compiler side: registry and forcing                |
  +----------------------------------------------------------------------+
  | Each compiled file's declare(strict_types) state, the path policy    |
  | applied as it compiles, and opcache hits seen from outside opcache.  |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_main.h"
#include "zend_ast.h"
#include "zend_compile.h"
#include "php_scalar_types.h"
#include "lib/tables.h"
#include "compiler/paths.h"
#include "compiler/compiler.h"
#include "report/files.h"
#include "compare/compare.h"

static zend_op_array *(*scalar_types_prev_compile_file)(zend_file_handle *file_handle, int type) = NULL;
static bool scalar_types_compile_file_installed = false;
/* What opcache wraps (NULL: not noted): opcache is there when ours wraps
 * something else. */
static zend_op_array *(*scalar_types_compile_before_opcache)(zend_file_handle *file_handle, int type) = NULL;
static zend_result (*scalar_types_prev_post_startup)(void) = NULL;
#ifdef ZTS
/* The first requests of several threads may start at once. */
static MUTEX_T scalar_types_compile_file_lock = NULL;
#endif

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

	if (!ST_G(registry.files) || !filename) {
		return;
	}
	ZVAL_LONG(&zv, state);
	zend_hash_update(ST_G(registry.files), filename, &zv);
}

bool scalar_types_compiler_process(zend_ast *ast)
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
	return strict != 0;
}

/* opcache calls the post-startup callbacks registered before its own
 * first, then wraps zend_compile_file. */
static zend_result scalar_types_compiler_post_startup(void)
{
	if (scalar_types_prev_post_startup && scalar_types_prev_post_startup() != SUCCESS) {
		return FAILURE;
	}
	scalar_types_compile_before_opcache = zend_compile_file;
	return SUCCESS;
}

/* A file of a judged request where PHP started in standby or sampling,
 * with opcache: left to opcache, so that the request runs exactly the code
 * the others run (the cached copy, which may be older than the disk's,
 * with validate_timestamps=0 or within revalidate_freq, and compiled
 * opcache's way), and compiled without probes where opcache compiles it,
 * so that the cache holds none. Counted in the report (files_left): its
 * returns and property writes are not judged, its calls' arguments are. */
static zend_op_array *scalar_types_compile_left(zend_file_handle *file_handle, int type)
{
	zend_op_array *volatile op_array = NULL;
	bool was;

	scalar_types_report_file_left();
	was = scalar_types_compare_pause();
	zend_try {
		op_array = scalar_types_prev_compile_file(file_handle, type);
	} zend_catch {
		scalar_types_compare_resume(was);
		zend_bailout();
	} zend_end_try();
	scalar_types_compare_resume(was);
	return op_array;
}

/* scalar_types.source_overlay (fix --casts --verify: the files with their
 * casts, run before any is edited): a file with a copy at DIR + its own
 * absolute path is opened as usual (include_path, included_files, error
 * messages all as without the overlay), then compiled from the copy's
 * bytes under its own name. True when the handle now holds the copy. */
static bool scalar_types_overlay(zend_file_handle *file_handle)
{
	const char *dir = ST_G(settings.source_overlay);
	zend_string *resolved;
	char copy[MAXPATHLEN];
	zend_stat_t st = {0};
	FILE *fp;
	char *buf;
	size_t len = 0, got;

	if (!dir || !*dir || file_handle->buf || !file_handle->filename) {
		return false;
	}
	resolved = file_handle->opened_path ? zend_string_copy(file_handle->opened_path)
		: zend_resolve_path(file_handle->filename);
	if (!resolved) {
		return false;
	}
	if ((size_t) snprintf(copy, sizeof(copy), "%s%s", dir, ZSTR_VAL(resolved)) >= sizeof(copy)
			|| VCWD_STAT(copy, &st) != 0 || !S_ISREG(st.st_mode)) {
		zend_string_release(resolved);
		return false;
	}
	zend_string_release(resolved);
	if (file_handle->type == ZEND_HANDLE_FILENAME && zend_stream_open(file_handle) == FAILURE) {
		return false;
	}
	fp = VCWD_FOPEN(copy, "rb");
	if (!fp) {
		return false;
	}
	buf = safe_emalloc(1, (size_t) st.st_size, ZEND_MMAP_AHEAD);
	while (len < (size_t) st.st_size && (got = fread(buf + len, 1, (size_t) st.st_size - len, fp)) > 0) {
		len += got;
	}
	fclose(fp);
	memset(buf + len, 0, ZEND_MMAP_AHEAD);
	file_handle->buf = buf;
	file_handle->len = len;
	return true;
}

/* Runs outside opcache, so it sees cache hits the AST hook never sees. */
static zend_op_array *scalar_types_compile_file(zend_file_handle *file_handle, int type)
{
	uint32_t fn_before = CG(function_table)->nNumUsed, cl_before = CG(class_table)->nNumUsed;
	zend_op_array *op_array;

	if (scalar_types_overlay(file_handle)) {
		/* past opcache: the cache never holds a copy */
		op_array = (scalar_types_compile_before_opcache ? scalar_types_compile_before_opcache
			: scalar_types_prev_compile_file)(file_handle, type);
	} else if (ST_G(registry.left) && scalar_types_compile_before_opcache
			&& scalar_types_compile_before_opcache != scalar_types_prev_compile_file
			&& !(CG(compiler_options) & ZEND_COMPILE_PRELOAD)) {
		op_array = scalar_types_compile_left(file_handle, type);
	} else {
		op_array = scalar_types_prev_compile_file(file_handle, type);
	}

	if (op_array) {
		scalar_types_report_file_compiled(op_array, fn_before, cl_before);
	}
	if (op_array && op_array->filename && ST_G(registry.files)
			&& !zend_hash_exists(ST_G(registry.files), op_array->filename)) {
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

void scalar_types_compiler_startup(bool leaving)
{
	if (leaving) {
		scalar_types_prev_post_startup = zend_post_startup_cb;
		zend_post_startup_cb = scalar_types_compiler_post_startup;
	}
#ifdef ZTS
	scalar_types_compile_file_lock = tsrm_mutex_alloc();
#endif
}

void scalar_types_compiler_activate(bool left)
{
	/* opcache installs its compile_file in post-startup, after every MINIT
	 * (and calls other post-startup callbacks before it does): wrapping it
	 * at the first request keeps us outside it. */
#ifdef ZTS
	tsrm_mutex_lock(scalar_types_compile_file_lock);
#endif
	if (!scalar_types_compile_file_installed) {
		scalar_types_compile_file_installed = true;
		scalar_types_prev_compile_file = zend_compile_file;
		zend_compile_file = scalar_types_compile_file;
	}
#ifdef ZTS
	tsrm_mutex_unlock(scalar_types_compile_file_lock);
#endif
	ST_G(registry.files) = scalar_types_table_new(32, NULL);
	ST_G(registry.left) = left;
}

void scalar_types_compiler_deactivate(void)
{
	if (ST_G(registry.files)) {
		scalar_types_table_free(&ST_G(registry.files));
	}
	ST_G(registry.left) = false;
}

void scalar_types_compiler_ini_paths(bool strict, zend_string *value, const char *ini_name)
{
	/* Always persistent: a per-dir value is restored at request end, after
	 * the request's memory is gone. */
	scalar_types_path_list_parse(strict ? &ST_G(registry.strict_list) : &ST_G(registry.weak_list),
		value ? ZSTR_VAL(value) : NULL, ini_name, true);
}

void scalar_types_compiler_globals_dtor(scalar_types_registry_globals *g)
{
	scalar_types_path_list_free(&g->strict_list, 1);
	scalar_types_path_list_free(&g->weak_list, 1);
}

void scalar_types_compiler_shutdown(void)
{
	if (scalar_types_compile_file_installed && zend_compile_file == scalar_types_compile_file) {
		zend_compile_file = scalar_types_prev_compile_file;
	}
	scalar_types_compile_file_installed = false;
#ifdef ZTS
	if (scalar_types_compile_file_lock) {
		tsrm_mutex_free(scalar_types_compile_file_lock);
		scalar_types_compile_file_lock = NULL;
	}
#endif
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
