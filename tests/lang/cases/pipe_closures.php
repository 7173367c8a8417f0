<?php // min: 8.5
// Closures, arrow functions, user functions, static methods and invokable
// objects on the right of |>.
function twice(int $x): int { return $x * 2; }
class M {
	public static function inc(int $x): int { return $x + 1; }
	public function __invoke(string $s): string { return "[$s]"; }
}
var_dump(5 |> twice(...) |> M::inc(...) |> (fn($x) => $x . "!"));
var_dump("z" |> new M |> function (string $s): int { return strlen($s); });
var_dump(3 |> 'twice' |> [M::class, 'inc']);
$f = fn(int ...$xs) => array_sum($xs);
var_dump(7 |> $f);
// precedence: |> binds looser than arithmetic and tighter than comparison
var_dump(1 + 2 |> twice(...));
var_dump(2 |> twice(...) == 4);
var_dump(null ?? 4 |> twice(...));
