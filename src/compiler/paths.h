/* scalar_types: path forcing (scalar_types.strict_paths / weak_paths). */
#ifndef SCALAR_TYPES_PATHS_H
#define SCALAR_TYPES_PATHS_H

#include "php.h"

/* One compiled path-policy entry. */
typedef struct _scalar_types_path_rule {
	char *pattern;   /* glob, or a prefix when it has no wildcard */
	bool exclude;    /* "!pattern": carve an exception out of the list */
	bool is_glob;
} scalar_types_path_rule;

typedef struct _scalar_types_path_list {
	uint32_t count;
	scalar_types_path_rule *rules;
} scalar_types_path_list;

#define ST_FORCED_NONE   0
#define ST_FORCED_STRICT 1 /* by scalar_types.strict_paths */
#define ST_FORCED_WEAK   2 /* by scalar_types.weak_paths */

/* Parse (a warning once per bad entry), free, and the policy for a path
 * (ST_FORCED_*). */
void scalar_types_path_list_parse(scalar_types_path_list *list, const char *value, const char *ini_name, bool persistent);
void scalar_types_path_list_free(scalar_types_path_list *list, bool persistent);
int scalar_types_path_policy(const char *path, size_t len);

#endif
