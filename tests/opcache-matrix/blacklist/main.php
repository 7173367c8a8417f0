<?php
// A file OPcache's blacklist names is compiled as without OPcache; a
// judged request must run it so too.
require __DIR__ . '/common.php';
$n = st_request();
st_show("request $n");
echo "request $n: cached hoist.php: ", var_export(opcache_is_script_cached(__DIR__ . '/hoist.php'), true), "\n";
include __DIR__ . '/hoist.php';
