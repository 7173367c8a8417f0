<?php // min: 8.2
// foreach by reference over a frameless call inside a function, after a
// by-value foreach over the same call.
function f(array $in): array {
	foreach (str_replace("x", "y", $in) as $v) { echo $v, "\n"; }
	foreach (str_replace("x", "y", $in) as $k => &$v) { $v = "$k:$v"; }
	return $in;
}
var_dump(f(["x1", "x2"]));
