/*
  +----------------------------------------------------------------------+
  | scalar_types: evidence coverage                                      |
  +----------------------------------------------------------------------+
  | A file is only as strict-ready as the run that judged it: this says  |
  | which of its sites ran. A site is a call with arguments (strict_types |
  | of the calling file governs their receipt), found in the op_arrays   |
  | the compile gives back, so that the line is the one the running call |
  | reports: the DO_*CALL op's. Counted by line, as line coverage is; a |
  | line of several sites counts as run when each of them ran.           |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "lib/tables.h"
#include "report/coverage.h"
#include "rules/engine_tables.h"
#if PHP_VERSION_ID >= 80400
# include "zend_frameless_function.h"
#endif

typedef struct _scalar_types_line_set {
	uint32_t *lines;
	uint32_t n, size;
} scalar_types_line_set;

static void scalar_types_line_add(scalar_types_line_set *s, uint32_t line)
{
	if (line == 0 || line > ST_COVERAGE_MAX_LINE) {
		return;
	}
	if (s->n == s->size) {
		s->size = s->size ? s->size * 2 : 64;
		s->lines = safe_perealloc(s->lines, s->size, sizeof(uint32_t), 0, 1);
	}
	s->lines[s->n++] = line;
}

/* Calls nest, so a stack tells which call each SEND belongs to. A call
 * deeper than the stack counts as having arguments: a site too many can
 * only make a file look less covered. */
#define ST_CALL_DEPTH 64

static void scalar_types_collect_op_array(const zend_op_array *oa, scalar_types_line_set *s, uint32_t depth_left)
{
	bool has_args[ST_CALL_DEPTH];
	uint32_t depth = 0, i;
	const zend_op *op = oa->opcodes, *end = oa->opcodes + oa->last;

	for (; op < end; op++) {
		if (scalar_types_op_opens_call(op->opcode)) {
			if (depth < ST_CALL_DEPTH) {
				has_args[depth] = false;
			}
			depth++;
		} else if (scalar_types_op_sends(op->opcode)) {
			if (depth && depth <= ST_CALL_DEPTH) {
				has_args[depth - 1] = true;
			}
		} else if (scalar_types_op_makes_call(op->opcode)) {
			if (depth) {
				depth--;
				if (depth >= ST_CALL_DEPTH || has_args[depth]) {
					scalar_types_line_add(s, op->lineno);
				}
			}
		} else if (scalar_types_op_frameless_call(op->opcode)) {
#if PHP_VERSION_ID >= 80400
			/* implode() is never observed, so never seen to run: not a site
			 * (its arguments are not judged, docs/limits.md) */
			if (scalar_types_frameless_parses_apart(ZEND_FLF_FUNC(op))) {
				continue;
			}
#endif
			scalar_types_line_add(s, op->lineno);
		} else if (op->opcode == ZEND_CALLABLE_CONVERT && depth) {
			/* f(...): a closure made, nothing received */
			depth--;
		}
	}
	/* closures and conditionally declared functions */
	if (oa->dynamic_func_defs && depth_left) {
		for (i = 0; i < oa->num_dynamic_func_defs; i++) {
			scalar_types_collect_op_array(oa->dynamic_func_defs[i], s, depth_left - 1);
		}
	}
}

static int scalar_types_line_cmp(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *) a, y = *(const uint32_t *) b;

	return x < y ? -1 : x > y;
}

/* The table entries added since before, whose code is this file's. */
static void scalar_types_collect_added(const zend_op_array *main, uint32_t fn_before, uint32_t cl_before,
	scalar_types_line_set *s)
{
	zend_string *file = main->filename;
	uint32_t i;

	for (i = MIN(fn_before, CG(function_table)->nNumUsed); i < CG(function_table)->nNumUsed; i++) {
		Bucket *b = CG(function_table)->arData + i;
		zend_function *f;

		if (Z_TYPE(b->val) == IS_UNDEF) {
			continue;
		}
		f = Z_PTR(b->val);
		if (f->type == ZEND_USER_FUNCTION && zend_string_equals(f->op_array.filename, file)) {
			scalar_types_collect_op_array(&f->op_array, s, 16);
		}
	}
	for (i = MIN(cl_before, CG(class_table)->nNumUsed); i < CG(class_table)->nNumUsed; i++) {
		Bucket *b = CG(class_table)->arData + i;
		zend_class_entry *ce;
		zend_function *f;

		if (Z_TYPE(b->val) != IS_PTR) {
			continue; /* an alias */
		}
		ce = Z_PTR(b->val);
		if (ce->type != ZEND_USER_CLASS || !ce->info.user.filename
				|| !zend_string_equals(ce->info.user.filename, file)) {
			continue;
		}
		/* a trait's methods copied into a class keep the trait's file */
		ZEND_HASH_MAP_FOREACH_PTR(&ce->function_table, f) {
			if (f->type == ZEND_USER_FUNCTION && f->common.scope == ce
					&& zend_string_equals(f->op_array.filename, file)) {
				scalar_types_collect_op_array(&f->op_array, s, 16);
			}
		} ZEND_HASH_FOREACH_END();
#if PHP_VERSION_ID >= 80400
		/* property hooks are functions kept with their property */
		{
			zend_property_info *pi;
			uint32_t h;

			ZEND_HASH_MAP_FOREACH_PTR(&ce->properties_info, pi) {
				if (!pi->hooks || pi->ce != ce) {
					continue;
				}
				for (h = 0; h < ZEND_PROPERTY_HOOK_COUNT; h++) {
					f = pi->hooks[h];
					if (f && f->type == ZEND_USER_FUNCTION && zend_string_equals(f->op_array.filename, file)) {
						scalar_types_collect_op_array(&f->op_array, s, 16);
					}
				}
			} ZEND_HASH_FOREACH_END();
		}
#endif
	}
}

/* Lines of a file up to max (bytes per line, bits per line), grown. */
static void scalar_types_coverage_grow(scalar_types_file_coverage *cov, uint32_t max)
{
	size_t old_bits = cov->count ? (cov->max_line >> 3) + 1 : 0, bits = (max >> 3) + 1;
	size_t old_bytes = cov->count ? cov->max_line + 1 : 0, bytes = (size_t) max + 1;

	cov->count = perealloc(cov->count, bytes, 1);
	memset(cov->count + old_bytes, 0, bytes - old_bytes);
	cov->run = perealloc(cov->run, bits, 1);
	cov->written = perealloc(cov->written, bits, 1);
	memset(cov->run + old_bits, 0, bits - old_bits);
	memset(cov->written + old_bits, 0, bits - old_bits);
	if (cov->seen_count) {
		cov->seen_count = perealloc(cov->seen_count, bytes, 1);
		memset(cov->seen_count + old_bytes, 0, bytes - old_bytes);
	}
	cov->max_line = max;
}

void scalar_types_coverage_compiled(scalar_types_file_coverage **covp, zend_op_array *op_array, uint32_t fn_before,
	uint32_t cl_before)
{
	scalar_types_line_set s = {NULL, 0, 0};
	scalar_types_file_coverage *cov;
	uint32_t i, j, n, k;

	scalar_types_collect_op_array(op_array, &s, 16);
	scalar_types_collect_added(op_array, fn_before, cl_before, &s);
	cov = *covp;
	if (!cov) {
		cov = *covp = pecalloc(1, sizeof(*cov), 1);
	}
	if (!s.n) {
		return;
	}
	qsort(s.lines, s.n, sizeof(uint32_t), scalar_types_line_cmp);
	if (s.lines[s.n - 1] > cov->max_line) {
		scalar_types_coverage_grow(cov, s.lines[s.n - 1]);
	}
	/* A file compiled again in the request (include in a loop) has the
	 * same sites: per line, the larger count of the two compiles. */
	for (i = 0; i < s.n; i = j) {
		for (j = i; j < s.n && s.lines[j] == s.lines[i]; j++);
		n = j - i;
		if (n > 255) {
			n = 255;
		}
		if (cov->count[s.lines[i]] < n) {
			if (!cov->count[s.lines[i]]) {
				cov->sites_written = false;
			}
			cov->count[s.lines[i]] = (uint8_t) n;
		}
	}
	pefree(s.lines, 1);
	/* the sorted list of lines, for the writer */
	for (n = 0, i = 1; i <= cov->max_line; i++) {
		n += cov->count[i] != 0;
	}
	if (n != cov->n_sites) {
		cov->sites = safe_perealloc(cov->sites, n, sizeof(uint32_t), 0, 1);
		for (k = 0, i = 1; i <= cov->max_line; i++) {
			if (cov->count[i]) {
				cov->sites[k++] = i;
			}
		}
		cov->n_sites = n;
	}
}

/* A line of several sites: each is known by its op's place in its op_array
 * (the same in a second compile of the file), the line counts as run when
 * every one has been seen. */
void scalar_types_coverage_mark_shared(scalar_types_file_coverage *cov, const zend_op_array *caller,
	const zend_op *op)
{
	uint32_t line = op->lineno;
	zend_ulong key = ((zend_ulong) caller->line_start << 32) | (zend_ulong) (op - caller->opcodes);

	if (cov->run[line >> 3] & (1u << (line & 7))) {
		return;
	}
	if (!cov->seen) {
		cov->seen = scalar_types_table_new(8, NULL);
		cov->seen_count = pecalloc(cov->max_line + 1, 1, 1);
	}
	if (zend_hash_index_add_empty_element(cov->seen, key)
			&& ++cov->seen_count[line] >= cov->count[line]) {
		cov->run[line >> 3] |= (uint8_t) (1u << (line & 7));
	}
}

static bool scalar_types_coverage_line_new(const scalar_types_file_coverage *cov, uint32_t line)
{
	uint8_t bit = (uint8_t) (1u << (line & 7));

	return (cov->run[line >> 3] & bit) && !(cov->written[line >> 3] & bit);
}

bool scalar_types_coverage_unwritten(const scalar_types_file_coverage *cov)
{
	uint32_t i;

	if (!cov) {
		return false;
	}
	if (!cov->sites_written) {
		return true;
	}
	for (i = 0; i < cov->n_sites; i++) {
		if (scalar_types_coverage_line_new(cov, cov->sites[i])) {
			return true;
		}
	}
	return false;
}

void scalar_types_coverage_to_array(const scalar_types_file_coverage *cov, zval *f)
{
	zval sites, run;
	uint32_t i;

	if (!cov) {
		return;
	}
	if (!cov->sites_written) {
		array_init_size(&sites, cov->n_sites);
		for (i = 0; i < cov->n_sites; i++) {
			add_next_index_long(&sites, cov->sites[i]);
		}
		add_assoc_zval(f, "site_lines", &sites);
	}
	array_init(&run);
	for (i = 0; i < cov->n_sites; i++) {
		if (scalar_types_coverage_line_new(cov, cov->sites[i])) {
			add_next_index_long(&run, cov->sites[i]);
		}
	}
	/* only the lines first run since the process's last write: mostly none */
	if (zend_hash_num_elements(Z_ARRVAL(run))) {
		add_assoc_zval(f, "run_lines", &run);
	} else {
		zval_ptr_dtor(&run);
	}
}

void scalar_types_coverage_mark_written(scalar_types_file_coverage *cov)
{
	if (cov) {
		cov->sites_written = true;
		if (cov->count) {
			memcpy(cov->written, cov->run, (cov->max_line >> 3) + 1);
		}
	}
}

void scalar_types_coverage_free(scalar_types_file_coverage *cov)
{
	if (cov) {
		if (cov->sites) {
			pefree(cov->sites, 1);
		}
		if (cov->count) {
			pefree(cov->count, 1);
			pefree(cov->run, 1);
			pefree(cov->written, 1);
		}
		if (cov->seen) {
			scalar_types_table_free(&cov->seen);
			pefree(cov->seen_count, 1);
		}
		pefree(cov, 1);
	}
}
