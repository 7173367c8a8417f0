<?php // min: 8.5
// clone with writes through set hooks.
class H {
	public string $name = "a" {
		set { echo "set($value)\n"; $this->name = strtoupper($value); }
	}
	public int $len { get => strlen($this->name); }
}
$h = clone(new H, ['name' => "bob"]);
var_dump($h->name, $h->len);
try {
	clone($h, ['len' => 1]);
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
