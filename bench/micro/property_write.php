<?php
// One write of an int into a typed int property, whose value's type is not
// known at compile time (a probe), accepted.
final class P { public int $n = 0; public function run(array $v, int $k) { for ($i = 0; $i < $k; $i++) { $this->n = $v[$i & 1]; } } }
$p = new P; $p->run([1, 2], (int) $argv[1]); echo $p->n, "\n";
