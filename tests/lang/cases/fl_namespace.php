<?php // min: 8.2
// Built-ins called unqualified from a namespace (resolved at run time:
// namespaced function first, then global), qualified, and imported.
namespace A {
	var_dump(trim(" a "), \trim(" b "), strpos("abc", "b"), in_array(1, ["1"]));
	var_dump(str_replace("a", "b", "aa"), implode(",", [1]), min(2, 1), max(2, 1));
	var_dump(dirname("/x/y"), is_numeric("1e3"), class_exists("A\\Nope"), property_exists("Exception", "message"));
	var_dump(preg_match("/a/", "cat"), substr("abc", -1), str_contains("abc", "c"));
}
namespace B {
	use function trim, str_replace as sr;
	var_dump(trim(" c "), sr("x", "y", "xx"));
}
