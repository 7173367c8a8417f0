<?php // min: 8.2
// return of a built-in call from a function returning by reference.
function &g(string $s) {
	return trim($s);
}
$r = &g(" x ");
var_dump($r);
function &h(array $a) {
	return max($a[0], $a[1]);
}
var_dump(h([1, 2]));
