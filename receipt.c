/*
  +----------------------------------------------------------------------+
  | scalar_types: argument receipt (compare mode)                        |
  +----------------------------------------------------------------------+
  | User functions through the Observer API, internal functions through |
  | a chained zend_execute_internal: neither costs the JIT. Arguments    |
  | are judged raw, before the engine receives them, and never touched. |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "SAPI.h"
#include "zend_extensions.h"
#include "zend_observer.h"
#include "zend_execute.h"
#include "zend_exceptions.h"
#include "zend_generators.h"
#include "php_scalar_types.h"
#include "coercion.h"
#include "strict_mode.h"
#include "report.h"
#include "receipt.h"
#include "probes.h"

ZEND_EXTERN_MODULE_GLOBALS(scalar_types)

static void (*scalar_types_prev_execute_internal)(zend_execute_data *execute_data, zval *return_value) = NULL;
static bool scalar_types_receipt_installed = false;

/* A parameter whose type a scalar argument could be coerced into. mixed
 * takes everything as it is. */
static zend_always_inline bool scalar_types_param_is_scalar(const zend_arg_info *ai)
{
	uint32_t mask = ZEND_TYPE_PURE_MASK(ai->type);
	return (mask & ST_SCALAR_MASK) && (mask & MAY_BE_ANY) != MAY_BE_ANY;
}

static bool scalar_types_has_scalar_params(const zend_function *f)
{
	uint32_t i, n = f->common.num_args;

	if (!f->common.arg_info) {
		return false;
	}
	if (f->common.fn_flags & ZEND_ACC_VARIADIC) {
		n++;
	}
	for (i = 0; i < n; i++) {
		if (scalar_types_param_is_scalar(&f->common.arg_info[i])) {
			return true;
		}
	}
	return false;
}

/* Message texts, built only when a site is seen for the first time. */
static void scalar_types_receipt_describe(const scalar_types_receipt *r, const zend_type *type, zval *arg,
	const scalar_types_verdict *weak, scalar_types_site *site)
{
	zval *value = arg;
	const char *given;

	ZVAL_DEREF(value);
	given = scalar_types_given_name(value);

	if (r->site == ST_SITE_PROPERTY || r->site == ST_SITE_REFERENCE) {
		zend_property_info *info = r->prop;
		zend_string *need = zend_type_to_string(info->type);
		const char *pname = zend_get_unmangled_property_name(info->name);

		site->function = zend_strpprintf(0, "%s::$%s", ZSTR_VAL(info->ce->name), pname);
		site->param = zend_string_init(pname, strlen(pname), 0);
		if (r->site == ST_SITE_PROPERTY && r->getter && PHP_VERSION_ID >= 80400) {
			/* 8.4 words what __get() gave for an unset property apart */
			site->message = zend_strpprintf(0, "Value of type %s returned from %s::__get() must be compatible"
				" with unset property %s::$%s of type %s", given, ZSTR_VAL(info->ce->name),
				ZSTR_VAL(info->ce->name), pname, ZSTR_VAL(need));
		} else if (r->site == ST_SITE_PROPERTY) {
			if (Z_ISREF_P(arg) && ZEND_REF_HAS_TYPE_SOURCES(Z_REF_P(arg))
					&& scalar_types_strict_widens(&info->type, value)) {
				/* a reference bound to typed properties, bound to this one: strict
				 * mode would widen the int, but nothing converts through it */
				zend_property_info *held = ZEND_REF_FIRST_SOURCE(Z_REF_P(arg));
				zend_string *held_type = zend_type_to_string(held->type);

				site->message = zend_strpprintf(0, "Reference with value of type %s held by property %s::$%s"
					" of type %s is not compatible with property %s::$%s of type %s", given,
					ZSTR_VAL(held->ce->name), zend_get_unmangled_property_name(held->name),
					ZSTR_VAL(held_type), ZSTR_VAL(info->ce->name), pname, ZSTR_VAL(need));
				zend_string_release(held_type);
			} else {
				site->message = zend_strpprintf(0, "Cannot assign %s to property %s::$%s of type %s",
					given, ZSTR_VAL(info->ce->name), pname, ZSTR_VAL(need));
			}
		} else if (!r->prop2) {
			site->message = zend_strpprintf(0, "Cannot assign %s to reference held by property %s::$%s of type %s",
				given, ZSTR_VAL(info->ce->name), pname, ZSTR_VAL(need));
		} else {
			zend_string *need2 = zend_type_to_string(r->prop2->type);

			site->message = zend_strpprintf(0, "Cannot assign %s to reference held by property %s::$%s of type %s"
				" and property %s::$%s of type %s, as this would result in an inconsistent type conversion",
				given, ZSTR_VAL(info->ce->name), pname, ZSTR_VAL(need), ZSTR_VAL(r->prop2->ce->name),
				zend_get_unmangled_property_name(r->prop2->name), ZSTR_VAL(need2));
			zend_string_release(need2);
		}
		site->declared = need;
	} else {
		zend_string *fname = get_function_or_method_name(r->func);

		site->function = fname;
		site->declared = zend_type_to_string(*type);
		if (r->site == ST_SITE_RETURN) {
			site->param = NULL;
			site->message = zend_strpprintf(0, "%s(): Return value must be of type %s, %s returned",
				ZSTR_VAL(fname), ZSTR_VAL(site->declared), given);
		} else {
			const char *pname = get_function_arg_name(r->func, r->arg);

			site->param = pname ? zend_string_init(pname, strlen(pname), 0) : NULL;
			site->message = scalar_types_arg_type_error(ZSTR_VAL(fname), r->arg, pname, type, value);
		}
	}
	site->file = zend_string_copy(r->file);
	site->line = r->line;
	site->arg = r->arg;
	site->given = zend_string_init(given, strlen(given), 0);
	site->sample = scalar_types_report_sample(value);
	/* The engine's deprecation texts quote the value: redacted to the
	 * sample unless scalar_types.report_values is on. */
	site->deprecation = NULL;
	if (weak->outcome != ST_REJECTED && weak->deprecation != ST_DEPR_NONE) {
		size_t max = (size_t) ST_G(value_max_length);
		zend_string *shown = NULL;

		if (!ST_G(report_values)) {
			shown = zend_strpprintf(0, "[redacted %s]", ZSTR_VAL(site->sample));
		} else if (Z_TYPE_P(value) == IS_STRING && Z_STRLEN_P(value) > max) {
			/* as the engine quotes it, cut like every sampled value */
			shown = zend_strpprintf(0, "\"%.*s...\"", (int) max, Z_STRVAL_P(value));
		}

		/* zend_null_arg_deprecated() names the arginfo type, even where ZPP
		 * takes another one */
		site->deprecation = scalar_types_deprecation_message(weak, ZSTR_VAL(site->function), r->arg,
			site->param ? ZSTR_VAL(site->param) : NULL, r->arginfo_type ? r->arginfo_type : type, value, shown);
		if (shown) {
			zend_string_release(shown);
		}
	}
	site->warning = weak->outcome != ST_REJECTED ? scalar_types_warning_message(weak) : NULL;
	site->function = scalar_types_report_keep(site->function);
	site->param = scalar_types_report_keep(site->param);
	site->message = scalar_types_report_keep(site->message);
	site->declared = scalar_types_report_keep(site->declared);
	site->given = scalar_types_report_keep(site->given);
	site->sample = scalar_types_report_keep(site->sample);
	site->deprecation = scalar_types_report_keep(site->deprecation);
	site->warning = scalar_types_report_keep(site->warning);
	site->kind = weak->outcome == ST_REJECTED ? ST_KIND_NONE : weak->kind;
	site->strict_caller = r->strict;
	site->site = r->site;
}

/* key of internal functions without a scope */
static const char scalar_types_internal_callee = 0;

/* inline here: the observer's hot path counts every call */
static zend_always_inline void scalar_types_count(zend_string *file, bool strict)
{
	ST_G(calls)++;
	if (EXPECTED(ST_G(last_caller_file) == file)) {
		ST_G(last_caller_calls)->calls++;
	} else {
		scalar_types_report_file_calls(file, strict)->calls++;
	}
}

void scalar_types_receipt_count(zend_string *file, bool strict)
{
	scalar_types_count(file, strict);
}

/* A receipt strict mode rejects, with what weak mode does (weak). */
static void scalar_types_receipt_record(const scalar_types_receipt *r, const zend_type *type, zval *arg,
	const scalar_types_verdict *weak)
{
	scalar_types_site_key key;
	scalar_types_site *site;
	bool is_new;
	zval *value = arg;

	ZVAL_DEREF(value);

	memset(&key, 0, sizeof(key));
	key.file = scalar_types_report_canonical(r->file);
	key.line = r->line;
	if (r->func && ZEND_USER_CODE(r->func->type)) {
		key.callee = scalar_types_report_canonical(r->func->op_array.filename);
		key.callee_name = r->func->common.function_name
			? scalar_types_report_canonical(r->func->common.function_name) : NULL;
		key.callee_line = r->func->op_array.line_start;
	} else if (r->prop || !r->func) {
		key.callee = r->prop;
		key.callee2 = r->prop2;
	} else {
		/* By name, not address: a first-class callable or
		 * Closure::fromCallable() of an internal function carries a
		 * short-lived copy of it, whose address is later reused. */
		key.callee = r->func->common.scope ? (const void *) r->func->common.scope
			: (const void *) &scalar_types_internal_callee;
		key.callee_name = r->func->common.function_name
			? scalar_types_report_canonical(r->func->common.function_name) : NULL;
	}
	key.given_ce = Z_TYPE_P(value) == IS_OBJECT ? (const void *) Z_OBJCE_P(value) : NULL;
	key.arg = r->arg;
	key.kind = weak->kind;
	key.strict_caller = r->strict;
	key.site = r->site;
	key.given_type = Z_TYPE_P(value);
	key.warning = weak->outcome != ST_REJECTED ? weak->warning : ST_WARN_NONE;

	scalar_types_report_file_calls(r->file, r->strict)->divergences++;
	site = scalar_types_report_site(&key, &is_new);
	if (site && is_new) {
		scalar_types_receipt_describe(r, type, arg, weak, site);
	}
}

zend_never_inline void scalar_types_receipt_judge(const scalar_types_receipt *r, const zend_type *type, zval *arg)
{
	scalar_types_verdict weak, strict_v;

	scalar_types_strict_judge(arg, type, r->flags, &strict_v);
	if (strict_v.outcome != ST_REJECTED) {
		return; /* exact, or int->float which both modes do */
	}
	/* Recorded also when weak rejects too (coercion null): the app hits a
	 * TypeError either way, and a strict run's every TypeError is then in
	 * the report, whichever mode the run had. */
	scalar_types_weak_judge(arg, type, r->flags, &weak);
	scalar_types_receipt_record(r, type, arg, &weak);
	scalar_types_verdict_dtor(&weak);
}

/* zend_verify_ref_assignable_zval() in one mode: each property type must
 * take the value, and all that coerce must give one identical value (a mix
 * of exact and coerced is a conflict too). On failure *bad (and *bad2 for a
 * conflict) name the properties the engine's message names; v gets the
 * first coercion's verdict (kind, deprecation). */
static bool scalar_types_ref_assignable(zend_reference *ref, zval *value, bool strict,
	zend_property_info **bad, zend_property_info **bad2, scalar_types_verdict *v)
{
	zend_property_info *prop, *first = NULL;
	bool ok = true;

	*bad = *bad2 = NULL;
	scalar_types_verdict_init(v);
	ZEND_REF_FOREACH_TYPE_SOURCES(ref, prop) {
		scalar_types_verdict pv;

		if (strict) {
			scalar_types_strict_judge(value, &prop->type, ST_JUDGE_WANT_VALUE, &pv);
		} else {
			scalar_types_weak_judge(value, &prop->type, ST_JUDGE_WANT_VALUE, &pv);
		}
		if (pv.outcome == ST_REJECTED) {
			*bad = prop;
			ok = false;
		} else if (!first) {
			first = prop;
			if (pv.outcome == ST_COERCED) {
				scalar_types_verdict_dtor(v);
				*v = pv;
				continue; /* v owns the coerced value */
			}
		} else if ((pv.outcome == ST_COERCED) != (v->outcome == ST_COERCED)
				|| (pv.outcome == ST_COERCED && !zend_is_identical(&v->value, &pv.value))) {
			*bad = first;
			*bad2 = prop;
			ok = false;
		}
		scalar_types_verdict_dtor(&pv);
		if (!ok) {
			break;
		}
	} ZEND_REF_FOREACH_TYPE_SOURCES_END();
	return ok;
}

void scalar_types_receipt_judge_ref(scalar_types_receipt *r, zend_reference *ref, zval *value)
{
	scalar_types_verdict weak, strict_v;
	zend_property_info *bad, *bad2, *wbad, *wbad2;
	zend_property_info *prop;
	bool scalar = false;

	/* An object bound to one property is judged as a write to it; for two
	 * or more, the coerced values (__toString()) would have to be compared:
	 * not judged. */
	if (Z_TYPE_P(value) == IS_OBJECT && ZEND_PROPERTY_INFO_SOURCE_IS_LIST(ref->sources.list)) {
		return;
	}
	/* As for properties: a receipt only where a scalar type is declared. */
	ZEND_REF_FOREACH_TYPE_SOURCES(ref, prop) {
		scalar |= scalar_types_type_takes_scalar(prop->type);
	} ZEND_REF_FOREACH_TYPE_SOURCES_END();
	if (!scalar) {
		return;
	}
	scalar_types_receipt_count(r->file, r->strict);

	if (scalar_types_ref_assignable(ref, value, true, &bad, &bad2, &strict_v)) {
		scalar_types_verdict_dtor(&strict_v);
		return;
	}
	scalar_types_verdict_dtor(&strict_v);
	if (!scalar_types_ref_assignable(ref, value, false, &wbad, &wbad2, &weak)) {
		scalar_types_verdict_dtor(&weak);
		scalar_types_verdict_init(&weak);
		weak.outcome = ST_REJECTED;
	}
	r->prop = bad;
	r->prop2 = bad2;
	r->func = NULL;
	r->site = ST_SITE_REFERENCE;
	scalar_types_receipt_record(r, &bad->type, value, &weak);
	scalar_types_verdict_dtor(&weak);
}

/* Internal parameters whose zend_parse_parameters() disagrees with their
 * arginfo. Found by the differential suites (tests/rules_differential_*,
 * tests/compare_recall) against the engine; only consulted on the slow path. */
typedef struct _scalar_types_arginfo_fix {
	const char *function;
	uint32_t arg;
	uint32_t mask;     /* the type ZPP really takes; 0: arginfo's */
	bool no_coercion;  /* ZPP takes a zval and checks it by hand */
} scalar_types_arginfo_fix;

static const scalar_types_arginfo_fix scalar_types_arginfo_fixes[] = {
	/* Z_PARAM_ZVAL + Z_TYPE check: "must be of type string" in weak mode too */
	{"hash_equals", 1, 0, true},
	{"hash_equals", 2, 0, true},
#if PHP_VERSION_ID >= 80400
	/* 8.4 parses it with Z_PARAM_NUMBER, the stub still says float */
	{"number_format", 1, MAY_BE_LONG | MAY_BE_DOUBLE, false},
#endif
};

static const scalar_types_arginfo_fix *scalar_types_find_fix(const zend_function *f, uint32_t arg)
{
	size_t i;

	if (f->common.scope || !f->common.function_name) {
		return NULL;
	}
	for (i = 0; i < sizeof(scalar_types_arginfo_fixes) / sizeof(scalar_types_arginfo_fixes[0]); i++) {
		const scalar_types_arginfo_fix *fix = &scalar_types_arginfo_fixes[i];
		if (fix->arg == arg && zend_string_equals_cstr(f->common.function_name, fix->function, strlen(fix->function))) {
			return fix;
		}
	}
	return NULL;
}

/* An argument that is neither of an accepted type nor widened: the slow
 * path, out of line so the per-call loop keeps a small frame. */
static zend_never_inline void scalar_types_receipt_arg(zend_execute_data *caller, zend_function *f, uint32_t n,
	const zend_arg_info *ai, zval *arg)
{
	scalar_types_receipt r;
	zval *value = arg;

	ZVAL_DEREF(value);
	scalar_types_receipt_init(&r, caller, ST_SITE_ARGUMENT);
	r.func = f;
	r.arg = n;
	r.flags = ZEND_USER_CODE(f->type) ? 0 : ST_JUDGE_INTERNAL;
	if (r.flags) {
		const scalar_types_arginfo_fix *fix = scalar_types_find_fix(f, n);

		if (fix && fix->mask) {
			zend_type fixed = (zend_type) ZEND_TYPE_INIT_MASK(fix->mask
				| (ZEND_TYPE_FULL_MASK(ai->type) & MAY_BE_NULL));
			if (!ZEND_TYPE_CONTAINS_CODE(fixed, Z_TYPE_P(value))) {
				r.arginfo_type = &ai->type;
				scalar_types_receipt_judge(&r, &fixed, arg);
			}
			return;
		}
		if (fix && fix->no_coercion) {
			r.flags |= ST_JUDGE_NO_COERCION;
		}
	}
	scalar_types_receipt_judge(&r, &ai->type, arg);
}

/* ex's arguments, sent by caller. moved: a user function's frame is set
 * up, its extra arguments moved behind its CVs and temporaries. */
static zend_always_inline void scalar_types_receipt_args(zend_execute_data *ex, zend_execute_data *caller, bool moved)
{
	zend_function *f, *cf;
	const zend_arg_info *ai;
	zend_string *file;
	uint32_t n, i, num_args;
	bool strict, counted = false;

	/* Calls before RINIT or after RSHUTDOWN, and callbacks run by internal
	 * functions (array_map, usort…), which are received weakly in both
	 * modes: nothing can diverge. */
	if (UNEXPECTED(!ST_G(active)) || UNEXPECTED(!caller) || UNEXPECTED(!(cf = caller->func))
			|| UNEXPECTED(!ZEND_USER_CODE(cf->type))) {
		return;
	}
	strict = (cf->common.fn_flags & ZEND_ACC_STRICT_TYPES) != 0;
	file = cf->op_array.filename;

	f = ex->func;
	n = ZEND_CALL_NUM_ARGS(ex);
	num_args = f->common.num_args;
	if (n > num_args && !(f->common.fn_flags & ZEND_ACC_VARIADIC)) {
		n = num_args; /* extra arguments to a non-variadic function: untyped */
	}
	ai = f->common.arg_info;
	for (i = 0; i < n; i++, ai++) {
		zval *arg, *value;

		if (UNEXPECTED(i >= num_args)) {
			ai = &f->common.arg_info[num_args];
			/* i_init_func_execute_data() already moved a user function's
			 * extra arguments behind its CVs and temporaries. */
			arg = moved && ZEND_USER_CODE(f->type)
				? ZEND_CALL_VAR_NUM(ex, f->op_array.last_var + f->op_array.T + (i - num_args))
				: ZEND_CALL_ARG(ex, i + 1);
		} else {
			arg = ZEND_CALL_ARG(ex, i + 1);
		}
		if (!scalar_types_param_is_scalar(ai) || Z_ISUNDEF_P(arg)) {
			continue;
		}
		/* A call counts once, at its first scalar receipt. */
		if (!counted) {
			counted = true;
			scalar_types_count(file, strict);
		}
		value = arg;
		ZVAL_DEREF(value);
		/* The hot path: an argument of an accepted type costs one test; an
		 * int for a float, which both modes widen, one more (a reference
		 * takes the slow path: it may be bound to a typed property). */
		if (EXPECTED(ZEND_TYPE_CONTAINS_CODE(ai->type, Z_TYPE_P(value))) || scalar_types_strict_widens(&ai->type, arg)) {
			continue;
		}
		scalar_types_receipt_arg(caller, f, i + 1, ai, arg);
	}
}

/* User functions: the observer's begin handler, after the frame is set up. */
static void scalar_types_observer_begin(zend_execute_data *ex)
{
	scalar_types_receipt_args(ex, ex->prev_execute_data, true);
}

/* Omitted arguments whose default is a constant expression (`int $w =
 * WIDTH`): RECV_INIT evaluates it after the begin handler and checks it in
 * the caller's mode. The engine keeps the evaluated, not yet received value
 * in the run-time cache unless it is refcounted, so it is judged from there
 * when the call is over. The RECV ops come first in an op_array. */
#define ST_FOREACH_RECV_INIT(f, op) \
	for (op = (f)->op_array.opcodes; op < (f)->op_array.opcodes + (f)->op_array.last \
			&& (op->opcode == ZEND_RECV || op->opcode == ZEND_RECV_INIT || op->opcode == ZEND_EXT_NOP \
				|| op->opcode == ZEND_NOP); op++) \
		if (op->opcode == ZEND_RECV_INIT && Z_TYPE_P(RT_CONSTANT(op, op->op2)) == IS_CONSTANT_AST \
				&& op->op1.num >= 1 && op->op1.num <= (f)->common.num_args \
				&& scalar_types_param_is_scalar(&(f)->common.arg_info[op->op1.num - 1]))

static bool scalar_types_has_constant_defaults(const zend_function *f)
{
	const zend_op *op;

	ST_FOREACH_RECV_INIT(f, op) {
		return true;
	}
	return false;
}

static void scalar_types_observer_end(zend_execute_data *ex, zval *retval)
{
	zend_execute_data *caller = ex->prev_execute_data;
	zend_function *f = ex->func, *cf;
	const zend_op *op, *last = NULL;
	uint32_t passed = ZEND_CALL_NUM_ARGS(ex);

	if (UNEXPECTED(!ST_G(active)) || !caller || !(cf = caller->func) || !ZEND_USER_CODE(cf->type)
			|| !ex->run_time_cache) {
		return;
	}
	/* A call that threw in its RECV ops ran them only up to the thrower. */
	if (EG(exception)) {
		last = EG(opline_before_exception);
		if (!last || last < f->op_array.opcodes || last >= f->op_array.opcodes + f->op_array.last) {
			return;
		}
	}
	ST_FOREACH_RECV_INIT(f, op) {
		const zend_arg_info *ai = &f->common.arg_info[op->op1.num - 1];
		zval *cached = (zval *) ((char *) ex->run_time_cache + Z_CACHE_SLOT_P(RT_CONSTANT(op, op->op2)));
		scalar_types_receipt r;

		if (op->op1.num <= passed || (last && op > last)) {
			continue;
		}
		if (Z_TYPE_P(cached) == IS_UNDEF || ZEND_TYPE_CONTAINS_CODE(ai->type, Z_TYPE_P(cached))) {
			continue;
		}
		scalar_types_receipt_init(&r, caller, ST_SITE_ARGUMENT);
		r.func = f;
		r.arg = op->op1.num;
		scalar_types_receipt_judge(&r, &ai->type, cached);
	}
}

/* Internal functions: judged here rather than by an observer, which would
 * cost a second dispatch on every internal call; installing it also makes
 * the compiler emit DO_FCALL, which opcache does not constant-fold and 8.4
 * does not turn into frameless calls, so literal calls stay visible. */
static void scalar_types_execute_internal(zend_execute_data *execute_data, zval *return_value)
{
	/* Our own probes are part of the measurement, not of the app. */
	if (execute_data->func->internal_function.module != &scalar_types_module_entry) {
		scalar_types_receipt_args(execute_data, execute_data->prev_execute_data, false);
	}
	if (scalar_types_prev_execute_internal) {
		scalar_types_prev_execute_internal(execute_data, return_value);
	} else {
		execute_data->func->internal_function.handler(execute_data, return_value);
	}
}

/* ---- generator functions ----------------------------------------------
 * The engine calls no observer when a generator function is called: its
 * RECV ops receive the arguments, then GENERATOR_CREATE makes the
 * Generator. Two points remain: the Generator's creation, when a weak
 * caller's arguments are already coerced in place, so the value sent is
 * read back from the caller's SEND op where that is exact; and a TypeError
 * thrown by a RECV op, whose refused value is still in its slot. */

static zend_object *(*scalar_types_prev_generator_create)(zend_class_entry *ce) = NULL;
static void (*scalar_types_prev_exception_hook)(zend_object *ex) = NULL;

/* Whether the JIT may run the caller: it can keep a variable in a register
 * and leave its slot stale, so only literals are read back then. */
static bool scalar_types_jit_possible(void)
{
	char *jit = zend_ini_string_ex("opcache.jit", sizeof("opcache.jit") - 1, 0, NULL);
	bool cli = strcmp(sapi_module.name, "cli") == 0 || strcmp(sapi_module.name, "phpdbg") == 0;

	if (!zend_get_extension("Zend OPcache")
			|| !zend_ini_long(cli ? "opcache.enable_cli" : "opcache.enable",
				cli ? sizeof("opcache.enable_cli") - 1 : sizeof("opcache.enable") - 1, 0)
			|| !zend_ini_long("opcache.jit_buffer_size", sizeof("opcache.jit_buffer_size") - 1, 0)) {
		return false;
	}
	return !jit || !(strcmp(jit, "0") == 0 || strcasecmp(jit, "off") == 0 || strcasecmp(jit, "disable") == 0);
}

/* Opcodes that may sit between a SEND of a variable and the call without
 * changing that variable: reads, arithmetic, jumps of a conditional
 * argument, other SENDs. A nested call, include or eval, or anything
 * writing makes the variable's current value unsure. */
static bool scalar_types_op_keeps_cvs(const zend_op *op)
{
	switch (op->opcode) {
		case ZEND_SEND_VAL: case ZEND_SEND_VAL_EX: case ZEND_SEND_VAR: case ZEND_SEND_VAR_EX:
		case ZEND_ADD: case ZEND_SUB: case ZEND_MUL: case ZEND_DIV: case ZEND_MOD: case ZEND_POW:
		case ZEND_SL: case ZEND_SR: case ZEND_CONCAT: case ZEND_FAST_CONCAT: case ZEND_BW_OR:
		case ZEND_BW_AND: case ZEND_BW_XOR: case ZEND_BW_NOT: case ZEND_BOOL: case ZEND_BOOL_NOT:
		case ZEND_BOOL_XOR: case ZEND_IS_IDENTICAL: case ZEND_IS_NOT_IDENTICAL: case ZEND_IS_EQUAL:
		case ZEND_IS_NOT_EQUAL: case ZEND_IS_SMALLER: case ZEND_IS_SMALLER_OR_EQUAL: case ZEND_SPACESHIP:
		case ZEND_CAST: case ZEND_QM_ASSIGN: case ZEND_TYPE_CHECK: case ZEND_STRLEN: case ZEND_COUNT:
		case ZEND_JMP: case ZEND_JMPZ: case ZEND_JMPNZ: case ZEND_JMPZ_EX: case ZEND_JMPNZ_EX:
		case ZEND_JMP_SET: case ZEND_COALESCE: case ZEND_FREE: case ZEND_NOP: case ZEND_EXT_STMT:
		case ZEND_ROPE_INIT: case ZEND_ROPE_ADD: case ZEND_ROPE_END: case ZEND_INIT_ARRAY:
		case ZEND_ADD_ARRAY_ELEMENT: case ZEND_FETCH_CONSTANT: case ZEND_FETCH_CLASS_CONSTANT:
		case ZEND_ISSET_ISEMPTY_CV: case ZEND_CHECK_UNDEF_ARGS: case ZEND_CHECK_FUNC_ARG:
		case ZEND_SEND_FUNC_ARG: case ZEND_FETCH_DIM_R: case ZEND_FETCH_DIM_FUNC_ARG:
		case ZEND_FETCH_OBJ_R: case ZEND_FETCH_OBJ_FUNC_ARG:
			return true;
		default:
			return false;
	}
}

/* Whether op sends a literal or a variable, and so runs no code. */
static zend_always_inline bool scalar_types_op_is_plain_send(const zend_op *op)
{
	return ((op->opcode == ZEND_SEND_VAL || op->opcode == ZEND_SEND_VAL_EX || op->opcode == ZEND_SEND_VAR
			|| op->opcode == ZEND_SEND_VAR_EX) && (op->op1_type & (IS_CONST | IS_CV)))
		|| op->opcode == ZEND_CHECK_FUNC_ARG || op->opcode == ZEND_CHECK_UNDEF_ARGS;
}

/* A temporary sent right after the read that made it, $arr[key] or
 * $obj->name ($this->name) of a variable or of such a read right before it
 * ($this->rows['n']), read again where the reads run no code; NULL
 * otherwise. */
static zval *scalar_types_reread(zend_execute_data *caller, const zend_op *fetch, uint32_t depth)
{
	const zend_op *first = caller->func->op_array.opcodes;
	zval *c, *k, *v;

	if (fetch->op1_type == IS_CV) {
		c = ZEND_CALL_VAR(caller, fetch->op1.var);
		ZVAL_DEREF(c);
	} else if (fetch->op1_type == IS_UNUSED && Z_TYPE(caller->This) == IS_OBJECT) {
		c = &caller->This;
	} else if ((fetch->op1_type & (IS_TMP_VAR | IS_VAR)) && depth < ST_PROP_PATH_MAX && fetch > first
			&& (fetch - 1)->result_type == fetch->op1_type && (fetch - 1)->result.var == fetch->op1.var) {
		c = scalar_types_reread(caller, fetch - 1, depth + 1);
		if (!c) {
			return NULL;
		}
	} else {
		return NULL;
	}
	k = fetch->op2_type == IS_CONST ? RT_CONSTANT(fetch, fetch->op2)
		: fetch->op2_type == IS_CV ? ZEND_CALL_VAR(caller, fetch->op2.var) : NULL;
	if (!k) {
		return NULL;
	}
	ZVAL_DEREF(k);
	switch (fetch->opcode) {
		case ZEND_FETCH_DIM_R:
		case ZEND_FETCH_DIM_FUNC_ARG:
			if (Z_TYPE_P(c) != IS_ARRAY) {
				return NULL; /* ArrayAccess, strings: not re-read */
			}
			v = Z_TYPE_P(k) == IS_LONG ? zend_hash_index_find(Z_ARRVAL_P(c), Z_LVAL_P(k))
				: Z_TYPE_P(k) == IS_STRING ? zend_symtable_find(Z_ARRVAL_P(c), Z_STR_P(k)) : NULL;
			if (v) {
				ZVAL_DEINDIRECT(v);
				ZVAL_DEREF(v);
			}
			return v && !Z_ISUNDEF_P(v) ? v : NULL;
		case ZEND_FETCH_OBJ_R:
		case ZEND_FETCH_OBJ_FUNC_ARG:
			return Z_TYPE_P(c) == IS_OBJECT && Z_TYPE_P(k) == IS_STRING
				? scalar_types_read_prop(caller, Z_OBJ_P(c), Z_STRVAL_P(k), Z_STRLEN_P(k)) : NULL;
		default:
			return NULL;
	}
}

/* The value the caller at its current opline (the call) sent as argument n
 * of callee, read back: a literal from its SEND op; without the JIT (which
 * may keep a variable in a register) also a variable nothing between the
 * SEND and the call may have changed, or an element or property of one
 * read right before the SEND, with only literals and variables sent after
 * it. NULL where it cannot be known. */
static zval *scalar_types_sent_value(zend_execute_data *caller, const zend_function *callee, uint32_t n)
{
	const zend_op_array *oa = &caller->func->op_array;
	const zend_op *call = caller->opline, *op, *send = NULL;
	const char *pname = get_function_arg_name(callee, n);
	uint32_t level = 0;
	zval *v;

	if (!call || call < oa->opcodes || call >= oa->opcodes + oa->last
			|| (call->opcode != ZEND_DO_FCALL && call->opcode != ZEND_DO_UCALL
				&& call->opcode != ZEND_DO_FCALL_BY_NAME)) {
		return NULL;
	}
	for (op = call - 1; op >= oa->opcodes; op--) {
		switch (op->opcode) {
			case ZEND_DO_FCALL: case ZEND_DO_ICALL: case ZEND_DO_UCALL: case ZEND_DO_FCALL_BY_NAME:
			case ZEND_CALLABLE_CONVERT:
				level++;
				continue;
			case ZEND_INIT_FCALL: case ZEND_INIT_FCALL_BY_NAME: case ZEND_INIT_NS_FCALL_BY_NAME:
			case ZEND_INIT_METHOD_CALL: case ZEND_INIT_STATIC_METHOD_CALL: case ZEND_INIT_DYNAMIC_CALL:
			case ZEND_INIT_USER_CALL: case ZEND_NEW:
#if PHP_VERSION_ID >= 80400
			case ZEND_INIT_PARENT_PROPERTY_HOOK_CALL:
#endif
				if (level == 0) {
					goto found;
				}
				level--;
				continue;
			case ZEND_SEND_UNPACK: case ZEND_SEND_ARRAY:
				if (level == 0) {
					return NULL;
				}
				continue;
			case ZEND_SEND_VAL: case ZEND_SEND_VAL_EX: case ZEND_SEND_VAR: case ZEND_SEND_VAR_EX:
			case ZEND_SEND_VAR_NO_REF: case ZEND_SEND_VAR_NO_REF_EX: case ZEND_SEND_REF:
			case ZEND_SEND_FUNC_ARG: case ZEND_SEND_USER:
				if (level == 0 && !send && (op->op2_type == IS_CONST
						? pname && zend_string_equals_cstr(Z_STR_P(RT_CONSTANT(op, op->op2)), pname, strlen(pname))
						: op->op2.num == n)) {
					send = op;
				}
				continue;
			default:
				continue;
		}
	}
	return NULL;
found:
	if (!send || (send->opcode != ZEND_SEND_VAL && send->opcode != ZEND_SEND_VAL_EX
			&& send->opcode != ZEND_SEND_VAR && send->opcode != ZEND_SEND_VAR_EX
			&& send->opcode != ZEND_SEND_FUNC_ARG)) {
		return NULL;
	}
	if (send->op1_type == IS_CONST) {
		return RT_CONSTANT(send, send->op1);
	}
	if (scalar_types_jit_possible()) {
		return NULL;
	}
	if (send->op1_type == IS_CV) {
		/* A file's top-level variables are globals: any code run by an op
		 * in between (__toString(), an error handler) may assign them. */
		bool top = !oa->function_name;

		for (op = send + 1; op < call; op++) {
			if (top ? !scalar_types_op_is_plain_send(op) : !scalar_types_op_keeps_cvs(op)) {
				return NULL;
			}
		}
		v = ZEND_CALL_VAR(caller, send->op1.var);
		return Z_ISREF_P(v) || Z_ISUNDEF_P(v) ? NULL : v;
	}
	/* A temporary: SEND moved its value into the callee and left the slot
	 * as it was. A value without a refcount (a number, a bool, null: the
	 * result of arithmetic, a cast, a call returning one) is still there,
	 * unless a later op of the call's arguments reused the slot; a
	 * refcounted one may be freed by now and is never looked at. */
	v = ZEND_CALL_VAR(caller, send->op1.var);
	if (!Z_REFCOUNTED_P(v) && Z_TYPE_P(v) <= IS_DOUBLE && Z_TYPE_P(v) != IS_UNDEF) {
		for (op = send + 1; op < call; op++) {
			if ((op->result_type & (IS_TMP_VAR | IS_VAR)) && op->result.var == send->op1.var) {
				return NULL;
			}
		}
		return v;
	}
	/* an element or a property: any code run after the read could change it */
	if (send == oa->opcodes || (send - 1)->result_type != send->op1_type || (send - 1)->result.var != send->op1.var) {
		return NULL;
	}
	for (op = send + 1; op < call; op++) {
		if (!scalar_types_op_is_plain_send(op)) {
			return NULL;
		}
	}
	return scalar_types_reread(caller, send - 1, 0);
}

/* Argument n of a generator call: raw is the value as sent (a RECV op's
 * refused one), or NULL to read it back from the caller, where only what
 * the received value confirms is taken. */
static void scalar_types_generator_arg(zend_execute_data *ex, zend_execute_data *caller, uint32_t n, zval *raw,
	bool *counted)
{
	zend_function *f = ex->func;
	const zend_arg_info *ai = &f->common.arg_info[n - 1];
	zval *slot = ZEND_CALL_ARG(ex, n), *sent = raw;
	bool strict = (caller->func->common.fn_flags & ZEND_ACC_STRICT_TYPES) != 0;
	scalar_types_receipt r;

	if (!scalar_types_param_is_scalar(ai) || Z_ISUNDEF_P(slot)) {
		return;
	}
	if (!sent) {
		if (ZEND_ARG_SEND_MODE(ai)) {
			return; /* by reference: received as the variable itself */
		}
		scalar_types_verdict v;
		bool same;

		/* a strict call that got through received exactly: nothing diverges */
		if (strict || !(sent = scalar_types_sent_value(caller, f, n))) {
			return;
		}
		scalar_types_weak_judge(sent, &ai->type, ST_JUDGE_WANT_VALUE, &v);
		same = v.outcome == ST_ACCEPTED ? zend_is_identical(sent, slot)
			: v.outcome == ST_COERCED && (Z_ISUNDEF(v.value) ? Z_TYPE_P(slot) == IS_STRING
				: zend_is_identical(&v.value, slot));
		scalar_types_verdict_dtor(&v);
		if (!same) {
			return;
		}
	}
	if (!*counted) {
		*counted = true;
		scalar_types_receipt_count(caller->func->op_array.filename, strict);
	}
	if (ZEND_TYPE_CONTAINS_CODE(ai->type, Z_TYPE_P(sent))) {
		return;
	}
	scalar_types_receipt_init(&r, caller, ST_SITE_ARGUMENT);
	r.func = f;
	r.arg = n;
	scalar_types_receipt_judge(&r, &ai->type, sent);
}

static zend_always_inline zend_execute_data *scalar_types_generator_caller(zend_execute_data *ex)
{
	zend_execute_data *caller;

	if (!ST_G(active) || !ex || !ex->func || !ZEND_USER_CODE(ex->func->type)
			|| !(ex->func->common.fn_flags & ZEND_ACC_GENERATOR) || !ex->opline) {
		return NULL;
	}
	caller = ex->prev_execute_data;
	/* callbacks of internal functions are received weakly in both modes */
	return caller && caller->func && ZEND_USER_CODE(caller->func->type) ? caller : NULL;
}

/* With scalar_types.compare_generators every call is compiled with an
 * EXT_FCALL_BEGIN op right before it, whose zend_extension handler runs
 * when the callee's frame holds the arguments as sent, before any RECV op:
 * a generator function's are judged there, raw, as an observer judges a
 * plain function's. */
static bool scalar_types_generators_hooked = false;

static void scalar_types_fcall_begin(zend_execute_data *frame)
{
	zend_execute_data *call;
	const zend_op *ext;

	if (!frame || !(call = frame->call) || !call->func
			|| !(call->func->common.fn_flags & ZEND_ACC_GENERATOR) || !ZEND_USER_CODE(call->func->type)
			|| !frame->func || !ZEND_USER_CODE(frame->func->type) || !frame->opline) {
		return;
	}
	/* Reported at the call's own op, as the engine's "called in" does (a
	 * call over several lines has them on different lines). */
	ext = frame->opline;
	frame->opline = ext + 1;
	scalar_types_receipt_args(call, frame, false);
	frame->opline = ext;
}

/* Whether this generator call was judged before receipt: the caller's call
 * op follows an EXT_FCALL_BEGIN whose handlers ran (code compiled without
 * it, such as `php -r`, or run while EG(no_extensions), was not). */
static bool scalar_types_generator_judged(const zend_execute_data *caller)
{
	const zend_op *op = caller->opline;

	return scalar_types_generators_hooked && !EG(no_extensions) && op && op > caller->func->op_array.opcodes
		&& (op - 1)->opcode == ZEND_EXT_FCALL_BEGIN;
}

static zend_extension scalar_types_zend_extension = {
	"scalar_types", PHP_SCALAR_TYPES_VERSION, "scalar_types", NULL, NULL,
	NULL, NULL, /* startup, shutdown */
	NULL, NULL, /* activate, deactivate */
	NULL, NULL, NULL, /* message, op_array, statement handlers */
	scalar_types_fcall_begin, NULL,
	NULL, NULL, /* op_array ctor, dtor */
	STANDARD_ZEND_EXTENSION_PROPERTIES
};

bool scalar_types_receipt_generators_hooked(void)
{
	return scalar_types_generators_hooked;
}

void scalar_types_receipt_activate(void)
{
	if (scalar_types_generators_hooked) {
		CG(compiler_options) |= ZEND_COMPILE_EXTENDED_FCALL;
	}
}

/* GENERATOR_CREATE: every argument has been received. */
static zend_object *scalar_types_generator_create(zend_class_entry *ce)
{
	zend_execute_data *ex = EG(current_execute_data), *caller;

	if ((caller = scalar_types_generator_caller(ex)) && ex->opline->opcode == ZEND_GENERATOR_CREATE
			&& !scalar_types_generator_judged(caller)) {
		uint32_t i, n = MIN(ZEND_CALL_NUM_ARGS(ex), ex->func->common.num_args);
		bool counted = false;

		for (i = 1; i <= n; i++) {
			scalar_types_generator_arg(ex, caller, i, NULL, &counted);
		}
	}
	return scalar_types_prev_generator_create(ce);
}

/* strlen() compiles to the STRLEN opcode (in strict files compare mode
 * leaves it so: a call would add a frame to the TypeError's trace), whose
 * TypeError is thrown while the refused value is still in its operand. */
static zend_function *scalar_types_strlen_function = NULL;

static void scalar_types_strlen_thrown(zend_execute_data *ex)
{
	const zend_op *op = ex->opline;
	zval *value, null;
	scalar_types_receipt r;

	if (!scalar_types_strlen_function || !scalar_types_strlen_function->common.arg_info) {
		return;
	}
	value = op->op1_type == IS_CONST ? RT_CONSTANT(op, op->op1) : ZEND_CALL_VAR(ex, op->op1.var);
	if (Z_ISUNDEF_P(value)) {
		ZVAL_NULL(&null); /* an undefined variable, read as null */
		value = &null;
	}
	scalar_types_receipt_init(&r, ex, ST_SITE_ARGUMENT);
	r.func = scalar_types_strlen_function;
	r.arg = 1;
	r.flags = ST_JUDGE_INTERNAL;
	scalar_types_receipt_count(r.file, r.strict);
	scalar_types_receipt_judge(&r, &scalar_types_strlen_function->common.arg_info[0].type, value);
}

static void scalar_types_exception_hook(zend_object *exception)
{
	zend_execute_data *ex = EG(current_execute_data), *caller;

	if (exception && exception->ce == zend_ce_type_error && ST_G(active) && ex && ex->func
			&& ZEND_USER_CODE(ex->func->type) && ex->opline && ex->opline->opcode == ZEND_STRLEN) {
		scalar_types_strlen_thrown(ex);
	}

	/* A TypeError from a RECV op of a generator function: the arguments
	 * before it were received, the refused one is still in its slot. */
	if (exception && exception->ce == zend_ce_type_error && (caller = scalar_types_generator_caller(ex))
			&& !scalar_types_generator_judged(caller)
			&& (ex->opline->opcode == ZEND_RECV || ex->opline->opcode == ZEND_RECV_INIT)
			&& ex->opline->op1.num <= MIN(ZEND_CALL_NUM_ARGS(ex), ex->func->common.num_args)) {
		uint32_t i, failed = ex->opline->op1.num;
		bool counted = false;

		for (i = 1; i < failed; i++) {
			scalar_types_generator_arg(ex, caller, i, NULL, &counted);
		}
		scalar_types_generator_arg(ex, caller, failed, ZEND_CALL_ARG(ex, failed), &counted);
	}
	if (scalar_types_prev_exception_hook) {
		scalar_types_prev_exception_hook(exception);
	}
}

/* __get(): its result where the engine checks it against a typed
 * property (probes.c), and its arguments like any function's (the
 * handlers chosen once per function). */
static void scalar_types_getter_observer_begin_args(zend_execute_data *ex)
{
	scalar_types_receipt_args(ex, ex->prev_execute_data, true);
	scalar_types_getter_begin(ex);
}

static void scalar_types_getter_observer_end_defaults(zend_execute_data *ex, zval *retval)
{
	scalar_types_getter_end(ex, retval);
	scalar_types_observer_end(ex, retval);
}

static zend_observer_fcall_handlers scalar_types_observer_init(zend_execute_data *ex)
{
	zend_function *f = ex->func;

	if (ZEND_USER_CODE(f->type) && (ST_G(watch) & ST_WATCH_PROPERTIES) && scalar_types_is_getter(f)
			&& !(f->common.fn_flags & ZEND_ACC_GENERATOR)) {
		return (zend_observer_fcall_handlers){
			scalar_types_has_scalar_params(f) ? scalar_types_getter_observer_begin_args : scalar_types_getter_begin,
			scalar_types_has_constant_defaults(f) ? scalar_types_getter_observer_end_defaults : scalar_types_getter_end};
	}

	/* Decided once per function. Generators are seen at each resume with
	 * arguments already received, so they are left out (documented). */
	if (!ZEND_USER_CODE(f->type) || !scalar_types_has_scalar_params(f)
			|| (f->common.fn_flags & ZEND_ACC_GENERATOR)) {
		return (zend_observer_fcall_handlers){NULL, NULL};
	}
	return (zend_observer_fcall_handlers){scalar_types_observer_begin,
		scalar_types_has_constant_defaults(f) ? scalar_types_observer_end : NULL};
}

bool scalar_types_receipt_hooked(void)
{
	return scalar_types_receipt_installed;
}

void scalar_types_receipt_startup(void)
{
	if (!(ST_G(watch) & ST_WATCH_ARGUMENTS)) {
		/* Returns and properties alone need no call hooks. */
		scalar_types_receipt_installed = true;
		return;
	}
	scalar_types_strlen_function = zend_hash_str_find_ptr(CG(function_table), ZEND_STRL("strlen"));
	zend_observer_fcall_register(scalar_types_observer_init);
	if (ST_G(compare_generators)) {
		zend_register_extension(&scalar_types_zend_extension, NULL);
		scalar_types_generators_hooked = true;
	}
	scalar_types_prev_execute_internal = zend_execute_internal;
	zend_execute_internal = scalar_types_execute_internal;
	scalar_types_prev_generator_create = zend_ce_generator->create_object;
	zend_ce_generator->create_object = scalar_types_generator_create;
	scalar_types_prev_exception_hook = zend_throw_exception_hook;
	zend_throw_exception_hook = scalar_types_exception_hook;
	scalar_types_receipt_installed = true;
}

void scalar_types_receipt_shutdown(void)
{
	if (scalar_types_receipt_installed && zend_execute_internal == scalar_types_execute_internal) {
		zend_execute_internal = scalar_types_prev_execute_internal;
	}
	if (scalar_types_prev_generator_create && zend_ce_generator->create_object == scalar_types_generator_create) {
		zend_ce_generator->create_object = scalar_types_prev_generator_create;
	}
	if (zend_throw_exception_hook == scalar_types_exception_hook) {
		zend_throw_exception_hook = scalar_types_prev_exception_hook;
	}
	scalar_types_receipt_installed = false;
	scalar_types_generators_hooked = false;
}
