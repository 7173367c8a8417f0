<?php
// One call of a user function with two int parameters, both accepted.
function add_ints(int $a, int $b) { return $a + $b; }
$n = (int) $argv[1]; $t = 0;
for ($i = 0; $i < $n; $i++) { $t += add_ints($i, 1); }
echo $t, "\n";
