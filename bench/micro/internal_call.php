<?php
// One call of an internal function with an int parameter, accepted.
$n = (int) $argv[1]; $t = 0;
for ($i = 0; $i < $n; $i++) { $t += abs($i); }
echo $t, "\n";
