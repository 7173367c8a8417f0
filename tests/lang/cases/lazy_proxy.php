<?php // min: 8.4
// A lazy proxy: the factory builds the real instance; the proxy forwards.
class Svc {
	public function __construct(public int $n, public string $name = "svc") { echo "Svc($n)\n"; }
	public function hello(string $who): string { return "hello $who from {$this->name}#{$this->n}"; }
}
$rc = new ReflectionClass(Svc::class);
$p = $rc->newLazyProxy(function (Svc $proxy) {
	echo "factory\n";
	return new Svc("5");
});
echo "before\n";
var_dump($p->hello(123));
var_dump($p->n);
$p->n = "6";
var_dump($p->n, $p);
// a factory returning the wrong type
$q = $rc->newLazyProxy(fn() => new stdClass);
try {
	$q->n;
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
// initializeLazyObject and markLazyObjectAsInitialized
$r = $rc->newLazyProxy(fn() => new Svc(7, "r"));
var_dump($rc->initializeLazyObject($r) instanceof Svc);
$s = $rc->newLazyGhost(function ($o) { echo "never\n"; });
$rc->markLazyObjectAsInitialized($s);
var_dump($s);
