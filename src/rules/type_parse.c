/*
  +----------------------------------------------------------------------+
  | scalar_types: declared-type strings for the userland helpers         |
  +----------------------------------------------------------------------+
  | Builds the same zend_type the compiler builds for a parameter, so    |
  | zend_type_to_string() prints it exactly as in engine messages, and   |
  | rejects what the compiler rejects with the compiler's wording.       |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_compile.h"
#include "rules/type_parse.h"

typedef struct {
	const char *name;
	uint32_t mask;
} scalar_types_builtin;

/* Names valid as parameter types; void/never/static are return-only and
 * self/parent need a class scope, so they are refused below. */
static const scalar_types_builtin scalar_types_builtins[] = {
	{"int", MAY_BE_LONG},
	{"float", MAY_BE_DOUBLE},
	{"string", MAY_BE_STRING},
	{"bool", MAY_BE_BOOL},
	{"false", MAY_BE_FALSE},
	{"true", MAY_BE_TRUE},
	{"null", MAY_BE_NULL},
	{"array", MAY_BE_ARRAY},
	{"object", MAY_BE_OBJECT},
	{"callable", MAY_BE_CALLABLE},
	{"mixed", MAY_BE_ANY},
	{"iterable", MAY_BE_ARRAY | _ZEND_TYPE_ITERABLE_BIT},
	{NULL, 0}
};

static bool scalar_types_is_label(const char *s, size_t len)
{
	size_t i;
	bool start = true;

	if (len && s[0] == '\\') {
		s++;
		len--;
	}
	if (!len) {
		return false;
	}
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char) s[i];
		if (c == '\\') {
			if (start) {
				return false;
			}
			start = true;
			continue;
		}
		if (!(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80
				|| (!start && c >= '0' && c <= '9'))) {
			return false;
		}
		start = false;
	}
	return !start;
}

static zend_string *scalar_types_mask_str(uint32_t mask)
{
	zend_type t = (zend_type) ZEND_TYPE_INIT_MASK(mask);
	return zend_type_to_string(t);
}

zend_result scalar_types_type_parse(const char *spec, size_t len, zend_type *type, zend_string **error)
{
	uint32_t mask = 0;
	zend_string *class_name = NULL;
	bool nullable = false;
	const char *p = spec, *end = spec + len;
	int parts = 0;

	*error = NULL;
	while (p < end && isspace((unsigned char) *p)) {
		p++;
	}
	while (end > p && isspace((unsigned char) end[-1])) {
		end--;
	}
	if (p == end) {
		*error = zend_string_init("Type must not be empty", sizeof("Type must not be empty") - 1, 0);
		return FAILURE;
	}
	if (*p == '?') {
		nullable = true;
		p++;
	}
	if (memchr(p, '&', end - p) || memchr(p, '(', end - p)) {
		*error = zend_strpprintf(0, "Intersection and DNF types are not supported: \"%.*s\"",
			(int) len, spec);
		return FAILURE;
	}

	while (p <= end) {
		const char *sep = memchr(p, '|', end - p);
		const char *tok = p, *tok_end = sep ? sep : end;
		uint32_t single = 0;
		const scalar_types_builtin *b;
		size_t tok_len;

		while (tok < tok_end && isspace((unsigned char) *tok)) {
			tok++;
		}
		while (tok_end > tok && isspace((unsigned char) tok_end[-1])) {
			tok_end--;
		}
		tok_len = tok_end - tok;
		if (!tok_len) {
			*error = zend_strpprintf(0, "Empty member in type \"%.*s\"", (int) len, spec);
			goto fail;
		}
		parts++;
		for (b = scalar_types_builtins; b->name; b++) {
			if (strlen(b->name) == tok_len && !zend_binary_strcasecmp(b->name, tok_len, tok, tok_len)) {
				single = b->mask;
				break;
			}
		}
		if (!single) {
			if ((tok_len == 4 && !zend_binary_strcasecmp("void", 4, tok, 4))
					|| (tok_len == 5 && !zend_binary_strcasecmp("never", 5, tok, 5))
					|| (tok_len == 6 && !zend_binary_strcasecmp("static", 6, tok, 6))) {
				*error = zend_strpprintf(0, "Type %.*s can only be used as a return type", (int) tok_len, tok);
				goto fail;
			}
			if ((tok_len == 4 && !zend_binary_strcasecmp("self", 4, tok, 4))
					|| (tok_len == 6 && !zend_binary_strcasecmp("parent", 6, tok, 6))) {
				*error = zend_strpprintf(0, "Type %.*s needs a class scope", (int) tok_len, tok);
				goto fail;
			}
			if (!scalar_types_is_label(tok, tok_len)) {
				*error = zend_strpprintf(0, "\"%.*s\" is not a valid type name", (int) tok_len, tok);
				goto fail;
			}
			if (class_name) {
				*error = zend_strpprintf(0, "At most one class name is supported in \"%.*s\"", (int) len, spec);
				goto fail;
			}
			if (*tok == '\\') {
				tok++;
				tok_len--;
			}
			class_name = zend_string_init(tok, tok_len, 0);
		} else {
			uint32_t pure = single & _ZEND_TYPE_MAY_BE_MASK;

			if (single == MAY_BE_ANY && (parts > 1 || sep)) {
				*error = zend_string_init(ZEND_STRL("Type mixed can only be used as a standalone type"), 0);
				goto fail;
			}
			if (mask & pure) {
				zend_string *dup = scalar_types_mask_str(mask & pure);
				*error = zend_strpprintf(0, "Duplicate type %s is redundant", ZSTR_VAL(dup));
				zend_string_release(dup);
				goto fail;
			}
			if (((mask & MAY_BE_TRUE) && pure == MAY_BE_FALSE) || ((mask & MAY_BE_FALSE) && pure == MAY_BE_TRUE)) {
				*error = zend_string_init(ZEND_STRL("Type contains both true and false, bool should be used instead"), 0);
				goto fail;
			}
			if ((single & _ZEND_TYPE_ITERABLE_BIT) && class_name) {
				*error = zend_strpprintf(0, "iterable with a class name is not supported in \"%.*s\"", (int) len, spec);
				goto fail;
			}
			mask |= single;
		}
		if ((mask & _ZEND_TYPE_ITERABLE_BIT) && class_name) {
			*error = zend_strpprintf(0, "iterable with a class name is not supported in \"%.*s\"", (int) len, spec);
			goto fail;
		}
		if (!sep) {
			break;
		}
		p = sep + 1;
	}

	if (nullable && parts > 1) {
		*error = zend_strpprintf(0, "Nullable ?-syntax needs a single type, use \"null|...\" in \"%.*s\"", (int) len, spec);
		goto fail;
	}
	if (nullable && (mask & MAY_BE_ANY) == MAY_BE_ANY) {
		*error = zend_string_init(ZEND_STRL("Type mixed cannot be marked as nullable since mixed already includes null"), 0);
		goto fail;
	}
	if (nullable && (mask & MAY_BE_NULL)) {
		*error = zend_string_init(ZEND_STRL("null cannot be marked as nullable"), 0);
		goto fail;
	}
	if ((mask & MAY_BE_OBJECT) && class_name) {
		/* Worded with the type as the engine prints it ("Foo|object"). */
		zend_type shown = (zend_type) ZEND_TYPE_INIT_CLASS(class_name, 0, mask);
		zend_string *str = zend_type_to_string(shown);
		*error = zend_strpprintf(0, "Type %s contains both object and a class type, which is redundant", ZSTR_VAL(str));
		zend_string_release(str);
		goto fail;
	}
	if (nullable) {
		mask |= MAY_BE_NULL;
	}

	if (mask & _ZEND_TYPE_ITERABLE_BIT) {
		/* 8.2+ compiles iterable as Traversable|array with a marker bit */
		*type = (zend_type) ZEND_TYPE_INIT_CLASS(ZSTR_KNOWN(ZEND_STR_TRAVERSABLE), 0, mask);
	} else if (class_name) {
		*type = (zend_type) ZEND_TYPE_INIT_CLASS(class_name, 0, mask);
	} else {
		*type = (zend_type) ZEND_TYPE_INIT_MASK(mask);
	}
	return SUCCESS;

fail:
	if (class_name) {
		zend_string_release(class_name);
	}
	return FAILURE;
}

void scalar_types_type_release(zend_type *type)
{
	if (ZEND_TYPE_HAS_NAME(*type)) {
		zend_string_release(ZEND_TYPE_NAME(*type));
	}
	*type = (zend_type) ZEND_TYPE_INIT_NONE(0);
}
