<?php
// Scripts cached in files as well as (or instead of) shared memory, read
// again by the next process. lib.php has a compile-time diagnostic (an
// optional parameter before a required one): bare shows it at the compile
// that fills the cache only.
require __DIR__ . '/common.php';
$n = st_request();
require __DIR__ . '/lib.php';
st_show("request $n");
echo "request $n: pick: ", var_export(pick(2, '5'), true), ', ', var_export(Money::of('12.50')->cents(), true), "\n";
echo "request $n: cached main.php: ", var_export(opcache_is_script_cached(__FILE__), true), "\n";
