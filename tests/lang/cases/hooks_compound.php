<?php // min: 8.4
// Compound assignments, increments and ??= through hooks: each goes
// through get then set.
class C {
	public int $n = 1 {
		get { echo "get n\n"; return $this->n; }
		set(int $value) { echo "set n = $value\n"; $this->n = $value; }
	}
	public string $s = "a" {
		set => $value . ".";
	}
	public ?int $maybe = null {
		set => $value;
	}
}
$c = new C;
$c->n += "2";
$c->n++;
++$c->n;
$c->n *= 1.0;
$c->s .= "b";
$c->s .= 3;
var_dump($c->s);
$c->maybe ??= "5";
$c->maybe ??= 9;
var_dump($c->maybe);
try {
	$c->n .= "x";
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
	$c->n += 1.5;
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($c->n);
