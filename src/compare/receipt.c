/*
  +----------------------------------------------------------------------+
  | scalar_types: one receipt judged by the weak and the strict rules    |
  +----------------------------------------------------------------------+
  | A divergence goes to the report with the engine-identical texts;     |
  | the engine's own behaviour is never touched.                         |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_scalar_types.h"
#include "rules/coercion.h"
#include "rules/strict_mode.h"
#include "report/report.h"
#include "compare/receipt.h"

/* Out of line: the receipts outside the observer's loop share one copy. */
void scalar_types_receipt_count(zend_string *file, bool strict)
{
	scalar_types_report_count(file, strict);
}

/* Message texts, built only when a site is seen for the first time. */
/* The ops a call starts and ends with: INIT_* (NEW) and DO_* (a first-class
 * callable's CALLABLE_CONVERT); between them, nested calls in pairs. */
static bool scalar_types_op_ends_call(uint8_t op)
{
	return op == ZEND_DO_FCALL || op == ZEND_DO_ICALL || op == ZEND_DO_UCALL || op == ZEND_DO_FCALL_BY_NAME
		|| op == ZEND_CALLABLE_CONVERT;
}

static bool scalar_types_op_starts_call(uint8_t op)
{
	return op == ZEND_INIT_FCALL || op == ZEND_INIT_FCALL_BY_NAME || op == ZEND_INIT_NS_FCALL_BY_NAME
		|| op == ZEND_INIT_METHOD_CALL || op == ZEND_INIT_STATIC_METHOD_CALL || op == ZEND_INIT_DYNAMIC_CALL
		|| op == ZEND_INIT_USER_CALL || op == ZEND_NEW;
}

/* The op that starts the call op ends (or is within), or NULL. */
static const zend_op *scalar_types_call_start(const zend_op_array *oa, const zend_op *op)
{
	const zend_op *o;
	int level = 0;

	for (o = op - 1; o >= oa->opcodes; o--) {
		if (scalar_types_op_ends_call(o->opcode)) {
			level++;
		} else if (scalar_types_op_starts_call(o->opcode)) {
			if (level == 0) {
				return o;
			}
			level--;
		}
	}
	return NULL;
}

/* The lowercase name a call's start op names, after the last backslash
 * (len 0: not known, e.g. a dynamic name); "__construct" for new. */
static const char *scalar_types_call_start_name(const zend_op *o, size_t *len)
{
	const zval *name = NULL;
	const char *s, *slash;

	*len = 0;
	switch (o->opcode) {
		case ZEND_NEW:
			*len = sizeof("__construct") - 1;
			return "__construct";
		case ZEND_INIT_FCALL:
			name = RT_CONSTANT(o, o->op2);
			break;
		case ZEND_INIT_FCALL_BY_NAME:
			name = RT_CONSTANT(o, o->op2) + 1;
			break;
		case ZEND_INIT_NS_FCALL_BY_NAME:
			name = RT_CONSTANT(o, o->op2) + 2;
			break;
		case ZEND_INIT_METHOD_CALL:
		case ZEND_INIT_STATIC_METHOD_CALL:
			if (o->op2_type == IS_CONST) {
				name = RT_CONSTANT(o, o->op2) + 1;
			}
			break;
	}
	if (!name || Z_TYPE_P(name) != IS_STRING) {
		return NULL;
	}
	s = Z_STRVAL_P(name);
	slash = zend_memrchr(s, '\\', Z_STRLEN_P(name));
	if (slash) {
		s = slash + 1;
	}
	*len = Z_STRLEN_P(name) - (size_t) (s - Z_STRVAL_P(name));
	return s;
}

/* Where a call's argument is, when its line holds several calls of the
 * same callee: its place among them in source order (the order the
 * compiler starts calls in), so that fix --casts can tell them apart.
 * Computed once per site, from the caller's ops: a call the compiler made
 * an op of its own (strlen()) or a frameless call is not counted, and
 * fix --casts then finds more calls than counted here and refuses. */
static void scalar_types_call_on_line(const scalar_types_receipt *r, uint32_t *k, uint32_t *n)
{
	const zend_op_array *oa = r->caller;
	const zend_op *mine, *o, *start;
	const char *want, *slash, *got;
	size_t want_len, got_len;
	uint32_t before = 0, all = 0;
	bool found = false;

	*k = *n = 0;
	if (!oa || !r->call_op || !r->func || !r->func->common.function_name || !ZEND_USER_CODE(oa->type)
			|| r->call_op < oa->opcodes || r->call_op >= oa->opcodes + oa->last
			|| !scalar_types_op_ends_call(r->call_op->opcode)) {
		return;
	}
	mine = scalar_types_call_start(oa, r->call_op);
	if (!mine) {
		return;
	}
	want = ZSTR_VAL(r->func->common.function_name);
	want_len = ZSTR_LEN(r->func->common.function_name);
	slash = zend_memrchr(want, '\\', want_len);
	if (slash) {
		want_len -= (size_t) (slash + 1 - want);
		want = slash + 1;
	}
	for (o = oa->opcodes; o < oa->opcodes + oa->last; o++) {
		if (o->lineno != r->call_op->lineno || !scalar_types_op_ends_call(o->opcode)
				|| !(start = scalar_types_call_start(oa, o))) {
			continue;
		}
		got = scalar_types_call_start_name(start, &got_len);
		if (!got || got_len != want_len || zend_binary_strncasecmp(got, got_len, want, want_len, want_len) != 0) {
			continue;
		}
		all++;
		if (start < mine) {
			before++;
		}
		found = found || start == mine;
	}
	if (found && all > 1) {
		*k = before + 1;
		*n = all;
	}
}

/* Notes the op a site's call came from, with its place among the line's
 * calls of the callee; a new op costs a scan of the caller's ops, a known
 * one a compare. More ops than noted, or counts that disagree: not known. */
static void scalar_types_call_note(scalar_types_site *site, const scalar_types_receipt *r, bool is_new)
{
	uint32_t k, n, i;

	if (!is_new && site->calls_on_line == 0) {
		return;
	}
	for (i = 0; i < site->n_call_ops; i++) {
		if (site->call_ops[i] == (const void *) r->call_op) {
			return;
		}
	}
	scalar_types_call_on_line(r, &k, &n);
	if (is_new) {
		site->calls_on_line = n;
	}
	if (n == 0 || n != site->calls_on_line || k > 255 || site->n_call_ops == ST_CALL_OPS) {
		site->calls_on_line = 0;
		return;
	}
	site->call_ops[site->n_call_ops] = r->call_op;
	site->call_ks[site->n_call_ops++] = (uint8_t) k;
}

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
			site->internal_callee = !ZEND_USER_CODE(r->func->type);
			/* a by-reference parameter: no conversion can be written at the call */
			site->by_ref = r->arg >= 1 && ARG_SHOULD_BE_SENT_BY_REF(r->func, r->arg);
			scalar_types_call_note(site, r, true);
		}
	}
	if (weak->outcome != ST_REJECTED && weak->kind == ST_KIND_INEXACT_INT_TO_FLOAT) {
		/* strict mode widens it too: no TypeError to name */
		zend_string_release(site->message);
		site->message = NULL;
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
		size_t max = (size_t) ST_G(settings.value_max_length);
		zend_string *shown = NULL;

		if (!ST_G(settings.report_values)) {
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

/* A receipt strict mode rejects, with what weak mode does (weak). The key
 * is made of the receipt's own strings first: a site seen before is found
 * in the memo by that; else its strings are made canonical (one copy per
 * text in the request) and the site looked up or made. */
static void scalar_types_receipt_record(const scalar_types_receipt *r, const zend_type *type, zval *arg,
	const scalar_types_verdict *weak)
{
	scalar_types_site_key key, raw;
	scalar_types_site *site;
	zend_string *strs[3] = {r->file, NULL, NULL};
	zend_ulong h;
	bool is_new = false;
	zval *value = arg;

	ZVAL_DEREF(value);

	memset(&key, 0, sizeof(key));
	key.file = r->file;
	key.line = r->line;
	if (r->func && ZEND_USER_CODE(r->func->type)) {
		key.callee = strs[1] = r->func->op_array.filename;
		key.callee_name = strs[2] = r->func->common.function_name;
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
		key.callee_name = strs[2] = r->func->common.function_name;
	}
	key.given_ce = Z_TYPE_P(value) == IS_OBJECT ? (const void *) Z_OBJCE_P(value) : NULL;
	key.arg = r->arg;
	key.kind = weak->kind;
	key.strict_caller = r->strict;
	key.site = r->site;
	key.given_type = Z_TYPE_P(value);
	key.warning = weak->outcome != ST_REJECTED ? weak->warning : ST_WARN_NONE;

	if (weak->outcome == ST_REJECTED || weak->kind != ST_KIND_INEXACT_INT_TO_FLOAT) {
		scalar_types_report_file_calls(r->file, r->strict)->divergences++;
	}
	if ((site = scalar_types_report_site_memo_find(&key, &h))) {
		site->count++;
		if (site->calls_on_line && r->site == ST_SITE_ARGUMENT) {
			scalar_types_call_note(site, r, false);
		}
		return;
	}
	raw = key;
	key.file = scalar_types_report_canonical(r->file);
	if (strs[1]) {
		key.callee = scalar_types_report_canonical(strs[1]);
	}
	if (strs[2]) {
		key.callee_name = scalar_types_report_canonical(strs[2]);
	}
	site = scalar_types_report_site(&key, &is_new);
	if (!site) {
		return;
	}
	scalar_types_report_site_memo_put(&raw, h, site, strs);
	if (!is_new && site->calls_on_line && r->site == ST_SITE_ARGUMENT) {
		scalar_types_call_note(site, r, false);
	}
	if (is_new) {
		scalar_types_receipt_describe(r, type, arg, weak, site);
		/* a new site is news: written now if the flush interval passed */
		scalar_types_report_tick();
	}
}

zend_never_inline void scalar_types_receipt_judge(const scalar_types_receipt *r, const zend_type *type, zval *arg)
{
	scalar_types_verdict weak, strict_v;

	scalar_types_strict_judge(arg, type, r->flags, &strict_v);
	if (strict_v.outcome != ST_REJECTED) {
		/* exact, or int->float which both modes do; an inexact one is
		 * recorded for the presets that refuse it (coercive-2015) */
		if (strict_v.kind == ST_KIND_INEXACT_INT_TO_FLOAT) {
			scalar_types_receipt_record(r, type, arg, &strict_v);
		}
		return;
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

void scalar_types_receipt_check_ex(zend_execute_data *frame, zend_function *func, zend_property_info *prop,
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

void scalar_types_receipt_check(zend_execute_data *frame, zend_function *func, zend_property_info *prop,
	uint8_t site, const zend_type *type, zval *value)
{
	scalar_types_receipt_check_ex(frame, func, prop, site, type, value, false);
}
