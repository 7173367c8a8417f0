/* scalar_types: receipts no observer sees: generator functions' arguments
 * and the STRLEN opcode's TypeError. */
#ifndef SCALAR_TYPES_GENERATORS_H
#define SCALAR_TYPES_GENERATORS_H

#include "php.h"

/* From compare startup/shutdown, argument receipt watched: the generator
 * and exception hooks, and with scalar_types.compare_generators the
 * EXT_FCALL_BEGIN zend_extension. */
void scalar_types_generators_startup(void);
void scalar_types_generators_shutdown(void);
/* RINIT: compile calls with EXT_FCALL_BEGIN where generator arguments are
 * judged before receipt; find the INI entries the read-back consults. */
void scalar_types_generators_activate(void);
bool scalar_types_generators_hooked(void);

#endif
