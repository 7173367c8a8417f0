<?php // min: 8.5
// Weak mode: scalars coerce at each stage of a pipe.
function i(int $x): int { return $x; }
function s(string $x): string { return $x; }
function f(float $x): float { return $x; }
var_dump("42" |> i(...));
var_dump(42 |> s(...));
var_dump("1.5" |> f(...));
var_dump(7 |> f(...) |> s(...));
var_dump(true |> i(...));
var_dump(123 |> strlen(...));
try {
	var_dump("4x2" |> i(...));
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(1.9 |> (fn(int $x) => $x));
