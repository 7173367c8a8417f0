/*
 * st_floor: the floor under compare mode's overhead (bench/run.sh only).
 * It installs what compare mode must install, an observer and a chained
 * zend_execute_internal, and does nothing in them: every user function
 * gets a begin handler that returns at once, every internal call goes
 * straight to its handler. What this costs is the engine's part, which no
 * work in scalar_types' handlers can remove.
 *
 * Built with -DST_FLOOR_IDLE (bench/run.sh's floor_idle), the observer
 * gives no function a handler, as scalar_types' does in a request that is
 * not judged: what the engine charges such a request for the two hooks.
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif
#include "php.h"
#include "zend_observer.h"

static void (*st_floor_prev)(zend_execute_data *execute_data, zval *return_value);

static void st_floor_begin(zend_execute_data *ex)
{
}

static zend_observer_fcall_handlers st_floor_init(zend_execute_data *ex)
{
#ifdef ST_FLOOR_IDLE
	/* as a request not judged: nothing observed */
	return (zend_observer_fcall_handlers){NULL, NULL};
#endif
	/* as compare mode: user functions observed, internal ones not */
	return (zend_observer_fcall_handlers){ZEND_USER_CODE(ex->func->type) ? st_floor_begin : NULL, NULL};
}

static void st_floor_execute_internal(zend_execute_data *execute_data, zval *return_value)
{
	if (st_floor_prev) {
		st_floor_prev(execute_data, return_value);
	} else {
		execute_data->func->internal_function.handler(execute_data, return_value);
	}
}

static PHP_MINIT_FUNCTION(st_floor)
{
	zend_observer_fcall_register(st_floor_init);
	st_floor_prev = zend_execute_internal;
	zend_execute_internal = st_floor_execute_internal;
	return SUCCESS;
}

zend_module_entry st_floor_module_entry = {
	STANDARD_MODULE_HEADER, "st_floor", NULL, PHP_MINIT(st_floor), NULL, NULL, NULL, NULL,
	"0.1", STANDARD_MODULE_PROPERTIES
};

#ifdef COMPILE_DL_ST_FLOOR
ZEND_GET_MODULE(st_floor)
#endif
