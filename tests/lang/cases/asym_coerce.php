<?php // min: 8.4 modes: weak strict
// Writes from inside the class to a private(set) typed property: coerced in
// a weak file, not in a strict one; readonly properties are implicitly
// protected(set).
class P {
	public private(set) int $n = 0;
	public private(set) float $f = 0.0;
	public function __construct(public readonly int $id) {}
	public function set(mixed $n, mixed $f): void {
		$this->n = $n;
		$this->f = $f;
	}
}
class Q extends P {
	public function __construct() { $this->id = "9"; }
}
$p = new P(3);
try {
	var_dump((new P("3"))->id);
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
foreach ([["4", 1], [5.0, "2.5"], ["x", 1], [1.5, 1]] as [$n, $f]) {
	try {
		$p->set($n, $f);
		var_dump($p->n, $p->f);
	} catch (Throwable $e) {
		echo get_class($e), ": ", $e->getMessage(), "\n";
	}
}
try {
	var_dump($p->id, (new Q)->id);
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
	$p->id = 4;
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
