<?php // min: 8.6 modes: weak strict
// A partial application keeps the parameter types: the later call coerces
// in the caller's mode (weak, or strict in the strict run).
function typed(int $i, string $s, float $f): string { return var_export([$i, $s, $f], true); }
$p = typed(?, ?, 1);
foreach ([["1", 2], [1.0, 3.5], ["x", "y"], [1.5, "s"], [true, null]] as [$a, $b]) {
	try {
		echo $p($a, $b), "\n";
	} catch (Throwable $e) {
		echo get_class($e), ": ", $e->getMessage(), "\n";
	}
}
$t = trim(?, "x");
var_dump($t("xx1xx"), $t(121));
$q = strpos("hello", ?);
var_dump($q("l"));
try {
	var_dump($q(5));
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
