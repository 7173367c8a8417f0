--TEST--
rules: scalar_types_check(internal: true) agrees with the engine for every scalar parameter of an allow-list of internal functions
--EXTENSIONS--
scalar_types
--INI--
error_reporting=E_ALL
memory_limit=512M
--FILE--
<?php
require __DIR__ . '/rules_internal.inc';
st_rules_internal_run();
?>
--EXPECTF--
functions: at least 40
compared %d cases over %d parameters
disagreements: 0
100% agreement
