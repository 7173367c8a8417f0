--TEST--
compare: bounded fuzz against the engine (bare, compare, strict copy, forced strict, forced weak; seed and size by ST_FUZZ_SEED, ST_FUZZ_ITERATIONS)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/fuzz.inc';
fuzz_run();
?>
--EXPECTF--
fuzz: seed %d, %d calls in %d batches, %d child runs
checked: %d strict TypeErrors, %d report records (%d rejected by both modes), %d receipt deprecations, %d throwing __toString, %d reports of forced runs
not judged: %d strict TypeErrors for parameters without a scalar type (none may be reported)
coverage: every value kind, every way of passing
disagreements: 0
