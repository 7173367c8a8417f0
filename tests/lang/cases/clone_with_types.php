<?php // min: 8.5 modes: weak strict
// Values given to clone with go through the property's type check like an
// assignment: coerced in a weak file, not in a strict one.
class Box {
	public int $i = 0;
	public ?float $f = null;
	public string $s = "";
	public private(set) int $p = 0;
}
$b = new Box;
$tries = [['i' => "12"], ['i' => 1.5], ['i' => "x"], ['f' => 3], ['f' => "2.5"],
	['s' => 99], ['s' => null], ['p' => 1], ['nope' => 1], [0 => 1]];
foreach ($tries as $t) {
	try {
		var_dump(clone($b, $t));
	} catch (Throwable $e) {
		echo get_class($e), ": ", $e->getMessage(), "\n";
	}
}
try {
	var_dump(clone($b, "i"));
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
