<?php // min: 8.5
declare(strict_types=1);
// Built-ins on the right of |> in a strict file: no coercion of the piped
// value, TypeErrors name the built-in.
foreach ([" a ", 12, 1.5, null, true] as $v) {
	try {
		var_dump($v |> trim(...) |> strlen(...));
	} catch (Throwable $e) {
		echo get_class($e), ": ", $e->getMessage(), "\n";
	}
}
try {
	var_dump(5 |> (fn($n) => str_repeat("ab", $n)));
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
