<?php // min: 8.6
// Partial application errors: too many placeholders, unknown names.
function two($a, $b) { return $a + $b; }
$tries = [
	fn() => two(?, ?, ?),
	fn() => two(c: ?),
	fn() => two(?)(1),
	fn() => strlen(?, ?),
	fn() => two(1, ?)("2"),
	fn() => two(1, ?)(),
];
foreach ($tries as $i => $t) {
	try {
		var_dump($t());
	} catch (Throwable $e) {
		echo "$i: ", get_class($e), ": ", $e->getMessage(), "\n";
	}
}
