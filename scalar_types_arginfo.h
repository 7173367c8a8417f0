/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 2450a885d60cf92aaf1344681bf79625a3d0fc16 */

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_scalar_types_check, 0, 2, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, type, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, internal, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_scalar_types_files, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_scalar_types_file_mode, 0, 1, IS_ARRAY, 1)
	ZEND_ARG_TYPE_INFO(0, file, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_scalar_types_report arginfo_scalar_types_files

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_scalar_types_reset, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_ScalarTypes_observe_return, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_ScalarTypes_observe_property, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, variable, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, property, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, operation, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, class, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_ScalarTypes_observe_list, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, targets, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_ScalarTypes_observe_static_property, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, class, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, property, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, operation, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_ScalarTypes_observe_reference, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, variable, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, operation, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_ScalarTypes_observe_return_reference, 0, 2, IS_NULL, 1)
	ZEND_ARG_TYPE_INFO(0, source, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, operation, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_ScalarTypes_observe_element_reference, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, variable, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, key, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, operation, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_ScalarTypes_stash, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, id, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, variable, IS_STRING, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, property, IS_STRING, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, operation, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, class, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()


ZEND_FUNCTION(scalar_types_check);
ZEND_FUNCTION(scalar_types_files);
ZEND_FUNCTION(scalar_types_file_mode);
ZEND_FUNCTION(scalar_types_report);
ZEND_FUNCTION(scalar_types_reset);
ZEND_FUNCTION(ScalarTypes_observe_return);
ZEND_FUNCTION(ScalarTypes_observe_property);
ZEND_FUNCTION(ScalarTypes_observe_list);
ZEND_FUNCTION(ScalarTypes_observe_static_property);
ZEND_FUNCTION(ScalarTypes_observe_reference);
ZEND_FUNCTION(ScalarTypes_observe_return_reference);
ZEND_FUNCTION(ScalarTypes_observe_element_reference);
ZEND_FUNCTION(ScalarTypes_stash);


static const zend_function_entry ext_functions[] = {
	ZEND_FE(scalar_types_check, arginfo_scalar_types_check)
	ZEND_FE(scalar_types_files, arginfo_scalar_types_files)
	ZEND_FE(scalar_types_file_mode, arginfo_scalar_types_file_mode)
	ZEND_FE(scalar_types_report, arginfo_scalar_types_report)
	ZEND_FE(scalar_types_reset, arginfo_scalar_types_reset)
	ZEND_NS_FALIAS("ScalarTypes", observe_return, ScalarTypes_observe_return, arginfo_ScalarTypes_observe_return)
	ZEND_NS_FALIAS("ScalarTypes", observe_property, ScalarTypes_observe_property, arginfo_ScalarTypes_observe_property)
	ZEND_NS_FALIAS("ScalarTypes", observe_list, ScalarTypes_observe_list, arginfo_ScalarTypes_observe_list)
	ZEND_NS_FALIAS("ScalarTypes", observe_static_property, ScalarTypes_observe_static_property, arginfo_ScalarTypes_observe_static_property)
	ZEND_NS_FALIAS("ScalarTypes", observe_reference, ScalarTypes_observe_reference, arginfo_ScalarTypes_observe_reference)
	ZEND_NS_FALIAS("ScalarTypes", observe_return_reference, ScalarTypes_observe_return_reference, arginfo_ScalarTypes_observe_return_reference)
	ZEND_NS_FALIAS("ScalarTypes", observe_element_reference, ScalarTypes_observe_element_reference, arginfo_ScalarTypes_observe_element_reference)
	ZEND_NS_FALIAS("ScalarTypes", stash, ScalarTypes_stash, arginfo_ScalarTypes_stash)
	ZEND_FE_END
};
