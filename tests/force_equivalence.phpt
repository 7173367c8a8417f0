--TEST--
force: forcing strict/weak by path is byte-identical to editing the declare (engine as oracle; without opcache, with opcache cache hits, with the tracing JIT, in compare mode)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/differential/force_equivalence.inc';
force_equivalence_run();
?>
--EXPECT--
samples: 19
modes: no opcache, opcache, opcache+tracing JIT, compare mode, compare mode+opcache+tracing JIT
child runs: 760
comparisons (a = b and c = d): 380
runs identical to the plain run (no opcache, mode off): 684
registry entries checked: 760
samples whose strict and weak outputs differ: 18
all identical
