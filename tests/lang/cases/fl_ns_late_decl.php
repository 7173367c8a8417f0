<?php // min: 8.2
// Two unqualified calls of a built-in's name from a namespace, with the
// namespaced function declared at run time between them: the second call
// resolves again (engine behaviour differs with opcache's optimizer, which
// shares the two calls' cache slot; the bare run of the same settings is the
// oracle).
namespace N;
var_dump(in_array("x", ["x"]));
if (!function_exists("N\\in_array")) {
	function in_array($n, $h) { return "N\\in_array"; }
}
var_dump(in_array("x", ["x"]));
