/* scalar_types: evidence coverage (scalar_types.compare_coverage) — per
 * file, the lines holding sites strict_types governs and which of them ran. */
#ifndef SCALAR_TYPES_COVERAGE_H
#define SCALAR_TYPES_COVERAGE_H

#include "php.h"

/* Lines past this are not tracked (a generated file): their sites are
 * neither counted nor marked, so they cannot make a file look covered. */
#define ST_COVERAGE_MAX_LINE (1u << 22)

typedef struct _scalar_types_file_coverage {
	uint32_t *sites;       /* sorted, unique lines holding a site */
	uint32_t n_sites;
	uint32_t max_line;     /* the last of them */
	uint8_t *count;        /* per line up to max_line: its sites (capped at 255) */
	uint8_t *run;          /* a bit per line: every site on it ran */
	uint8_t *written;      /* the run bits already written */
	HashTable *seen;       /* lines of several sites: which of them ran */
	uint8_t *seen_count;   /* and how many, per line (allocated with seen) */
	bool sites_written;
} scalar_types_file_coverage;

/* A compiled file (zend_compile_file's result, opcache hit or not): its
 * sites are the calls with arguments of every op_array it defines (the
 * probes the compiler added for returns and property writes are calls
 * too). fn_before/cl_before: the function and class tables' sizes before
 * the compile, so what it added can be told apart. *cov: the file's
 * coverage, made the first time. */
void scalar_types_coverage_compiled(scalar_types_file_coverage **cov, zend_op_array *op_array, uint32_t fn_before,
	uint32_t cl_before);

/* A call with arguments ran at op (a DO_*CALL op of caller's op_array). */
void scalar_types_coverage_mark_shared(scalar_types_file_coverage *cov, const zend_op_array *caller,
	const zend_op *op);

static zend_always_inline void scalar_types_coverage_mark_at(scalar_types_file_coverage *cov,
	const zend_op_array *caller, const zend_op *op)
{
	uint32_t line = op->lineno;

	/* line 0 and lines past the last site: nothing to mark */
	if (cov && line - 1 < cov->max_line) {
		if (EXPECTED(cov->count[line] == 1)) {
			cov->run[line >> 3] |= (uint8_t) (1u << (line & 7));
		} else if (cov->count[line] > 1) {
			scalar_types_coverage_mark_shared(cov, caller, op);
		}
	}
}

bool scalar_types_coverage_unwritten(const scalar_types_file_coverage *cov);
/* site_lines (first time) and run_lines (new since the last write) into f */
void scalar_types_coverage_to_array(const scalar_types_file_coverage *cov, zval *f);
void scalar_types_coverage_mark_written(scalar_types_file_coverage *cov);
void scalar_types_coverage_free(scalar_types_file_coverage *cov);

#endif
