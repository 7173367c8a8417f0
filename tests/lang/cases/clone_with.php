<?php // min: 8.5
// clone($o, [...]) ("clone with"): readonly properties updated from inside
// the class, __clone runs first, then the given values.
final class Money {
	public function __construct(public readonly int $amount, public readonly string $cur) {}
	public function add(int $n): static { return clone($this, ['amount' => $this->amount + $n]); }
	public function __clone() { echo "__clone\n"; }
}
$m = new Money(5, "EUR");
$n = $m->add(3);
var_dump($m, $n);
try {
	clone($m, ['amount' => 1]);
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
class Open { public int $a = 1; public $b = 2; }
$o = clone(new Open, ['a' => "41", 'b' => [1]]);
var_dump($o);
var_dump(clone(new Open));
var_dump(array_map(clone(...), [new Open])[0]);
