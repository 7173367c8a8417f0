<?php // min: 8.2
// yield of a built-in call in a generator yielding by reference.
function &gen(string $s) {
	yield substr($s, 1);
	yield strpos($s, "c");
	yield in_array("b", [$s]);
}
foreach (gen("abc") as &$v) {
	var_dump($v);
}
