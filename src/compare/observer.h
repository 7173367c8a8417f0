/* scalar_types: the argument hooks, compare mode's hot path (observer.c):
 * the Observer API for user functions, and from PHP 8.4 on for internal
 * ones too; up to 8.3 a chained zend_execute_internal for internal ones. */
#ifndef SCALAR_TYPES_OBSERVER_H
#define SCALAR_TYPES_OBSERVER_H

#include "php.h"

/* MINIT (compare.c, when arguments are watched); self: this module, whose
 * internal functions are the probes. */
void scalar_types_observer_startup(const zend_module_entry *self);
void scalar_types_observer_shutdown(void);
/* RINIT: the frameless functions the request does not observe marked so
 * (PHP 8.4+), so that they run frameless from their first call. */
void scalar_types_observer_activate(bool judged);

#endif
