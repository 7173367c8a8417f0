<?php // min: 8.4
// By-reference get hooks: indirect modification works through &get, and is
// an error through a plain get.
class Bag {
	private array $items = [];
	public array $ref { &get => $this->items; }
	public array $val { get => $this->items; }
	public int $count { &get { $c = count($this->items); return $c; } }
}
$b = new Bag;
$b->ref[] = "a";
$b->ref['k'] = "b";
var_dump($b->ref);
$r = &$b->ref;
$r[] = "c";
var_dump($b->val);
foreach ($b->ref as &$v) {
	$v = strtoupper($v);
}
unset($v);
var_dump($b->val);
try {
	$b->val[] = "d";
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
	$x = &$b->val;
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
	$b->count++;
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($b->count);
function addTo(array &$a) { $a[] = "via param"; }
addTo($b->ref);
var_dump(count($b->val));
