/* scalar_types: the report's part of the module globals (php_scalar_types.h
 * includes this header; the report's API, report.h, includes that one). */
#ifndef SCALAR_TYPES_REPORT_GLOBALS_H
#define SCALAR_TYPES_REPORT_GLOBALS_H

#include "php.h"
#include "lib/hash.h"

/* Entries of the caller-file cache (a power of two) and a file's entry
 * (report/files.c). */
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
	zend_long files_left;         /* files of a judged request left to opcache, without probes */
	zend_long flushed_files_left;
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
	/* compare_coverage: file -> scalar_types_file_coverage*, kept per
	 * process (thread), persistent: a file's lines are written once per
	 * process and its run lines as they first run, so the report grows with
	 * the code, not with the requests (NULL until a file is covered) */
	HashTable *coverage;
	int syslog_fd;                /* scalar_types.report_sink=syslog: the socket, when syslog_open */
	bool syslog_open;    /* and reuse the descriptor number */
} scalar_types_report_globals;

#endif
