/*
  +----------------------------------------------------------------------+
  | scalar_types: path forcing: scalar_types.strict_paths / weak_paths   |
  +----------------------------------------------------------------------+
  | Lists of globs and prefixes, parsed once per value; the longest match|
  | wins, weak on a tie.                                                 |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
/* PHP's own fnmatch() on Windows (exported by php8.dll), the C library's
 * elsewhere */
#ifdef PHP_WIN32
# include "win32/fnmatch.h"
#else
# include <fnmatch.h>
#endif
#include "php_scalar_types.h"
#include "compiler/paths.h"

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

	if (!ST_G(registry.strict_list).count && !ST_G(registry.weak_list).count) {
		return ST_FORCED_NONE;
	}
	s = scalar_types_list_match(&ST_G(registry.strict_list), path, len);
	w = scalar_types_list_match(&ST_G(registry.weak_list), path, len);
	if (!s && !w) {
		return ST_FORCED_NONE;
	}
	return w >= s ? ST_FORCED_WEAK : ST_FORCED_STRICT;
}
