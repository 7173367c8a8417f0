<?php // min: 8.4
// An initializer that throws: the object stays lazy and the next access runs
// the initializer again; uncaught at the end.
class L { public int $v; }
$rc = new ReflectionClass(L::class);
$n = 0;
$o = $rc->newLazyGhost(function (L $o) use (&$n) {
	$n++;
	if ($n < 2) {
		throw new LogicException("attempt $n");
	}
	$o->v = $n * 1.0;
});
try {
	echo $o->v, "\n";
} catch (LogicException $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo $o->v, "\n";
$p = $rc->newLazyGhost(function (L $o) { throw new DomainException("never ready"); });
echo $p->v;
