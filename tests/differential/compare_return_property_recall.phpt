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
ob_start();
probes_run();
// The engine is the oracle of each version: 8.6 no longer calls __get()
// once __isset() has initialized the unset property it was asked about
// (it reads the property), so the strict copies of get_unset_isset_sets
// and get_unset_isset_sets_read throw no TypeError there, and the weak
// copies receive nothing to report.
$expected = PHP_VERSION_ID >= 80600 ? 243 : 245;
echo str_replace("recalled: $expected\n", "recalled: $expected of this version's strict run\n", ob_get_clean());
?>
--EXPECTF--
snippets: 316
strict TypeErrors recalled: %d of this version's strict run
reported but accepted by strict: 0
recall 100%, precision 100%
