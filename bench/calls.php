<?php
// Call-heavy workload: typed user and internal calls with mixed argument
// types (mostly exact matches, some coercions), as in ordinary code.
function add_ints(int $a, int $b): int { return $a + $b; }
function scale(float $x, float $f = 2.0): float { return $x * $f; }
function label(string $s, ?int $n = null): string { return $s . $n; }
function flag(bool $b): bool { return !$b; }
function untyped($a, $b) { return $a; }
final class Acc {
	private int $n = 0;
	public function add(int $x): void { $this->n += $x; }
	public function get(): int { return $this->n; }
	public static function mk(string $s): string { return $s; }
}
$acc = new Acc;
$f = fn(int $x): int => $x * 2;
$n = (int) ($argv[1] ?? 200000);
$t = 0;
for ($i = 0; $i < $n; $i++) {
	$t += add_ints($i, 1);
	$t += (int) scale($i);
	$s = label("a", $i & 7);
	flag(($i & 1) === 1);
	untyped($i, $s);
	$acc->add($i & 3);
	$t += $f($i & 15);
	$t += strlen($s) + abs(-$i) + intdiv($i, 3);
	$s = str_repeat("x", 2) . substr("hello", 1, 3) . Acc::mk("m");
	if (($i & 63) === 0) {
		// the occasional coercion weak mode performs
		$t += add_ints("5", 1) + strlen(12345) + (int) round("1.5");
	}
}
echo $t + $acc->get(), "\n";
