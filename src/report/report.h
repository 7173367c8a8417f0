/* scalar_types: divergence sites, aggregated and bounded; JSON-lines writer
 * and the in-process array view. */
#ifndef SCALAR_TYPES_REPORT_H
#define SCALAR_TYPES_REPORT_H

#include "php_scalar_types.h"
#include "report/files.h"

#define ST_SITE_ARGUMENT 0
#define ST_SITE_RETURN   1
#define ST_SITE_PROPERTY 2
#define ST_SITE_REFERENCE 3 /* a write through a reference bound to typed properties */

/* What makes two divergences the same site. Zeroed before filling, since
 * its bytes are the hash key. */
typedef struct _scalar_types_site_key {
	const zend_string *file;        /* canonical: same text, same pointer */
	const void *callee;             /* property info; an internal function's
	                                 * scope; a user function's canonical file */
	const void *callee2;            /* references: the property whose coercion
	                                 * conflicts with callee's */
	const zend_string *callee_name; /* functions: canonical name */
	uint32_t callee_line;           /* user functions: where declared */
	const void *given_ce;   /* class of an object argument */
	uint32_t line;
	uint32_t arg;
	uint8_t kind;
	uint8_t strict_caller;
	uint8_t site;
	uint8_t given_type;
	uint8_t warning;        /* a NAN apart from other floats (8.5 warns) */
} scalar_types_site_key;

#define ST_CALL_OPS 4

typedef struct _scalar_types_site {
	zend_string *file;
	zend_string *function;
	zend_string *param;       /* may be NULL (variadic) */
	zend_string *declared;
	zend_string *given;
	zend_string *message;
	zend_string *deprecation; /* may be NULL */
	zend_string *warning;     /* may be NULL: 8.5's NAN coercion warnings */
	zend_string *sample;
	zend_long count;
	zend_long flushed;        /* of count, already written (scalar_types.flush_interval) */
	uint32_t line;
	uint32_t arg;
	uint8_t kind;
	uint8_t strict_caller;
	uint8_t site;
	bool internal_callee;     /* an argument to an internal function */
	bool by_ref;              /* an argument to a by-reference parameter */
	/* arguments, when the line holds several calls of the callee: which of
	 * them (1-based, source order) the site's calls came from, by op */
	const void *call_ops[ST_CALL_OPS];
	uint8_t call_ks[ST_CALL_OPS];
	uint8_t n_call_ops;
	uint32_t calls_on_line;   /* 0: one call, or not known */
} scalar_types_site;

/* A site strict mode accepts too: kept for the presets that refuse it (an
 * int a double does not hold exactly); it has no TypeError text. */
static zend_always_inline bool scalar_types_site_strict_accepts(const scalar_types_site *s)
{
	return s->message == NULL;
}

/* Entries of the site memo (a power of two): a receipt's site found again
 * by its raw key, without making its strings canonical. */
#define ST_SITE_MEMO 256



/* The request's one copy of a string: files and functions compiled more
 * than once (include in a loop, eval) still make one site. */
const zend_string *scalar_types_report_canonical(zend_string *s);

void scalar_types_report_activate(void);
void scalar_types_report_deactivate(void);
/* GSHUTDOWN: what the report keeps per process (the coverage table). */
void scalar_types_report_globals_dtor(scalar_types_report_globals *g);
void scalar_types_report_reset(void);
/* MINIT, when compare mode's hooks are in: pcntl's fork functions wrapped
 * (a child starts with an empty report). MSHUTDOWN: restored, and what the
 * sinks hold closed. */
void scalar_types_report_startup(void);
void scalar_types_report_shutdown(void);

/* Returns the site to fill (count is already 1 when *is_new) or NULL when
 * the cap on distinct sites is reached (the call is counted as dropped). */
scalar_types_site *scalar_types_report_site(const scalar_types_site_key *key, bool *is_new);
/* The site of a receipt's raw key (the key as scalar_types_report_site()
 * takes it, but with the receipt's own strings, not canonical ones), when
 * the memo has it (its count not yet raised); *h is the key's hash, for
 * scalar_types_report_site_memo_put(). */
scalar_types_site *scalar_types_report_site_memo_find(const scalar_types_site_key *raw, zend_ulong *h);
/* Remembers site for raw; strs: the strings raw points to (up to 3, NULL
 * where fewer), held so that none of their addresses can be reused. */
void scalar_types_report_site_memo_put(const scalar_types_site_key *raw, zend_ulong h, scalar_types_site *site,
	zend_string *strs[3]);

/* "string(5)", or the value itself when scalar_types.report_values is on. */
zend_string *scalar_types_report_sample(zval *arg);
/* s, moved out of the request heap (released); interned strings as they are */
zend_string *scalar_types_report_keep(zend_string *s);

void scalar_types_report_to_array(zval *return_value);

/* In a request that runs long (a worker loop, a daemon): writes what was
 * counted since the last write when scalar_types.flush_interval has
 * passed. Called every 1,024 counted calls and at each new site. */
void scalar_types_report_tick(void);

/* The counters, inline: the observer's hot path counts every call. */

/* One more call with a scalar receipt made from fc's file. */
static zend_always_inline void scalar_types_report_count_in(scalar_types_file_calls *fc)
{
	if (UNEXPECTED(((++ST_G(report.calls)) & 1023) == 0)) {
		scalar_types_report_tick();
	}
	fc->calls++;
}

/* The same from file, whose mode is strict or not. */
static zend_always_inline void scalar_types_report_count(zend_string *file, bool strict)
{
	if (UNEXPECTED((++ST_G(report.calls) & 1023) == 0)) {
		scalar_types_report_tick();
	}
	if (EXPECTED(ST_G(report.last_caller_file) == file)) {
		ST_G(report.last_caller_calls)->calls++;
	} else {
		scalar_types_report_file_calls(file, strict)->calls++;
	}
}

#endif
