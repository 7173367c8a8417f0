<?php // min: 8.4 modes: weak strict
// A get hook's result is checked against the property's type (coerced in a
// weak file, not in a strict one), and the set hook's return is stored
// through the backing store.
class G {
	public int $a { get => "7"; }
	public int $b { get => "7 apples"; }
	public string $c { get => 12.5; }
	public ?int $d { get => 3.0; }
	public int $e { get => 3.5; }
	public int $backed = 1 {
		get => $this->backed * 10;
		set => $value . "1";
	}
}
$g = new G;
foreach (['a', 'b', 'c', 'd', 'e', 'backed'] as $p) {
	try {
		var_dump($g->$p);
	} catch (Throwable $e) {
		echo get_class($e), ": ", $e->getMessage(), "\n";
	}
}
$g->backed = 4;
var_dump($g->backed);
try {
	$g->backed = "x";
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
