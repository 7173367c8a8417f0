/* scalar_types: compare mode beyond plain calls. The compiler hook rewrites
 * the AST so that receipts the observer cannot see become visible: builtins
 * compiled to opcodes, return values, typed property writes. The probes
 * themselves are internal functions (run/functions.c) the rewritten code
 * calls. The compile side (compile/) and the run side (run/) share only the
 * path encoding, path.h. */
#ifndef SCALAR_TYPES_PROBES_H
#define SCALAR_TYPES_PROBES_H

#include "php.h"
#include "zend_ast.h"

/* A write target's object or name held from its evaluation to the probe
 * that judges the write (stash.c): a copy without a reference of its own,
 * which the engine's temporary keeps alive until the write. */
typedef struct _scalar_types_stash_entry {
	const void *frame;
	zend_long id;
	uint32_t handle;   /* an object's, to tell whether it still lives */
	bool used;         /* an array a probe read: given up when it returns */
	zval value;
} scalar_types_stash_entry;

#define ST_STASH_MAX 32

/* A probed property write seen before in the request, by the writer's op
 * and the probe's path and name strings: where its object is ($this, or a
 * variable's slot) and the property its class resolved to for the scope.
 * Each part is checked again at each use: an op_array gone and its address
 * reused only misses. */
typedef struct _scalar_types_probe_site {
	const zend_op *opline;
	zend_string *path;
	zend_string *name;
	zend_class_entry *scope;
	zend_class_entry *ce;
	zend_property_info *info;  /* NULL: nothing to judge */
	int cv;                    /* -1: $this */
	uint32_t gen;              /* compare.cache_gen when made */
} scalar_types_probe_site;

/* Entries (a power of two): a page's writes all fit, and the ops of one
 * function's writes, a few dozen bytes apart, spread over the table. */
#define ST_PROBE_SITES_LOG2 8
#define ST_PROBE_SITES (1u << ST_PROBE_SITES_LOG2)

typedef struct _scalar_types_probe_globals {
	scalar_types_probe_site sites[ST_PROBE_SITES]; /* of this generation only (compare.cache_gen) */
	uint32_t sites_gen;           /* compare.cache_gen at the last request start (a wrap empties sites) */
	scalar_types_stash_entry stash[ST_STASH_MAX];
	uint32_t stash_count;
	bool stash_used;              /* an entry is to be given up when the probe returns */
	zend_long stash_next_id;      /* compile time: ids of stash sites */
	zend_ast *compile_root;       /* compile time: the file's tree, while the probes are added */
	int compile_ticks;            /* and whether it declares ticks (-1: not looked at yet) */
} scalar_types_probe_globals;

/* From the module's AST hook, compare mode only; weak: the file's
 * effective mode. */
void scalar_types_probes_prepare_ast(zend_ast *ast, bool weak);

/* RINIT, after compare mode's (its cache generation is the site cache's);
 * RSHUTDOWN releases what stash() holds. */
void scalar_types_probes_activate(void);
void scalar_types_probes_deactivate(void);

#endif
