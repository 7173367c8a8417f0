--TEST--
compare: generated returns and $this property writes (random expressions over typed parameters, literals, operators, casts and internal calls; parameters changed in every way after receipt) under random scalar types — every return or property TypeError of a really strict copy is reported for the weak run, nothing else: a probe left out for a type known at compile time never hides a divergence
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/return_inference.inc';
ri_run(20261204, 8, 400);
?>
--EXPECT--
functions: 3200
strict return TypeErrors recalled: more than a tenth of the functions
recall 100%, precision 100%
