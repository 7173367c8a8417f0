/* scalar_types: divergence sites, aggregated and bounded; JSON-lines writer
 * and the in-process array view. */
#ifndef SCALAR_TYPES_REPORT_H
#define SCALAR_TYPES_REPORT_H

#include "php.h"
#include "lib/hash.h"

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

/* Entries of the caller-file cache (a power of two) and a file's entry. */
#define ST_CALLER_CACHE_LOG2 7
#define ST_CALLER_CACHE (1u << ST_CALLER_CACHE_LOG2)
#define ST_CALLER_SLOT(file) ST_HASH_PTR(file, ST_CALLER_CACHE_LOG2)

/* The request's report (NULL/0 outside a request, or when compare mode
 * is off). */
typedef struct _scalar_types_report_globals {
	HashTable *sites;             /* site key -> scalar_types_site* */
	HashTable *caller_files;      /* caller file -> scalar_types_file_calls */
	HashTable *canonical;         /* string -> its first copy */
	zend_long calls;
	zend_long dropped_calls;
	zend_long flushed_calls;      /* of calls and dropped_calls, already written */
	zend_long flushed_dropped;
	time_t next_flush;            /* when a flush in the request is due (0: none) */
	zend_long report_pid;         /* the process whose records these are (a forked child is another) */
	const zend_string *last_caller_file;  /* one-entry cache for caller_files */
	struct _scalar_types_file_calls *last_caller_calls;
	/* behind it, a direct-mapped cache by the file's address: an app of
	 * many files finds a call's file without a lookup (ST_CALLER_SLOT) */
	struct _scalar_types_caller_slot {
		const zend_string *file;
		struct _scalar_types_file_calls *fc;
	} caller_cache[ST_CALLER_CACHE];
	struct _scalar_types_site_memo *site_memo; /* ST_SITE_MEMO entries, allocated at the first divergence */
	int report_dir_fd;            /* the report's directory, opened at request start */
	zend_string *report_dir;      /* its path then, to tell whether it still applies */
	zend_string *report_cwd;      /* the working directory then, for a relative report_file */
	zend_ulong report_dir_dev;    /* identity of report_dir_fd: an app may close */
	zend_ulong report_dir_ino;
	int syslog_fd;                /* scalar_types.report_sink=syslog: the socket, when syslog_open */
	bool syslog_open;    /* and reuse the descriptor number */
} scalar_types_report_globals;

typedef struct _scalar_types_file_calls {
	zend_long calls;
	zend_long divergences;
	zend_long flushed_calls;       /* already written */
	zend_long flushed_divergences;
	struct _scalar_types_file_coverage *cov; /* compare_coverage: its sites, which ran */
	bool strict;
} scalar_types_file_calls;

/* The request's one copy of a string: files and functions compiled more
 * than once (include in a loop, eval) still make one site. */
const zend_string *scalar_types_report_canonical(zend_string *s);

void scalar_types_report_activate(void);
void scalar_types_report_deactivate(void);
void scalar_types_report_reset(void);
void scalar_types_report_fork_startup(void);
void scalar_types_report_fork_shutdown(void);

/* Returns the site to fill (count is already 1 when *is_new) or NULL when
 * the cap on distinct sites is reached (the call is counted as dropped). */
scalar_types_site *scalar_types_report_site(const scalar_types_site_key *key, bool *is_new);
scalar_types_file_calls *scalar_types_report_file_calls(zend_string *file, bool strict);
/* The site of a receipt's raw key (the key as scalar_types_report_site()
 * takes it, but with the receipt's own strings, not canonical ones), when
 * the memo has it (its count not yet raised); *h is the key's hash, for
 * scalar_types_report_site_memo_put(). */
scalar_types_site *scalar_types_report_site_memo_find(const scalar_types_site_key *raw, zend_ulong *h);
/* Remembers site for raw; strs: the strings raw points to (up to 3, NULL
 * where fewer), held so that none of their addresses can be reused. */
void scalar_types_report_site_memo_put(const scalar_types_site_key *raw, zend_ulong h, scalar_types_site *site,
	zend_string *strs[3]);
void scalar_types_caller_cache_put(struct _scalar_types_caller_slot *slot, zend_string *file,
	scalar_types_file_calls *fc);

/* "string(5)", or the value itself when scalar_types.report_values is on. */
zend_string *scalar_types_report_sample(zval *arg);
/* s, moved out of the request heap (released); interned strings as they are */
zend_string *scalar_types_report_keep(zend_string *s);

void scalar_types_report_to_array(zval *return_value);

/* In a request that runs long (a worker loop, a daemon): writes what was
 * counted since the last write when scalar_types.flush_interval has
 * passed. Called every 1,024 counted calls and at each new site. */
void scalar_types_report_tick(void);

#endif
