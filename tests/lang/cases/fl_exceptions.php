<?php // min: 8.2
// Exceptions and backtraces from inside built-in calls: __toString called by
// implode/trim/str_replace/in_array, an autoloader called by class_exists.
class Bad {
	public function __construct(private string $tag) {}
	public function __toString(): string {
		foreach (debug_backtrace() as $i => $f) {
			echo "  #$i ", $f["class"] ?? "", $f["type"] ?? "", $f["function"], " line ", $f["line"] ?? "-", "\n";
		}
		throw new RuntimeException("no string for {$this->tag}");
	}
}
function show(Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), " (line ", $e->getLine(), ")\n", $e->getTraceAsString(), "\n";
}
$calls = [
	"implode" => fn() => implode(",", [1, new Bad("implode")]),
	"trim" => fn() => trim(new Bad("trim")),
	"str_replace" => fn() => str_replace("a", "b", new Bad("str_replace")),
	"in_array" => fn() => in_array("x", [new Bad("in_array")]),
	"strpos" => fn() => strpos(new Bad("strpos"), "a"),
	"substr" => fn() => substr("abc", 0, 1) . substr(new Bad("substr"), 1),
	"dirname" => fn() => dirname(new Bad("dirname")),
	"preg_match" => fn() => preg_match("/a/", new Bad("preg_match")),
	"str_contains" => fn() => str_contains("abc", new Bad("str_contains")),
];
foreach ($calls as $name => $c) {
	echo "$name:\n";
	try {
		var_dump($c());
	} catch (Throwable $e) {
		show($e);
	}
}
spl_autoload_register(function (string $cls) {
	echo "autoload $cls\n";
	foreach (debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS) as $i => $f) {
		echo "  #$i ", $f["function"], "\n";
	}
	throw new LogicException("cannot load $cls");
});
try {
	var_dump(class_exists("Missing"));
} catch (Throwable $e) {
	show($e);
}
var_dump(class_exists("Missing2", false));
try {
	var_dump(property_exists("Missing3", "p"));
} catch (Throwable $e) {
	show($e);
}
echo implode(",", [new Bad("uncaught")]);
