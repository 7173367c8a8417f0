<?php
// One call of a method with an int parameter, accepted; no typed write.
final class A { public $n = 0; public function add(int $x): void { $this->n = $x; } }
$a = new A; $n = (int) $argv[1];
for ($i = 0; $i < $n; $i++) { $a->add($i & 3); }
echo $a->n, "\n";
