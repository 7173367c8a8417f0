/*
  +----------------------------------------------------------------------+
  | scalar_types: the report's per-file records                          |
  +----------------------------------------------------------------------+
  | What a file's strict-readiness rests on: its calls with a scalar     |
  | receipt, its divergences and, with compare_coverage, which of its    |
  | sites ran. The hot path finds a record by the caller's file without  |
  | a lookup (files.h); the table and the caches live here.              |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_scalar_types.h"
#include "lib/tables.h"
#include "report/coverage.h"
#include "report/files.h"

/* A file's coverage is the process's (ST_G(report.coverage)), not the
 * request's entry's. */
static void scalar_types_file_calls_dtor(zval *zv)
{
	pefree(Z_PTR_P(zv), 1);
}

static void scalar_types_coverage_dtor(zval *zv)
{
	scalar_types_coverage_free(Z_PTR_P(zv));
}

/* Past this many files a process forgets them all at a request's end (and
 * writes their lines again): a process that compiles ever new files (a
 * generator of temporary scripts) keeps a bounded table. */
#define ST_COVERAGE_FILES_MAX 16384

/* The process's coverage of file, made the first time. */
static scalar_types_file_coverage **scalar_types_process_coverage(zend_string *file)
{
	HashTable *ht = ST_G(report.coverage);
	zval *zv, tmp;

	if (!ht) {
		ht = ST_G(report.coverage) = pemalloc(sizeof(HashTable), 1);
		zend_hash_init(ht, 64, NULL, scalar_types_coverage_dtor, 1);
	}
	zv = zend_hash_str_find(ht, ZSTR_VAL(file), ZSTR_LEN(file));
	if (!zv) {
		ZVAL_PTR(&tmp, NULL);
		zv = zend_hash_str_add(ht, ZSTR_VAL(file), ZSTR_LEN(file), &tmp);
	}
	return (scalar_types_file_coverage **) &Z_PTR_P(zv);
}

static void scalar_types_coverage_table_free(HashTable **ht)
{
	if (*ht) {
		zend_hash_destroy(*ht);
		pefree(*ht, 1);
		*ht = NULL;
	}
}

void scalar_types_report_globals_dtor(scalar_types_report_globals *g)
{
	scalar_types_coverage_table_free(&g->coverage);
}

/* The cache holds a reference to each file it names, so no other string
 * can come to the same address while it is there. */
static void scalar_types_caller_cache_put(struct _scalar_types_caller_slot *slot, zend_string *file,
	scalar_types_file_calls *fc)
{
	if (slot->file) {
		zend_string_release((zend_string *) slot->file);
	}
	slot->file = zend_string_copy(file);
	slot->fc = fc;
	ST_G(report.last_caller_file) = file;
	ST_G(report.last_caller_calls) = fc;
}

/* Emptied with the records' table. */
static void scalar_types_caller_cache_clear(void)
{
	uint32_t i;

	for (i = 0; i < ST_CALLER_CACHE; i++) {
		if (ST_G(report.caller_cache)[i].file) {
			zend_string_release((zend_string *) ST_G(report.caller_cache)[i].file);
		}
	}
	memset(ST_G(report.caller_cache), 0, sizeof(ST_G(report.caller_cache)));
	ST_G(report.last_caller_file) = NULL;
	ST_G(report.last_caller_calls) = NULL;
}

scalar_types_file_calls *scalar_types_report_file_calls(zend_string *file, bool strict)
{
	struct _scalar_types_caller_slot *slot = &ST_G(report.caller_cache)[ST_CALLER_SLOT(file)];
	scalar_types_file_calls *fc;

	/* Consecutive calls mostly come from the same file: no lookup. */
	if (EXPECTED(ST_G(report.last_caller_file) == file)) {
		return ST_G(report.last_caller_calls);
	}
	if (EXPECTED(slot->file == file)) {
		ST_G(report.last_caller_file) = file;
		ST_G(report.last_caller_calls) = slot->fc;
		return slot->fc;
	}
	fc = zend_hash_find_ptr(ST_G(report.caller_files), file);
	if (!fc) {
		fc = pecalloc(1, sizeof(*fc), 1);
		fc->strict = strict;
		zend_hash_add_new_ptr(ST_G(report.caller_files), file, fc);
	}
	scalar_types_caller_cache_put(slot, file, fc);
	return fc;
}

void scalar_types_report_file_mark(zend_string *file, const zend_op_array *caller, const zend_op *op)
{
	struct _scalar_types_caller_slot *slot = &ST_G(report.caller_cache)[ST_CALLER_SLOT(file)];
	scalar_types_file_calls *fc;

	if (EXPECTED(slot->file == file)) {
		fc = slot->fc;
		ST_G(report.last_caller_file) = file;
		ST_G(report.last_caller_calls) = fc;
	} else if ((fc = zend_hash_find_ptr(ST_G(report.caller_files), file))) {
		scalar_types_caller_cache_put(slot, file, fc);
	} else {
		return;
	}
	scalar_types_coverage_mark_at(fc->cov, caller, op);
}

void scalar_types_report_file_compiled(zend_op_array *op_array, uint32_t fn_before, uint32_t cl_before)
{
	scalar_types_file_calls *fc;

	if (!ST_G(settings.compare_coverage) || !ST_G(compare.active) || !ST_G(report.caller_files)
			|| !op_array->filename) {
		return;
	}
	fc = scalar_types_report_file_calls(op_array->filename, (op_array->fn_flags & ZEND_ACC_STRICT_TYPES) != 0);
	if (!fc->cov) {
		scalar_types_file_coverage **cov = scalar_types_process_coverage(op_array->filename);

		scalar_types_coverage_compiled(cov, op_array, fn_before, cl_before);
		fc->cov = *cov;
	} else {
		scalar_types_coverage_compiled(&fc->cov, op_array, fn_before, cl_before);
	}
}

void scalar_types_report_file_left(void)
{
	if (ST_G(compare.active)) {
		ST_G(report.files_left)++;
	}
}

void scalar_types_report_files_activate(void)
{
	ST_G(report.caller_files) = scalar_types_table_new(16, scalar_types_file_calls_dtor);
	memset(ST_G(report.caller_cache), 0, sizeof(ST_G(report.caller_cache)));
	ST_G(report.last_caller_file) = NULL;
	ST_G(report.last_caller_calls) = NULL;
}

void scalar_types_report_files_reset(void)
{
	scalar_types_caller_cache_clear();
	if (ST_G(report.caller_files)) {
		zend_hash_clean(ST_G(report.caller_files));
	}
}

void scalar_types_report_files_deactivate(void)
{
	scalar_types_table_free(&ST_G(report.caller_files));
	scalar_types_caller_cache_clear();
	if (ST_G(report.coverage) && zend_hash_num_elements(ST_G(report.coverage)) > ST_COVERAGE_FILES_MAX) {
		scalar_types_coverage_table_free(&ST_G(report.coverage));
	}
}
