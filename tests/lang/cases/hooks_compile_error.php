<?php // min: 8.4
// A set hook's parameter must accept the property's type: a compile error.
class X {
	public int|string $p {
		set(int $value) => $value;
	}
}
echo "not reached\n";
