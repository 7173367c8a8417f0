--TEST--
compare: return values and typed property writes (also through references, settype() and other internal functions writing by-reference arguments), recall and precision against a really strict run
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
require __DIR__ . '/probes.inc';
probes_run();
?>
--EXPECT--
snippets: 316
strict TypeErrors recalled: 245
reported but accepted by strict: 0
recall 100%, precision 100%
