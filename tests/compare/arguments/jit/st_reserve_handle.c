/* A module that reserves an op_array extension handle in MINIT, as APM
 * extensions do, before scalar_types registers its observer: the set-up of
 * php-src issue 22158 (the tracing JIT read the observer's begin handler of
 * a megamorphic call to a user function from the internal-function slot).
 * Built and loaded only by tests/compare/arguments/jit_observer_hazards.phpt. */
#include "php.h"
#include "zend_extensions.h"

static int st_reserve_handle;

static PHP_MINIT_FUNCTION(st_reserve_handle)
{
	st_reserve_handle = zend_get_op_array_extension_handle("st_reserve_handle");
	return SUCCESS;
}

zend_module_entry st_reserve_handle_module_entry = {
	STANDARD_MODULE_HEADER, "st_reserve_handle", NULL,
	PHP_MINIT(st_reserve_handle), NULL, NULL, NULL, NULL, "1.0", STANDARD_MODULE_PROPERTIES
};

ZEND_GET_MODULE(st_reserve_handle)
