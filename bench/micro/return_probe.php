<?php
// One call of a user function whose typed return needs a probe.
function g(array $v, int $i): int { return $v[$i & 1]; }
$n = (int) $argv[1]; $t = 0; $v = [1, 2];
for ($i = 0; $i < $n; $i++) { $t += g($v, $i); }
echo $t, "\n";
