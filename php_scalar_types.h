/* scalar_types extension for PHP */

#ifndef PHP_SCALAR_TYPES_H
# define PHP_SCALAR_TYPES_H

extern zend_module_entry scalar_types_module_entry;
# define phpext_scalar_types_ptr &scalar_types_module_entry

# define PHP_SCALAR_TYPES_VERSION "0.1.0"

# if defined(ZTS) && defined(COMPILE_DL_SCALAR_TYPES)
ZEND_TSRMLS_CACHE_EXTERN()
# endif

#define ST_WATCH_ARGUMENTS  (1 << 0)
#define ST_WATCH_RETURNS    (1 << 1)
#define ST_WATCH_PROPERTIES (1 << 2)

typedef enum _scalar_types_mode {
	ST_MODE_OFF = 0,
	ST_MODE_COMPARE = 1
} scalar_types_mode;

/* One compiled path-policy entry (scalar_types.strict_paths / weak_paths). */
typedef struct _scalar_types_path_rule {
	char *pattern;   /* glob, or a prefix when it has no wildcard */
	bool exclude;    /* "!pattern": carve an exception out of the list */
	bool is_glob;
} scalar_types_path_rule;

typedef struct _scalar_types_path_list {
	uint32_t count;
	scalar_types_path_rule *rules;
} scalar_types_path_list;

/* A write target's object or name held from its evaluation to the probe
 * that judges the write (probes.c): a copy without a reference of its own,
 * which the engine's temporary keeps alive until the write. */
typedef struct _scalar_types_stash_entry {
	const void *frame;
	zend_long id;
	uint32_t handle;   /* an object's, to tell whether it still lives */
	bool used;         /* an array a probe read: given up when it returns */
	zval value;
} scalar_types_stash_entry;

#define ST_STASH_MAX 32

/* A __get() call whose result the engine will check against a typed
 * property (see scalar_types_getter_begin()). */
typedef struct _scalar_types_getter {
	const void *frame;
	zend_property_info *info;
} scalar_types_getter;

#define ST_GETTER_MAX 32

ZEND_BEGIN_MODULE_GLOBALS(scalar_types)
	/* settings */
	zend_long mode;
	zend_long watch;         /* ST_WATCH_* */
	char *report_file;
	char *strict_paths;
	char *weak_paths;
	zend_long max_sites;
	bool report_values;
	zend_long value_max_length;
	bool summary;
	bool compare_generators; /* judge generator arguments before receipt (EXT_FCALL_BEGIN) */
	scalar_types_path_list strict_list;
	scalar_types_path_list weak_list;
	/* per-request state; NULL/false outside a request */
	bool active;
	scalar_types_getter getters[ST_GETTER_MAX]; /* __get() calls under way, innermost last */
	uint32_t getter_count;
	HashTable *files;       /* registry: file name -> packed state */
	HashTable *sites;       /* report: site key -> scalar_types_site* */
	HashTable *caller_files; /* report: caller file -> calls/divergences */
	HashTable *canonical;    /* report: string -> its first copy */
	zend_long calls;
	zend_long dropped_calls;
	zend_long report_pid;         /* the process whose records these are (a forked child is another) */
	const zend_string *last_caller_file;  /* one-entry cache for caller_files */
	struct _scalar_types_file_calls *last_caller_calls;
	int report_dir_fd;            /* the report's directory, opened at request start */
	zend_string *report_dir;      /* its path then, to tell whether it still applies */
	zend_string *report_cwd;      /* the working directory then, for a relative report_file */
	zend_ulong report_dir_dev;    /* identity of report_dir_fd: an app may close */
	zend_ulong report_dir_ino;    /* and reuse the descriptor number */
	scalar_types_stash_entry stash[ST_STASH_MAX];
	uint32_t stash_count;
	bool stash_used;              /* an entry is to be given up when the probe returns */
	zend_long stash_next_id;      /* compile time: ids of stash sites */
	zend_ast *compile_root;       /* compile time: the file's tree, while the probes are added */
	int compile_ticks;            /* and whether it declares ticks (-1: not looked at yet) */
ZEND_END_MODULE_GLOBALS(scalar_types)

ZEND_EXTERN_MODULE_GLOBALS(scalar_types)

# define ST_G(v) ZEND_MODULE_GLOBALS_ACCESSOR(scalar_types, v)

#endif	/* PHP_SCALAR_TYPES_H */
