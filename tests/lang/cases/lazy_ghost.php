<?php // min: 8.4
// A lazy ghost with typed properties: the initializer runs on first access
// and its writes are coerced (weak file) like any other.
class Conf {
	public int $port;
	public string $host;
	public ?float $timeout = null;
	public function __construct() { echo "ctor\n"; }
}
$rc = new ReflectionClass(Conf::class);
$ghost = $rc->newLazyGhost(function (Conf $c) {
	echo "init\n";
	$c->port = "8080";
	$c->host = 127;
	$c->timeout = 2;
});
var_dump($rc->isUninitializedLazyObject($ghost));
var_dump($ghost);
var_dump($ghost->port);
var_dump($rc->isUninitializedLazyObject($ghost));
var_dump($ghost);
// an initializer that writes a bad value leaves the object lazy
$bad = $rc->newLazyGhost(function (Conf $c) {
	$c->port = 1;
	$c->host = [];
});
try {
	var_dump($bad->host);
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($rc->isUninitializedLazyObject($bad));
// skipping initialization of one property, and raw writes
$g2 = $rc->newLazyGhost(function ($c) { echo "init2\n"; });
$rc->getProperty('port')->setRawValueWithoutLazyInitialization($g2, "443");
var_dump($g2->port ?? "unset");
try {
	$rc->getProperty('port')->setRawValueWithoutLazyInitialization($g2, "x");
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
$rc->getProperty('timeout')->skipLazyInitialization($g2);
var_dump($g2->timeout);
var_dump($rc->isUninitializedLazyObject($g2));
echo $g2->host ?? "no host", "\n";
