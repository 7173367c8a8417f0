<?php // min: 8.5
// #[\NoDiscard]: a warning when the result is unused; (void) silences it.
#[\NoDiscard]
function compute(int $x): int { return $x * 2; }
#[\NoDiscard("the lock may fail")]
function lock(): bool { return true; }
class K {
	#[\NoDiscard]
	public function m(): string { return "m"; }
	#[\NoDiscard]
	public static function s(): array { return []; }
}
compute(1);
(void) compute(2);
$x = compute(3);
var_dump($x);
lock();
$k = new K;
$k->m();
K::s();
(void) $k->m();
$f = 'compute';
$f(4);
$g = compute(...);
$g(5);
call_user_func('compute', 6);
echo compute(7), "\n";
if (compute(8)) { echo "used\n"; }
compute("9");
(void) compute("x" . 1);
