--TEST--
compare: compound assignments, ??= and ++/-- on typed properties, recall and precision against a really strict run
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/compound.inc';
compound_run();
?>
--EXPECTF--
cases: %d
weak run unchanged under compare mode: yes
strict TypeErrors: %d, recalled: %d
reported but accepted by strict: 0, invalid report lines: 0
recall 100%, precision 100%
