/*
  +----------------------------------------------------------------------+
  | scalar_types: module wiring                                          |
  +----------------------------------------------------------------------+
  | INI, globals, MINIT/RINIT/RSHUTDOWN/MSHUTDOWN, the AST hook that     |
  | dispatches to the registry and the probes, phpinfo and the userland  |
  | functions. Each concern lives in its folder under src/.              |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_ini.h"
#include "ext/standard/info.h"
#include "zend_exceptions.h"
#include "php_scalar_types.h"
#include "rules/coercion.h"
#include "rules/strict_mode.h"
#include "rules/presets.h"
#include "rules/type_parse.h"
#include "compiler/compiler.h"
#include "report/report.h"
#include "report/sink.h"
#include "compare/compare.h"
#include "compare/generators.h"
#include "compare/ref_writers.h"
#include "probes/probes.h"
#include "scalar_types_arginfo.h"

ZEND_DECLARE_MODULE_GLOBALS(scalar_types)

static zend_ast_process_t scalar_types_prev_ast_process = NULL;

/* Whether this process was told that a mode set after startup does nothing. */
static bool scalar_types_mode_warned = false;
#ifdef ZTS
/* the first requests of several threads may start at once */
static MUTEX_T scalar_types_mode_warned_lock = NULL;
#endif

static ZEND_INI_MH(OnUpdateScalarTypesMode)
{
	zend_long *p = (zend_long *) ZEND_INI_GET_ADDR();

	if (zend_string_equals_literal_ci(new_value, "off") || zend_string_equals_literal(new_value, "0")
			|| ZSTR_LEN(new_value) == 0) {
		*p = ST_MODE_OFF;
	} else if (zend_string_equals_literal_ci(new_value, "compare")) {
		*p = ST_MODE_COMPARE;
	} else if (zend_string_equals_literal_ci(new_value, "standby")) {
		*p = ST_MODE_STANDBY;
	} else {
		php_error_docref(NULL, E_WARNING,
			"Invalid scalar_types.mode \"%s\": expected \"off\", \"compare\" or \"standby\"; using \"off\"",
			ZSTR_VAL(new_value));
		return FAILURE;
	}
	return SUCCESS;
}

static const char *scalar_types_mode_name(zend_long mode)
{
	return mode == ST_MODE_COMPARE ? "compare" : mode == ST_MODE_STANDBY ? "standby" : "off";
}

static ZEND_INI_MH(OnUpdateScalarTypesSeconds)
{
	zend_long *p = (zend_long *) ZEND_INI_GET_ADDR();
	char *end;
	zend_long v = ZEND_STRTOL(ZSTR_VAL(new_value), &end, 10);

	if (ZSTR_LEN(new_value) == 0 || *end || v < 0 || v > 86400) {
		php_error_docref(NULL, E_WARNING, "Invalid %s \"%s\": expected whole seconds from 0 to 86400; using 10",
			ZSTR_VAL(entry->name), ZSTR_VAL(new_value));
		*p = 10;
		return FAILURE;
	}
	*p = v;
	return SUCCESS;
}

/* A value from a fixed list (parse gives -1 for any other): a warning that
 * names the choices, and the fallback. */
static zend_result scalar_types_ini_choice(zend_ini_entry *entry, zend_string *value, zend_long *p,
	int (*parse)(const char *), const char *choices, const char *fallback)
{
	int v = parse(ZSTR_VAL(value));

	if (v < 0) {
		php_error_docref(NULL, E_WARNING, "Invalid %s \"%s\": expected %s; using \"%s\"",
			ZSTR_VAL(entry->name), ZSTR_VAL(value), choices, fallback);
		*p = parse(fallback);
		return FAILURE;
	}
	*p = v;
	return SUCCESS;
}

static ZEND_INI_MH(OnUpdateScalarTypesSink)
{
	return scalar_types_ini_choice(entry, new_value, (zend_long *) ZEND_INI_GET_ADDR(), scalar_types_sink_parse,
		"\"file\", \"stderr\" or \"syslog\"", "file");
}

static ZEND_INI_MH(OnUpdateScalarTypesFacility)
{
	return scalar_types_ini_choice(entry, new_value, (zend_long *) ZEND_INI_GET_ADDR(),
		scalar_types_syslog_facility_parse, "user, daemon or local0 to local7", "user");
}

static ZEND_INI_MH(OnUpdateScalarTypesRate)
{
	double *p = (double *) ZEND_INI_GET_ADDR();
	char *end;
	double v = zend_strtod(ZSTR_VAL(new_value), (const char **) &end);

	while (*end == ' ') {
		end++;
	}
	if (ZSTR_LEN(new_value) == 0 || *end || !(v >= 0.0 && v <= 1.0)) {
		php_error_docref(NULL, E_WARNING, "Invalid %s \"%s\": expected a number from 0 to 1; using 1 (every request)",
			ZSTR_VAL(entry->name), ZSTR_VAL(new_value));
		*p = 1.0;
		return FAILURE;
	}
	*p = v;
	return SUCCESS;
}

/* "off" in an INI file parses to an empty string: show the mode itself. */
static ZEND_INI_DISP(scalar_types_display_mode)
{
	zend_string *v = (type == ZEND_INI_DISPLAY_ORIG && ini_entry->modified) ? ini_entry->orig_value : ini_entry->value;

	ZEND_PUTS(!v ? "off" : zend_string_equals_literal_ci(v, "compare") ? "compare"
		: zend_string_equals_literal_ci(v, "standby") ? "standby" : "off");
}

static ZEND_INI_MH(OnUpdateScalarTypesPositive)
{
	zend_long *p = (zend_long *) ZEND_INI_GET_ADDR();
	zend_long v = ZEND_STRTOL(ZSTR_VAL(new_value), NULL, 10);

	if (v <= 0) {
		php_error_docref(NULL, E_WARNING, "Invalid %s \"%s\": expected a positive integer; using the default",
			ZSTR_VAL(entry->name), ZSTR_VAL(new_value));
		return FAILURE;
	}
	*p = v;
	return SUCCESS;
}

/* "arguments,returns,properties": which receipts compare mode watches. */
static ZEND_INI_MH(OnUpdateScalarTypesSites)
{
	zend_long *p = (zend_long *) ZEND_INI_GET_ADDR();
	zend_long sites = 0;
	char *copy = estrndup(ZSTR_VAL(new_value), ZSTR_LEN(new_value)), *tok, *save = NULL;
	bool saw_entry = false;

	for (tok = php_strtok_r(copy, ", \t", &save); tok; tok = php_strtok_r(NULL, ", \t", &save)) {
		saw_entry = true;
		if (!strcasecmp(tok, "arguments")) {
			sites |= ST_WATCH_ARGUMENTS;
		} else if (!strcasecmp(tok, "returns")) {
			sites |= ST_WATCH_RETURNS;
		} else if (!strcasecmp(tok, "properties")) {
			sites |= ST_WATCH_PROPERTIES;
		} else {
			php_error_docref(NULL, E_WARNING, "scalar_types.compare_sites: unknown entry \"%s\" ignored"
				" (expected arguments, returns, properties)", tok);
		}
	}
	/* No entry at all (an empty value, "-d scalar_types.compare_sites=") is
	 * taken as the setting left unset: watching nothing would be compare
	 * mode doing nothing, silently. */
	if (!saw_entry) {
		sites = ST_WATCH_ARGUMENTS | ST_WATCH_RETURNS | ST_WATCH_PROPERTIES;
	}
	efree(copy);
	*p = sites;
	return SUCCESS;
}

static ZEND_INI_MH(OnUpdateScalarTypesPaths)
{
	scalar_types_compiler_ini_paths(zend_string_equals_literal(entry->name, "scalar_types.strict_paths"), new_value,
		ZSTR_VAL(entry->name));
	return OnUpdateString(entry, new_value, mh_arg1, mh_arg2, mh_arg3, stage);
}

/* A directory only its owner (or root) can write: what is in it is
 * compiled as the application's code. */
static ZEND_INI_MH(OnUpdateScalarTypesOverlay)
{
	zend_stat_t st = {0};

	if (ZSTR_LEN(new_value) > 0 && (ZSTR_VAL(new_value)[0] != '/' || VCWD_STAT(ZSTR_VAL(new_value), &st) != 0
			|| !S_ISDIR(st.st_mode) || (st.st_mode & (S_IWGRP | S_IWOTH))
			|| (st.st_uid != 0 && st.st_uid != geteuid()))) {
		php_error_docref(NULL, E_WARNING, "Invalid %s \"%s\": expected an absolute path to a directory that only "
			"its owner (this user or root) can write; no file is replaced", ZSTR_VAL(entry->name), ZSTR_VAL(new_value));
		return FAILURE;
	}
	return OnUpdateString(entry, new_value, mh_arg1, mh_arg2, mh_arg3, stage);
}

PHP_INI_BEGIN()
	STD_PHP_INI_ENTRY_EX("scalar_types.mode", "off", PHP_INI_SYSTEM, OnUpdateScalarTypesMode,
		settings.mode, zend_scalar_types_globals, scalar_types_globals, scalar_types_display_mode)
	STD_PHP_INI_ENTRY("scalar_types.report_file", "", PHP_INI_SYSTEM, OnUpdateString,
		settings.report_file, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_ENTRY("scalar_types.strict_paths", "", PHP_INI_SYSTEM | PHP_INI_PERDIR, OnUpdateScalarTypesPaths,
		settings.strict_paths, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_ENTRY("scalar_types.weak_paths", "", PHP_INI_SYSTEM | PHP_INI_PERDIR, OnUpdateScalarTypesPaths,
		settings.weak_paths, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_ENTRY("scalar_types.compare_sites", "arguments,returns,properties", PHP_INI_SYSTEM,
		OnUpdateScalarTypesSites, settings.watch, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_ENTRY("scalar_types.max_sites", "10000", PHP_INI_SYSTEM, OnUpdateScalarTypesPositive,
		settings.max_sites, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_BOOLEAN("scalar_types.report_values", "0", PHP_INI_SYSTEM, OnUpdateBool,
		settings.report_values, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_ENTRY("scalar_types.value_max_length", "32", PHP_INI_SYSTEM, OnUpdateScalarTypesPositive,
		settings.value_max_length, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_BOOLEAN("scalar_types.summary", "0", PHP_INI_SYSTEM, OnUpdateBool,
		settings.summary, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_ENTRY("scalar_types.sample_rate", "1", PHP_INI_SYSTEM | PHP_INI_PERDIR, OnUpdateScalarTypesRate,
		settings.sample_rate, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_ENTRY("scalar_types.flush_interval", "10", PHP_INI_SYSTEM | PHP_INI_PERDIR, OnUpdateScalarTypesSeconds,
		settings.flush_interval, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_ENTRY("scalar_types.report_sink", "file", PHP_INI_SYSTEM, OnUpdateScalarTypesSink,
		settings.report_sink, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_ENTRY("scalar_types.syslog_ident", "scalar_types", PHP_INI_SYSTEM, OnUpdateString,
		settings.syslog_ident, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_ENTRY("scalar_types.syslog_facility", "user", PHP_INI_SYSTEM, OnUpdateScalarTypesFacility,
		settings.syslog_facility, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_ENTRY("scalar_types.syslog_path", "/dev/log", PHP_INI_SYSTEM, OnUpdateString,
		settings.syslog_path, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_BOOLEAN("scalar_types.compare_generators", "0", PHP_INI_SYSTEM, OnUpdateBool,
		settings.compare_generators, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_BOOLEAN("scalar_types.compare_coverage", "0", PHP_INI_SYSTEM, OnUpdateBool,
		settings.compare_coverage, zend_scalar_types_globals, scalar_types_globals)
	STD_PHP_INI_ENTRY("scalar_types.source_overlay", "", PHP_INI_SYSTEM, OnUpdateScalarTypesOverlay,
		settings.source_overlay, zend_scalar_types_globals, scalar_types_globals)
PHP_INI_END()

static PHP_GINIT_FUNCTION(scalar_types)
{
#if defined(COMPILE_DL_SCALAR_TYPES) && defined(ZTS)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	memset(scalar_types_globals, 0, sizeof(*scalar_types_globals));
}

static PHP_GSHUTDOWN_FUNCTION(scalar_types)
{
	scalar_types_compiler_globals_dtor(&scalar_types_globals->registry);
	scalar_types_report_globals_dtor(&scalar_types_globals->report);
}

/* Every compiled file and eval(): the registry first (it decides the
 * file's mode), then, in compare mode, the probe rewrite in that mode. */
static void scalar_types_ast_process(zend_ast *ast)
{
	bool strict = scalar_types_compiler_process(ast);

	if (scalar_types_compare_installed()) {
		if (scalar_types_compare_probes_wanted()) {
			scalar_types_probes_prepare_ast(ast, !strict);
		}
	}
	if (scalar_types_prev_ast_process) {
		scalar_types_prev_ast_process(ast);
	}
}

static PHP_MINIT_FUNCTION(scalar_types)
{
	REGISTER_INI_ENTRIES();
#ifdef ZTS
	scalar_types_mode_warned_lock = tsrm_mutex_alloc();
#endif
	/* The compiler hook records every file's state; cheap, and forcing
	 * needs it whatever the mode. */
	scalar_types_prev_ast_process = zend_ast_process;
	zend_ast_process = scalar_types_ast_process;
	/* Observers cannot be added after startup, nor by dl(). */
	if (ST_G(settings.mode) != ST_MODE_OFF && type != MODULE_TEMPORARY) {
		scalar_types_compare_startup(&scalar_types_module_entry);
		scalar_types_report_startup();
	}
	/* what opcache wraps: a sampling server leaves files to it, and a
	 * source_overlay copy is compiled past it */
	scalar_types_compiler_startup(scalar_types_compare_private_probes()
		|| (ST_G(settings.source_overlay) && *ST_G(settings.source_overlay)));
	return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(scalar_types)
{
	scalar_types_compare_shutdown();
	scalar_types_report_shutdown();
	if (zend_ast_process == scalar_types_ast_process) {
		zend_ast_process = scalar_types_prev_ast_process;
	}
	scalar_types_compiler_shutdown();
#ifdef ZTS
	if (scalar_types_mode_warned_lock) {
		tsrm_mutex_free(scalar_types_mode_warned_lock);
		scalar_types_mode_warned_lock = NULL;
	}
#endif
	UNREGISTER_INI_ENTRIES();
	return SUCCESS;
}

/* PHP_INI_SYSTEM, yet changed per request by FPM's php_admin_value and
 * php.ini [PATH=]/[HOST=] sections after the hooks were (not) installed:
 * ini_get() would say a mode that is not the one running. With the hooks
 * installed (compare or standby at startup) a request's mode chooses
 * whether it is judged; without, compare or standby later does nothing.
 * Said once per process. */
static void scalar_types_warn_mode_after_startup(void)
{
	bool installed = scalar_types_compare_installed(), warn;

	if (installed || ST_G(settings.mode) == ST_MODE_OFF) {
		return;
	}
#ifdef ZTS
	tsrm_mutex_lock(scalar_types_mode_warned_lock);
#endif
	warn = !scalar_types_mode_warned;
	scalar_types_mode_warned = true;
#ifdef ZTS
	tsrm_mutex_unlock(scalar_types_mode_warned_lock);
#endif
	if (warn) {
		php_error_docref(NULL, E_WARNING, "scalar_types.mode=%s set after startup has no effect: compare mode's"
			" hooks are installed when PHP starts, and they were not; set scalar_types.mode=compare (or standby,"
			" to choose per pool or directory) in php.ini or with -d when PHP starts (for FPM: the master's"
			" php.ini, then php_admin_value[scalar_types.mode]=compare in the pools to judge)",
			scalar_types_mode_name(ST_G(settings.mode)));
	}
}

static PHP_RINIT_FUNCTION(scalar_types)
{
	bool judged;

#if defined(ZTS) && defined(COMPILE_DL_SCALAR_TYPES)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	scalar_types_warn_mode_after_startup();
	/* judged: compare mode's hooks are in, this request's mode is compare,
	 * and the sample takes it */
	judged = scalar_types_compare_installed() && ST_G(settings.mode) == ST_MODE_COMPARE
		&& scalar_types_compare_sampled(ST_G(settings.sample_rate));
	/* Each area starts its own request state, in this order (the probes'
	 * site cache follows compare mode's cache generation). */
	scalar_types_compiler_activate(judged && scalar_types_compare_private_probes());
	if (judged) {
		scalar_types_report_activate();
	}
	scalar_types_compare_activate(judged);
	scalar_types_probes_activate();
	return SUCCESS;
}

static PHP_RSHUTDOWN_FUNCTION(scalar_types)
{
	/* Compare mode first, so that nothing is judged while the others let
	 * go (a stashed array's destructors may run code); then the reverse
	 * of RINIT's order. */
	scalar_types_compare_deactivate();
	scalar_types_probes_deactivate();
	scalar_types_report_deactivate();
	scalar_types_compiler_deactivate();
	return SUCCESS;
}

#if PHP_VERSION_ID >= 80400
/* no zend_execute_internal: it would keep the compiler from frameless calls */
# define ST_COMPARE_HOOKS "observer API, internal functions too (JIT-compatible, frameless calls kept)"
#else
# define ST_COMPARE_HOOKS "observer API + chained zend_execute_internal (JIT-compatible)"
#endif

static PHP_MINFO_FUNCTION(scalar_types)
{
	php_info_print_table_start();
	php_info_print_table_row(2, "scalar_types support", "enabled");
	php_info_print_table_row(2, "Version", PHP_SCALAR_TYPES_VERSION);
	php_info_print_table_row(2, "Mode", scalar_types_mode_name(ST_G(settings.mode)));
	php_info_print_table_row(2, "Compare hooks", scalar_types_compare_installed() ? ST_COMPARE_HOOKS : "not installed");
	php_info_print_table_row(2, "Generator arguments", !scalar_types_compare_installed() ? "not observed"
		: scalar_types_generators_hooked() ? "before receipt (EXT_FCALL_BEGIN on every call)"
		: "read back when the Generator is created (scalar_types.compare_generators=0)");
	php_info_print_table_row(2, "Evidence coverage", !scalar_types_compare_installed() ? "not recorded"
		: ST_G(settings.compare_coverage) ? "lines with calls with arguments, and which ran (every call observed)"
		: "not recorded (scalar_types.compare_coverage=0)");
	if (scalar_types_compare_installed() && (ST_G(settings.watch) & ST_WATCH_PROPERTIES)) {
		char buf[96];

		snprintf(buf, sizeof(buf), "%u internal functions (settype(), str_replace(), sscanf(), ...)",
			scalar_types_ref_writers_count());
		php_info_print_table_row(2, "By-reference writes", buf);
	} else {
		php_info_print_table_row(2, "By-reference writes", "not observed");
	}
	php_info_print_table_row(2, "Compiler hook", "zend_ast_process (registry, path forcing)");
	php_info_print_table_row(2, "Forcing", (ST_G(registry.strict_list).count || ST_G(registry.weak_list).count)
		? "active (cached scripts keep the state they were compiled with)" : "none");
	php_info_print_table_end();
	DISPLAY_INI_ENTRIES();
}

static void scalar_types_verdict_to_array(const scalar_types_verdict *v, zval *value, bool weak,
	const zend_type *type, zval *out)
{
	zend_string *msg;

	array_init_size(out, 6);
	add_assoc_bool(out, "accepted", v->outcome != ST_REJECTED);
	if (v->outcome == ST_ACCEPTED) {
		Z_TRY_ADDREF_P(value);
		add_assoc_zval(out, "value", value);
	} else if (v->outcome == ST_COERCED && !Z_ISUNDEF(v->value)) {
		zval copy;
		ZVAL_COPY(&copy, &v->value);
		add_assoc_zval(out, "value", &copy);
	} else {
		add_assoc_null(out, "value");
	}
	if (v->outcome == ST_COERCED) {
		add_assoc_string(out, "kind", (char *) scalar_types_kind_name(v->kind));
	} else {
		add_assoc_null(out, "kind");
	}
	msg = weak ? scalar_types_deprecation_message(v, "f", 1, "x", type, value, NULL) : NULL;
	if (msg) {
		add_assoc_str(out, "deprecation", msg);
	} else {
		add_assoc_null(out, "deprecation");
	}
	msg = weak ? scalar_types_warning_message(v) : NULL;
	if (msg) {
		add_assoc_str(out, "warning", msg);
	} else {
		add_assoc_null(out, "warning");
	}
	if (v->outcome == ST_REJECTED) {
		add_assoc_str(out, "error", scalar_types_arg_type_error("f", 1, "x", type, value));
	} else {
		add_assoc_null(out, "error");
	}
}

PHP_FUNCTION(scalar_types_check)
{
	zval *value, weak_zv, strict_zv, php9_zv, rules_zv, *dep, *warn;
	zend_string *type_str, *error = NULL;
	bool internal = false;
	zend_type type;
	scalar_types_verdict weak, strict;
	uint32_t flags;

	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_ZVAL(value)
		Z_PARAM_STR(type_str)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(internal)
	ZEND_PARSE_PARAMETERS_END();

	if (scalar_types_type_parse(ZSTR_VAL(type_str), ZSTR_LEN(type_str), &type, &error) == FAILURE) {
		zend_argument_value_error(2, "is not a valid type: %s", ZSTR_VAL(error));
		zend_string_release(error);
		RETURN_THROWS();
	}
	flags = ST_JUDGE_WANT_VALUE | (internal ? ST_JUDGE_INTERNAL : 0);
	scalar_types_weak_judge(value, &type, flags, &weak);
	scalar_types_strict_judge(value, &type, flags, &strict);

	scalar_types_verdict_to_array(&weak, value, true, &type, &weak_zv);
	scalar_types_verdict_to_array(&strict, value, false, &type, &strict_zv);
	/* php9: weak mode, except that what it deprecates or warns about is
	 * refused (announced for removal in 9.0; the same rule as the CLI's
	 * --rules php9). The error is the engine's TypeError text for the value
	 * and type: 9.0's own text is not known. */
	ZVAL_ARR(&php9_zv, zend_array_dup(Z_ARRVAL(weak_zv)));
	dep = zend_hash_str_find(Z_ARRVAL(weak_zv), ZEND_STRL("deprecation"));
	warn = zend_hash_str_find(Z_ARRVAL(weak_zv), ZEND_STRL("warning"));
	if (weak.outcome != ST_REJECTED && ((dep && Z_TYPE_P(dep) != IS_NULL) || (warn && Z_TYPE_P(warn) != IS_NULL))) {
		add_assoc_bool(&php9_zv, "accepted", false);
		add_assoc_null(&php9_zv, "value");
		add_assoc_null(&php9_zv, "kind");
		add_assoc_str(&php9_zv, "error", scalar_types_arg_type_error("f", 1, "x", &type, value));
	}
	/* every preset, for a weak caller (a strict one keeps strict, except
	 * under the single-mode presets) */
	scalar_types_presets_to_array(&weak, internal ? ST_PRESET_INTERNAL_ARG : 0, &rules_zv);
	scalar_types_verdict_dtor(&weak);
	scalar_types_verdict_dtor(&strict);
	scalar_types_type_release(&type);

	array_init_size(return_value, 4);
	add_assoc_zval(return_value, "weak", &weak_zv);
	add_assoc_zval(return_value, "strict", &strict_zv);
	add_assoc_zval(return_value, "php9", &php9_zv);
	add_assoc_zval(return_value, "rules", &rules_zv);
}

PHP_FUNCTION(scalar_types_files)
{
	zend_string *name;
	zval *state;

	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	if (!ST_G(registry.files)) {
		return;
	}
	ZEND_HASH_FOREACH_STR_KEY_VAL(ST_G(registry.files), name, state) {
		zval entry;
		scalar_types_file_state_to_array(Z_LVAL_P(state), &entry);
		zend_hash_update(Z_ARRVAL_P(return_value), name, &entry);
	} ZEND_HASH_FOREACH_END();
}

PHP_FUNCTION(scalar_types_file_mode)
{
	zend_string *file;
	zval *state;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(file)
	ZEND_PARSE_PARAMETERS_END();
	if (!ST_G(registry.files) || !(state = zend_hash_find(ST_G(registry.files), file))) {
		RETURN_NULL();
	}
	scalar_types_file_state_to_array(Z_LVAL_P(state), return_value);
}

PHP_FUNCTION(scalar_types_report)
{
	ZEND_PARSE_PARAMETERS_NONE();
	scalar_types_report_to_array(return_value);
}

PHP_FUNCTION(scalar_types_reset)
{
	ZEND_PARSE_PARAMETERS_NONE();
	scalar_types_report_reset();
}

/* Started after the extensions whose functions compare/ref_writers.c wraps, when
 * they are loaded at all. */
static const zend_module_dep scalar_types_deps[] = {
	ZEND_MOD_OPTIONAL("standard")
	ZEND_MOD_OPTIONAL("pcre")
	ZEND_MOD_OPTIONAL("sockets")
	ZEND_MOD_OPTIONAL("pcntl")
	ZEND_MOD_END
};

zend_module_entry scalar_types_module_entry = {
	STANDARD_MODULE_HEADER_EX, NULL,
	scalar_types_deps,
	"scalar_types",
	ext_functions,
	PHP_MINIT(scalar_types),
	PHP_MSHUTDOWN(scalar_types),
	PHP_RINIT(scalar_types),
	PHP_RSHUTDOWN(scalar_types),
	PHP_MINFO(scalar_types),
	PHP_SCALAR_TYPES_VERSION,
	PHP_MODULE_GLOBALS(scalar_types),
	PHP_GINIT(scalar_types),
	PHP_GSHUTDOWN(scalar_types),
	NULL,
	STANDARD_MODULE_PROPERTIES_EX
};

#ifdef COMPILE_DL_SCALAR_TYPES
# ifdef ZTS
ZEND_TSRMLS_CACHE_DEFINE()
# endif
ZEND_GET_MODULE(scalar_types)
#endif
