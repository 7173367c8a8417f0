--TEST--
force: forcing strict/weak by path is byte-identical to editing the declare (engine as oracle; without opcache, with opcache cache hits, with the tracing JIT, in compare mode)
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
require __DIR__ . '/../helpers/opcache.inc';
if (st_opcache_load() === null) die('skip opcache not available');
// run-tests -m sets USE_ZEND_ALLOC=0: 760 child processes under memcheck
// overrun its timeout; forcing runs under valgrind in force_strict_paths,
// force_weak_paths and the fuzz test
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind');
?>
--FILE--
<?php
require __DIR__ . '/force_equivalence.inc';
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
