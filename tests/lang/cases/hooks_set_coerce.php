<?php // min: 8.4 modes: weak strict
// A set hook with a typed parameter wider than the property: in a weak file
// the value coerces to the parameter's type, then to the property's; in a
// strict one it does not.
class T {
	public int $n = 0 {
		set(int|string $value) {
			echo "set(", var_export($value, true), ")\n";
			$this->n = is_string($value) ? strlen($value) : $value;
		}
	}
	public float $f = 0.0 {
		set(float $value) => $value * 2;
	}
	public ?string $s = null {
		set(?string $value) => $value === null ? null : "<$value>";
	}
}
$t = new T;
foreach ([5, "abc", 2.0, true, "12", 7.5, null, [1]] as $v) {
	try {
		$t->n = $v;
		var_dump($t->n);
	} catch (Throwable $e) {
		echo get_class($e), ": ", $e->getMessage(), "\n";
	}
}
foreach ([1, "2.5", "x", false] as $v) {
	try {
		$t->f = $v;
		var_dump($t->f);
	} catch (Throwable $e) {
		echo get_class($e), ": ", $e->getMessage(), "\n";
	}
}
foreach ([1, 1.5, null, true] as $v) {
	try {
		$t->s = $v;
		var_dump($t->s);
	} catch (Throwable $e) {
		echo get_class($e), ": ", $e->getMessage(), "\n";
	}
}
