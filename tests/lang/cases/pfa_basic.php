<?php // min: 8.6
// Partial function application: ? placeholders and the ... placeholder,
// on user functions, built-ins, methods and static methods.
function f($a, $b, $c = 3) { return "$a-$b-$c"; }
class S {
	public function __construct(private string $p) {}
	public function m(string $x, string $y = "y"): string { return "{$this->p}:$x:$y"; }
	public static function st(int $a, int $b): int { return $a - $b; }
}
$g = f(?, 2);
var_dump($g(1), $g(1, 9));
$h = f(1, ...);
var_dump($h(5), $h(5, 6));
$s = str_replace("a", ?, ?);
var_dump($s("b", "aaa"));
$o = new S("p");
$m = $o->m(?, "Y");
var_dump($m("x"));
$st = S::st(10, ?);
var_dump($st(3));
$rev = S::st(b: 1, a: ?);
var_dump($rev(5));
var_dump("abc" |> str_replace("a", "z", ?));
var_dump([3, 1] |> array_map(fn($x) => $x * 2, ?));
var_dump($g instanceof Closure);
$rf = new ReflectionFunction($g);
var_dump($rf->getNumberOfParameters(), $rf->getNumberOfRequiredParameters());
