/* scalar_types: compare mode beyond plain calls. The compiler hook rewrites
 * the AST so that receipts the observer cannot see become visible: builtins
 * compiled to opcodes, return values, typed property writes. */
#ifndef SCALAR_TYPES_PROBES_H
#define SCALAR_TYPES_PROBES_H

#include "zend_ast.h"

#define ST_PROP_PATH_MAX 8 /* links followed in $v->a->b->…->p (and read back for generators) */

/* From the compiler hook, compare mode only; weak: the file's effective mode. */
void scalar_types_probes_prepare_ast(zend_ast *ast, bool weak);

/* obj->name as a read from frame's scope finds it without running any code
 * (no __get(), hook or foreign handlers), dereferenced; NULL otherwise. */
zval *scalar_types_read_prop(zend_execute_data *frame, zend_object *o, const char *name, size_t len);

/* __get() (observer begin/end, compare mode): the value it gives for a
 * typed property the app unset(), which the engine checks in __get()'s
 * mode. */
bool scalar_types_is_getter(const zend_function *f);
void scalar_types_getter_begin(zend_execute_data *ex);
void scalar_types_getter_end(zend_execute_data *ex, zval *retval);

/* Releases what stash() holds (at request end). */
void scalar_types_stash_clear(void);

#endif
