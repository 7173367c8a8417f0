<?php
// OPcache's defaults: a control for the other scenarios. lib.php has a
// compile-time diagnostic (an optional parameter before a required one):
// bare shows it at the compile that fills the cache only.
require __DIR__ . '/common.php';
$n = st_request();
require __DIR__ . '/lib.php';
st_show("request $n");
echo 'pick: ', var_export(pick(2, '5'), true), ', ', var_export(Money::of('12.50')->cents(), true), "\n";
echo 'last error: ', error_get_last()['message'] ?? 'none', "\n";
