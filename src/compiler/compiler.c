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
#include "zend_inheritance.h"
#include "php_scalar_types.h"
#include "lib/tables.h"
#include "compiler/paths.h"
#include "compiler/compiler.h"
#include "report/files.h"
#include "compare/compare.h"

static zend_op_array *(*scalar_types_prev_compile_file)(zend_file_handle *file_handle, int type) = NULL;
static bool scalar_types_compile_file_installed = false;
/* What opcache wraps (NULL: not noted, no uncached compiles). */
static zend_op_array *(*scalar_types_uncached_compile_file)(zend_file_handle *file_handle, int type) = NULL;
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
	scalar_types_uncached_compile_file = zend_compile_file;
	return SUCCESS;
}

/* opcache's load of a script compiled with ZEND_COMPILE_DELAYED_BINDING:
 * each class whose parent the compile did not have is bound now if it can
 * be, so that a class may be used above its declaration as under opcache
 * (`new B; class B extends A {} class A {}`), and its errors come from here
 * as they would. */
static void scalar_types_delayed_early_binding(zend_op_array *op_array)
{
	zend_op *opline, *end = op_array->opcodes + op_array->last;
	zend_string *orig_filename = CG(compiled_filename);
	bool orig_in_compilation = CG(in_compilation);
	void *run_time_cache = NULL;

	CG(compiled_filename) = op_array->filename;
	CG(in_compilation) = 1;
	for (opline = op_array->opcodes; opline < end; opline++) {
		zval *lcname, *zv;
		zend_class_entry *ce, *parent_ce;

		if (opline->opcode != ZEND_DECLARE_CLASS_DELAYED) {
			continue;
		}
		lcname = RT_CONSTANT(opline, opline->op1);
		if (zend_hash_exists(EG(class_table), Z_STR_P(lcname))
				|| !(zv = zend_hash_find(EG(class_table), Z_STR_P(lcname + 1)))
				|| !(parent_ce = zend_hash_find_ptr(EG(class_table), Z_STR_P(RT_CONSTANT(opline, opline->op2))))) {
			continue;
		}
		ce = zend_try_early_bind(Z_CE_P(zv), parent_ce, Z_STR_P(lcname), zv);
		if (ce && !EG(exception)) {
			if (!run_time_cache) {
				run_time_cache = emalloc((size_t) op_array->cache_size);
				memset(run_time_cache, 0, (size_t) op_array->cache_size);
				ZEND_MAP_PTR_INIT(op_array->run_time_cache, run_time_cache);
			}
			*(void **) ((char *) run_time_cache + opline->extended_value) = ce;
		}
	}
	CG(compiled_filename) = orig_filename;
	CG(in_compilation) = orig_in_compilation;
}

/* Opens a file to compile past opcache, as the engine opens it without
 * opcache: opcache's stream opener may have "opened" a cached script by
 * setting opened_path alone (include_once, the main script), which the
 * compiler could not read. false leaves the file to opcache, which reports
 * what cannot be opened as it would, through the user handler. */
static bool scalar_types_open_uncached(zend_file_handle *file_handle)
{
	if (file_handle->type == ZEND_HANDLE_FILENAME && !file_handle->buf) {
		zend_string *opened_path = file_handle->opened_path;

		file_handle->opened_path = NULL;
		if (php_stream_open_for_zend_ex(file_handle, USE_PATH | STREAM_OPEN_FOR_INCLUDE) != SUCCESS) {
			file_handle->opened_path = opened_path;
			return false;
		}
		if (opened_path) {
			zend_string_release(opened_path);
		}
	}
	return true;
}

/* As opcache compiles (its compile_file): classes of other files are not
 * bound at compile time, early binding is left to the load. */
static zend_op_array *scalar_types_compile_uncached(zend_file_handle *file_handle, int type)
{
	uint32_t orig_options = CG(compiler_options);
	zend_op_array *op_array;

	CG(compiler_options) |= ZEND_COMPILE_HANDLE_OP_ARRAY | ZEND_COMPILE_IGNORE_INTERNAL_CLASSES
		| ZEND_COMPILE_DELAYED_BINDING | ZEND_COMPILE_NO_CONSTANT_SUBSTITUTION | ZEND_COMPILE_IGNORE_OTHER_FILES;
	op_array = scalar_types_uncached_compile_file(file_handle, type);
	CG(compiler_options) = orig_options;
	if (op_array && (op_array->fn_flags & ZEND_ACC_EARLY_BINDING) && !EG(exception)) {
		scalar_types_delayed_early_binding(op_array);
	}
	return op_array;
}

/* Whether opcache would serve the file from its cache:
 * opcache_is_script_cached() on its resolved path, asked with compare mode
 * paused, so that the call is neither judged nor counted. */
static bool scalar_types_opcache_has(zend_file_handle *file_handle)
{
	zend_function *fn = zend_hash_str_find_ptr(CG(function_table), "opcache_is_script_cached",
		sizeof("opcache_is_script_cached") - 1);
	zend_string *path;
	zval arg, ret;
	bool has, was;

	if (!fn || !file_handle->filename) {
		return false;
	}
	path = file_handle->opened_path ? zend_string_copy(file_handle->opened_path) : zend_resolve_path(file_handle->filename);
	if (!path) {
		return false;
	}
	ZVAL_STR(&arg, path);
	ZVAL_UNDEF(&ret);
	was = scalar_types_compare_pause();
	zend_call_known_function(fn, NULL, NULL, &ret, 1, &arg, NULL);
	scalar_types_compare_resume(was);
	has = Z_TYPE(ret) == IS_TRUE;
	zval_ptr_dtor(&ret);
	zend_string_release(path);
	return has;
}

/* Whether opcache would cache the file: not a stream of a wrapper other
 * than file:// and phar:// (those it compiles uncached itself, so past it
 * they would be opened twice). */
static bool scalar_types_cacheable(zend_file_handle *file_handle)
{
	const char *p, *name;

	if (!file_handle->filename) {
		return false;
	}
	name = ZSTR_VAL(file_handle->filename);
	for (p = name; (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')
			|| *p == '+' || *p == '-' || *p == '.'; p++);
	if (p != name && p[0] == ':' && p[1] == '/' && p[2] == '/') {
		return strncmp(name, "file://", 7) == 0 || strncmp(name, "phar://", 7) == 0;
	}
	return true;
}

/* Whether this thread compiled the file past the cache before: had it not,
 * opcache would hold it since (a judged request caches nothing, so a
 * server judging every request would else show a file's compile warnings
 * at each request; now at most once per worker). Notes it. */
static bool scalar_types_compiled_past_before(zend_file_handle *file_handle)
{
	zend_string *name = file_handle->opened_path ? file_handle->opened_path : file_handle->filename;
	HashTable *seen = ST_G(registry.compiled_past);

	if (!name) {
		return false;
	}
	if (!seen) {
		seen = ST_G(registry.compiled_past) = pemalloc(sizeof(HashTable), 1);
		zend_hash_init(seen, 64, NULL, NULL, 1);
	}
	if (zend_hash_exists(seen, name)) {
		return true;
	}
	/* bounded: past it, each file shows its warnings as a miss would */
	if (zend_hash_num_elements(seen) < 65536) {
		zend_hash_str_add_empty_element(seen, ZSTR_VAL(name), ZSTR_LEN(name));
	}
	return false;
}

/* A compile that bails out (a fatal error) returns NULL, failed set. */
static zend_op_array *scalar_types_compile_catching(zend_file_handle *file_handle, int type, bool *failed)
{
	zend_op_array *volatile op_array = NULL;

	zend_try {
		op_array = scalar_types_compile_uncached(file_handle, type);
	} zend_catch {
		*failed = true;
	} zend_end_try();
	return op_array;
}

/* A judged request's file compiled past the cache, as opcache would give
 * it to the app. opcache up to 8.4 never calls a user error handler from its
 * own compiles (8.5 on does); and it serves a cached file without its compile's diagnostics,
 * unless opcache.record_warnings replays them (through the handler). So a
 * file opcache holds is compiled quietly: its diagnostics are recorded, not
 * shown, error_get_last() is left as it was, and only a compile that fails
 * shows them, as it would in any case. */
static zend_op_array *scalar_types_compile_as_opcache(zend_file_handle *file_handle, int type)
{
	zval handler;
	int reporting = EG(error_reporting), last_type = PG(last_error_type);
	uint32_t last_lineno = (uint32_t) PG(last_error_lineno);
	zend_string *last_message = PG(last_error_message), *last_file = PG(last_error_file);
	zend_op_array *op_array;
	bool failed = false, cached = scalar_types_compiled_past_before(file_handle) || scalar_types_opcache_has(file_handle);
	bool quiet, record;

	if (cached && zend_ini_long("opcache.record_warnings", sizeof("opcache.record_warnings") - 1, 0)) {
		return scalar_types_compile_uncached(file_handle, type);
	}
	quiet = cached;
	record = quiet && !EG(record_errors);
	ZVAL_COPY_VALUE(&handler, &EG(user_error_handler));
#if PHP_VERSION_ID >= 80500
	/* from 8.5 on, a compile's diagnostics reach the user handler, with
	 * opcache too: set aside only to keep a cached file's compile quiet */
	if (quiet)
#endif
	{
		ZVAL_UNDEF(&EG(user_error_handler));
	}
	if (quiet) {
		EG(error_reporting) = 0;
		PG(last_error_message) = NULL;
		PG(last_error_file) = NULL;
	}
	if (record) {
		zend_begin_record_errors();
	}
	op_array = scalar_types_compile_catching(file_handle, type, &failed);
	ZVAL_COPY_VALUE(&EG(user_error_handler), &handler);
	if (record) {
		EG(record_errors) = false;
	}
	if (quiet) {
		EG(error_reporting) = reporting;
		if (PG(last_error_message)) {
			zend_string_release(PG(last_error_message));
		}
		if (PG(last_error_file)) {
			zend_string_release(PG(last_error_file));
		}
		PG(last_error_message) = last_message;
		PG(last_error_file) = last_file;
		PG(last_error_type) = last_type;
		PG(last_error_lineno) = last_lineno;
	}
	if (record) {
		if (failed || (!op_array && !EG(exception))) {
			/* shown as the engine shows them; a fatal one bails out again */
			zend_emit_recorded_errors();
		}
		zend_free_recorded_errors();
	}
	if (failed) {
		zend_bailout();
	}
	return op_array;
}

/* Runs outside opcache, so it sees cache hits the AST hook never sees. */
static zend_op_array *scalar_types_compile_file(zend_file_handle *file_handle, int type)
{
	uint32_t fn_before = CG(function_table)->nNumUsed, cl_before = CG(class_table)->nNumUsed;
	zend_op_array *op_array;

	if (ST_G(registry.uncached) && scalar_types_uncached_compile_file && scalar_types_cacheable(file_handle)
			&& scalar_types_uncached_compile_file != scalar_types_prev_compile_file
			&& !(CG(compiler_options) & ZEND_COMPILE_PRELOAD) && scalar_types_open_uncached(file_handle)) {
		op_array = scalar_types_compile_as_opcache(file_handle, type);
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

void scalar_types_compiler_startup(bool uncached_compiles)
{
	if (uncached_compiles) {
		scalar_types_prev_post_startup = zend_post_startup_cb;
		zend_post_startup_cb = scalar_types_compiler_post_startup;
	}
#ifdef ZTS
	scalar_types_compile_file_lock = tsrm_mutex_alloc();
#endif
}

void scalar_types_compiler_activate(bool uncached)
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
	ST_G(registry.uncached) = uncached;
}

void scalar_types_compiler_deactivate(void)
{
	if (ST_G(registry.files)) {
		scalar_types_table_free(&ST_G(registry.files));
	}
	ST_G(registry.uncached) = false;
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
	if (g->compiled_past) {
		zend_hash_destroy(g->compiled_past);
		pefree(g->compiled_past, 1);
		g->compiled_past = NULL;
	}
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
