--TEST--
rules: scalar_types_check() agrees with the engine for user functions (weak and strict callers, every value x every type)
--EXTENSIONS--
scalar_types
--INI--
error_reporting=E_ALL
--FILE--
<?php
require __DIR__ . '/rules_user.inc';
st_rules_user_run();
?>
--EXPECTF--
types: %d, values: %d, modes: 2
compared %d cases
enough cases: yes
disagreements: 0
100% agreement
