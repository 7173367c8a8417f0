/* scalar_types: the report's per-file records (calls, divergences, the
 * evidence coverage), found by the caller's file through a one-entry and a
 * direct-mapped cache, as the hot path needs them. */
#ifndef SCALAR_TYPES_FILES_H
#define SCALAR_TYPES_FILES_H

#include "php_scalar_types.h"
#include "report/coverage.h"

typedef struct _scalar_types_file_calls {
	zend_long calls;
	zend_long divergences;
	zend_long flushed_calls;       /* already written */
	zend_long flushed_divergences;
	struct _scalar_types_file_coverage *cov; /* compare_coverage: its sites, which ran */
	bool strict;
} scalar_types_file_calls;

/* The file's record, made the first time (strict: the file's mode). */
scalar_types_file_calls *scalar_types_report_file_calls(zend_string *file, bool strict);

/* Whether file is the last caller's, whose record is at hand. */
static zend_always_inline bool scalar_types_report_is_last_file(const zend_string *file)
{
	return ST_G(report.last_caller_file) == file;
}

static zend_always_inline scalar_types_file_calls *scalar_types_report_last_calls(void)
{
	return ST_G(report.last_caller_calls);
}

/* The record of file when the cache by its address has it (it becomes the
 * last caller's), else NULL: no lookup. */
static zend_always_inline scalar_types_file_calls *scalar_types_report_cached_calls(const zend_string *file)
{
	struct _scalar_types_caller_slot *slot = &ST_G(report.caller_cache)[ST_CALLER_SLOT(file)];

	if (EXPECTED(slot->file == file)) {
		ST_G(report.last_caller_file) = file;
		ST_G(report.last_caller_calls) = slot->fc;
		return slot->fc;
	}
	return NULL;
}

/* compare_coverage: a call with arguments ran at op of caller, in file
 * (not the last caller's); nothing when file has no record. */
void scalar_types_report_file_mark(zend_string *file, const zend_op_array *caller, const zend_op *op);

/* compare_coverage: a compiled file's sites into its record (see
 * scalar_types_coverage_compiled()). */
void scalar_types_report_file_compiled(zend_op_array *op_array, uint32_t fn_before, uint32_t cl_before);

/* A judged request's file left to opcache, without probes (the compiler's
 * scalar_types_compile_left()): counted in the summary's files_left. */
void scalar_types_report_file_left(void);

/* The records' table and caches, with the report's (report.c). */
void scalar_types_report_files_activate(void);
void scalar_types_report_files_reset(void);
void scalar_types_report_files_deactivate(void);

#endif
