<?php // min: 8.2
// Hot loops over frameless built-ins, long enough for the tracing JIT to
// compile them; the sums are printed.
function work(int $n): array {
	$acc = ["len" => 0, "pos" => 0, "in" => 0, "min" => 0, "max" => 0, "num" => 0, "dir" => 0, "cls" => 0, "preg" => 0];
	for ($i = 0; $i < $n; $i++) {
		$s = str_replace("x", (string) ($i % 10), " x-$i ");
		$acc["len"] += strlen(trim($s));
		$acc["pos"] += (int) strpos($s, "-");
		$acc["in"] += in_array($i % 7, [1, 3, 5], true) ? 1 : 0;
		$acc["min"] += min($i, 50);
		$acc["max"] += max($i % 13, 6);
		$acc["num"] += is_numeric(substr($s, 1, 1)) ? 1 : 0;
		$acc["dir"] += strlen(dirname("/a/b$i/c"));
		$acc["cls"] += class_exists($i % 2 ? "stdClass" : "Nope", false) ? 1 : 0;
		$acc["preg"] += preg_match("/[05]/", (string) $i, $m);
		$acc["len"] += strlen(implode(",", [$i, $m[0] ?? ""]));
	}
	return $acc;
}
var_dump(work(500));
var_dump(work(1000) === work(1000));
