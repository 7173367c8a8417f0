/* scalar_types: the contract between the compiler hook, which encodes
 * where a write goes (targets.c, wrap.c, walker.c), and the probes that
 * find it again at run time (decode.c, functions.c). Both sides use these
 * names; the encoding is described in docs/internals.md.
 *
 * An object path is "\0"-separated segments, from the root out. Its root is
 * a variable's name, a static property's name (the class comes apart), or
 * "\0@id" for an object a call gave, held in the stash. Each link after it
 * starts with a tag:
 *   '>' name   a literal property name       '{' id  a stashed name
 *   '[' key    a literal string key          '#' n   a literal int key
 *   '$' var    a key held in a variable      '@' id  a stashed key
 * A property name is the literal, "\0var" for one held in a variable, or
 * "\0\0id" for a stashed one; a class is a name, self/parent/static, or
 * "\0id" for a stashed one. No variable, property or class name starts
 * with a NUL byte, so none of these can be mistaken for a name. */
#ifndef SCALAR_TYPES_PATH_H
#define SCALAR_TYPES_PATH_H

#include "zend_compile.h"

#define ST_SEG_PROP        '>'
#define ST_SEG_STASH_NAME  '{'
#define ST_SEG_STR_KEY     '['
#define ST_SEG_INT_KEY     '#'
#define ST_SEG_VAR_KEY     '$'
#define ST_SEG_STASH_KEY   '@'

#define ST_PROP_PATH_MAX 8   /* links followed in $v->a->b->…->p */
#define ST_LIST_MAX      32  /* elements of a destructuring looked at */
#define ST_AST_MAX_DEPTH 2000 /* deeper trees (and nested list keys) are left alone */

/* The probe functions, called fully qualified. */
#define ST_PROBE_RETURN   "ScalarTypes\\observe_return"
#define ST_PROBE_PROPERTY "ScalarTypes\\observe_property"
#define ST_PROBE_STATIC   "ScalarTypes\\observe_static_property"
#define ST_PROBE_LIST     "ScalarTypes\\observe_list"
#define ST_PROBE_REFERENCE "ScalarTypes\\observe_reference"
#define ST_PROBE_STASH    "ScalarTypes\\stash"
#define ST_PROBE_ELEMENT_REFERENCE "ScalarTypes\\observe_element_reference"
#define ST_PROBE_RETURN_REFERENCE "ScalarTypes\\observe_return_reference"

/* The pseudo-operations of a binding `target = &source` (the value the
 * probe gets describes the source, see scalar_types_source_desc()): a
 * variable, an element of one, a property reached from one, a static
 * property. Other op values are 0 (`=`) or the engine's opcodes of a
 * compound assignment, ZEND_PRE_INC or ZEND_PRE_DEC. */
#define ST_OP_BIND_VAR  ZEND_ASSIGN_REF
#define ST_OP_BIND_ELEM ZEND_FETCH_DIM_W
#define ST_OP_BIND_PROP ZEND_FETCH_OBJ_W
#define ST_OP_BIND_STATIC ZEND_FETCH_STATIC_PROP_W
#define ST_OP_IS_BIND(op) ((op) == ST_OP_BIND_VAR || (op) == ST_OP_BIND_ELEM || (op) == ST_OP_BIND_PROP \
	|| (op) == ST_OP_BIND_STATIC)

/* a foreach's hidden variables (see scalar_types_walk_foreach()) */
#define ST_FOREACH_VALUE "\0st_foreach_value"
#define ST_FOREACH_KEY   "\0st_foreach_key"

#endif
