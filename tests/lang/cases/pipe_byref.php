<?php // min: 8.5
// A by-reference parameter on the right of |>: the engine decides whether
// this is an error or a notice.
function addOne(array &$a) { $a[] = 1; return $a; }
$x = [3, 1, 2];
try {
	var_dump($x |> addOne(...));
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
	var_dump($x |> sort(...));
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($x);
