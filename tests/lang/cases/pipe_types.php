<?php // min: 8.5 modes: weak strict
// At each stage of a pipe scalars coerce in a weak file; in a strict one
// none does (but int to float).
function i(int $x): int { return $x; }
function s(string $x): string { return $x; }
function f(float $x): float { return $x; }
$tries = [
	fn() => "42" |> i(...),
	fn() => 42 |> s(...),
	fn() => "1.5" |> f(...),
	fn() => 7 |> f(...) |> s(...),
	fn() => true |> i(...),
	fn() => 123 |> strlen(...),
	fn() => "4x2" |> i(...),
	fn() => 1.9 |> (fn(int $x) => $x),
	fn() => null |> s(...),
];
foreach ($tries as $n => $t) {
	try {
		var_dump($t());
	} catch (Throwable $e) {
		echo "$n: ", get_class($e), ": ", $e->getMessage(), "\n";
	}
}
