<?php // min: 8.2
// A namespace declaring functions with the names of frameless built-ins:
// unqualified calls must reach them, \-qualified ones the built-ins, also
// when the namespaced function is only declared at run time.
namespace N {
	function trim($s) { return "N\\trim($s)"; }
	function implode($a, $b = null) { return "N\\implode"; }
	function call_all() {
		return [trim(" x "), \trim(" x "), implode(",", [1]), strpos("ab", "b"), substr("abc", 1)];
	}
	var_dump(call_all());
	var_dump(in_array("x", ["x"]));
	if (!function_exists("N\\in_array")) {
		function in_array($n, $h) { return "N\\in_array"; }
	}
	var_dump(in_array("x", ["x"]));
	var_dump(\in_array("x", ["x"]));
}
namespace O {
	use function N\trim as nt;
	var_dump(trim(" y "), nt(" y "));
	function loop() {
		$r = [];
		for ($i = 0; $i < 3; $i++) { $r[] = substr("abc", $i) . strpos("abc", "c"); }
		return $r;
	}
	var_dump(loop());
	eval("namespace O; function substr(\$s, \$i) { return \"O\\\\substr\"; }");
	var_dump(loop());
}
