<?php // min: 8.2 modes: weak strict
// Scalar coercion of frameless built-ins' parameters, in a weak file and in
// a strict one (the driver's strict copy).
$calls = [
	"trim(123)" => fn() => trim(123),
	"trim(1.5, 1)" => fn() => trim(1.5, 1),
	"strpos(123, 2)" => fn() => strpos(123, 2),
	"strpos(\"abc\", \"c\", \"1\")" => fn() => strpos("abc", "c", "1"),
	"strpos(\"abc\", \"c\", \"x\")" => fn() => strpos("abc", "c", "x"),
	"strpos(\"abc\", \"c\", 1.5)" => fn() => strpos("abc", "c", 1.5),
	"substr(12345, \"1\", 2.0)" => fn() => substr(12345, "1", 2.0),
	"substr(\"abc\", null)" => fn() => substr("abc", null),
	"substr(\"abc\", true)" => fn() => substr("abc", true),
	"str_replace(1, 2, 313)" => fn() => str_replace(1, 2, 313),
	"str_replace(null, 2, 3)" => fn() => str_replace(null, 2, 3),
	"implode(1, [1, 2.5, true, null])" => fn() => implode(1, [1, 2.5, true, null]),
	"implode([1, [2]])" => fn() => implode([1, [2]]),
	"in_array(\"1\", [1, 2])" => fn() => in_array("1", [1, 2]),
	"in_array(\"1e0\", [\"1\"])" => fn() => in_array("1e0", ["1"]),
	"in_array(0, [\"a\"], 1)" => fn() => in_array(0, ["a"], 1),
	"in_array(1, \"a\")" => fn() => in_array(1, "a"),
	"min(\"10\", 9)" => fn() => min("10", 9),
	"max(\"abc\", 0)" => fn() => max("abc", 0),
	"max([1], 2)" => fn() => max([1], 2),
	"dirname(\"/a/b/c\", \"2\")" => fn() => dirname("/a/b/c", "2"),
	"dirname(\"/a\", 0)" => fn() => dirname("/a", 0),
	"dirname(null)" => fn() => dirname(null),
	"is_numeric(\" 1\")" => fn() => is_numeric(" 1"),
	"is_numeric(\"1 \")" => fn() => is_numeric("1 "),
	"is_numeric(1.0)" => fn() => is_numeric(1.0),
	"class_exists(1)" => fn() => class_exists(1),
	"class_exists(\"stdclass\", 0)" => fn() => class_exists("stdclass", 0),
	"property_exists(new Exception, \"code\")" => fn() => property_exists(new Exception, "code"),
	"property_exists(1, \"x\")" => fn() => property_exists(1, "x"),
	"preg_match(\"/\\\\d/\", 123)" => fn() => preg_match("/\\d/", 123),
	"preg_match(\"/(/\", \"x\")" => fn() => preg_match("/(/", "x"),
	"str_contains(123, 2)" => fn() => str_contains(123, 2),
	"strtr(\"abc\", \"ab\", 12)" => fn() => strtr("abc", "ab", 12),
	"basename(123)" => fn() => basename(123),
];
foreach ($calls as $label => $c) {
	echo $label, " => ";
	try {
		var_dump($c());
	} catch (Throwable $e) {
		echo get_class($e), ": ", $e->getMessage(), "\n";
	}
}
